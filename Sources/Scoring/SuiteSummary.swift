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
    /// Samples that passed (known issues and drafts that pass included).
    public var passed: Int
    /// Failing samples marked `"status": "known-issue"`: expected, they fail no gate.
    public var knownIssues: Int
    /// Failing samples whose truth is a draft awaiting review: not gated either.
    public var drafts: Int
    /// Grapheme-level edits summed over the samples (micro CER).
    public var characters: EditCounts
    /// Word-level edits summed over the samples (micro WER).
    public var words: EditCounts
    /// The mean of the samples' CERs (0 without samples).
    public var macroCER: Double
    /// The mean of the samples' WERs (0 without samples).
    public var macroWER: Double
    /// Decoding and recognition time summed over the samples, in seconds.
    public var durationSeconds: Double
    /// Line detection over the samples that have it (structured truth with line boxes).
    public var lines = LineDetectionTotals()

    /// Samples that failed and count as failures: every failing sample but known issues
    /// and drafts. `samples == passed + failed + knownIssues + drafts`, the same counts
    /// in the terminal, run.xml, junit.xml and report.html.
    public var failed: Int { samples - passed - knownIssues - drafts }
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
        knownIssues = sums.knownIssues
        drafts = sums.drafts
        characters = sums.characters
        words = sums.words
        macroCER = sums.samples == 0 ? 0 : sums.cer / Double(sums.samples)
        macroWER = sums.samples == 0 ? 0 : sums.wer / Double(sums.samples)
        durationSeconds = sums.durationSeconds
        lines = sums.lines
    }

    /// Running sums over results, added in order (so the figures equal a sum over a list).
    fileprivate struct Sums: Sendable {
        var samples = 0, passed = 0, knownIssues = 0, drafts = 0
        var characters = EditCounts(), words = EditCounts()
        var cer = 0.0, wer = 0.0, durationSeconds = 0.0
        var lines = LineDetectionTotals()

        mutating func add(_ result: SampleResult) {
            samples += 1
            if result.passed { passed += 1 }
            else if result.knownIssue { knownIssues += 1 }
            else if result.draft { drafts += 1 }
            characters = characters + result.characters
            words = words + result.words
            cer += result.cer
            wer += result.wer
            durationSeconds += result.durationSeconds
            if let detection = result.lineDetection { lines.add(detection) }
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
