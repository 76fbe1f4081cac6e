/// Sums over a group of results (one suite and profile, or a whole profile).
///
/// `microCER` is total edits over total reference length; `macroCER` is the plain
/// mean of per-sample CERs. Both are reported, labelled, because they answer
/// different questions (how much text is wrong vs how a typical sample fares).
public struct SuiteSummary: Sendable, Equatable {
    /// The suite's name, or nil for the total over every suite of the profile.
    public var suite: String?
    public var profile: String
    public var samples: Int
    public var passed: Int
    public var characters: EditCounts
    public var words: EditCounts
    public var macroCER: Double
    public var macroWER: Double
    public var durationSeconds: Double

    public var failed: Int { samples - passed }
    public var microCER: Double { characters.rate }
    public var microWER: Double { words.rate }

    /// Summarizes `results`, which should share one profile (and one suite, unless `suite` is nil).
    public init(suite: String?, profile: String, results: [SampleResult]) {
        self.suite = suite
        self.profile = profile
        samples = results.count
        passed = results.filter(\.passed).count
        characters = results.reduce(EditCounts()) { $0 + $1.characters }
        words = results.reduce(EditCounts()) { $0 + $1.words }
        macroCER = results.isEmpty ? 0 : results.map(\.cer).reduce(0, +) / Double(results.count)
        macroWER = results.isEmpty ? 0 : results.map(\.wer).reduce(0, +) / Double(results.count)
        durationSeconds = results.map(\.durationSeconds).reduce(0, +)
    }

    /// One summary per (profile, suite) in first-seen order, then one total per profile.
    public static func summaries(of results: [SampleResult]) -> (suites: [SuiteSummary], totals: [SuiteSummary]) {
        var profileOrder: [String] = []
        var suiteOrder: [String: [String]] = [:]
        var groups: [String: [String: [SampleResult]]] = [:]
        for result in results {
            if groups[result.profile] == nil { profileOrder.append(result.profile); groups[result.profile] = [:] }
            if groups[result.profile]![result.suite] == nil { suiteOrder[result.profile, default: []].append(result.suite) }
            groups[result.profile]![result.suite, default: []].append(result)
        }
        var suites: [SuiteSummary] = []
        var totals: [SuiteSummary] = []
        for profile in profileOrder {
            for suite in suiteOrder[profile] ?? [] {
                suites.append(SuiteSummary(suite: suite, profile: profile, results: groups[profile]![suite]!))
            }
            totals.append(SuiteSummary(suite: nil, profile: profile,
                                       results: results.filter { $0.profile == profile }))
        }
        return (suites, totals)
    }
}
