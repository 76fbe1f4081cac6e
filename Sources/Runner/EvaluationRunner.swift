import Backends
import Corpus
import Dispatch
import Foundation
import Reports
import Scoring
import Synchronization
import Gate

/// Runs every profile over the corpus with `jobs` workers and writes run.xml, junit.xml
/// and report.html. Every finished result goes to the journal first, so nothing
/// finished is lost to a crash, a kill or Ctrl-C.
public enum EvaluationRunner {
    /// What a run produced.
    public struct Finished: Sendable {
        /// The run: its metadata and every result.
        public var record: RunRecord
        /// Where the reports and the journal were written.
        public var written: ReportWriting.Written
        /// True when SIGINT/SIGTERM stopped the run; the reports are marked incomplete.
        public var interrupted: Bool
        /// The gate against `--baseline`, when one was given.
        public var comparison: RunComparison?
        /// Profiles whose every sample of this run ended error, crashed or timeout, with
        /// the first reason: a broken backend, not a result (the CLI exits 3).
        public var brokenProfiles: [(profile: String, reason: String)] = []
        /// Report previews the workers made from the pixels they decoded (the rest, if
        /// any, were made from the files while the report was written).
        public var previewsFromWorkers = 0
    }

    /// Results held in memory besides the journal by default (see `HeldResultBudget`).
    public static let heldResultBytes = HeldResultBudget.runDefault

    /// Loads the corpus, evaluates it and writes the reports: plan (`RunSelection`,
    /// `RunPlan`), schedule (`RecognitionScheduler`), store (`RunStorage`), write
    /// (`ReportWriting`). Throws `.configuration` for a bad configuration, corpus or
    /// journal and `.harness` when a backend cannot start or a report cannot be written.
    public static func run(_ options: RunOptions) throws(RunnerError) -> Finished {
        try checkProfiles(options)
        let previews = workerPreviews(options)
        defer { previews?.remove() }
        // Worker processes start now and load while the corpus is read.
        let registry = WorkerRegistry()
        let slots = makeSlots(options, registry: registry, previewFolder: previews?.folder)
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
        var selection = try RunSelection(options)
        try checkSampleLanguages(options, selection)
        // The corpus commit (a git process) and the corpus fingerprint (every file's bytes
        // read once more) are worked out while the samples run.
        let revision = Mutex<CorpusRevision?>(nil)
        let corpusFingerprint = Mutex<String?>(nil)
        let commitLookup = DispatchGroup()
        let root = selection.corpus.root
        DispatchQueue.global().async(group: commitLookup) { revision.withLock { $0 = CorpusRevision.of(root) } }
        let corpusSamples = selection.corpus.samples.count
        let monitor = InterruptMonitor()
        // An interrupt gives the fingerprint up at once: the run ends without waiting for it.
        DispatchQueue.global().async(group: commitLookup) { [corpus = selection.corpus] in
            let made = CorpusFingerprint.of(corpus, stop: { monitor.isInterrupted })
            corpusFingerprint.withLock { $0 = made }
        }
        let baseline = try readBaseline(options)
        let identities = try options.profiles.map { profile throws(RunnerError) in try profile.makeFactory().identity }
        let storage = try RunStorage(options, header: header(options, selection))
        defer { storage.close() }
        let started = Date()
        let stop = ScoringStop()
        // The first signal stops the workers and the scoring in progress; a second one
        // exits at once, once no journal line is half written.
        monitor.install(onInterrupt: { stop.trigger(); registry.killAll() },
                        beforeExit: { storage.journal.freeze(); registry.killAll() })
        defer { monitor.uninstall() }
        let (first, missing, health, cacheUse) = try recognize(options, selection: selection, identities: identities, storage: storage,
                                                     monitor: monitor, stop: stop, registry: registry, previews: previews,
                                                     slots: { workersStarting.wait(); return slots })
        let results = RepeatPasses.attach(try RepeatPasses.spreads(
            options, selection: selection, identities: identities, first: first, monitor: monitor, stop: stop,
            registry: registry, slots: slots), to: first)
        // The samples are not needed again: the reports read the results. (The gate's
        // names first: a baseline's samples are matched against the whole corpus.)
        let corpusNames = baseline == nil ? [] : selection.corpusNames
        selection.forgetSamples()
        var metadata = RunMetadata(
            startedAt: ISO8601.string(started), finishedAt: ISO8601.string(Date()),
            host: ProcessInfo.processInfo.hostName, harnessVersion: HarnessVersion.current,
            corpusPath: options.corpus.path, corpusCommit: { commitLookup.wait(); return revision.withLock { $0?.commit } }(),
            normalization: selection.corpus.settings.normalization, backends: backends(identities),
            profiles: options.profiles.map(\.record), complete: !missing,
            incompleteReason: missing ? (monitor.isInterrupted ? "interrupted" : "some samples have no result") : nil,
            shard: options.shard?.description, corpusSamples: corpusSamples, suites: options.suites,
            harnessCommit: BuildInfo.commit, libraries: BuildInfo.librariesLine)
        metadata.corpusSHA256 = corpusFingerprint.withLock { $0 }
        (metadata.corpusDirty, metadata.label) = (revision.withLock { $0?.dirty }, options.label)
        metadata.cache = cacheUse.map { CacheUse(results: cachedCount(results), unverified: $0.unverified) }
        if let plan = selection.plan, let shard = options.shard {
            (metadata.shardPlan, metadata.shardMembers) = (plan.digest, Set(plan.members(of: shard.index)))
        }
        let record = RunRecord(metadata: metadata, results: results)
        let comparison = baseline.map {
            RunComparison(baseline: $0, candidate: record, tolerancePercentagePoints: options.tolerance,
                          baselineLabel: options.baseline?.lastPathComponent ?? "baseline", candidateLabel: "this run",
                          profileMap: options.profileMap, corpusSamples: corpusNames,
                          rule: options.gateRule, intervals: options.intervals)
        }
        let html = HTMLReportOptions(pictures: CorpusPictures.source(corpus: selection.corpus.root, mode: options.reportImages,
                                                                     profiles: metadata.profiles, workerPreviews: previews))
        let written = try ReportWriting.write(record, to: options.output, context: ReportContext(comparison: comparison, html: html))
        var finished = Finished(record: record, written: written, interrupted: monitor.isInterrupted, comparison: comparison)
        finished.previewsFromWorkers = previews?.count ?? 0
        finished.brokenProfiles = brokenProfiles(options, health)
        return finished
    }

