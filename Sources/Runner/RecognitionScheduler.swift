import Backends
import Corpus
import Dispatch
import Foundation
import LayoutFormats
import Scoring
import Synchronization

/// Runs a plan's work on the recognition slots (one per job) and scores every answer
/// beside recognition: a slot hands a finished recognition over and sends its worker the
/// next image at once, so no worker waits for the scorer. Each result goes to the
/// journal the moment it is scored; a result the journal cannot take stops the run.
final class RecognitionScheduler: Sendable {
    private let options: RunOptions
    private let selection: RunSelection
    private let plan: RunPlan
    private let identities: [BackendIdentity]
    private let journal: RunJournal
    private let progress: ProgressReporter
    private let monitor: InterruptMonitor
    /// Each image file's digest for the cache keys, worked out once a file.
    private let imageDigests = ImageDigests()
    private let registry: WorkerRegistry
    private let evaluator: SampleEvaluator
    private let cache: RecognitionCache?
    private let recorder: OutputRecorder?
    private let previews: WorkerPreviews?
    private let state: Mutex<State>
    /// Scoring runs here, beside recognition; at most `waiting` recognitions wait for it.
    private let scoring = DispatchQueue(label: "ocrgauge.scoring", attributes: .concurrent)
    private let scored = DispatchGroup()
    private let waiting: DispatchSemaphore
    private let workers: Int

    /// The work queue and the results, shared by the slots behind one lock.
    struct State: Sendable {
        /// By pair: `RunPlan.slot(of:)` (a few words a sample, not a keyed table).
        var results: [StoredResult?]
        var health: [String: ProfileHealth] = [:]
        /// Journal bytes of the results held in memory.
        var held: HeldResultBudget
        var next = 0
        var fatal: RunnerError?
        /// What the cache gave: results taken from it, entries that did not verify.
        var cacheUse = CacheUse()

