import Scoring

/// One (sample, profile) pair as it was in the baseline and as it is in the candidate;
/// either side is nil for a removed or added sample.
public struct SamplePair: Sendable, Equatable {
    public var key: SampleKey
    public var baseline: SampleResult?
    public var candidate: SampleResult?

    /// Creates a pair.
    public init(key: SampleKey, baseline: SampleResult?, candidate: SampleResult?) {
        self.key = key
        self.baseline = baseline
        self.candidate = candidate
    }

    /// Candidate CER minus baseline CER (0 unless both sides are present).
    public var cerChange: Double {
        guard let baseline, let candidate else { return 0 }
        return candidate.cer - baseline.cer
    }
}
