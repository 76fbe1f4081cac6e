import Backends
import Corpus
import Dispatch
import Foundation
import Reports
import Scoring
import Synchronization

/// Runs every profile over the corpus with `jobs` workers and writes run.xml, junit.xml
/// and report.html. Every finished result goes to the journal first, so nothing
/// finished is lost to a crash, a kill or Ctrl-C.
public enum EvaluationRunner {
    /// The paths of the reports a run wrote.
    public struct Written: Sendable {
        public var runXML: URL
        public var junit: URL
        public var html: URL
        public var journal: URL
    }

    /// What a run produced.
    public struct Finished: Sendable {
        public var record: RunRecord
        public var written: Written
        /// True when SIGINT/SIGTERM stopped the run; the reports are marked incomplete.
        public var interrupted: Bool
        /// The gate against `--baseline`, when one was given.
        public var comparison: RunComparison?
        /// Profiles whose every sample of this run ended error, crashed or timeout, with
        /// the first reason: a broken backend, not a result (the CLI exits 3).
        public var brokenProfiles: [(profile: String, reason: String)] = []
    }

    /// Loads the corpus and evaluates it. Throws `.configuration` for a bad corpus or
    /// journal and `.harness` when a backend cannot start or a report cannot be written.
    public static func run(_ options: RunOptions) throws(RunnerError) -> Finished {
        // A wrong language, data folder or engine variable is the configuration's fault:
        // found before any worker starts, every one named with its key.
        let problems = options.profiles.flatMap { profile in
            profile.configurationProblems().map { "\(options.configurationName): profile '\(profile.name)': key '\($0.key)': \($0.problem)" }
        }
        if !problems.isEmpty { throw RunnerError.configuration(problems.joined(separator: "\n")) }
        // Worker processes start now and load while the corpus is read.
        let registry = WorkerRegistry()
        let slots = makeSlots(options, registry: registry)
        if options.workerExecutable == nil {
            // Engines run in this process: their process groups are stopped on interrupt too.
            EngineProcessGroups.observe { group, running in
                running ? registry.addEngineGroup(group) : registry.removeEngineGroup(group)
            }
        }
        defer { if options.workerExecutable == nil { EngineProcessGroups.observe(nil) } }
        let workersStarting = DispatchGroup()
        for slot in slots {
            nonisolated(unsafe) let starting = slot   // started by one thread, then waited for
            DispatchQueue.global().async(group: workersStarting) { starting.prestart() }
        }
        defer {
            workersStarting.wait()
            for slot in slots { slot.close() }
        }
        let corpus: Corpus
        do { corpus = try CorpusLoader.load(from: options.corpus) } catch {
            throw RunnerError.configuration(error.description)
        }
        for warning in corpus.warnings {
            FileHandle.standardError.write(Data(TerminalText.safe("ocrgauge: warning: \(warning)\n").utf8))
        }
        // The corpus commit (a git process) is looked up while the samples run.
        let commit = Mutex<String?>(nil)
        let commitLookup = DispatchGroup()
        let root = corpus.root
        DispatchQueue.global().async(group: commitLookup) { commit.withLock { $0 = GitCommit.of(root) } }
        let baseline = try options.baseline.map { url throws(RunnerError) in
            do throws(RunnerError) { return try SpooledRun.read(url, heldBytes: options.heldResultBytes) } catch {
                switch error {
                case .configuration(let message): throw RunnerError.configuration("baseline \(message)")
                case .harness(let message): throw RunnerError.harness("baseline \(message)")
                }
            }
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
            samples = samples.filter { suites.contains($0.suite) }
            guard !samples.isEmpty else {
                throw RunnerError.configuration("--suite \(suites.joined(separator: ", ")) selects no sample in \(options.corpus.path)")
            }
        }
        if let shard = options.shard { samples = samples.filter { shard.contains(suite: $0.suite, id: $0.id) } }
        let factories = try options.profiles.map { profile throws(RunnerError) in try profile.makeFactory() }
        let identities = factories.map(\.identity)

        // One run per output folder at a time.
        let lock = try OutputLock(folder: options.output) { message in
            FileHandle.standardError.write(Data((TerminalText.safe(message) + "\n").utf8))
        }
        defer { lock.release() }
        let header = RunJournal.Header(journal: 1, corpus: corpus.root.path, profiles: options.profiles,
                                       shard: options.shard.map { "\($0.index)/\($0.count)" },
                                       suites: options.suites, normalization: corpus.settings.normalization)
        let previous = options.resume ? try RunJournal.load(folder: options.output, expecting: header) : [:]
        let journal = try RunJournal(folder: options.output, header: header, resume: options.resume)
        defer { journal.close() }

        let started = Date()
        var work: [(profile: Int, sample: Int)] = []
        // Journal results scored against a truth or sidecar edited since: scored again
        // from the recognition they hold (or recognized again when it was a failure).
        var rescore: [(profile: Int, sample: Int, report: RecognitionReport)] = []
        var stale = Set<String>()
        for p in options.profiles.indices {
            for s in samples.indices {
                let key = RunJournal.key(profile: options.profiles[p].name, suite: samples[s].suite, id: samples[s].id)
                guard let entry = previous[key] else { work.append((p, s)); continue }
                if entry.truthFingerprint == samples[s].truthFingerprint { continue }
                stale.insert(key)
                if let old = journal.reader.result(at: entry.span), let report = RecognitionReport(recorded: old) {
                    rescore.append((p, s, report))
                } else {
                    work.append((p, s))
                }
            }
        }
        // Each image's path, checked against the corpus once for every profile.
        // Kept as paths (a fraction of a URL's memory, for every sample of a large corpus).
        let images = samples.map { sample in Result { () throws(CorpusError) in try corpus.imageURL(of: sample).path } }
        // Largest images first (by file size, a proxy for recognition time): the last
        // samples to finish are then short ones, so no core idles long at the end.
        let sizes = images.map { image in
            (try? image.get()).flatMap { try? FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int } ?? 0
        }
        work.sort { sizes[$0.sample] != sizes[$1.sample] ? sizes[$0.sample] > sizes[$1.sample]
                                                         : ($0.profile, $0.sample) < ($1.profile, $1.sample) }
        let totals = options.profiles.indices.map { p in
            (options.profiles[p].name, work.filter { $0.profile == p }.count + rescore.filter { $0.profile == p }.count)
        }
        let progress = ProgressReporter(style: options.progress, totals: totals)
        let monitor = InterruptMonitor()
        let stop = ScoringStop()
        // The first signal stops the workers and the scoring in progress; a second one
        // exits at once, once no journal line is half written.
        monitor.install(onInterrupt: { stop.trigger(); registry.killAll() },
                        beforeExit: { journal.freeze(); registry.killAll() })
        defer { monitor.uninstall() }

        let (fresh, health) = try evaluate(work: work, rescore: rescore, samples: samples, images: images, corpus: corpus,
                                           identities: identities, options: options, journal: journal, progress: progress,
                                           monitor: monitor, stop: stop, registry: registry,
                                           slots: { workersStarting.wait(); return slots }())
        progress.finish()

        // Canonical order: profile, then corpus order; journal results fill the gaps. The
        // reports read each result back from the journal when they need it, so memory
        // does not grow with the corpus.
        var entries: [StoredResult] = []
        var missing = false
        for profile in options.profiles {
            for sample in samples {
                let key = RunJournal.key(profile: profile.name, suite: sample.suite, id: sample.id)
                let kept = stale.contains(key) ? nil : previous[key].map { StoredResult.journal($0.span) }
                if let entry = fresh[key] ?? kept { entries.append(entry) } else { missing = true }
            }
        }
        let results = storedResults(entries, reader: journal.reader,
                                    unreadable: "\(journal.url.path) was changed during the run: this result could not be read back")
        var backends: [BackendRecord] = []
        for identity in identities where !backends.contains(where: { $0.name == identity.name }) {
            backends.append(BackendRecord(name: identity.name, version: identity.version))
        }
        let metadata = RunMetadata(
            startedAt: ISO8601.string(started), finishedAt: ISO8601.string(Date()),
            host: ProcessInfo.processInfo.hostName, harnessVersion: HarnessVersion.current,
            corpusPath: options.corpus.path, corpusCommit: { commitLookup.wait(); return commit.withLock { $0 } }(),
            normalization: corpus.settings.normalization, backends: backends,
            profiles: options.profiles.map(\.record), complete: !missing,
            incompleteReason: missing ? (monitor.isInterrupted ? "interrupted" : "some samples have no result") : nil,
            shard: options.shard?.description, corpusSamples: corpus.samples.count, suites: options.suites)
        let record = RunRecord(metadata: metadata, results: results)
        let corpusNames = Set(corpus.samples.map(\.name))
        let comparison = baseline.map {
            RunComparison(baseline: $0, candidate: record, tolerancePercentagePoints: options.tolerance,
                          baselineLabel: options.baseline?.lastPathComponent ?? "baseline", candidateLabel: "this run",
                          profileMap: options.profileMap, corpusSamples: corpusNames)
        }
        let html = HTMLReportOptions(comparison: comparison,
                                     images: options.embedImages ? HTMLReportOptions.images(under: corpus.root) : nil)
        var written = try write(record, to: options.output, comparison: comparison, html: html)
        written.journal = journal.url
        var finished = Finished(record: record, written: written, interrupted: monitor.isInterrupted, comparison: comparison)
        finished.brokenProfiles = options.profiles.compactMap { profile in
            guard let health = health[profile.name], health.isBroken else { return nil }
            return (profile.name, health.firstReason ?? "every sample failed")
        }
        return finished
    }

