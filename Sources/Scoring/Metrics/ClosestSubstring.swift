/// Where a short text occurs, approximately, inside longer ones: for reports that show a
/// line found elsewhere than the alignment put it (a column read in another order).
///
/// The texts' characters are numbered once, when the searcher is made; each search then
/// numbers only its pattern (a report looks for many reference lines in the same
/// recognized lines).
public struct ClosestSubstring {
    private var ids = TokenIDs<Character>()
    /// The texts, as character ids.
    private let texts: [[Int]]

    /// A searcher over `texts`.
    public init(in texts: [String]) {
        var ids = TokenIDs<Character>()
        self.texts = texts.map { ids.map(Array($0)) }
        self.ids = ids
    }

    /// The substring of text `index` (as a range of `Character` offsets) with the fewest
    /// edits to `pattern`, and those edits; nil when `pattern` is empty or nothing in the
    /// text beats deleting it all.
    public mutating func find(_ pattern: String, inText index: Int) -> (range: Range<Int>, edits: Int)? {
        find(ids.map(Array(pattern)), inText: index)
    }

    /// `find(_:inText:)` for a pattern already numbered (`patternIDs(_:)`).
    public func find(_ pattern: [Int], inText index: Int) -> (range: Range<Int>, edits: Int)? {
        guard let match = ApproximateMatch.best(of: pattern, in: texts[index]), !match.range.isEmpty else { return nil }
        return (match.range, match.edits)
    }

    /// `pattern`'s characters as ids shared with the texts.
    public mutating func patternIDs(_ pattern: String) -> [Int] { ids.map(Array(pattern)) }

    /// The closest substring of one `text` to `pattern` (`find(_:inText:)` on a searcher
    /// over that text alone).
    public static func find(_ pattern: String, in text: String) -> (range: Range<Int>, edits: Int)? {
        var searcher = ClosestSubstring(in: [text])
        return searcher.find(pattern, inText: 0)
    }
}