    /// Plans and runs the work (`RunPlan`, `RecognitionScheduler`) and returns every result
    /// in order, whether some are missing, each profile's health and what the cache gave. The plan and the
    /// scheduler's table end here, before the reports are written.
    private static func recognize(_ options: RunOptions, selection: RunSelection, identities: [BackendIdentity],
                                  storage: RunStorage, monitor: InterruptMonitor, stop: ScoringStop, registry: WorkerRegistry,
                                  previews: WorkerPreviews?, slots: () -> [ProcessSlot])
        throws(RunnerError) -> (results: ResultList, missing: Bool, health: [String: ProfileHealth], cacheUse: CacheUse?) {
        let plan = RunPlan(profiles: options.profiles, selection: selection, previous: storage.previous, reader: storage.journal.reader)
        let progress = ProgressReporter(style: options.progress, totals: plan.totals(options.profiles))
        previews?.reserve(plan.work.count)
        let scheduler = RecognitionScheduler(options: options, selection: selection, plan: plan, identities: identities,
                                             journal: storage.journal, progress: progress, monitor: monitor, stop: stop,
                                             registry: registry, previews: previews)
        let (fresh, health, cacheUse) = try scheduler.run(slots: slots())
        progress.finish()
        let (results, missing) = storage.results(profiles: options.profiles, samples: selection.samples, fresh: fresh,
                                                 stale: plan.stale)
        return (results, missing, health, cacheUse)
    }

    /// How many results came from the cache, counted over every result, so that those a
    /// resumed journal kept count too.
    static func cachedCount(_ results: ResultList) -> Int { results.reduce(0) { $0 + ($1.fromCache ? 1 : 0) } }

    /// Where the workers put report previews made from the pixels they decode: a folder
    /// of the run's, when report.html shows previews and the images go to workers.
    static func workerPreviews(_ options: RunOptions) -> WorkerPreviews? {
        guard options.reportImages == .preview, options.workerExecutable != nil else { return nil }
        return WorkerPreviews(keys: PreviewKeys(profiles: options.profiles.map(\.record)))
    }