    /// Evaluates the given (profile, sample) pairs on `jobs` slots; returns results by journal key.
    static func evaluate(work: [(profile: Int, sample: Int)],
                         rescore: [(profile: Int, sample: Int, report: RecognitionReport)] = [], samples: [Sample],
                         images: [Result<String, CorpusError>], corpus: Corpus,
                         identities: [BackendIdentity], options: RunOptions, journal: RunJournal,
                         progress: ProgressReporter, monitor: InterruptMonitor, stop: ScoringStop,
                         registry: WorkerRegistry, slots: [ProcessSlot]) throws(RunnerError)
        -> (results: [String: StoredResult], health: [String: ProfileHealth]) {
        let normalization = NormalizationProfile(rawValue: corpus.settings.normalization) ?? .default
        let evaluator = SampleEvaluator(scorer: SampleScorer(normalization: normalization),
                                        budgetSeconds: options.scoringBudgetSeconds, stop: stop)
        let setup = WorkerSetup(profiles: options.profiles, maxPixels: options.maxPixels)
        let cache = options.cache.map { RecognitionCache(folder: $0) }
        let recorder = options.record.map { OutputRecorder(folder: $0, perProfile: options.profiles.count > 1) }
        let state = Mutex(SharedState(held: HeldResultBudget(limit: options.heldResultBytes)))
        let workers = min(options.jobs, max(1, work.count))
        // Scoring runs beside recognition: a slot hands a finished recognition over and
        // sends its worker the next image at once, so no worker waits for the scorer. At
        // most `workers` recognitions wait to be scored (memory stays bounded).
        let scoring = DispatchQueue(label: "ocrgauge.scoring", attributes: .concurrent)
        let scored = DispatchGroup()
        let waiting = DispatchSemaphore(value: workers)
        @Sendable func finish(_ sample: Sample, _ profile: Profile, _ report: RecognitionReport, cacheKey: String? = nil) {
            waiting.wait()
            scoring.async(group: scored) {
                defer { waiting.signal() }
                // Files of a recognition: into the cache, and the output as recognized.
                if let cache, let cacheKey { cache.store(report, for: cacheKey) }
                if let recorder {
                    do throws(RunnerError) {
                        try recorder.record(report, suite: sample.suite, id: sample.id, profile: profile.name)
                    } catch {
                        state.withLock { $0.fatal = $0.fatal ?? error }
                        return
                    }
                }
                // Nil: an interrupt stopped the scoring; the sample stays unfinished.
                guard let result = evaluator.score(sample, profile: profile, report: report) else { return }
                // Kept by where it is in the journal, and in memory too while the results
                // held stay small (reports then read them without decoding again). A
                // result the journal cannot take stops the run at once: going on would
                // lose results to the next crash without anyone knowing.
                let span: RunJournal.Span
                do throws(RunnerError) { span = try journal.append(result, truthFingerprint: sample.truthFingerprint) } catch {
                    state.withLock { $0.fatal = $0.fatal ?? error }
                    registry.killAll()
                    return
                }
                state.withLock { state in
                    var entry = StoredResult.memory(result)
                    if !state.held.admit(span.length) { entry = .journal(span) }
                    state.results[RunJournal.key(result)] = entry
                    state.health[result.profile, default: ProfileHealth()].add(report, of: result)
                }
                progress.finished(result)
            }
        }
        defer { scored.wait() }
        for (p, s, report) in rescore { finish(samples[s], options.profiles[p], report) }

        // Iteration k alone uses slot k: each slot is handed to one thread.
        nonisolated(unsafe) let handed = slots
        DispatchQueue.concurrentPerform(iterations: workers) { number in
            let slot: any RecognitionSlot = number < handed.count ? handed[number] : InProcessSlot(setup: setup)
            defer { slot.close() }
            // Sent to the slot and not yet answered, oldest first, with their cache keys.
            var unanswered: [(index: Int, cacheKey: String?)] = []
            func fail(_ error: RunnerError) {
                state.withLock { $0.fatal = $0.fatal ?? error }
                monitor.isInterrupted ? () : registry.killAll()
            }
            while !monitor.isInterrupted {
                // Keep the slot's pipeline full: the next image waits in the worker's input
                // while the last answer travels back and is handed to the scorer.
                while unanswered.count < slot.depth, !monitor.isInterrupted,
                      let index = state.withLock({ $0.take(count: work.count) }) {
                    let (p, s) = work[index]
                    let sample = samples[s]
                    let profile = options.profiles[p]
                    do {
                        let path = try images[s].get()
                        var cacheKey: String?
                        if let cache {
                            let bytes = try corpus.imageBytes(of: sample)
                            let key = RecognitionCache.key(image: bytes, profile: profile, backend: identities[p],
                                                           maxPixels: options.maxPixels)
                            cacheKey = key
                            if let hit = cache.load(key) {
                                finish(sample, profile, hit)
                                // A request in flight is timed from when it is received:
                                // receive it now rather than after more cache hits.
                                if unanswered.isEmpty { continue } else { break }
                            }
                        }
                        try slot.send(WorkerRequest(index: index, profile: p, path: path, suite: sample.suite, id: sample.id))
                        unanswered.append((index, cacheKey))
                    } catch let error as CorpusError {
                        finish(sample, profile, RecognitionReport(outcome: .unreadable, message: error.description))
                    } catch let error as RunnerError {
                        return fail(error)
                    } catch {
                        finish(sample, profile, RecognitionReport(outcome: .error, message: "\(error)"))
                    }
                }
                guard !unanswered.isEmpty, !monitor.isInterrupted else { return }
                let (index, cacheKey) = unanswered.removeFirst()
                let report: RecognitionReport
                do throws(RunnerError) { report = try slot.receive() } catch { return fail(error) }
                // After an interrupt or another slot's fatal error the answer may be our own
                // kill: abandon it rather than journal it.
                if monitor.isInterrupted || state.withLock({ $0.fatal != nil }) { return }
                if report.backendUnavailable {
                    state.withLock { $0.fatal = $0.fatal ?? .harness(report.message ?? "backend unavailable") }
                    return
                }
                let (p, s) = work[index]
                finish(samples[s], options.profiles[p], report, cacheKey: cacheKey)
            }
        }
        scored.wait()
        let final = state.withLock { $0 }
        if let fatal = final.fatal { throw fatal }
        return (final.results, final.health)
    }

