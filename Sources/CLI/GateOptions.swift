import Foundation
import Reports

/// The gate's options, shared by `run --baseline` and `compare`: `--tolerance PP` and
/// `--map BASE=CANDIDATE` (repeatable).
struct GateOptions: Equatable {
    /// Percentage points a CER may rise before the gate calls it a regression.
    var tolerance = RunComparison.defaultTolerancePercentagePoints
    /// Baseline profile → candidate profile.
    var profileMap: [String: String] = [:]

    static let optionNames = ["tolerance", "map"]

    static let help = """
      --tolerance PP        percentage points a CER may rise (default: \(RunComparison.defaultTolerancePercentagePoints))
      --map BASE=CAND       compare baseline profile BASE with candidate profile CAND
                            (repeatable); profiles otherwise pair by name
    """

    init() {}

    init(_ parsed: ArgumentParser.Parsed) throws(UsageError) {
        if let text = parsed.value("tolerance") {
            guard let value = Double(text), value.isFinite, value >= 0, value <= 100 else {
                throw UsageError("--tolerance needs percentage points from 0 to 100, not '\(text)'")
            }
            tolerance = value
        }
        for pair in parsed.all("map") {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw UsageError("--map needs BASE=CANDIDATE (two profile names), not '\(pair)'")
            }
            if let earlier = profileMap[parts[0]], earlier != parts[1] {
                throw UsageError("--map pairs baseline profile '\(parts[0])' twice ('\(earlier)' and '\(parts[1])')")
            }
            profileMap[parts[0]] = parts[1]
        }
    }
}