    /// Profiles whose every sample ended error, crashed or timeout, with the first reason.
    static func brokenProfiles(_ options: RunOptions, _ health: [String: ProfileHealth]) -> [(profile: String, reason: String)] {
        options.profiles.compactMap { profile in
            guard let health = health[profile.name], health.isBroken else { return nil }
            return (profile.name, health.firstReason ?? "every sample failed")
        }
    }

    /// A wrong language, data folder or engine variable is the configuration's fault:
    /// found before any worker starts, every one named with its key.
    static func checkProfiles(_ options: RunOptions) throws(RunnerError) {
        let problems = options.profiles.flatMap { profile in
            profile.configurationProblems().map { "\(options.configurationName): profile '\(profile.name)': key '\($0.key)': \($0.problem)" }
        }
        if !problems.isEmpty { throw RunnerError.configuration(problems.joined(separator: "\n")) }
    }

    /// A sample's own languages that reach an engine are checked as a profile's are: a
    /// language without installed data is a configuration error naming the first sidecar
    /// that asks for it (and how many more do).
    static func checkSampleLanguages(_ options: RunOptions, _ selection: RunSelection) throws(RunnerError) {
        var problems: [String] = []
        for profile in options.profiles {
            // Each problem (one per missing language) with the sidecars that meet it, in order.
            var sidecars: [String: [String]] = [:]
            var order: [String] = []
            var checked: [[String]: [String]] = [:]
            for sample in selection.samples {
                let languages = SampleLanguages(profile: profile, sidecar: sample.sidecar.languages)
                guard let own = languages.fromSidecar else { continue }
                let found = checked[own] ?? languages.profile.configurationProblems().filter { $0.key == "languages" }.map(\.problem)
                checked[own] = found
                for problem in found {
                    if sidecars[problem] == nil { order.append(problem) }
                    sidecars[problem, default: []].append(sample.sidecarPath)
                }
            }
            let corpus = selection.corpus.root.lastPathComponent
            for problem in order {
                let files = sidecars[problem] ?? []
                let more = files.count > 1 ? " (and \(files.count - 1) more sample\(files.count == 2 ? "" : "s"))" : ""
                problems.append("\(corpus)/\(files[0])\(more): key 'languages': \(problem) "
                                + "(profile '\(profile.name)' reads samples in their sidecar's languages)")
            }
        }
        if !problems.isEmpty { throw RunnerError.configuration(problems.joined(separator: "\n")) }
    }

    /// The `--baseline` run.xml, spooled like any run the CLI reads.
    static func readBaseline(_ options: RunOptions) throws(RunnerError) -> RunRecord? {
        guard let url = options.baseline else { return nil }
        do { return try SpooledRun.read(url, heldBytes: options.heldResultBytes) } catch {
            throw error.prefixed("baseline ")
        }
    }

    /// What a resumed run must match: corpus, profiles with every setting, shard,
    /// suites, normalization.
    static func header(_ options: RunOptions, _ selection: RunSelection) -> RunJournal.Header {
        RunJournal.Header(journal: 1, corpus: selection.corpus.root.path, profiles: options.profiles,
                          shard: options.shard.map { "\($0.index)/\($0.count)" + (selection.plan.map { " " + $0.digest } ?? "") },
                          suites: options.suites, normalization: selection.corpus.settings.normalization)
    }

    /// Each backend once, with its version.
    static func backends(_ identities: [BackendIdentity]) -> [BackendRecord] {
        var backends: [BackendRecord] = []
        for identity in identities where !backends.contains(where: { $0.name == identity.name }) {
            backends.append(BackendRecord(name: identity.name, version: identity.version))
        }
        return backends
    }

    /// One slot per job: worker processes (started by the caller in the background; a
    /// worker that cannot start is reported by its first request), or none for in-process
    /// runs. With `previewFolder`, the workers make report previews into it.
    static func makeSlots(_ options: RunOptions, registry: WorkerRegistry, previewFolder: String? = nil) -> [ProcessSlot] {
        guard let executable = options.workerExecutable else { return [] }
        var setup = WorkerSetup(profiles: options.profiles, maxPixels: options.maxPixels)
        setup.previewFolder = previewFolder
        return (0..<max(1, options.jobs)).map { _ in
            ProcessSlot(executable: executable, setup: setup, timeout: options.timeout, registry: registry,
                        quiet: options.progress == .none)
        }
    }
}