    /// How a profile's samples of this run ended: how many, and how many the backend
    /// failed (error, crashed, timeout), with the first such reason.
    struct ProfileHealth: Sendable {
        var samples = 0
        var failures = 0
        var firstReason: String?

        /// Counts `report`, the recognition behind `result` (a scoring failure is not the
        /// backend's).
        mutating func add(_ report: RecognitionReport, of result: SampleResult) {
            samples += 1
            guard [.error, .crashed, .timeout].contains(report.outcome) else { return }
            failures += 1
            if firstReason == nil {
                firstReason = "\(result.suite)/\(result.id): \(report.outcome.rawValue)" + (report.message.map { ": \($0)" } ?? "")
            }
        }

        /// Every sample failed in the backend.
        var isBroken: Bool { samples > 0 && failures == samples }
    }

    /// One slot per job: worker processes (started by the caller in the background; a
    /// worker that cannot start is reported by its first request), or none for in-process
    /// runs.
    static func makeSlots(_ options: RunOptions, registry: WorkerRegistry) -> [ProcessSlot] {
        guard let executable = options.workerExecutable else { return [] }
        let setup = WorkerSetup(profiles: options.profiles, maxPixels: options.maxPixels)
        return (0..<max(1, options.jobs)).map { _ in
            ProcessSlot(executable: executable, setup: setup, timeout: options.timeout, registry: registry,
                        quiet: options.progress == .none)
        }
    }

