import Scoring

/// Each sample's edits, reference length and verdict per profile, collected in one pass
/// over a run's results, so a settings matrix can tell a real winner from noise (paired
/// bootstrap on the samples two profiles both ran). A few integers per sample and profile.
public struct MatrixSamples: Sendable, Equatable {
    /// One sample's figures under one profile.
    struct Figures: Sendable, Equatable {
        var edits: Int
        var length: Int
        var passed: Bool
    }

    /// Suite → sample id → profile → figures, with the suites and ids in first-seen order.
    private(set) var suites: [String] = []
    private var ids: [String: [String]] = [:]
    private var figures: [String: [String: [String: Figures]]] = [:]

    /// An empty collection.
    public init() {}

    /// The figures of every result in `results`. Made only when a run has several
    /// profiles (a second pass over its results): one profile has no pairs to compare, and
    /// a large run's figures would be held for nothing.
    public init(_ results: some Sequence<SampleResult>) {
        for result in results { add(result) }
    }

    /// Adds one result (drafts are left out: their truth is not settled).
    public mutating func add(_ result: SampleResult) {
        guard !result.draft else { return }
        if figures[result.suite] == nil { suites.append(result.suite); figures[result.suite] = [:] }
        if figures[result.suite]![result.id] == nil { ids[result.suite, default: []].append(result.id) }
        figures[result.suite]![result.id, default: [:]][result.profile] = Figures(
            edits: result.characters.edits, length: result.characters.referenceLength, passed: result.passed)
    }

    /// The pairs of `baseline` and `candidate` on the samples both ran, in `suite` (nil:
    /// every suite).
    func pairs(suite: String?, baseline: String, candidate: String) -> [PairedBootstrap.Pair] {
        strata(suite: suite, baseline: baseline, candidate: candidate).flatMap { $0 }
    }

    /// The pairs suite by suite (one group for one suite; every suite's for nil), for a
    /// bootstrap that resamples within each suite.
    func strata(suite: String?, baseline: String, candidate: String) -> [[PairedBootstrap.Pair]] {
        (suite.map({ [$0] }) ?? suites).map { pairs(ofSuite: $0, baseline: baseline, candidate: candidate) }
    }

    private func pairs(ofSuite name: String, baseline: String, candidate: String) -> [PairedBootstrap.Pair] {
        var pairs: [PairedBootstrap.Pair] = []
        for id in ids[name] ?? [] {
            guard let byProfile = figures[name]?[id], let before = byProfile[baseline], let after = byProfile[candidate]
            else { continue }
            pairs.append(PairedBootstrap.Pair(baselineEdits: before.edits, baselineLength: before.length,
                                              candidateEdits: after.edits, candidateLength: after.length,
                                              baselinePassed: before.passed, candidatePassed: after.passed))
        }
        return pairs
    }
}
