import Scoring
import ReportFiles

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
        /// The field a field finding is about; nil for every other finding.
        public var field: String? = nil

        /// A finding with these values, as run.xml gives them.
        public init(kind: String, suite: String, id: String?, profile: String, failsGate: Bool, message: String) {
            self.kind = kind; self.suite = suite; self.id = id; self.profile = profile
            self.failsGate = failsGate; self.message = message
        }
    }

    /// One suite's (or a profile's, `suite` nil) micro CER change with its interval.
    public struct Change: Sendable, Equatable {
        /// The suite; nil for all suites of the profile.
        public var suite: String?
        /// The (candidate) profile.
        public var profile: String
        /// Samples compared.
        public var samples: Int
        /// Micro CER before and after, over those samples.
        public var before: Double, after: Double
        /// The change's interval.
        public var interval: ChangeInterval
        /// The micro WER change's interval (nil in runs written before it was kept).
        public var werInterval: ChangeInterval? = nil
        /// The sign test's and the signed-rank test's p-values.
        public var signTestP: Double, wilcoxonP: Double

        /// A change with these values, as run.xml gives them.
        public init(suite: String?, profile: String, samples: Int, before: Double, after: Double, interval: ChangeInterval,
                    signTestP: Double, wilcoxonP: Double) {
            self.suite = suite; self.profile = profile; self.samples = samples; self.before = before; self.after = after
            self.interval = interval; self.signTestP = signTestP; self.wilcoxonP = wilcoxonP
        }
    }

    /// "passed" or "failed".
    public var verdict: String
    /// The rule a suite's rise was judged by ("tolerance" or "significant").
    public var rule: String = "tolerance"
    /// Each suite's and profile's micro CER change with its interval.
    public var changes: [Change] = []
    /// Each field's pass-rate change per profile with its interval (`<fieldChange>`; none
    /// in runs written before fields were gated).
    public var fieldChanges: [FieldChange] = []
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
    /// How many samples' truth, image or sidecar changed since the baseline (not gated).
    public var dataChanges = 0
    /// How many samples are only in the candidate.
    public var added: Int
    /// How many baseline samples are no longer in the corpus.
    public var removed: Int
    /// How many baseline samples are outside the candidate's selection (`--suite`, `--shard`).
    public var outsideSelection: Int
    /// Backend version, settings and normalization differences.
    public var warnings: [String]
    /// Regressions, suite rises within noise, data changes, unexpected passes, known
    /// issues, drafts and improvements, in that order.
    public var findings: [Finding]

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
        xml += attr("tolerance", ReportNumber.fixed(tolerancePercentagePoints, decimals: 2)) + attr("rule", rule)
        xml += attr("compared", String(compared)) + attr("failures", String(failures)) + attr("notRun", String(notRun))
        xml += attr("improvements", String(improvements)) + attr("failingInBoth", String(failingInBoth))
        if dataChanges > 0 { xml += attr("dataChanges", String(dataChanges)) }
        xml += attr("added", String(added)) + attr("removed", String(removed)) + attr("outsideSelection", String(outsideSelection))
        if warnings.isEmpty && findings.isEmpty && changes.isEmpty && fieldChanges.isEmpty { return xml + "/>\n" }
        xml += ">\n"
        for warning in warnings { xml += "    <warning>\(XMLEscaping.text(warning))</warning>\n" }
        for finding in findings {
            xml += "    <finding" + attr("kind", finding.kind) + attr("suite", finding.suite)
            if let id = finding.id { xml += attr("id", id) }
            xml += attr("profile", finding.profile) + attr("failsGate", finding.failsGate ? "true" : "false")
            if let field = finding.field { xml += attr("field", field) }
            xml += ">\(XMLEscaping.text(finding.message))</finding>\n"
        }
        for change in changes {
            xml += "    <change" + (change.suite.map { attr("suite", $0) } ?? "") + attr("profile", change.profile)
            xml += attr("samples", String(change.samples)) + attr("before", ReportNumber.rate(change.before))
            xml += attr("after", ReportNumber.rate(change.after)) + attr("change", ReportNumber.signedRate(change.interval.change))
            xml += attr("lower", ReportNumber.signedRate(change.interval.lower))
            xml += attr("upper", ReportNumber.signedRate(change.interval.upper))
            xml += attr("confidence", ReportNumber.fixed(change.interval.confidence, decimals: 3))
            xml += attr("resamples", String(change.interval.resamples))
            xml += attr("signTestP", ReportNumber.fixed(change.signTestP, decimals: 6))
            xml += attr("wilcoxonP", ReportNumber.fixed(change.wilcoxonP, decimals: 6))
            if let wer = change.werInterval {
                xml += attr("werChange", ReportNumber.signedRate(wer.change)) + attr("werLower", ReportNumber.signedRate(wer.lower))
                xml += attr("werUpper", ReportNumber.signedRate(wer.upper))
            }
            xml += "/>\n"
        }
        for change in fieldChanges { xml += Self.fieldChangeXML(change) }
        return xml + "  </gate>\n"
    }

    /// One `<fieldChange>`: a field's pass rate before and after over the paired checks,
    /// the change with its interval (rates as shares, 6 decimals).
    static func fieldChangeXML(_ change: FieldChange) -> String {
        func attr(_ name: String, _ value: String) -> String { " \(name)=\"\(XMLEscaping.attribute(value))\"" }
        let interval = change.interval
        return "    <fieldChange" + attr("field", change.field) + attr("profile", change.profile)
            + attr("checks", String(change.checks)) + attr("passedBefore", String(change.passedBefore))
            + attr("passedAfter", String(change.passedAfter)) + attr("before", ReportNumber.rate(change.passRateBefore))
            + attr("after", ReportNumber.rate(change.passRateAfter)) + attr("change", ReportNumber.signedRate(interval.change))
            + attr("lower", ReportNumber.signedRate(interval.lower)) + attr("upper", ReportNumber.signedRate(interval.upper))
            + attr("confidence", ReportNumber.fixed(interval.confidence, decimals: 3))
            + attr("resamples", String(interval.resamples)) + "/>\n"
    }
}