    /// The work queue and results shared by the slots, behind one lock.
    struct SharedState: Sendable {
        var results: [String: StoredResult] = [:]
        var health: [String: ProfileHealth] = [:]
        /// Journal bytes of the results held in memory.
        var held: HeldResultBudget
        var next = 0
        var fatal: RunnerError?

        mutating func take(count: Int) -> Int? {
            guard fatal == nil, next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    /// Results are held in memory (besides the journal) up to this many bytes of journal
    /// lines, about three times as much once decoded; the rest are read back from the
    /// journal when the reports need them. A bound, whatever the size of the corpus.
    public static let heldResultBytes = 4 << 20

    /// A finished result: where its journal line is, or the result itself (the first
    /// ones of a run, or one the journal could not take).
    enum StoredResult: Sendable {
        case journal(RunJournal.Span)
        indirect case memory(SampleResult)   // boxed: the common case stays two words
    }

    /// The results in `entries`' order, read back from the journal by `reader` on access;
    /// a line that cannot be read back becomes an error result with the `unreadable` message.
    static func storedResults(_ entries: [StoredResult], reader: JournalReader, unreadable: String) -> ResultList {
        ResultList(count: entries.count) { index in
            switch entries[index] {
            case .memory(let result):
                return result
            case .journal(let span):
                if let result = reader.result(at: span) { return result }
                return SampleResult(suite: "?", id: "line at byte \(span.offset)", profile: "?", image: "",
                                    expected: .text, outcome: .error,
                                    message: unreadable,
                                    passed: false, reference: "", hypothesis: "",
                                    characters: EditCounts(), words: EditCounts())
            }
        }
    }

    /// Writes the three reports; each writer replaces its file atomically.
    public static func write(_ record: RunRecord, to folder: URL, comparison: RunComparison? = nil,
                             html: HTMLReportOptions = HTMLReportOptions()) throws(RunnerError) -> Written {
        let written = Written(runXML: folder.appendingPathComponent("run.xml"),
                              junit: folder.appendingPathComponent("junit.xml"),
                              html: folder.appendingPathComponent("report.html"),
                              journal: folder.appendingPathComponent("journal.jsonl"))
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw RunnerError.harness("cannot write reports to \(folder.path): \(error)")
        }
        // report.html (the longest) on a second thread while run.xml and junit.xml are
        // written here. Each writer streams its file and reads results one at a time.
        let htmlFailure = Mutex<(any Error)?>(nil)
        let htmlWritten = DispatchGroup()
        DispatchQueue.global().async(group: htmlWritten) {
            do { try HTMLReportWriter.write(record, to: written.html, options: html) } catch {
                htmlFailure.withLock { $0 = error }
            }
        }
        do {
            defer { htmlWritten.wait() }
            try RunXMLWriter.write(record, comparison: comparison, to: written.runXML)
            try JUnitWriter.write(record, comparison: comparison, to: written.junit)
        } catch {
            throw RunnerError.harness("cannot write reports to \(folder.path): \(error)")
        }
        if let error = htmlFailure.withLock({ $0 }) {
            throw RunnerError.harness("cannot write reports to \(folder.path): \(error)")
        }
        return written
    }
}
