import Backends
import Corpus
import Dispatch
import Foundation
import Reports
import Scoring
import Synchronization

/// Runs every profile over the corpus with `jobs` workers, each with its own engine,
/// and writes run.xml, junit.xml and report.html into the output folder.
public enum EvaluationRunner {
    /// The paths of the reports a run wrote.
    public struct Written: Sendable {
        public var runXML: URL
        public var junit: URL
        public var html: URL
    }

    /// Loads the corpus and evaluates it. Throws `.configuration` for a bad corpus and
    /// `.harness` when a backend cannot start or a report cannot be written.
    public static func run(_ options: RunOptions) throws(RunnerError) -> (record: RunRecord, written: Written) {
        let corpus: Corpus
        do { corpus = try CorpusLoader.load(from: options.corpus) } catch {
            throw RunnerError.configuration(error.description)
        }
        let started = Date()
        let results = try evaluate(corpus, options: options)
        let factories = try options.profiles.map { profile throws(RunnerError) in try profile.makeFactory() }
        var backends: [BackendRecord] = []
        for identity in factories.map(\.identity) where !backends.contains(where: { $0.name == identity.name }) {
            backends.append(BackendRecord(name: identity.name, version: identity.version))
        }
        let metadata = RunMetadata(
            startedAt: ISO8601.string(started), finishedAt: ISO8601.string(Date()),
            host: ProcessInfo.processInfo.hostName, harnessVersion: HarnessVersion.current,
            corpusPath: options.corpus.path, corpusCommit: GitCommit.of(corpus.root),
            normalization: corpus.settings.normalization, backends: backends,
            profiles: options.profiles.map(\.record))
        let record = RunRecord(metadata: metadata, results: results)
        return (record, try write(record, to: options.output))
    }

    /// Evaluates every (profile, sample) pair; results come back in profile, then corpus order.
    static func evaluate(_ corpus: Corpus, options: RunOptions) throws(RunnerError) -> [SampleResult] {
        let normalization = NormalizationProfile(rawValue: corpus.settings.normalization) ?? .default
        let evaluator = SampleEvaluator(corpus: corpus, scorer: SampleScorer(normalization: normalization),
                                        maxPixels: options.maxPixels)
        let factories = try options.profiles.map { profile throws(RunnerError) in try profile.makeFactory() }
        let work = options.profiles.indices.flatMap { p in corpus.samples.indices.map { (p, $0) } }
        let progress = ProgressPrinter(total: work.count, enabled: options.showProgress)
        let state = Mutex(SharedState(results: Array(repeating: nil, count: work.count)))
        let workers = min(options.jobs, max(1, work.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            var recognizers: [Int: any Recognizer] = [:]
            while let index = state.withLock({ $0.take() }) {
                let (p, s) = work[index]
                let profile = options.profiles[p]
                let result = evaluator.evaluate(corpus.samples[s], profile: profile) { () throws(BackendError) in
                    if let existing = recognizers[p] { return existing }
                    do throws(BackendError) {
                        let made = try factories[p].makeRecognizer()
                        recognizers[p] = made
                        return made
                    } catch {
                        state.withLock { $0.fatal = $0.fatal ?? error.description }
                        throw error
                    }
                }
                let (done, failures) = state.withLock { $0.store(result, at: index) }
                progress.finished(result, done: done, failures: failures)
            }
        }
        let final = state.withLock { $0 }
        if let fatal = final.fatal { throw RunnerError.harness(fatal) }
        return final.results.compactMap { $0 }
    }

    /// Work queue and results shared by the workers, behind one lock.
    struct SharedState: Sendable {
        var results: [SampleResult?]
        var next = 0
        var done = 0
        var failures = 0
        var fatal: String?

        mutating func take() -> Int? {
            guard fatal == nil, next < results.count else { return nil }
            defer { next += 1 }
            return next
        }

        mutating func store(_ result: SampleResult, at index: Int) -> (Int, Int) {
            results[index] = result
            done += 1
            if !result.passed { failures += 1 }
            return (done, failures)
        }
    }

    /// Writes the three reports; each writer replaces its file atomically.
    public static func write(_ record: RunRecord, to folder: URL) throws(RunnerError) -> Written {
        let written = Written(runXML: folder.appendingPathComponent("run.xml"),
                              junit: folder.appendingPathComponent("junit.xml"),
                              html: folder.appendingPathComponent("report.html"))
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try RunXMLWriter.write(record, to: written.runXML)
            try JUnitWriter.write(record, to: written.junit)
            try HTMLReportWriter.write(record, to: written.html)
        } catch {
            throw RunnerError.harness("cannot write reports to \(folder.path): \(error)")
        }
        return written
    }
}
