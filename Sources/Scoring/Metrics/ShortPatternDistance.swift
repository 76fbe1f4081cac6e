/// The unit-cost edit distance between one short pattern (at most 64 tokens) and many
/// texts, by Myers' bit-parallel algorithm in one machine word: O(text length) word
/// operations per text once the pattern's match masks are built. Used to skip the
/// windows of a line whose distance alone rules them out before their edit counts
/// (with tie-breaking) are computed cell by cell.
///
/// Token ids are small non-negative integers (`TokenIDs` numbers them from 0), so the
/// match masks are an array indexed by id, not a dictionary: a lookup per text token.
struct ShortPatternDistance {
    private let masks: [UInt64]
    private let length: Int

    /// nil when the pattern is empty, longer than 64 tokens, or holds a negative id.
    init?(pattern: ArraySlice<Int>) {
        guard !pattern.isEmpty, pattern.count <= 64, let smallest = pattern.min(), smallest >= 0 else { return nil }
        var masks = [UInt64](repeating: 0, count: pattern.max()! + 1)
        for (bit, token) in pattern.enumerated() { masks[token] |= UInt64(1) << UInt64(bit) }
        self.masks = masks
        length = pattern.count
    }

    /// The minimal number of insertions, deletions and substitutions turning the pattern
    /// into `text`.
    func distance(to text: ArraySlice<Int>) -> Int {
        let last = UInt64(1) << UInt64(length - 1)
        var positive = length == 64 ? ~UInt64(0) : (UInt64(1) << UInt64(length)) &- 1
        var negative: UInt64 = 0
        var score = length
        let alphabet = masks.count
        for token in text {
            let equal = token >= 0 && token < alphabet ? masks[token] : 0
            let x = equal | negative
            let diagonal = (((equal & positive) &+ positive) ^ positive) | x
            var horizontalPositive = negative | ~(diagonal | positive)
            var horizontalNegative = positive & diagonal
            if horizontalPositive & last != 0 { score += 1 }
            if horizontalNegative & last != 0 { score -= 1 }
            horizontalPositive = (horizontalPositive &<< 1) | 1
            horizontalNegative = horizontalNegative &<< 1
            positive = horizontalNegative | ~(diagonal | horizontalPositive)
            negative = horizontalPositive & diagonal
        }
        return score
    }

    /// The length of the longest common subsequence of the pattern and `text`, by the
    /// bit-vector algorithm of Allison and Dix (Hyyrö's form): four word operations per
    /// text token. For texts as long as the pattern, 2 · (length − LCS) is the fewest
    /// insertions plus deletions, a lower bound on any alignment's D + I + 2·S.
    func longestCommonSubsequence(with text: ArraySlice<Int>) -> Int {
        let all = length == 64 ? ~UInt64(0) : (UInt64(1) << UInt64(length)) &- 1
        var unmatched = all
        let alphabet = masks.count
        for token in text {
            let equal = token >= 0 && token < alphabet ? masks[token] : 0
            let matched = unmatched & equal
            unmatched = ((unmatched &+ matched) | (unmatched & ~equal)) & all
        }
        return length - unmatched.nonzeroBitCount
    }
}
