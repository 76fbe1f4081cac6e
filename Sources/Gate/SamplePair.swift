import Scoring

/// One (sample, profile) pair as it was in the baseline and as it is in the candidate;
/// either side is nil for a removed or added sample.
///
/// A side may be held or read from its run's results on each access (results read back
/// from storage), so that comparing large runs keeps only positions in memory.
public struct SamplePair: Sendable, Equatable {
    private enum Side: Sendable {
        case none
        indirect case held(SampleResult)
        case stored(ResultList, Int)

        init(_ result: SampleResult?) { self = result.map(Side.held) ?? .none }

        var result: SampleResult? {
            switch self {
            case .none: nil
            case .held(let result): result
            case .stored(let list, let index): list[index]
            }
        }
    }

    /// The sample and profile.
    public var key: SampleKey
    private var before: Side
    private var after: Side

    /// The result in the baseline; nil for an added sample. Setting it holds the new value in memory.
    public var baseline: SampleResult? {
        get { before.result }
        set { before = Side(newValue) }
    }

    /// The result in the candidate; nil for a removed sample. Setting it holds the new value in memory.
    public var candidate: SampleResult? {
        get { after.result }
        set { after = Side(newValue) }
    }

    /// Creates a pair.
    public init(key: SampleKey, baseline: SampleResult?, candidate: SampleResult?) {
        self.key = key
        before = Side(baseline)
        after = Side(candidate)
    }

    /// A pair whose sides are positions in two runs' results (nil: not in that run).
    /// Sides of results held in memory are kept as they are.
    init(key: SampleKey, baseline: ResultList, at baselineIndex: Int?, candidate: ResultList, at candidateIndex: Int?) {
        self.key = key
        before = Self.side(baseline, baselineIndex)
        after = Self.side(candidate, candidateIndex)
    }

    private static func side(_ list: ResultList, _ index: Int?) -> Side {
        guard let index else { return .none }
        return list.isStored ? .stored(list, index) : .held(list[index])
    }

    /// True when the sample is in both runs (tells without reading either result).
    public var isInBoth: Bool {
        if case .none = before { return false }
        if case .none = after { return false }
        return true
    }

    /// Candidate CER minus baseline CER (0 unless both sides are present).
    public var cerChange: Double {
        guard let baseline, let candidate else { return 0 }
        return candidate.cer - baseline.cer
    }

    /// Equal keys and equal results on both sides (stored sides are read to compare).
    public static func == (lhs: SamplePair, rhs: SamplePair) -> Bool {
        lhs.key == rhs.key && lhs.baseline == rhs.baseline && lhs.candidate == rhs.candidate
    }
}
