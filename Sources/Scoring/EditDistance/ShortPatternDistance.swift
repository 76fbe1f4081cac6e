/// The unit-cost edit distance between one short pattern (at most 64 tokens) and many
/// texts, by Myers' bit-parallel algorithm in one machine word: O(text length) word
/// operations per text once the pattern's match masks are built. Used to skip the
/// windows of a line whose distance alone rules them out before their edit counts
/// (with tie-breaking) are computed cell by cell.
struct ShortPatternDistance {
    private let masks: [Int: UInt64]
    private let length: Int

    /// nil when the pattern is empty or longer than 64 tokens.
    init?(pattern: ArraySlice<Int>) {
        guard !pattern.isEmpty, pattern.count <= 64 else { return nil }
        var masks: [Int: UInt64] = [:]
        for (bit, token) in pattern.enumerated() { masks[token, default: 0] |= UInt64(1) << UInt64(bit) }
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
        for token in text {
            let equal = masks[token] ?? 0
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
}
