import Corpus
import StrictJSON
import Foundation
import Reports
import Scoring

/// What a run covers: the corpus (with `--normalization` and `--textequiv-level` in
/// place of corpus.json's, its PAGE-XML truth read at the level they settle on) and
/// the samples its options select (`--suite`, `--shard`). An empty corpus, an unknown suite or a selection of nothing is a
/// configuration error: a run of nothing proves nothing.
struct RunSelection: Sendable {
    private(set) var corpus: Corpus
    /// The selected samples, in corpus order.
    private(set) var samples: SampleList
    /// The plan the shard was cut by, with `--balance`.
    let plan: BalancedShardPlan?

    /// Loads the corpus of `options` and selects its samples; corpus warnings (a folder
    /// inside a suite, a stray file) go to standard error.
    init(_ options: RunOptions) throws(RunnerError) {
        let corpus: Corpus
        do {
            corpus = try CorpusLoader.load(from: options.corpus, normalization: options.normalization,
                                           textEquivLevel: options.textEquivLevel)
        } catch {
            throw RunnerError.file(error)
        }
        self.corpus = corpus
        for warning in corpus.warnings {
            StandardStream.error.write(TerminalText.safe("ocrgauge: warning: \(warning)\n"))
        }
        var samples = corpus.samples
        guard !samples.isEmpty else {
            throw RunnerError.configuration("\(options.corpus.path): the corpus holds no sample (expected <suite>/<id>.<png|jpg|...> "
                                            + "with <id>.gt.txt or an \"expect\" in <id>.json): a run of nothing proves nothing")
        }
        if let suites = options.suites {
            let known = Set(samples.map(\.suite))
            if let unknown = suites.first(where: { !known.contains($0) }) {
                throw RunnerError.configuration("no suite '\(unknown)' in \(options.corpus.path); suites: " + known.sorted().joined(separator: ", "))
            }
            samples = samples.subset { suites.contains($0.suite) }
            guard !samples.isEmpty else {
                throw RunnerError.configuration("--suite \(suites.joined(separator: ", ")) selects no sample in \(options.corpus.path)")
            }
        }
        var plan: BalancedShardPlan?
        if let shard = options.shard {
            if let balance = options.balance {
                let made = try BalancedShardPlan.make(samples: samples, corpus: corpus, count: shard.count,
                                                      jobs: options.jobs, previous: balance)
                samples = samples.subset { made.assignment[$0.name] == shard.index }
                plan = made
                StandardStream.error.write(TerminalText.safe(
                    "ocrgauge: shard \(shard) of a plan balanced by \(made.basis): \(samples.count) samples\n"))
            } else {
                samples = samples.subset { shard.contains(suite: $0.suite, id: $0.id) }
            }
        }
        self.samples = samples
        self.plan = plan
    }

    /// Lets go of the samples (the corpus's and the selected ones) once the work is done:
    /// their table is the run's largest that grows with the corpus.
    mutating func forgetSamples() {
        corpus.samples = []
        samples = []
    }

    /// "suite/id" of every sample the corpus holds (not only the selected ones).
    var corpusNames: Set<String> { Set(corpus.samples.map(\.name)) }
}
