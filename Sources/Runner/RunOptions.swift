import LayoutFormats
import Foundation
import Imaging
import Reports
import Scoring
import Gate

/// What `ocrgauge run` was asked to do.
public struct RunOptions: Sendable {
    /// The corpus folder.
    public var corpus: URL
    /// The output folder: the reports and the journal go there.
    public var output: URL
    /// The profiles to run, each over every selected sample.
    public var profiles: [Profile]
    /// Worker count; each worker loads its own engine once.
    public var jobs: Int
    /// Images whose header claims more pixels than this are refused.
    public var maxPixels: Int
    /// How progress shows on standard error.
    public var progress: ProgressStyle
    /// The `ocrgauge` executable to start as `ocrgauge worker`; nil recognizes in this
    /// process (no isolation, no timeout).
    public var workerExecutable: URL?
    /// Per-sample limit; the worker is killed and replaced, the sample ends `timeout`.
    public var timeout: Duration
    /// Continue from `<output>/journal.jsonl` instead of starting over.
    public var resume: Bool
    /// Content-addressed cache of recognizer output.
    public var cache: URL?
    /// The key that seals cache entries with HMAC-SHA-256 (`OCRGAUGE_CACHE_SECRET`); nil:
    /// a plain SHA-256 seal (`RecognitionCache`).
    public var cacheSecret: [UInt8]? = nil
    /// Only this part of the corpus (`--shard I/N`; nil: all of it).
    public var shard: Shard?
    /// With `shard`: cut the corpus by cost (`--balance FILE`): the durations a previous
    /// run.xml recorded, or pixel counts while FILE does not exist (`BalancedShardPlan`).
    public var balance: URL? = nil
    /// The normalization profile, instead of corpus.json's (nil: corpus.json's, else `default`).
    public var normalization: NormalizationProfile?
    /// The level PAGE-XML truth and output are read at, instead of corpus.json's (nil:
    /// corpus.json's, else the normalization profile's: region under dinglehopper).
    public var textEquivLevel: TextEquivLevel?
    /// Only these suites (nil: every suite).
    public var suites: [String]?
    /// A run.xml to gate against.
    public var baseline: URL?
    /// Percentage points a CER may rise before it is a regression.
    public var tolerance: Double = RunComparison.defaultTolerancePercentagePoints
    /// Baseline profile → profile of this run, for a baseline made with other names.
    public var profileMap: [String: String] = [:]
    /// How many times each sample is recognized (`--repeat N`; 1: once). The first
    /// recognition is the result; the others give its `RepeatSpread`.
    public var repeats = 1
    /// How the gate judges a suite's rise (`--gate`).
    public var gateRule: GateRule = .tolerance
    /// How the comparison's intervals are computed (`--resamples`, `--confidence`).
    public var intervals = IntervalSettings()
    /// What report.html shows of the images under the line boxes (`--report-images`):
    /// previews of the pixels each engine saw (default), the stored files, or none.
    public var reportImages: ReportImageMode = .preview
    /// Write every recognition as ocrgauge JSON for the `recorded` backend.
    public var record: URL?
    /// The run's name in trends and headers (`--label`, OCRGAUGE_LABEL, the tag being
    /// built: `RunLabel.resolve`); nil: none.
    public var label: String?
    /// What the profiles came from, for messages ("ocrgauge.json", "the built-in profile").
    public var configurationName = "the configuration"
    /// Seconds one sample's scoring may take before the sample ends `error` (nil: no limit).
    public var scoringBudgetSeconds: Double? = ScoringBudget.defaultSeconds
    /// Results held in memory besides the journal, in bytes of journal lines (about three
    /// times as much once decoded); the reports read the rest back from the journal.
    public var heldResultBytes = HeldResultBudget.runDefault

    /// The per-sample recognition limit when none is given.
    public static let defaultTimeout = Duration.seconds(120)
    /// Workers when none is asked for: one per core.
    public static var defaultJobs: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// Options with the given values; `jobs` is at least 1, and the rest take their defaults.
    public init(corpus: URL, output: URL, profiles: [Profile],
                jobs: Int = RunOptions.defaultJobs,
                maxPixels: Int = DecodeOptions.defaultMaxPixels, progress: ProgressStyle = .none,
                workerExecutable: URL? = nil, timeout: Duration = RunOptions.defaultTimeout, resume: Bool = false,
                cache: URL? = nil, shard: Shard? = nil, record: URL? = nil, suites: [String]? = nil) {
        self.corpus = corpus
        self.output = output
        self.profiles = profiles
        self.jobs = max(1, jobs)
        self.maxPixels = maxPixels
        self.progress = progress
        self.workerExecutable = workerExecutable
        self.timeout = timeout
        self.resume = resume
        self.cache = cache
        self.shard = shard
        self.record = record
        self.suites = suites
    }
}
