import Scoring

/// A settings matrix side by side: per suite, every profile's micro CER, micro WER, pass
/// count and time per page, and the best profile of the suite — lowest micro CER, then
/// more passes; a tie goes to the profile listed first (time per page is shown, but too
/// noisy to decide between equally accurate profiles), and the row says how many tied.
public struct ProfileMatrix: Sendable, Equatable {
    /// One suite's row.
    public struct Row: Sendable, Equatable {
        /// The suite's name ("all suites" for the totals row).
        public var suite: String
        /// One summary per profile, in run order (nil where the profile did not run the suite).
        public var cells: [SuiteSummary?]
        /// The best profile's name.
        public var best: String
        /// How many profiles share the best figures (1: a clear winner).
        public var tied: Int
    }

    /// The profiles' names, in the order of the cells.
    public var profiles: [String]
    /// One row per suite, then the totals over all suites.
    public var rows: [Row]

    /// The matrix of `results`, summarized per suite and profile.
    public init(_ results: some Sequence<SampleResult>) {
        self.init(summaries: SuiteSummary.summaries(of: results))
    }

    /// The matrix from summaries already made (`SuiteSummary.summaries`).
    public init(summaries: (suites: [SuiteSummary], totals: [SuiteSummary])) {
        let (suites, totals) = summaries
        profiles = totals.map(\.profile)
        var suiteNames: [String] = []
        for summary in suites where !suiteNames.contains(summary.suite ?? "") { suiteNames.append(summary.suite ?? "") }
        var rows: [Row] = []
        for suite in suiteNames {
            let cells = profiles.map { profile in suites.first { $0.suite == suite && $0.profile == profile } }
            let (best, tied) = Self.best(cells.compactMap { $0 })
            rows.append(Row(suite: suite, cells: cells, best: best, tied: tied))
        }
        let (best, tied) = Self.best(totals)
        rows.append(Row(suite: "all suites", cells: totals.map { $0 }, best: best, tied: tied))
        self.rows = rows
    }

    /// Seconds per sample of a summary.
    public static func secondsPerPage(_ summary: SuiteSummary) -> Double {
        summary.samples == 0 ? 0 : summary.durationSeconds / Double(summary.samples)
    }

    static func best(_ candidates: [SuiteSummary]) -> (String, Int) {
        guard let first = candidates.first else { return ("", 0) }
        var winner = first
        for candidate in candidates.dropFirst()
        where candidate.microCER < winner.microCER || (candidate.microCER == winner.microCER && candidate.passed > winner.passed) {
            winner = candidate
        }
        let tied = candidates.filter { $0.microCER == winner.microCER && $0.passed == winner.passed }.count
        return (winner.profile, tied)
    }
}
