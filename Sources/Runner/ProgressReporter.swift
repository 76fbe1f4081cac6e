import Foundation
import Reports
import Scoring
import Synchronization

/// Shows a run's progress on standard error in the chosen style (and `corpus import`'s,
/// whose skipped items count where a run counts failures). Thread-safe.
final class ProgressReporter: Sendable {
    private struct State {
        var done = 0
        var failed = 0
        var lastLine = ContinuousClock.now
        var perProfile: [String: (done: Int, total: Int)] = [:]
    }

    private let style: ProgressStyle
    private let total: Int
    private let started = ContinuousClock.now
    private let state: Mutex<State>
    private let interval: Duration
    /// What the count of unsuccessful items is called: "failed", "skipped".
    private let failedWord: String
    /// Where the text goes: standard error (tests read it).
    private let write: @Sendable (String) -> Void

    init(style: ProgressStyle, totals: [(profile: String, count: Int)], alreadyDone: Int = 0,
         interval: Duration = .seconds(10), failedWord: String = "failed",
         write: @escaping @Sendable (String) -> Void = { StandardStream.error.write($0) }) {
        self.style = style
        self.failedWord = failedWord
        self.write = write
        self.total = totals.map(\.count).reduce(0, +)
        self.interval = interval
        var initial = State()
        initial.done = alreadyDone
        for entry in totals { initial.perProfile[entry.profile] = (0, entry.count) }
        state = Mutex(initial)
    }

    func finished(_ result: SampleResult) {
        guard style != .none else { return }
        var line: String?
        // A sample merely scored (no criterion) is no failure: it is neither listed nor counted.
        if !result.passed && result.verdict != .scored {
            let label = result.knownIssue ? "known issue" : result.draft ? "draft" : "FAIL"
            line = "\(label) \(result.suite)/\(result.id) (\(result.profile)): " + (result.failures.first ?? result.outcome.rawValue)
        }
        advance(profile: result.profile, failed: result.isFailure && !result.knownIssue, line: line)
    }

    /// One more item done, of `profile` (nil: the bar shows no group), unsuccessful when
    /// `failed`; `line`, when given, is printed in the `lines` style.
    func advance(profile: String?, failed: Bool, line: String? = nil) {
        guard style != .none else { return }
        let text: String? = state.withLock { s in
            s.done += 1
            if failed { s.failed += 1 }
            if let profile { s.perProfile[profile, default: (0, 0)].done += 1 }
            switch style {
            case .bar:
                return "\r\u{1B}[K" + bar(s, profile: profile)
            case .lines:
                var out = line.map { TerminalText.safe($0) + "\n" } ?? ""
                let now = ContinuousClock.now
                if now - s.lastLine >= interval || s.done == total {
                    s.lastLine = now
                    out += "progress: \(s.done)/\(total) done, \(s.failed) \(failedWord)\(eta(s))\n"
                }
                return out.isEmpty ? nil : out
            case .none:
                return nil
            }
        }
        if let text { write(text) }
    }

    /// Ends the bar's line.
    func finish() {
        if style == .bar { write("\n") }
    }

    private func bar(_ s: State, profile: String?) -> String {
        let width = 28
        let filled = total == 0 ? width : min(width, s.done * width / total)
        let stripe = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let mine = profile.flatMap { name in s.perProfile[name].map { " · \(TerminalText.safe(name)) \($0.done)/\($0.total)" } } ?? ""
        return "\(stripe) \(s.done)/\(total) · \(s.failed) \(failedWord)\(eta(s))\(mine)"
    }

    private func eta(_ s: State) -> String {
        guard s.done > 0, s.done < total else { return "" }
        let elapsed = (ContinuousClock.now - started).seconds
        let left = Int((elapsed / Double(s.done) * Double(total - s.done)).rounded())
        return String(format: " · ETA %d:%02d", left / 60, left % 60)
    }
}
