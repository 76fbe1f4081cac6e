import Scoring
import Gate

/// A settings matrix side by side: per suite, every profile's micro CER, micro WER, pass
/// count and time per page, and the best profile of the suite — lowest micro CER, then
/// more passes; a tie goes to the profile listed first (time per page is shown, but too
/// noisy to decide between equally accurate profiles), and the row says how many tied.
/// With the samples (`MatrixSamples`), the best profile is a clear winner only when, on
/// the samples both ran, every other profile's micro CER is above the best one's with a
/// paired-bootstrap interval entirely above 0; otherwise the row says "no clear winner".
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
        /// Per profile (in the cells' order), how much higher its micro CER is than the
        /// best profile's on the samples both ran, with its interval; nil for the best
        /// profile itself, where a profile did not run the suite, or without samples.
        public var margins: [ChangeInterval?] = []
        /// Whether the best profile beats every other beyond noise (every margin's
        /// interval above 0). Without samples: whether it is untied.
        public var clearWinner: Bool = true

        /// "tesseract" for a clear winner; "no clear winner (tesseract leads)" otherwise.
        public var bestText: String {
            clearWinner ? best : "no clear winner (\(best) leads)"
        }
    }

    /// The profiles' names, in the order of the cells.
    public var profiles: [String]
    /// One row per suite, then the totals over all suites.
    public var rows: [Row]

    /// The matrix of `results`, summarized per suite and profile.
    public init(_ results: some Sequence<SampleResult>) {
        let summaries = SuiteSummary.summaries(of: results)
        self.init(summaries: summaries, samples: summaries.totals.count > 1 ? MatrixSamples(results) : nil)
    }

    /// Resamples for the margins: a matrix bootstraps every profile against the leader in
    /// every suite, inside report writing, so it draws fewer than a comparison does
    /// (1,000 tell whether a 95 % interval clears 0; the gate and `compare` use 10,000).
    public static let defaultResamples = 1_000

    /// The matrix from summaries already made (`SuiteSummary.summaries`); with `samples`,
    /// the margins and whether each row's winner is clear.
    public init(summaries: (suites: [SuiteSummary], totals: [SuiteSummary]), samples: MatrixSamples? = nil,
                intervals: IntervalSettings = IntervalSettings(resamples: ProfileMatrix.defaultResamples)) {
        let (suites, totals) = summaries
        profiles = totals.map(\.profile)
        var suiteNames: [String] = []
        for summary in suites where !suiteNames.contains(summary.suite ?? "") { suiteNames.append(summary.suite ?? "") }
        var rows: [Row] = []
        for suite in suiteNames {
            let cells = profiles.map { profile in suites.first { $0.suite == suite && $0.profile == profile } }
            let (best, tied) = Self.best(cells.compactMap { $0 })
            rows.append(Self.judged(Row(suite: suite, cells: cells, best: best, tied: tied), suite: suite,
                                    profiles: profiles, samples: samples, intervals: intervals))
        }
        let (best, tied) = Self.best(totals)
        rows.append(Self.judged(Row(suite: "all suites", cells: totals.map { $0 }, best: best, tied: tied), suite: nil,
                                profiles: profiles, samples: samples, intervals: intervals))
        self.rows = rows
    }

    /// `row` with its margins and whether its winner is clear.
    private static func judged(_ row: Row, suite: String?, profiles: [String], samples: MatrixSamples?,
                               intervals: IntervalSettings) -> Row {
        var row = row
        row.clearWinner = row.tied <= 1
        guard let samples, profiles.count > 1 else { return row }
        row.margins = profiles.indices.map { index in
            let profile = profiles[index]
            guard profile != row.best, row.cells[index] != nil else { return nil }
            let strata = samples.strata(suite: suite, baseline: row.best, candidate: profile)
            return PairedBootstrap.changes(strata: strata, resamples: intervals.resamples, confidence: intervals.confidence,
                                           seed: intervals.seed).microCER
        }
        row.clearWinner = row.tied <= 1 && row.margins.enumerated().allSatisfy { index, margin in
            profiles[index] == row.best || row.cells[index] == nil || (margin?.isAboveZero ?? false)
        }
        return row
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
