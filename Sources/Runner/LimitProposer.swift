import Corpus
import Foundation
import Reports
import Scoring

/// `ocrgauge corpus propose-limits RUN.xml`: for every sample that run scored without a
/// criterion (truth, no maxCER, no field: "scored", never a pass), writes into its
/// sidecar a maxCER proposed from the CER that run read it at (`ProposedLimit`), marked
/// `"review": "limits"`. Drafts, known issues and samples with a criterion are left as
/// they are. A sidecar is rewritten with its keys sorted (its other keys kept).
public enum LimitProposer {
    /// One sidecar written.
    public struct Written: Sendable, Equatable {
        /// "suite/id.json".
        public var sidecar: String
        /// The proposal.
        public var proposal: ProposedLimit.Proposal
    }

    /// Proposes limits from `run` (its results of `profile`, or of its only profile)
    /// for the corpus in `folder`.
    public static func propose(run: RunRecord, profile: String?, corpus folder: URL) throws(RunnerError) -> [Written] {
        let corpus: Corpus
        do { corpus = try CorpusLoader.load(from: folder) } catch { throw RunnerError.file(error) }
        let profiles = Array(Set(run.results.map(\.profile))).sorted()
        guard let chosen = profile ?? (profiles.count == 1 ? profiles.first : nil) else {
            throw RunnerError.configuration("the run holds profiles \(profiles.joined(separator: ", ")): name one with --profile")
        }
        guard profiles.contains(chosen) else {
            throw RunnerError.configuration("the run holds no results of profile '\(chosen)' (it has \(profiles.joined(separator: ", ")))")
        }
        let results = Dictionary(run.results.filter { $0.profile == chosen }.map { ("\($0.suite)/\($0.id)", $0) },
                                 uniquingKeysWith: { first, _ in first })
        var written: [Written] = []
        for sample in corpus.samples {
            guard CorpusCheck.isUnguarded(sample), let result = results[sample.name], result.outcome == .text,
                  result.characters.referenceLength > 0 else { continue }
            let observed = result.characters.rate
            let proposal = ProposedLimit.proposal(observed: observed)
            try write(proposal, profile: chosen, sample: sample, corpus: corpus.root)
            written.append(Written(sidecar: sample.sidecarPath, proposal: proposal))
        }
        return written
    }

    private static func write(_ proposal: ProposedLimit.Proposal, profile: String, sample: Sample, corpus: URL) throws(RunnerError) {
        let url = corpus.appendingPathComponent(sample.sidecarPath)
        var sidecar: [String: Any] = [:]
        if let data = FileManager.default.contents(atPath: url.path) {
            guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                throw RunnerError.configuration("\(sample.sidecarPath): not a JSON object; not changed")
            }
            sidecar = object
        }
        sidecar["maxCER"] = proposal.maxCER
        sidecar["review"] = "limits"
        sidecar["notes"] = ((sidecar["notes"] as? String).map { $0 + " " } ?? "") + ProposedLimit.note(proposal, profile: profile)
        do {
            let json = try JSONSerialization.data(withJSONObject: sidecar, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            try (json + Data("\n".utf8)).write(to: url, options: .atomic)
        } catch {
            throw RunnerError.harness("cannot write \(sample.sidecarPath): \(error.localizedDescription)")
        }
    }
}
