/// Where a short text occurs, approximately, inside a longer one: for reports that show
/// a line found elsewhere than the alignment put it (a column read in another order).
public enum ClosestSubstring {
    /// The substring of `text` (as a range of `Character` offsets) with the fewest edits
    /// to `pattern`, and those edits; nil when `pattern` is empty or nothing in `text`
    /// beats deleting it all.
    public static func find(_ pattern: String, in text: String) -> (range: Range<Int>, edits: Int)? {
        var ids = TokenIDs<Character>()
        let patternIDs = ids.map(Array(pattern)), textIDs = ids.map(Array(text))
        guard let match = ApproximateMatch.best(of: patternIDs, in: textIDs), !match.range.isEmpty else { return nil }
        return (match.range, match.edits)
    }
}
