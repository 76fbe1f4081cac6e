/// Word error rate: Levenshtein edits over words (see `WordSegmentation`), divided by
/// the number of reference words. Punctuation-only segments are not words, so
/// "Dies. ist ein Beispielsatz!" against "Dies ist ein Beispielsatz." has WER 0.
public enum WordErrorRate {
    /// Word-level edit counts turning `reference` into `hypothesis`.
    public static func counts(reference: String, hypothesis: String) -> EditCounts {
        var ids = WordIDs()
        return EditDistance.counts(reference: ids.ids(of: reference), hypothesis: ids.ids(of: hypothesis))
    }
}
