import Backends
import Corpus
import Foundation
import Reports
import Scoring

/// `run --repeat N`: after the run, every (profile, sample) pair is recognized N − 1
/// more times, each pass in a fresh order over the workers (shuffled with the pass's own
/// seed), without the cache (which would answer with the first recognition) and without
/// `--record`. Each pass keeps its results in a journal of its own in a temporary folder,
/// removed afterwards; the run's results are the first pass's, each carrying its
/// `RepeatSpread` (lowest and highest CER, how many different texts).
enum RepeatPasses {
    /// The spread of every pair of the run, by journal key; empty with fewer than 2 repeats.
    static func spreads(_ options: RunOptions, selection: RunSelection, identities: [BackendIdentity],
                        first: ResultList, monitor: InterruptMonitor, stop: ScoringStop, registry: WorkerRegistry,
                        slots: [ProcessSlot]) throws(RunnerError) -> [String: RepeatSpread] {
        guard options.repeats > 1 else { return [:] }
        var cers: [String: [Double]] = [:]
        var texts: [String: [String]] = [:]
        for result in first {
            let key = RunJournal.key(profile: result.profile, suite: result.suite, id: result.id)
            cers[key] = [result.cer]
            texts[key] = [result.hypothesis]
        }
        for pass in 2...options.repeats {
            if monitor.isInterrupted { break }
            if options.progress != .none {
                StandardStream.error.write("repeat \(pass)/\(options.repeats): every sample again, in another order\n")
            }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-repeat-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            var passOptions = options
            passOptions.output = folder
            passOptions.cache = nil
            passOptions.record = nil
            passOptions.resume = false
            let storage = try RunStorage(passOptions, header: EvaluationRunner.header(passOptions, selection))
            defer { storage.close() }
            var plan = RunPlan(profiles: options.profiles, selection: selection, previous: [:], reader: storage.journal.reader)
            plan.work = shuffled(plan.work, seed: UInt64(pass))
            let progress = ProgressReporter(style: .none, totals: plan.totals(options.profiles))
            let scheduler = RecognitionScheduler(options: passOptions, selection: selection, plan: plan, identities: identities,
                                                 journal: storage.journal, progress: progress, monitor: monitor, stop: stop,
                                                 registry: registry)
            let (fresh, _, _) = try scheduler.run(slots: slots)
            let (results, _) = storage.results(profiles: options.profiles, samples: selection.samples, fresh: fresh, stale: [])
            for result in results {
                let key = RunJournal.key(profile: result.profile, suite: result.suite, id: result.id)
                guard cers[key] != nil else { continue }
                cers[key]!.append(result.cer)
                texts[key]!.append(result.hypothesis)
            }
        }
        var spreads: [String: RepeatSpread] = [:]
        for (key, values) in cers { spreads[key] = RepeatSpread(cers: values, texts: texts[key] ?? []) }
        return spreads
    }

    /// The run's results, each with its spread (read on access: results stay where they are).
    static func attach(_ spreads: [String: RepeatSpread], to results: ResultList) -> ResultList {
        guard !spreads.isEmpty else { return results }
        return ResultList(count: results.count) { index in
            var result = results[index]
            result.repeats = spreads[RunJournal.key(profile: result.profile, suite: result.suite, id: result.id)]
            return result
        }
    }

    /// `work` in a pseudo-random order fixed by `seed`.
    static func shuffled<Element>(_ work: [Element], seed: UInt64) -> [Element] {
        var generator = SplitMix64(seed: seed)
        return work.shuffled(using: &generator)
    }
}
