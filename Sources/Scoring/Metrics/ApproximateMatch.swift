/// Approximate substring search (Sellers' algorithm): the substring of a text with the
/// fewest Levenshtein edits to a pattern, in O(pattern · text) time and O(pattern) memory.
struct ApproximateMatch: Equatable {
    /// Edits between the pattern and `range` of the text.
    var edits: Int
    /// The matched span of the text, in token positions.
    var range: Range<Int>

    /// The best match of `pattern` in `text`: fewest edits, then the length closest to
    /// the pattern's, then the earliest end. Nil when the pattern is empty. The range
    /// is empty when nothing in the text is closer than deleting the whole pattern.
    static func best(of pattern: [Int], in text: [Int]) -> ApproximateMatch? {
        if pattern.isEmpty { return nil }
        let rows = pattern.count
        // Column j of the DP: cost[i] = fewest edits between pattern[..<i] and some text
        // span ending at j, start[i] = where that span starts.
        var cost = Array(0...rows)
        var start = [Int](repeating: 0, count: rows + 1)
        var best = ApproximateMatch(edits: rows, range: 0..<0)
        let budget = ScoringBudget.current
        for j in 0..<text.count {
            if j & 1023 == 0 && budget.isExhausted { break }
            var diagonalCost = cost[0], diagonalStart = start[0]
            cost[0] = 0
            start[0] = j + 1
            let token = text[j]
            for i in 1...rows {
                let leftCost = cost[i], leftStart = start[i]
                var newCost = diagonalCost + (pattern[i - 1] == token ? 0 : 1)
                var newStart = diagonalStart
                if leftCost + 1 < newCost { newCost = leftCost + 1; newStart = leftStart }
                if cost[i - 1] + 1 < newCost { newCost = cost[i - 1] + 1; newStart = start[i - 1] }
                diagonalCost = leftCost
                diagonalStart = leftStart
                cost[i] = newCost
                start[i] = newStart
            }
            let candidate = ApproximateMatch(edits: cost[rows], range: start[rows]..<(j + 1))
            if candidate.edits < best.edits
                || candidate.edits == best.edits
                && abs(candidate.range.count - rows) < abs(best.range.count - rows) {
                best = candidate
                if best.edits == 0 { break }
            }
        }
        return best
    }

    /// The first exact occurrence of `pattern` in `text` at or after `from`.
    static func firstExact(of pattern: [Int], in text: [Int], from: Int = 0) -> Range<Int>? {
        if pattern.isEmpty { return from..<from }
        guard text.count - from >= pattern.count else { return nil }
        var position = from
        while position <= text.count - pattern.count {
            if text[position] == pattern[0] {
                var k = 1
                while k < pattern.count && text[position + k] == pattern[k] { k += 1 }
                if k == pattern.count { return position..<(position + pattern.count) }
            }
            position += 1
        }
        return nil
    }
}
