import Corpus
import Foundation

/// `ocrgauge corpus accept SAMPLE... | --suite S`: after a person has reviewed the truth
/// of drafted samples (`corpus add`) or the limits `corpus propose-limits` wrote, clears
/// their `"review"` mark, so that they count and are gated from the next run on.
///
/// Every named sample and suite must exist (else nothing is written); a sample without a
/// mark is listed, not changed. Each sidecar is read strictly and written back by
/// `Sidecar.json`, the one sidecar writer (its keys in the documented order), never
/// through a link.
public enum DraftAcceptance {
    /// One sidecar whose mark was cleared.
    public struct Accepted: Sendable, Equatable {
        /// "suite/id".
        public var sample: String
        /// The sidecar, relative to the corpus: "suite/id.json".
        public var sidecar: String
        /// The mark that was cleared: "draft" or "limits".
        public var mark: String
    }

    /// What `accept` did.
    public struct Outcome: Sendable, Equatable {
        /// The samples accepted, in corpus order.
        public var accepted: [Accepted] = []
        /// The selected samples that had no review mark (nothing to accept).
        public var unmarked: [String] = []
    }

    /// Clears the review mark of `samples` ("suite/id") and of every sample of `suites` in
    /// the corpus at `folder`.
    public static func accept(corpus folder: URL, samples names: [String], suites: [String]) throws(RunnerError) -> Outcome {
        guard !names.isEmpty || !suites.isEmpty else {
            throw RunnerError.configuration("corpus accept needs SAMPLE... (suite/id) or --suite NAME")
        }
        let corpus: Corpus
        do { corpus = try CorpusLoader.load(from: folder) } catch { throw RunnerError.file(error) }
        var known = Set<String>(), knownSuites = Set<String>()
        for sample in corpus.samples { known.insert(sample.name); knownSuites.insert(sample.suite) }
        if let missing = names.first(where: { !known.contains($0) }) {
            throw RunnerError.configuration("no sample '\(missing)' in \(folder.path) (name it as suite/id, as `corpus list` and the reports do)")
        }
        if let missing = suites.first(where: { !knownSuites.contains($0) }) {
            throw RunnerError.configuration("no suite '\(missing)' in \(folder.path)")
        }
        let wanted = Set(names), wantedSuites = Set(suites)
        var outcome = Outcome()
        var chosen: [Sample] = []
        for sample in corpus.samples where wanted.contains(sample.name) || wantedSuites.contains(sample.suite) {
            if sample.sidecar.review == nil { outcome.unmarked.append(sample.name) } else { chosen.append(sample) }
        }
        // Every sidecar is read and checked before the first is written.
        var rewritten: [(Sample, Sidecar, String)] = []
        for sample in chosen {
            let url = corpus.root.appendingPathComponent(sample.sidecarPath)
            guard !isLink(url) else {
                throw RunnerError.configuration("\(sample.sidecarPath) is a symbolic link: not changed (accept writes only files of the corpus)")
            }
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw RunnerError.harness("cannot read \(sample.sidecarPath)")
            }
            var sidecar: Sidecar
            do { sidecar = try SidecarParser.parse(data, file: sample.sidecarPath) } catch { throw RunnerError.file(error) }
            let mark = sidecar.review ?? ""
            sidecar.review = nil
            rewritten.append((sample, sidecar, mark))
        }
        for (sample, sidecar, mark) in rewritten {
            let url = corpus.root.appendingPathComponent(sample.sidecarPath)
            do { try Data(sidecar.json.utf8).write(to: url, options: .atomic) } catch {
                throw RunnerError.harness("cannot write \(sample.sidecarPath): \(error.localizedDescription)")
            }
            outcome.accepted.append(Accepted(sample: sample.name, sidecar: sample.sidecarPath, mark: mark))
        }
        return outcome
    }

    private static func isLink(_ url: URL) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil
    }
}
