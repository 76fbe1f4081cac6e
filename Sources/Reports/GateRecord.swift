import Scoring

/// The gate's verdict as run.xml keeps it (`<gate>`, when the run was gated with
/// `--baseline`): the counts every output gives and each finding, so that a report made
/// later from run.xml alone says what the gate said.
public struct GateRecord: Sendable, Equatable {
    /// One finding: what changed or failed, and whether it failed the gate.
    public struct Finding: Sendable, Equatable {
        /// The `GateFinding.Kind` name, e.g. "passedToFailed".
        public var kind: String
        /// The suite (empty for a run-level finding).
        public var suite: String
        /// The sample's id; nil for a suite-, profile- or run-level finding.
        public var id: String?
        /// The profile.
        public var profile: String
        /// Whether the finding fails the gate.
        public var failsGate: Bool
        /// One line for a person.
        public var message: String

        /// A finding with these values, as run.xml gives them.
        public init(kind: String, suite: String, id: String?, profile: String, failsGate: Bool, message: String) {
            self.kind = kind; self.suite = suite; self.id = id; self.profile = profile
            self.failsGate = failsGate; self.message = message
        }
    }

    /// "passed" or "failed".
    public var verdict: String
    /// What the baseline was called (its file name).
    public var baseline: String
    /// The tolerance, in percentage points of CER.
    public var tolerancePercentagePoints: Double
    /// How many (sample, profile) pairs were in both runs.
    public var compared: Int
    /// Findings that fail the gate (regressions, not run, whole-run findings).
    public var failures: Int
    /// How many baseline samples were not run.
    public var notRun: Int
    /// How many samples and suites improved.
    public var improvements: Int
    /// How many samples failed in both runs.
    public var failingInBoth: Int
    /// How many samples are only in the candidate.
    public var added: Int
    /// How many baseline samples are no longer in the corpus.
    public var removed: Int
    /// How many baseline samples are outside the candidate's selection (`--suite`, `--shard`).
    public var outsideSelection: Int
    /// Backend version, settings and normalization differences.
    public var warnings: [String]
    /// Regressions, unexpected passes, known issues, drafts and improvements, in that order.
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
