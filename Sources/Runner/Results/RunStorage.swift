import Corpus
import Foundation
import Reports
import Scoring

/// Where a run keeps its results: the output folder, held by one run at a time
/// (`OutputLock`), its journal (every result as it is finished) and what the journal
/// already held (`--resume`). The reports read the results back from here.
final class RunStorage: Sendable {
    let lock: OutputLock
    let journal: RunJournal
    /// Results already in the journal, by journal key (empty unless resuming).
    let previous: [String: RunJournal.Entry]

    /// Takes the output folder of `options` and opens (or, resuming, continues) its
    /// journal for a run described by `header`.
    init(_ options: RunOptions, header: RunJournal.Header) throws(RunnerError) {
        lock = try OutputLock(folder: options.output) { message in
            StandardStream.error.write(TerminalText.safe(message) + "\n")
        }
        do {
            previous = options.resume ? try RunJournal.load(folder: options.output, expecting: header) : [:]
            journal = try RunJournal(folder: options.output, header: header, resume: options.resume)
        } catch {
            lock.release()
            throw error
        }
    }

    /// Closes the journal and releases the folder.
    func close() {
        journal.close()
        lock.release()
    }

    /// Every (profile, sample) result in canonical order (profile, then corpus order):
    /// this run's fresh ones (by pair, `RunPlan.slot(of:)`), else those the journal held
    /// (but stale ones), read back on access. `missing` when some pair has none (an
    /// interrupted run).
    func results(profiles: [Profile], samples: SampleList, fresh: [StoredResult?],
                 stale: Set<String>) -> (results: ResultList, missing: Bool) {
        var entries: [StoredResult] = []
        entries.reserveCapacity(fresh.count)
        var missing = false
        for (p, profile) in profiles.enumerated() {
            for s in samples.indices {
                if let entry = fresh[p * samples.count + s] { entries.append(entry); continue }
                // Keyed by name only when resuming: a fresh run needs no key (nor the sample read back).
                guard !previous.isEmpty else { missing = true; continue }
                let sample = samples[s]
                let key = RunJournal.key(profile: profile.name, suite: sample.suite, id: sample.id)
                if !stale.contains(key), let kept = previous[key] { entries.append(.journal(kept.span)) } else { missing = true }
            }
        }
        let results = StoredResult.list(entries, reader: journal.reader,
                                        unreadable: "\(journal.url.path) was changed during the run: this result could not be read back")
        return (results, missing)
    }
}
