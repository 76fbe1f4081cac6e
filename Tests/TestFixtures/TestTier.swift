import Foundation

/// The heavy tests (whole pages through a real engine against its CLI, an oracle over
/// dozens of long pairs, peak-memory measurements) run in `ci/test --full`, which `.ci/run`
/// uses; a plain `swift test` skips them, saying so, and stays within two minutes.
public enum TestTier {
    /// True when `OCRGAUGE_FULL_TESTS=1` (set by `ci/test --full`).
    public static let full = ProcessInfo.processInfo.environment["OCRGAUGE_FULL_TESTS"] == "1"

    /// Why a heavy test did not run (a test's `.enabled(if:)` comment).
    public static let reason = "a heavy case: ci/test --full runs it (OCRGAUGE_FULL_TESTS=1)"
}
