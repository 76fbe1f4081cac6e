import Scoring
import RunXML

extension GateRecord {
    /// The record of `comparison`.
    public init(_ comparison: RunComparison) {
        self.init(verdict: "", baseline: "", tolerancePercentagePoints: 0, compared: 0, failures: 0, notRun: 0, improvements: 0,
                  failingInBoth: 0, added: 0, removed: 0, outsideSelection: 0, warnings: [], findings: [])
        verdict = comparison.verdict.rawValue
        baseline = comparison.baselineLabel
        tolerancePercentagePoints = comparison.tolerancePercentagePoints
        compared = comparison.comparedCount
        failures = comparison.regressions.count
        notRun = comparison.notRunCount
        improvements = comparison.improvements.count
        failingInBoth = comparison.failingInBoth.count
        dataChanges = comparison.dataChanges.count
        added = comparison.added.count
        removed = comparison.removed.count
        outsideSelection = comparison.outsideSelection.count
        warnings = comparison.warnings
        rule = comparison.rule.rawValue
        changes = comparison.suiteChanges.map {
            var change = Change(suite: $0.suite, profile: $0.profile, samples: $0.samples, before: $0.microCERBefore,
                                after: $0.microCERAfter, interval: $0.changes.microCER, signTestP: $0.significance.signTestP,
                                wilcoxonP: $0.significance.wilcoxonP)
            change.werInterval = $0.changes.microWER
            return change
        }
        fieldChanges = comparison.fieldChanges
        findings = (comparison.regressions + comparison.withinNoise + comparison.dataChanges + comparison.unexpectedPasses
                    + comparison.knownIssues
                    + comparison.drafts + comparison.improvements).map {
            var finding = Finding(kind: $0.kind.rawValue, suite: $0.suite, id: $0.id, profile: $0.profile,
                                  failsGate: $0.failsGate, message: $0.message)
            finding.field = $0.field
            return finding
        }
    }

}
