/// The unit-cost Levenshtein distance (edits only, no tie-breaking) by Myers' bit-parallel
/// algorithm in Hyyrö's block formulation: the reference runs down 64-bit words of
/// vertical differences, one column per hypothesis token, O(n·m/64) word operations.
///
/// Ukkonen's band limits the blocks computed per column to the diagonals that a path of
/// at most `threshold` edits can touch (|k| + |δ − k| ≤ threshold, δ = m − n); the band
/// starts small and doubles, and jumps straight to the whole matrix once it would cover a
/// quarter of it. Values computed with a band are upper bounds, exact when they do not
/// exceed the threshold, so a result within the threshold is the distance.
///
/// Memory: the block state plus the match masks of the reference (dense per distinct
/// reference token when that stays linear in the input, else sorted per block).
enum BitParallelEditDistance {
    /// The minimal number of edits turning `reference` into `hypothesis` (dense ids ≥ 0).
    static func distance(_ reference: ArraySlice<Int>, _ hypothesis: ArraySlice<Int>) -> Int {
        let n = reference.count, m = hypothesis.count
        if n == 0 || m == 0 { return n + m }
        let blockCount = (n + 63) / 64
        let dense = DenseMatchMasks(reference, hypothesis, limit: 4 * (n + m) + 65536)
        let sparse = dense == nil ? SparseMatchMasks(reference, hypothesis) : nil
        let whole = n + m
        var threshold = max(abs(m - n), 128)
        let budget = ScoringBudget.current
        if budget.hasDeadline && n * m / 64 > 100_000_000 {
            // The result needs a pass whose threshold is at least the distance, so at
            // least the multiset lower bound: when that pass alone cannot fit the time
            // left, the budget ends now instead of after the wait.
            let bound = reference.withContiguousStorageIfAvailable { r in
                hypothesis.withContiguousStorageIfAvailable { h in EditDistanceBounds.lowerBound(r, h) }
            } ?? nil
            if let bound, budget.cannotAfford(blockSteps: Double(leastBlockSteps(rows: n, columns: m, lowerBound: bound))) {
                return whole
            }
        }
        while true {
            if budget.isExhausted { return whole }   // an upper bound; the scorer discards it
            threshold = nextThreshold(threshold, rows: n, columns: m)
            let result = dense.map { banded($0, rows: n, blockCount: blockCount, columns: m, threshold: threshold) }
                ?? banded(sparse!, rows: n, blockCount: blockCount, columns: m, threshold: threshold)
            if result <= threshold || threshold >= whole { return result }
            threshold *= 2
        }
    }

    /// The threshold of each pass in turn: doubling from the larger of |m − n| and 128,
    /// the whole matrix once the band would cover a quarter of it.
    private static func nextThreshold(_ threshold: Int, rows n: Int, columns m: Int) -> Int {
        4 * (threshold - abs(m - n)) >= n ? n + m : threshold
    }

    /// The diagonals (k = column − row) a pass with `threshold` covers.
    private static func diagonals(rows n: Int, columns m: Int, threshold: Int) -> (low: Int, high: Int) {
        let delta = m - n
        let spread = (threshold - abs(delta)) / 2
        return (min(0, delta) - spread, max(0, delta) + spread)
    }

    /// The block steps of the first pass in `distance`'s sequence whose threshold is at
    /// least `lowerBound` (a lower bound on the distance): no result comes sooner, as a
    /// pass's result is only kept when it is within its threshold, and later passes only
    /// cover more.
    static func leastBlockSteps(rows n: Int, columns m: Int, lowerBound: Int) -> Int {
        var threshold = max(abs(m - n), 128)
        while true {
            threshold = nextThreshold(threshold, rows: n, columns: m)
            if threshold >= lowerBound || threshold >= n + m { break }
            threshold *= 2
        }
        let blockCount = (n + 63) / 64
        let (low, high) = diagonals(rows: n, columns: m, threshold: threshold)
        // Column j's rows j − high ... j − low (rows 1...n), in blocks.
        var steps = 0, first = 0
        for column in 1...m {
            first = max(first, min(blockCount - 1, max(0, (column - high - 1) / 64)))
            let last = min(blockCount - 1, max(0, (column - low - 1) / 64))
            steps += max(0, last - first + 1)
        }
        return steps
    }

    /// One banded pass; an upper bound on the distance, exact when ≤ `threshold`.
    private static func banded<Masks: MatchMasks>(_ masks: Masks, rows n: Int, blockCount: Int, columns m: Int,
                                                  threshold: Int) -> Int {
        let (lowDiagonal, highDiagonal) = diagonals(rows: n, columns: m, threshold: threshold)
        let lastBit = UInt64(1) << UInt64((n - 1) % 64)
        let budget = ScoringBudget.current
        var positive = [UInt64](repeating: ~0, count: blockCount)
        var negative = [UInt64](repeating: 0, count: blockCount)
        // Value at each block's last row in the current column.
        var score = [Int](repeating: 0, count: blockCount)
        // Rows of column j in the band: j − highDiagonal ... j − lowDiagonal (rows 1...n).
        func lastBlock(_ column: Int) -> Int { min(blockCount - 1, max(0, (column - lowDiagonal - 1) / 64)) }
        func firstBlock(_ column: Int) -> Int { min(blockCount - 1, max(0, (column - highDiagonal - 1) / 64)) }
        var first = 0
        var last = lastBlock(0)
        for b in 0...last { score[b] = min(64 * (b + 1), n) }
        return positive.withUnsafeMutableBufferPointer { positive in
            negative.withUnsafeMutableBufferPointer { negative in
                score.withUnsafeMutableBufferPointer { score in
                        for j in 0..<m {
                            if j & 255 == 0 && budget.isExhausted { return Int.max / 4 }
                            let wanted = lastBlock(j + 1)
                            while last < wanted {
                                last += 1
                                positive[last] = ~0
                                negative[last] = 0
                                score[last] = score[last - 1] + min(64, n - 64 * last)
                            }
                            first = max(first, firstBlock(j + 1))
                            var hin = 1
                            for b in first...last {
                                var pv = positive[b], mv = negative[b]
                                var equal = masks.mask(column: j, block: b)
                                let xv = equal | mv
                                if hin < 0 { equal |= 1 }
                                let xh = (((equal & pv) &+ pv) ^ pv) | equal
                                var ph = mv | ~(xh | pv)
                                var mh = pv & xh
                                let high: UInt64 = b == blockCount - 1 ? lastBit : 1 << 63
                                let hout = (ph & high != 0 ? 1 : 0) - (mh & high != 0 ? 1 : 0)
                                ph <<= 1
                                mh <<= 1
                                if hin < 0 { mh |= 1 } else if hin > 0 { ph |= 1 }
                                pv = mh | ~(xv | ph)
                                mv = ph & xv
                                positive[b] = pv
                                negative[b] = mv
                                score[b] += hout
                                hin = hout
                            }
                        }
                        return last == blockCount - 1 ? score[last] : Int.max / 4
                }
            }
        }
    }
}
