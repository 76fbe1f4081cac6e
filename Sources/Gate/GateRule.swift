import Scoring
import ReportFiles

/// How the gate decides that a suite's micro CER rose (`--gate`).
public enum GateRule: String, Sendable, Equatable, CaseIterable {
    /// A rise of more than the tolerance is a regression (the default).
    case tolerance
    /// A rise of more than the tolerance is a regression only when its paired-bootstrap
    /// interval lies entirely above 0; otherwise it is listed as within noise.
    case significant
}

/// How the intervals of a comparison are computed (`--resamples`, `--confidence`).
public struct IntervalSettings: Sendable, Equatable {
    /// Bootstrap resamples (default 10,000).
    public var resamples: Int
    /// The share of resampled changes an interval holds (default 0.95).
    public var confidence: Double
    /// The seed: the same runs always give the same intervals.
    public var seed: UInt64

    /// Settings with these values (the defaults: 10,000 resamples, 95 %, a fixed seed).
    public init(resamples: Int = PairedBootstrap.defaultResamples, confidence: Double = PairedBootstrap.defaultConfidence,
                seed: UInt64 = PairedBootstrap.defaultSeed) {
        self.resamples = resamples
        self.confidence = confidence
        self.seed = seed
    }
}

/// One suite's (or, with `suite` nil, one profile's whole) change between the two runs,
/// over the samples the gate compares (known issues and drafts left out), with its
/// paired-bootstrap intervals and the paired tests' p-values.
public struct SuiteChange: Sendable, Equatable {
    /// The suite; nil for every suite of the profile together.
    public var suite: String?
    /// The (candidate) profile.
    public var profile: String
    /// How many samples were compared.
    public var samples: Int
    /// Micro CER in the baseline, over these samples.
    public var microCERBefore: Double
    /// Micro CER in the candidate, over these samples.
    public var microCERAfter: Double
    /// The changes of micro CER, macro CER and pass rate with their intervals.
    public var changes: PairedBootstrap.Changes
    /// The sign and signed-rank tests on the per-sample CER changes.
    public var significance: PairedSignificance.Result

    /// "+0.25 pp [-0.10, +0.60] (95 %), sign test p 0.23": the micro CER change in
    /// percentage points with its interval.
    public var intervalText: String {
        let interval = changes.microCER
        func signed(_ change: Double) -> String {
            let text = ReportNumber.fixed(change * 100, decimals: 2)
            return text.hasPrefix("-") || text == "0.00" ? text : "+" + text
        }
        let percent = ReportNumber.fixed(interval.confidence * 100, decimals: 0)
        let least = PairedBootstrap.minimumSamples(confidence: interval.confidence)
        guard interval.resamples > 0 else {
            return "\(signed(interval.change)) pp" + (samples > 0 && samples < least ? ", too few samples for an interval (\(samples) < \(least))" : "")
        }
        return "\(signed(interval.change)) pp [\(signed(interval.lower)), \(signed(interval.upper))] (\(percent) %), "
            + "sign test p \(ReportNumber.fixed(significance.signTestP, decimals: 2))"
    }
}
