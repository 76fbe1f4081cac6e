/// Word error rate: Levenshtein edits over words (see `WordSegmentation`), divided by
/// the number of reference words. Punctuation-only segments are not words, so
/// "Dies. ist ein Beispielsatz!" against "Dies ist ein Beispielsatz." has WER 0.
public enum WordErrorRate {
    /// Word-level edit counts turning `reference` into `hypothesis`; throws `.outOfBudget`
    /// when `ScoringBudget.current` runs out first.
    public static func counts(reference: String, hypothesis: String) throws(EditDistanceStop) -> EditCounts {
        let words = wordIDs(reference: reference, hypothesis: hypothesis)
        return try EditDistance.counts(reference: words.reference, hypothesis: words.hypothesis)
    }

    /// The ids of both texts' words (`WordIDs`, one table for both), as the WER compares
    /// them; the scorer counts the bag of words from the same ids.
    static func wordIDs(reference: String, hypothesis: String) -> (reference: [Int], hypothesis: [Int]) {
        var ids = WordIDs()
        let referenceIDs = ids.ids(of: reference)
        return (referenceIDs, ids.ids(of: hypothesis))
    }
}
