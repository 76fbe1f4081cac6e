import Scoring

/// A finished result: where its line is in a journal or spool, or the result itself
/// (the first ones of a run, held in memory within `HeldResultBudget`).
enum StoredResult: Sendable {
    case journal(RunJournal.Span)
    indirect case memory(SampleResult)   // boxed: the common case stays two words

    /// The results in `entries`' order, read back by `reader` on access; a line that
    /// cannot be read back becomes an error result with the `unreadable` message.
    static func list(_ entries: [StoredResult], reader: JournalReader, unreadable: String) -> ResultList {
        ResultList(count: entries.count) { index in
            switch entries[index] {
            case .memory(let result):
                return result
            case .journal(let span):
                if let result = reader.result(at: span) { return result }
                return SampleResult(suite: "?", id: "line at byte \(span.offset)", profile: "?", image: "",
                                    expected: .text, outcome: .error, message: unreadable,
                                    passed: false, reference: "", hypothesis: "",
                                    characters: EditCounts(), words: EditCounts())
            }
        }
    }
}
