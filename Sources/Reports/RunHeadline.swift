import Scoring
import Gate

/// The verdict every output opens with (report.html's badge, summary.md's heading): one
/// rule, so no output says "all passed" where nothing passed.
///
/// - With a gate, the gate's verdict, whatever the samples' own verdicts.
/// - Without one: failed when a sample failed; passed when none failed and at least one
///   passed; otherwise neutral ("nothing passed or failed"), as when every sample is
///   scored (truth but no criterion) or a draft.
public struct RunHeadline: Sendable, Equatable {
    /// The colour of the verdict: green, red or grey.
    public enum State: String, Sendable { case passed, failed, neutral }

    /// The verdict's state.
    public var state: State
    /// "3 of 15 failed", "12 passed, 3 scored (no criterion)", "regression gate FAILED".
    public var text: String

    /// The headline of a run with these totals (`SuiteSummary.summaries(of:).totals`),
    /// gated by `gate` when a comparison was made.
    public init(totals: [SuiteSummary], gate: RunComparison.Verdict? = nil) {
        let passed = totals.map(\.passed).reduce(0, +), failed = totals.map(\.failed).reduce(0, +)
        let scored = totals.map(\.scored).reduce(0, +), drafts = totals.map(\.drafts).reduce(0, +)
        let known = totals.map(\.knownIssues).reduce(0, +)
        let figured = totals.map(\.figured).reduce(0, +)
        if let gate {
            state = gate == .passed ? .passed : .failed
            text = gate == .passed ? "regression gate passed" : "regression gate FAILED"
            return
        }
        var rest: [String] = []
        if scored > 0 { rest.append("\(scored) scored (no criterion)") }
        if known > 0 { rest.append("\(known) known issue\(known == 1 ? "" : "s")") }
        if drafts > 0 { rest.append("\(drafts) draft\(drafts == 1 ? "" : "s")") }
        let tail = rest.isEmpty ? "" : ", " + rest.joined(separator: ", ")
        if failed > 0 {
            state = .failed
            text = "\(failed) of \(figured) failed" + (passed > 0 ? ", \(passed) passed" : "") + tail
        } else if passed > 0 {
            state = .passed
            text = rest.isEmpty ? "all \(passed) passed" : "\(passed) passed" + tail
        } else {
            state = .neutral
            text = "nothing passed or failed" + (rest.isEmpty ? " (no samples)" : ": " + rest.joined(separator: ", "))
        }
    }

    /// The heading's mark in Markdown: ✅, ❌ or ⚪.
    public var emoji: String {
        switch state {
        case .passed: return "✅"
        case .failed: return "❌"
        case .neutral: return "⚪"
        }
    }
}
