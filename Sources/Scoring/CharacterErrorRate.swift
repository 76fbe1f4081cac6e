/// Character error rate: Levenshtein edits over extended grapheme clusters (Swift
/// `Character`s), divided by the reference length.
///
/// The texts should already be normalized (see `NormalizationProfile`). A line break
/// ("\n") counts as one character. With an empty reference the counts still hold the
/// insertions, and `EditCounts.rate` gives 0 (both empty) or 1, never infinity.
public enum CharacterErrorRate {
    /// Grapheme-level edit counts turning `reference` into `hypothesis`.
    public static func counts(reference: String, hypothesis: String) -> EditCounts {
        var ids = GraphemeIDs()
        return EditDistance.counts(reference: ids.ids(of: reference), hypothesis: ids.ids(of: hypothesis))
    }
}
