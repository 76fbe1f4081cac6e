import Scoring

/// What replacing a baseline with a new run would change, and the ratchet that
/// refuses to loosen it (`ocrgauge baseline update [--only-improvements]`).
///
/// The writing itself is `RunXMLWriter.write(candidate, to: baselineURL)`; call it
/// only after `check(onlyImprovements:)` succeeds.
public struct BaselineUpdate: Sendable, Equatable {
    /// The comparison of the new run with the current baseline.
    public var comparison: RunComparison
    /// One line per sample that would get worse: passed → failed, any CER rise, or
    /// dropped from the baseline (drafts excepted). Empty when the update only tightens.
    public var loosened: [String]
    /// One line per sample that gets better: failed → passed or any CER fall.
    public var tightened: [String]

    /// Compares `candidate` with `baseline` for an update.
    public init(baseline: RunRecord, candidate: RunRecord, baselineLabel: String = "baseline",
                candidateLabel: String = "new run") {
        comparison = RunComparison(baseline: baseline, candidate: candidate, tolerancePercentagePoints: 0,
                                   baselineLabel: baselineLabel, candidateLabel: candidateLabel)
        var loosened: [String] = []
        var tightened: [String] = []
        for pair in comparison.pairs {
            switch (pair.baseline, pair.candidate) {
            case (let before?, let after?):
                if before.draft || after.draft { continue }
                let worse = (before.passed && after.isFailure) || after.cer > before.cer + 1e-12
                let better = (before.isFailure && after.passed) || after.cer < before.cer - 1e-12
                let message = RunComparison.sampleMessage(pair.key, before: before, after: after, note: nil)
                if worse { loosened.append(message) } else if better { tightened.append(message) }
            case (let before?, nil):
                if !before.draft { loosened.append("\(pair.key): dropped from the baseline") }
            default:
                continue
            }
        }
        self.loosened = loosened
        self.tightened = tightened
    }

    /// Whether the update changes nothing a gate would see.
    public var isUnchanged: Bool { loosened.isEmpty && tightened.isEmpty && comparison.added.isEmpty }

    /// Throws when `onlyImprovements` is set and some sample would get worse.
    ///
    /// - Throws: `ReportsError.baselineWouldLoosen` listing every such sample.
    public func check(onlyImprovements: Bool) throws(ReportsError) {
        if onlyImprovements && !loosened.isEmpty { throw ReportsError.baselineWouldLoosen(samples: loosened) }
    }

    /// What the update changes, as plain text for a terminal.
    public func terminalReport(warnings includeWarnings: Bool = true) -> String {
        var lines: [String] = []
        if isUnchanged { lines.append("The baseline would not change (no sample better, worse, added or removed).") }
        if includeWarnings { for warning in comparison.warnings { lines.append("warning: \(warning)") } }
        func section(_ title: String, _ items: [String], mark: String) {
            guard !items.isEmpty else { return }
            lines.append("\(title) (\(items.count)):")
            for item in items { lines.append("  \(mark) \(item)") }
        }
        section("Worse than the baseline", loosened, mark: "✗")
        section("Better than the baseline", tightened, mark: "✓")
        section("New in the baseline", comparison.added.map(\.description), mark: "+")
        section("Known issues that pass now — remove the known-issue mark", comparison.unexpectedPasses.map(\.message), mark: "!")
        return lines.joined(separator: "\n") + "\n"
    }
}
