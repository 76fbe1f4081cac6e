import Corpus
import Foundation
import Scoring

/// The work of a run: which (profile, sample) pairs to recognize, which journal results
/// to score again (their truth or sidecar changed since), and each image's path, the
/// largest images first so that no core idles long at the end.
struct RunPlan: Sendable {
    /// One (profile, sample) pair by position in the run's profiles and selected samples.
    /// Eight bytes: a plan holds one for every sample of every profile.
    struct Pair: Sendable, Equatable {
        private let profileIndex: Int32
        private let sampleIndex: Int32

        init(profile: Int, sample: Int) {
            profileIndex = Int32(profile)
            sampleIndex = Int32(sample)
        }

        var profile: Int { Int(profileIndex) }
        var sample: Int { Int(sampleIndex) }
    }

    /// Pairs to recognize, largest image first.
    var work: [Pair]
    /// Journal results scored against a truth edited since, with the recognition they
    /// hold: scored again without OCR.
    var rescore: [(pair: Pair, report: RecognitionReport)]
    /// Journal keys of results not to be reused (their truth changed).
    var stale: Set<String>

    /// The plan for `profiles` over `selection`, given the results already in the journal
    /// (`previous`, read back through `reader`).
    init(profiles: [Profile], selection: RunSelection, previous: [String: RunJournal.Entry], reader: JournalReader) {
        let samples = selection.samples
        var work: [Pair] = []
        var rescore: [(pair: Pair, report: RecognitionReport)] = []
        var stale = Set<String>()
        for p in profiles.indices {
            for s in samples.indices {
                let key = RunJournal.key(profile: profiles[p].name, suite: samples[s].suite, id: samples[s].id)
                guard let entry = previous[key] else { work.append(Pair(profile: p, sample: s)); continue }
                if entry.truthFingerprint == samples[s].truthFingerprint { continue }
                stale.insert(key)
                // A recognition made before the sample had a barcode field was never
                // scanned for barcodes: recognize it again rather than score it without.
                if let old = reader.result(at: entry.span), let report = RecognitionReport(recorded: old),
                   report.barcodes != nil || !samples[s].wantsBarcodes {
                    rescore.append((Pair(profile: p, sample: s), report))
                } else {
                    work.append(Pair(profile: p, sample: s))   // a failure then: recognize again
                }
            }
        }
        let corpus = selection.corpus
        // Largest images first (file size is a proxy for recognition time). Paths are
        // worked out again when an image is sent: nothing a sample is held for the run.
        let sizes = samples.map { sample in
            guard let url = try? corpus.imageURL(of: sample) else { return 0 }
            var status = stat()
            return stat(url.path, &status) == 0 ? Int(status.st_size) : 0
        }
        work.sort { sizes[$0.sample] != sizes[$1.sample] ? sizes[$0.sample] > sizes[$1.sample]
                                                         : ($0.profile, $0.sample) < ($1.profile, $1.sample) }
        self.work = work
        self.rescore = rescore
        self.stale = stale
        sampleCount = samples.count
    }

    /// How many samples are selected: pairs are numbered profile by profile.
    let sampleCount: Int

    /// Where a pair's result is kept in a run's list of results: profile by profile, each
    /// in corpus order.
    func slot(of pair: Pair) -> Int { pair.profile * sampleCount + pair.sample }

    /// How many results each profile will produce in this run, for the progress display.
    func totals(_ profiles: [Profile]) -> [(profile: String, count: Int)] {
        profiles.indices.map { p in
            (profiles[p].name, work.filter { $0.profile == p }.count + rescore.filter { $0.pair.profile == p }.count)
        }
    }
}
