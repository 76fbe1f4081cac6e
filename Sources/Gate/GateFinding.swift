/// One line of a comparison: a regression, an improvement, or a note about a
/// known-issue or draft sample, with the figures before and after.
public struct GateFinding: Sendable, Equatable {
    /// What changed.
    public enum Kind: String, Sendable, Equatable {
        /// A sample that passed in the baseline fails now.
        case passedToFailed
        /// A sample's CER rose by more than the tolerance (and it did not go from pass to fail).
        case cerRose
        /// A sample's line detection F1 or reading-order score (structured truth with
        /// line boxes) fell by more than the tolerance, its CER and verdict holding.
        case linesWorse
        /// A suite's micro-averaged CER rose by more than the tolerance.
        case suiteCERRose
        /// A suite's micro CER rose by more than the tolerance, but its interval reaches 0
        /// (`--gate significant`: listed, not gating).
        case suiteCERRoseWithinNoise
        /// A baseline sample still in the corpus (and in the run's selection) has no result.
        case notRun
        /// A baseline profile has no counterpart in the candidate (no result of it at all).
        case profileNotRun
        /// The candidate is incomplete (interrupted, a partial merge): it never passes.
        case incompleteRun
        /// The two runs have no sample in common: nothing was compared.
        case nothingCompared
        /// A sample that failed in the baseline passes now.
        case failedToPassed
        /// A sample's CER fell by more than the tolerance.
        case cerFell
        /// A suite's micro-averaged CER fell by more than the tolerance.
        case suiteCERFell
        /// A known-issue sample passes: the mark can be removed.
        case unexpectedPass
        /// A known-issue sample got worse; listed, never gating.
        case knownIssueWorse
        /// A draft sample changed; listed apart, never gating.
        case draftChanged
        /// The sample's truth file changed since the baseline (its fingerprint differs):
        /// the figures are not comparable; listed with both CERs, never gating.
        case truthChanged
        /// The sample's image changed since the baseline (its decoded pixels differ):
        /// listed with both CERs, never gating.
        case imageChanged
        /// The sample's sidecar changed since the baseline (the pass criteria may differ):
        /// its pass/fail is not compared; listed, never gating.
        case sidecarChanged
        /// A field's pass rate (over its checks in both runs, as the suite sums choose
        /// samples) fell by more than the tolerance.
        case fieldPassRateFell
        /// A field's pass rate fell by more than the tolerance, but its interval reaches 0
        /// (`--gate significant`: listed, not gating).
        case fieldPassRateFellWithinNoise
        /// A field's pass rate rose by more than the tolerance.
        case fieldPassRateRose
    }

    /// What changed.
    public var kind: Kind
    /// The suite (empty for a run-level finding).
    public var suite: String
    /// The sample's id; nil for a suite-, profile- or run-level finding.
    public var id: String?
    /// The profile the finding is about.
    public var profile: String
    /// Pass/fail before and after; nil for a suite-level finding.
    public var passedBefore: Bool?
    /// Pass/fail after; nil for a suite-level finding.
    public var passedAfter: Bool?
    /// The sample's CER, or the suite's micro CER, before and after.
    public var cerBefore: Double
    /// The sample's CER, or the suite's micro CER, after.
    public var cerAfter: Double
    /// One line for a person, e.g. "known-text/receipt (tesseract): passed → failed; CER 0.0000 → 0.0412".
    public var message: String
    /// The field a field finding is about (its CER figures are then 0: see the message and
    /// `RunComparison.fieldChanges`); nil for every other finding.
    public var field: String? = nil

    /// Creates a finding.
    public init(kind: Kind, suite: String, id: String?, profile: String, passedBefore: Bool?, passedAfter: Bool?,
                cerBefore: Double, cerAfter: Double, message: String) {
        self.kind = kind; self.suite = suite; self.id = id; self.profile = profile
        self.passedBefore = passedBefore; self.passedAfter = passedAfter
        self.cerBefore = cerBefore; self.cerAfter = cerAfter; self.message = message
    }

    /// Whether this finding is a change of the sample's data (truth, image or sidecar).
    public var isDataChange: Bool { [.truthChanged, .imageChanged, .sidecarChanged].contains(kind) }

    /// The sample this finding is about; nil for a suite-level finding.
    public var key: SampleKey? { id.map { SampleKey(suite: suite, id: $0, profile: profile) } }

    /// The CER change in percentage points (after − before).
    public var cerChangePercentagePoints: Double { (cerAfter - cerBefore) * 100 }

    /// Whether this finding fails the gate.
    public var failsGate: Bool {
        switch kind {
        case .passedToFailed, .cerRose, .linesWorse, .suiteCERRose, .notRun, .profileNotRun, .incompleteRun, .nothingCompared,
             .fieldPassRateFell: true
        case .failedToPassed, .cerFell, .suiteCERFell, .suiteCERRoseWithinNoise, .unexpectedPass, .knownIssueWorse,
             .draftChanged, .truthChanged, .imageChanged, .sidecarChanged, .fieldPassRateFellWithinNoise, .fieldPassRateRose: false
        }
    }

    /// A finding about the whole run or a whole profile (no sample, no figures).
    static func about(_ kind: Kind, suite: String = "", profile: String = "", message: String) -> GateFinding {
        GateFinding(kind: kind, suite: suite, id: nil, profile: profile, passedBefore: nil, passedAfter: nil,
                    cerBefore: 0, cerAfter: 0, message: message)
    }
}
