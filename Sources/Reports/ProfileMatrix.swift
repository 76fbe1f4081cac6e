import Scoring

/// A settings matrix side by side: per suite, every profile's micro CER, micro WER, pass
/// count and time per page, and the best profile of the suite — lowest micro CER, then
/// more passes, then less time per page.
public struct ProfileMatrix: Sendable, Equatable {
    /// One suite's row.
    public struct Row: Sendable, Equatable {
        public var suite: String
        /// One summary per profile, in run order (nil where the profile did not run the suite).
        public var cells: [SuiteSummary?]
        /// The best profile's name.
        public var best: String
    }

    public var profiles: [String]
    public var rows: [Row]

    public init(_ results: [SampleResult]) {
        let (suites, totals) = SuiteSummary.summaries(of: results)
        profiles = totals.map(\.profile)
        var suiteNames: [String] = []
        for summary in suites where !suiteNames.contains(summary.suite ?? "") { suiteNames.append(summary.suite ?? "") }
        var rows: [Row] = []
        for suite in suiteNames {
            let cells = profiles.map { profile in suites.first { $0.suite == suite && $0.profile == profile } }
            rows.append(Row(suite: suite, cells: cells, best: Self.best(cells.compactMap { $0 })))
        }
        rows.append(Row(suite: "all suites", cells: totals.map { $0 }, best: Self.best(totals)))
        self.rows = rows
    }

    /// Seconds per sample of a summary.
    public static func secondsPerPage(_ summary: SuiteSummary) -> Double {
        summary.samples == 0 ? 0 : summary.durationSeconds / Double(summary.samples)
    }

    static func best(_ candidates: [SuiteSummary]) -> String {
        candidates.min { a, b in
            if a.microCER != b.microCER { return a.microCER < b.microCER }
            if a.passed != b.passed { return a.passed > b.passed }
            return secondsPerPage(a) < secondsPerPage(b)
        }?.profile ?? ""
    }
}
