import Corpus
import Foundation

/// `ocrgauge corpus list`: suites with their sample counts, expected outcomes, drafts,
/// known issues and tags.
public enum CorpusListing {
    /// A table of the corpus's suites, in corpus order, with their counts and tags.
    public static func render(_ corpus: Corpus) -> String {
        var lines = ["suite            samples  text  empty  unreadable  drafts  known-issues  tags"]
        var suites: [String] = []
        for sample in corpus.samples where !suites.contains(sample.suite) { suites.append(sample.suite) }
        for suite in suites {
            let samples = corpus.samples.filter { $0.suite == suite }
            var tags: [String: Int] = [:]
            for tag in samples.flatMap(\.sidecar.tags) { tags[tag, default: 0] += 1 }
            let tagText = tags.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
                .prefix(8).map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            let row = [suite.padding(toLength: 16, withPad: " ", startingAt: 0),
                       pad(samples.count, 7), pad(samples.filter { $0.expected == .text }.count, 5),
                       pad(samples.filter { $0.expected == .empty }.count, 6),
                       pad(samples.filter { $0.expected == .unreadable }.count, 11),
                       pad(samples.filter { $0.sidecar.review == "draft" }.count, 7),
                       pad(samples.filter { $0.sidecar.status == "known-issue" }.count, 13)]
            lines.append(row.joined(separator: " ") + "  " + tagText)
        }
        lines.append("total            \(pad(corpus.samples.count, 7))")
        return lines.joined(separator: "\n")
    }

    private static func pad(_ number: Int, _ width: Int) -> String {
        let text = String(number)
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
