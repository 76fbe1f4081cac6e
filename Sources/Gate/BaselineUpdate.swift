import Scoring
import ReportFiles
import RunXML

/// What replacing a baseline with a new run would change, and the ratchet that
/// refuses to loosen it (`ocrgauge baseline update [--only-improvements]
/// [--accept-data-changes]`).
///
/// Samples whose truth, image or sidecar changed since the old baseline (the gate's data
/// changes, `RunComparison.dataChanges`) are listed apart: their figures measure other
/// data, so they neither loosen nor tighten it. The ratchet refuses them unless they are
/// accepted.
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
    /// One line per sample whose truth, image or sidecar changed since the old baseline
    /// (the gate's finding, with both CERs).
    public var dataChanges: [String]

    /// Compares `candidate` with `baseline` for an update.
    public init(baseline: RunRecord, candidate: RunRecord, baselineLabel: String = "baseline",
                candidateLabel: String = "new run") {
        comparison = RunComparison(baseline: baseline, candidate: candidate, tolerancePercentagePoints: 0,
                                   baselineLabel: baselineLabel, candidateLabel: candidateLabel)
        var loosened: [String] = []
        var tightened: [String] = []
        let changed = Set(comparison.dataChanges.compactMap(\.key))
        for pair in comparison.pairs where !changed.contains(pair.key) {
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
        dataChanges = comparison.dataChanges.map(\.message)
    }

    /// Whether the update changes nothing a gate would see.
    public var isUnchanged: Bool { loosened.isEmpty && tightened.isEmpty && dataChanges.isEmpty && comparison.added.isEmpty }

    /// The ratchet: with `onlyImprovements`, throws when some sample would get worse, or
    /// when some sample's data changed and `acceptDataChanges` is not set. Without
    /// `onlyImprovements` nothing is refused (the data changes are listed all the same).
    ///
    /// - Throws: `ReportsError.baselineWouldLoosen` listing every sample that would get
    ///   worse, else `ReportsError.baselineDataChanged` listing every data change.
    public func check(onlyImprovements: Bool, acceptDataChanges: Bool = false) throws(ReportsError) {
        guard onlyImprovements else { return }
        if !loosened.isEmpty { throw ReportsError.baselineWouldLoosen(samples: loosened) }
        if !dataChanges.isEmpty && !acceptDataChanges { throw ReportsError.baselineDataChanged(samples: dataChanges) }
    }

    /// What the update changes, as plain text for a terminal.
    public func terminalReport(warnings includeWarnings: Bool = true) -> String {
        var lines: [String] = []
        if isUnchanged { lines.append("The baseline would not change (no sample better, worse, added, removed or with other data).") }
        if includeWarnings { for warning in comparison.warnings { lines.append("warning: \(warning)") } }
        func section(_ title: String, _ items: [String], mark: String) {
            guard !items.isEmpty else { return }
            lines.append("\(title) (\(items.count)):")
            for item in items { lines.append("  \(mark) \(item)") }
        }
        section("Worse than the baseline", loosened, mark: "✗")
        section("Better than the baseline", tightened, mark: "✓")
        section("Data changed since the baseline (truth, image or sidecar: the figures are not comparable)", dataChanges, mark: "Δ")
        section("New in the baseline", comparison.added.map(\.description), mark: "+")
        section("Known issues that pass now — remove the known-issue mark", comparison.unexpectedPasses.map(\.message), mark: "!")
        return lines.joined(separator: "\n") + "\n"
    }
}
