/// Character error rate: Levenshtein edits over extended grapheme clusters (Swift
/// `Character`s), divided by the reference length.
///
/// The texts should already be normalized (see `NormalizationProfile`). A line break
/// ("\n") counts as one character. With an empty reference the counts still hold the
/// insertions, and `EditCounts.rate` gives 0 (both empty) or 1, never infinity.
public enum CharacterErrorRate {
    /// Grapheme-level edit counts turning `reference` into `hypothesis`; throws
    /// `.outOfBudget` when `ScoringBudget.current` runs out first.
    public static func counts(reference: String, hypothesis: String) throws(EditDistanceStop) -> EditCounts {
        var ids = GraphemeIDs()
        return try EditDistance.counts(reference: ids.ids(of: reference), hypothesis: ids.ids(of: hypothesis))
    }

    /// Bounds on the character edits in linear time, for when the exact count is out of
    /// reach (`ScoringBudget`): at least the multiset bound (the longer length minus the
    /// graphemes both texts share), at most the better straight path (pairs from the start
    /// or from the end, the surplus deleted or inserted).
    public static func editBounds(reference: String, hypothesis: String) -> ClosedRange<Int> {
        var ids = GraphemeIDs()
        let ref = ids.ids(of: reference), hyp = ids.ids(of: hypothesis)
        return ref.withUnsafeBufferPointer { r in
            hyp.withUnsafeBufferPointer { h in
                EditDistanceBounds.lowerBound(r, h)...EditDistanceBounds.straightPath(r, h).edits
            }
        }
    }
}