        mutating func take(count: Int) -> Int? {
            guard fatal == nil, next < count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    init(options: RunOptions, selection: RunSelection, plan: RunPlan, identities: [BackendIdentity], journal: RunJournal,
         progress: ProgressReporter, monitor: InterruptMonitor, stop: ScoringStop, registry: WorkerRegistry,
         previews: WorkerPreviews? = nil) {
        self.previews = previews
        self.options = options
        self.selection = selection
        self.plan = plan
        self.identities = identities
        self.journal = journal
        self.progress = progress
        self.monitor = monitor
        self.registry = registry
        let normalization = NormalizationProfile(rawValue: selection.corpus.settings.normalization) ?? .default
        evaluator = SampleEvaluator(scorer: SampleScorer(normalization: normalization),
                                    budgetSeconds: options.scoringBudgetSeconds, stop: stop)
        cache = options.cache.map { RecognitionCache(folder: $0, secret: options.cacheSecret) }
        recorder = options.record.map { OutputRecorder(folder: $0, perProfile: options.profiles.count > 1) }
        state = Mutex(State(results: Array(repeating: nil, count: options.profiles.count * selection.samples.count),
                            held: HeldResultBudget(limit: options.heldResultBytes)))
        workers = min(options.jobs, max(1, plan.work.count))
        waiting = DispatchSemaphore(value: workers)
    }

    /// Runs every pair of the plan; returns the results by pair (`RunPlan.slot(of:)`),
    /// each profile's health and what the cache gave (nil without one). Throws the first
    /// fatal error (a backend that cannot start, a journal that cannot be written).
    func run(slots: [ProcessSlot]) throws(RunnerError)
        -> (results: [StoredResult?], health: [String: ProfileHealth], cacheUse: CacheUse?) {
        for (pair, report) in plan.rescore {
            finish(pair, selection.samples[pair.sample], report)
        }
        let setup = WorkerSetup(profiles: options.profiles, maxPixels: options.maxPixels)
        // Iteration k alone uses slot k: each slot is handed to one thread.
        nonisolated(unsafe) let handed = slots
        DispatchQueue.concurrentPerform(iterations: workers) { number in
            let slot: any RecognitionSlot = number < handed.count ? handed[number] : InProcessSlot(setup: setup)
            defer { slot.close() }
            drive(slot)
        }
        scored.wait()
        let final = state.withLock { $0 }
        if let fatal = final.fatal { throw fatal }
        return (final.results, final.health, cache == nil ? nil : final.cacheUse)
    }

    /// Feeds one slot until the work runs out, an interrupt comes or a fatal error stops
    /// the run. The slot's pipeline stays full: the next image waits in the worker's
    /// input while the last answer travels back and is handed to the scorer.
    private func drive(_ slot: any RecognitionSlot) {
        // Sent to the slot and not yet answered, oldest first, with their cache keys.
        var unanswered: [(index: Int, cacheKey: String?)] = []
        while !monitor.isInterrupted {
            filling: while unanswered.count < slot.depth, !monitor.isInterrupted,
                           let index = state.withLock({ $0.take(count: plan.work.count) }) {
                switch send(index, to: slot, inFlight: unanswered.count) {
                case .sent(let cacheKey): unanswered.append((index, cacheKey))
                case .answered: continue
                case .answeredReceiveNow: break filling
                case .fatal(let error): return fail(error)
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
                return fail(.harness(report.message ?? "backend unavailable"))
            }
            let pair = plan.work[index]
            finish(pair, selection.samples[pair.sample], report, cacheKey: cacheKey)
        }
    }

    /// What sending one pair came to.
    private enum Sent {
        /// The request is in the slot, with the cache key to store its answer under.
        case sent(cacheKey: String?)
        /// Answered without the slot (a cache hit, an unreadable image path): send the next.
        case answered
        /// Answered by the cache while a request is in flight: receive that one first (it
        /// is timed from when it is received).
        case answeredReceiveNow
        case fatal(RunnerError)
    }

    /// The level PAGE-XML output is read at, as the truth: region, or nil for line.
    private var textEquivLevel: TextEquivLevel? {
        selection.corpus.settings.effectiveTextEquivLevel == .region ? .region : nil
    }

    /// Sends work item `index` to `slot`, or answers it from the cache or with the reason
    /// its image cannot be read.
    private func send(_ index: Int, to slot: any RecognitionSlot, inFlight: Int) -> Sent {
        let pair = plan.work[index]
        let sample = selection.samples[pair.sample]
        let profile = options.profiles[pair.profile]
        let languages = SampleLanguages(profile: profile, sidecar: sample.sidecar.languages)
        do {
            let path = try selection.corpus.imageURL(of: sample).path
            var cacheKey: String?
            if let cache {
                let key = RecognitionCache.key(imageSHA256: try imageDigests.digest(of: sample, in: selection.corpus), profile: languages.profile, backend: identities[pair.profile],
                                               maxPixels: options.maxPixels, textEquivLevel: textEquivLevel, page: sample.page)
                cacheKey = key
                switch cache.load(key) {
                // A result cached before barcodes were asked for was never scanned: run it again.
                case .hit(let hit) where hit.barcodes != nil || !sample.wantsBarcodes:
                    finish(pair, sample, hit, fromCache: true)
                    return inFlight == 0 ? .answered : .answeredReceiveNow
                case .unverified:
                    state.withLock { $0.cacheUse.unverified += 1 }
                case .hit, .absent:
                    break
                }
            }
            try slot.send(WorkerRequest(index: index, profile: pair.profile, path: path, suite: sample.suite, id: sample.id,
                                        languages: languages.fromSidecar, barcodes: sample.wantsBarcodes ? true : nil,
                                        textEquivLevel: textEquivLevel, page: sample.page))
            return .sent(cacheKey: cacheKey)
        } catch let error as CorpusError {
            finish(pair, sample, RecognitionReport(outcome: .unreadable, message: error.description))
            return .answered
        } catch let error as RunnerError {
            return .fatal(error)
        } catch {
            finish(pair, sample, RecognitionReport(outcome: .error, message: "\(error)"))
            return .answered
        }
    }

    /// Records a fatal error and stops every worker (unless an interrupt already did).
    private func fail(_ error: RunnerError) {
        state.withLock { $0.fatal = $0.fatal ?? error }
        if !monitor.isInterrupted { registry.killAll() }
    }

    /// Hands a recognition to the scorer: cached and recorded as asked, scored, journaled
    /// (held in memory too while the held results stay small), counted. `fromCache`: the
    /// report is a verified cache entry, and the result says so.
    private func finish(_ pair: RunPlan.Pair, _ sample: Sample, _ report: RecognitionReport, cacheKey: String? = nil,
                        fromCache: Bool = false) {
        let profile = options.profiles[pair.profile]
        let slot = plan.slot(of: pair)
        waiting.wait()
        scoring.async(group: scored) { [self] in
            defer { waiting.signal() }
            if let cache, let cacheKey { cache.store(report, for: cacheKey) }   // without its preview
            if let recorder {
                do throws(RunnerError) {
                    try recorder.record(report, suite: sample.suite, id: sample.id, profile: profile.name)
                } catch {
                    return fail(error)
                }
            }
            // Nil: an interrupt stopped the scoring; the sample stays unfinished.
            guard var result = evaluator.score(sample, profile: profile, report: report) else { return }
            result.fromCache = fromCache
            if let previews, let location = report.preview { previews.add(result, at: location) }
            // A result the journal cannot take stops the run at once: going on would lose
            // results to the next crash without anyone knowing.
            let span: RunJournal.Span
            do throws(RunnerError) { span = try journal.append(result, truthFingerprint: sample.truthFingerprint) } catch {
                return fail(error)
            }
            state.withLock { state in
                var entry = StoredResult.memory(result)
                if !state.held.admit(span.length) { entry = .journal(span) }
                state.results[slot] = entry
                if fromCache { state.cacheUse.results += 1 }
                state.health[result.profile, default: ProfileHealth()].add(report, of: result)
            }
            progress.finished(result)
        }
    }
}
