/// Sums over a group of results (one suite and profile, or a whole profile).
///
/// `microCER` is total edits over total reference length; `macroCER` is the plain
/// mean of per-sample CERs. Both are reported, labelled, because they answer
/// different questions (how much text is wrong vs how a typical sample fares).
public struct SuiteSummary: Sendable, Equatable {
    /// The suite's name, or nil for the total over every suite of the profile.
    public var suite: String?
    /// The profile's name.
    public var profile: String
    /// How many results are summed.
    public var samples: Int
    /// Samples that passed (known issues that pass included; never a draft, never a
    /// sample without a criterion).
    public var passed: Int
    /// Samples scored without a criterion (truth, no maxCER, no field): neither passed
    /// nor failed.
    public var scored = 0
    /// Failing samples marked `"status": "known-issue"`: expected, they fail no gate.
    public var knownIssues: Int
    /// Samples whose truth is a draft awaiting review, passing or not: never a pass, not
    /// gated, and left out of every figure of the suite (their own figures are apart).
    public var drafts: Int
    /// Grapheme-level edits summed over the samples, drafts left out (micro CER).
    public var characters: EditCounts
    /// Word-level edits summed over the samples, drafts left out (micro WER).
    public var words: EditCounts
    /// The drafts' own character and word edits, apart from the suite's figures.
    public var draftCharacters = EditCounts(), draftWords = EditCounts()
    /// The mean of the samples' CERs (0 without samples).
    public var macroCER: Double
    /// The mean of the samples' WERs (0 without samples).
    public var macroWER: Double
    /// Decoding and recognition time summed over the samples, in seconds.
    public var durationSeconds: Double
    /// Line detection over the samples that have it (structured truth with line boxes).
    public var lines = LineDetectionTotals()
    /// The ISRI counts summed over the figured samples that have them (`accsum`,
    /// `wordaccsum`); `isriMissing` counts the figured samples without (budget stops, old runs).
    public var isri = ISRICounts()
    /// Figured samples with no ISRI figures.
    public var isriMissing = 0

    /// Samples that failed and count as failures: every failing sample but known issues
    /// and drafts. `samples == passed + failed + scored + knownIssues + drafts`, the same
    /// counts in the terminal, run.xml, junit.xml, summary.md and report.html.
    public var failed: Int { samples - passed - scored - knownIssues - drafts }
    /// The samples the suite's figures are over (every sample but the drafts).
    public var figured: Int { samples - drafts }
    /// Total character edits over total reference length.
    public var microCER: Double { characters.rate }
    /// Total word edits over total reference length.
    public var microWER: Double { words.rate }

    /// Summarizes `results`, which should share one profile (and one suite, unless `suite` is nil).
    public init(suite: String?, profile: String, results: some Sequence<SampleResult>) {
        var sums = Sums()
        for result in results { sums.add(result) }
        self.init(suite: suite, profile: profile, sums: sums)
    }

    fileprivate init(suite: String?, profile: String, sums: Sums) {
        self.suite = suite
        self.profile = profile
        samples = sums.samples
        passed = sums.passed
        scored = sums.scored
        knownIssues = sums.knownIssues
        drafts = sums.drafts
        characters = sums.characters
        words = sums.words
        draftCharacters = sums.draftCharacters
        draftWords = sums.draftWords
        let figured = sums.samples - sums.drafts
        macroCER = figured == 0 ? 0 : sums.cer / Double(figured)
        macroWER = figured == 0 ? 0 : sums.wer / Double(figured)
        durationSeconds = sums.durationSeconds
        lines = sums.lines
        isri = sums.isri
        isriMissing = sums.isriMissing
    }

    /// Running sums over results, added in order (so the figures equal a sum over a list).
    fileprivate struct Sums: Sendable {
        var samples = 0, passed = 0, scored = 0, knownIssues = 0, drafts = 0
        var characters = EditCounts(), words = EditCounts(), draftCharacters = EditCounts(), draftWords = EditCounts()
        var cer = 0.0, wer = 0.0, durationSeconds = 0.0
        var lines = LineDetectionTotals()
        var isri = ISRICounts(), isriMissing = 0

        mutating func add(_ result: SampleResult) {
            samples += 1
            durationSeconds += result.durationSeconds
            // A draft is never a pass and no figure of the suite holds it: its own are apart.
            if result.draft {
                drafts += 1
                draftCharacters = draftCharacters + result.characters
                draftWords = draftWords + result.words
                return
            }
            if result.passed { passed += 1 }
            else if result.scored { scored += 1 }
            else if result.knownIssue { knownIssues += 1 }
            characters = characters + result.characters
            words = words + result.words
            cer += result.cer
            wer += result.wer
            if let detection = result.lineDetection { lines.add(detection) }
            if let counts = result.isri { isri = isri + counts } else { isriMissing += 1 }
        }
    }

    /// One summary per (profile, suite) in first-seen order, then one total per profile.
    /// Reads each result once and keeps only sums, whatever the number of results.
    public static func summaries(of results: some Sequence<SampleResult>) -> (suites: [SuiteSummary], totals: [SuiteSummary]) {
        var collector = Collector()
        for result in results { collector.add(result) }
        return collector.summaries
    }

    /// Summaries collected one result at a time, for callers that read each result once
    /// for several purposes (results read back from a journal are costly to read twice).
    public struct Collector: Sendable {
        private var profileOrder: [String] = []
        private var suiteOrder: [String: [String]] = [:]
        private var groups: [String: [String: Sums]] = [:]
        private var profileSums: [String: Sums] = [:]

        /// A collector with nothing added.
        public init() {}

        /// Adds `result` to its (profile, suite) group and to its profile's total.
        public mutating func add(_ result: SampleResult) {
            if groups[result.profile] == nil { profileOrder.append(result.profile); groups[result.profile] = [:] }
            if groups[result.profile]![result.suite] == nil { suiteOrder[result.profile, default: []].append(result.suite) }
            groups[result.profile]![result.suite, default: Sums()].add(result)
            profileSums[result.profile, default: Sums()].add(result)
        }

        /// Per (profile, suite) in first-seen order, then one total per profile.
        public var summaries: (suites: [SuiteSummary], totals: [SuiteSummary]) {
            var suites: [SuiteSummary] = []
            var totals: [SuiteSummary] = []
            for profile in profileOrder {
                for suite in suiteOrder[profile] ?? [] {
                    suites.append(SuiteSummary(suite: suite, profile: profile, sums: groups[profile]![suite]!))
                }
                totals.append(SuiteSummary(suite: nil, profile: profile, sums: profileSums[profile]!))
            }
            return (suites, totals)
        }
    }
}
