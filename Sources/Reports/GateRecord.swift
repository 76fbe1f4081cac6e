import Scoring

/// The gate's verdict as run.xml keeps it (`<gate>`, when the run was gated with
/// `--baseline`): the counts every output gives and each finding, so that a report made
/// later from run.xml alone says what the gate said.
public struct GateRecord: Sendable, Equatable {
    /// One finding: what changed or failed, and whether it failed the gate.
    public struct Finding: Sendable, Equatable {
        public var kind: String
        public var suite: String
        public var id: String?
        public var profile: String
        public var failsGate: Bool
        public var message: String

        public init(kind: String, suite: String, id: String?, profile: String, failsGate: Bool, message: String) {
            self.kind = kind; self.suite = suite; self.id = id; self.profile = profile
            self.failsGate = failsGate; self.message = message
        }
    }

    /// "passed" or "failed".
    public var verdict: String
    /// What the baseline was called (its file name).
    public var baseline: String
    public var tolerancePercentagePoints: Double
    public var compared: Int
    /// Findings that fail the gate (regressions, not run, whole-run findings).
    public var failures: Int
    public var notRun: Int
    public var improvements: Int
    public var failingInBoth: Int
    public var added: Int
    public var removed: Int
    public var outsideSelection: Int
    public var warnings: [String]
    public var findings: [Finding]

    /// The record of `comparison`.
    public init(_ comparison: RunComparison) {
        verdict = comparison.verdict.rawValue
        baseline = comparison.baselineLabel
        tolerancePercentagePoints = comparison.tolerancePercentagePoints
        compared = comparison.comparedCount
        failures = comparison.regressions.count
        notRun = comparison.notRunCount
        improvements = comparison.improvements.count
        failingInBoth = comparison.failingInBoth.count
        added = comparison.added.count
        removed = comparison.removed.count
        outsideSelection = comparison.outsideSelection.count
        warnings = comparison.warnings
        findings = (comparison.regressions + comparison.unexpectedPasses + comparison.knownIssues + comparison.drafts
                    + comparison.improvements).map {
            Finding(kind: $0.kind.rawValue, suite: $0.suite, id: $0.id, profile: $0.profile, failsGate: $0.failsGate,
                    message: $0.message)
        }
    }

    /// A record read back from run.xml.
    public init(verdict: String, baseline: String, tolerancePercentagePoints: Double, compared: Int, failures: Int,
                notRun: Int, improvements: Int, failingInBoth: Int, added: Int, removed: Int, outsideSelection: Int,
                warnings: [String], findings: [Finding]) {
        self.verdict = verdict; self.baseline = baseline; self.tolerancePercentagePoints = tolerancePercentagePoints
        self.compared = compared; self.failures = failures; self.notRun = notRun; self.improvements = improvements
        self.failingInBoth = failingInBoth; self.added = added; self.removed = removed
        self.outsideSelection = outsideSelection; self.warnings = warnings; self.findings = findings
    }

    /// The `<gate>` element, indented for run.xml.
    func xml() -> String {
        func attr(_ name: String, _ value: String) -> String { " \(name)=\"\(XMLEscaping.attribute(value))\"" }
        var xml = "  <gate"
        xml += attr("verdict", verdict) + attr("baseline", baseline)
        xml += attr("tolerance", ReportNumber.fixed(tolerancePercentagePoints, decimals: 2))
        xml += attr("compared", String(compared)) + attr("failures", String(failures)) + attr("notRun", String(notRun))
        xml += attr("improvements", String(improvements)) + attr("failingInBoth", String(failingInBoth))
        xml += attr("added", String(added)) + attr("removed", String(removed)) + attr("outsideSelection", String(outsideSelection))
        if warnings.isEmpty && findings.isEmpty { return xml + "/>\n" }
        xml += ">\n"
        for warning in warnings { xml += "    <warning>\(XMLEscaping.text(warning))</warning>\n" }
        for finding in findings {
            xml += "    <finding" + attr("kind", finding.kind) + attr("suite", finding.suite)
            if let id = finding.id { xml += attr("id", id) }
            xml += attr("profile", finding.profile) + attr("failsGate", finding.failsGate ? "true" : "false")
            xml += ">\(XMLEscaping.text(finding.message))</finding>\n"
        }
        return xml + "  </gate>\n"
    }
}
