/// The weighted dynamic programme of `EditDistance` restricted to a diagonal band
/// (Ukkonen's cut-off): only cells with |j − i| ≤ band are computed, in O(n · band) time
/// and O(m) memory.
///
/// Every alignment with e edits stays within e diagonals of the main one, so when the
/// result has at most `band` edits it is exact, tie-breaking included (all minimal
/// alignments lie inside the band). The extension below takes the band from a known
/// distance (Myers' bit-parallel one) instead of doubling, narrows it to the diagonals
/// a minimal path can touch and trims each row: what `EditDistance` and `Alignment` use
/// when the wavefront engine is not the cheaper one.
enum BandedEditDistance {
    /// A key larger than any real one, safe to add to another.
    static let infinity = Int.max / 4

    /// The last row (length hyp.count + 1) of the weighted DP of `EditDistance.lastRow`,
    /// computed only inside the band |j − i| ≤ `band`; cells outside are `infinity`.
    static func lastRow(_ ref: ArraySlice<Int>, _ hyp: ArraySlice<Int>, weight: Int, band: Int) -> [Int] {
        let n = ref.count, m = hyp.count
        if band >= max(n, m) { return EditDistance.lastRow(ref, hyp, weight: weight) }
        let budget = ScoringBudget.current
        var exhausted = false
        let substitution = weight, insertion = weight, deletion = weight + 1
        let width = 2 * band + 1
        // Slot d of a row holds column j = i + d − band.
        var previous = [Int](repeating: infinity, count: width + 2)
        var current = previous
        for d in band..<min(width, band + m + 1) { previous[d + 1] = (d - band) * insertion }
        ref.withContiguousStorageIfAvailable { refBuffer in
            hyp.withContiguousStorageIfAvailable { hypBuffer in
                previous.withUnsafeMutableBufferPointer { previousRow in
                    current.withUnsafeMutableBufferPointer { currentRow in
                        var above = previousRow, here = currentRow
                        for i in 1...max(1, n) where n > 0 {
                            if i & 63 == 0 && budget.isExhausted { exhausted = true; break }
                            let token = refBuffer[i - 1]
                            let low = max(0, band - i), high = min(width - 1, m - i + band)
                            if low > 0 { here[low] = infinity }
                            var left = infinity
                            if low <= high {
                                for d in low...high {
                                    let j = i + d - band
                                    var best: Int
                                    if j == 0 {
                                        best = above[d + 2] + deletion
                                    } else {
                                        best = above[d + 1] + (hypBuffer[j - 1] == token ? 0 : substitution)
                                        let down = above[d + 2] + deletion
                                        if down < best { best = down }
                                        let across = left + insertion
                                        if across < best { best = across }
                                    }
                                    here[d + 1] = best
                                    left = best
                                }
                            }
                            if high + 2 < here.count { here[high + 2] = infinity }
                            swap(&above, &here)
                        }
                        if n % 2 == 1 {
                            for d in 0..<previousRow.count { previousRow[d] = currentRow[d] }
                        }
                    }
                }
            }
        }
        if exhausted { return EditDistance.trivialRow(rows: n, columns: m, weight: weight) }
        var row = [Int](repeating: infinity, count: m + 1)
        for d in 0..<width {
            let j = n + d - band
            if j >= 0 && j <= m { row[j] = previous[d + 1] }
        }
        return row
    }
}

extension BandedEditDistance {
    /// The last row of the weighted programme restricted to the cells a path of at most
    /// `maxEdits` edits to the end cell (diagonal `finalDiagonal` = final j − i) can
    /// touch: the diagonals k with |k| + |finalDiagonal − k| ≤ maxEdits, further trimmed
    /// row by row at both ends where the computed edits plus |finalDiagonal − k| exceed
    /// `maxEdits`. Entries are exact for every cell on a path of at most `maxEdits` edits
    /// to the end cell (all its cells are computed, from exact neighbours), upper bounds
    /// or `infinity` elsewhere. Two rows of the hypothesis' length: linear memory.
    static func lastRow(_ ref: UnsafeBufferPointer<Int>, _ hyp: UnsafeBufferPointer<Int>, weight: Int,
                        maxEdits: Int, finalDiagonal delta: Int) -> [Int] {
        let n = ref.count, m = hyp.count
        let substitution = weight, insertion = weight, deletion = weight + 1
        let spread = (maxEdits - abs(delta)) / 2
        if spread < 0 { return [Int](repeating: infinity, count: m + 1) }
        let lowDiagonal = min(0, delta) - spread, highDiagonal = max(0, delta) + spread
        @inline(__always) func outOfReach(_ key: Int, _ k: Int) -> Bool {
            key / weight + abs(delta - k) > maxEdits
        }
        // Three rows of m + 2 keys (the last slot stays infinity past a row's end).
        var up = UnsafeMutablePointer<Int>.allocate(capacity: m + 2)
        var middle = UnsafeMutablePointer<Int>.allocate(capacity: m + 2)
        var down = UnsafeMutablePointer<Int>.allocate(capacity: m + 2)
        defer { for row in [up, middle, down] { row.deallocate() } }
        for row in [up, middle, down] { row.initialize(repeating: infinity, count: m + 2) }
        let h = hyp.baseAddress!
        // Row 0: j insertions, trimmed.
        var low = 0, high = min(m, highDiagonal)
        for j in low...high { up[j] = j * insertion }
        while low <= high && outOfReach(up[high], high) { up[high] = infinity; high -= 1 }
        /// Trims row `i` (in `row`, computed over low...high) at both ends where its keys
        /// are out of reach; cells left of the new low are marked infinity.
        @inline(__always) func trim(_ row: UnsafeMutablePointer<Int>, _ i: Int) {
            while low <= high && outOfReach(row[low], low - i) { low += 1 }
            while low <= high && outOfReach(row[high], high - i) { row[high] = infinity; high -= 1 }
            if low > 0 { row[low - 1] = infinity }
        }
        let budget = ScoringBudget.current
        var i = 1
        var sweeps = 0
        while i <= n && low <= high {
            sweeps += 1
            if sweeps & 31 == 0 && budget.isExhausted { return EditDistance.trivialRow(rows: n, columns: m, weight: weight) }
            // Row i (from `up` into `middle`) over lo1...hi1; row i + 1 (from `middle` into
            // `down`) over lo2...hi2, computed in the same sweep so that the two rows'
            // chains of dependencies overlap. lo2 is lo1 or lo1 + 1, hi2 is hi1 or hi1 + 1.
            let lo1 = max(low, i + lowDiagonal), hi1 = min(high + 1, i + highDiagonal, m)
            if lo1 > hi1 { low = lo1; high = lo1 - 1; break }
            let token1 = ref[i - 1]
            if lo1 > 0 { middle[lo1 - 1] = infinity }
            middle[hi1 + 1] = infinity
            var j = lo1
            var left = infinity
            if j == 0 {
                middle[0] = up[0] &+ deletion
                left = middle[0]
                j = 1
            }
            let lo2 = max(lo1, i + 1 + lowDiagonal), hi2 = min(hi1 + 1, i + 1 + highDiagonal, m)
            guard i < n && lo2 <= hi2 else {
                // The last row, or a single one: plain sweep.
                sweepOneRow(above: up, row: middle, hyp: h, from: j, through: hi1, token: token1, weight: weight, left: left)
                low = lo1
                high = hi1
                trim(middle, i)
                swap(&up, &middle)
                i += 1
                continue
            }
            // Row i up to column lo2 alone.
            left = sweepOneRow(above: up, row: middle, hyp: h, from: j, through: min(lo2, hi1), token: token1,
                               weight: weight, left: left)
            // Row i + 1 at its first column.
            let token2 = ref[i]
            if lo2 > 0 { down[lo2 - 1] = infinity }
            down[lo2] = lo2 == 0 ? middle[0] &+ deletion
                : min(middle[lo2 - 1] &+ (h[lo2 - 1] == token2 ? 0 : substitution), middle[lo2] &+ deletion)
            var left2 = down[lo2]
            // Both rows, column by column.
            if lo2 + 1 <= hi1 {
                left2 = sweepTwoRows(above: up, first: middle, second: down, hyp: h, columns: (lo2 + 1)...hi1,
                                     tokens: (token1, token2), weight: weight, left: (left, left2))
            }
            // Row i + 1 one column further (row i is infinity there).
            if hi2 > hi1 && hi2 > lo2 {
                down[hi2] = min(middle[hi2 - 1] &+ (h[hi2 - 1] == token2 ? 0 : substitution), left2 &+ insertion)
            }
            down[hi2 + 1] = infinity
            low = lo2
            high = hi2
            trim(down, i + 1)
            swap(&up, &down)
            i += 2
        }
        if i > n && low <= high { return finalRow(up, columns: low...high, count: m + 1) }
        return n == 0 ? finalRow(up, columns: 0...m, count: m + 1) : [Int](repeating: infinity, count: m + 1)
    }

    /// The last row as an array of `count` keys: `keys` over `columns`, infinity elsewhere.
    private static func finalRow(_ keys: UnsafeMutablePointer<Int>, columns: ClosedRange<Int>, count: Int) -> [Int] {
        var row = [Int](repeating: infinity, count: count)
        for j in columns { row[j] = min(keys[j], infinity) }
        return row
    }

    /// One row of the weighted programme over columns `start...last` (none when
    /// `start > last`), from the row in `above`; `left` is the key at the column before.
    /// Returns the key at the last column computed (`left` when none).
    @inline(__always) @discardableResult
    private static func sweepOneRow(above: UnsafeMutablePointer<Int>, row: UnsafeMutablePointer<Int>,
                                    hyp: UnsafePointer<Int>, from start: Int, through last: Int, token: Int,
                                    weight: Int, left: Int) -> Int {
        var left = left
        var j = start
        while j <= last {
            let best = min(min(above[j - 1] &+ (hyp[j - 1] == token ? 0 : weight), above[j] &+ (weight + 1)),
                           left &+ weight)
            row[j] = best
            left = best
            j += 1
        }
        return left
    }

    /// The inner loop of the two-row sweep: rows i and i + 1 over `columns`, from row
    /// i − 1 in `above`; `left` holds both rows' keys at the column before. Returns row
    /// i + 1's key at the last column. A function of its own so that everything it uses
    /// stays in registers.
    @inline(never)
    private static func sweepTwoRows(above: UnsafeMutablePointer<Int>, first: UnsafeMutablePointer<Int>,
                                     second: UnsafeMutablePointer<Int>, hyp: UnsafePointer<Int>,
                                     columns: ClosedRange<Int>, tokens: (Int, Int), weight: Int,
                                     left: (Int, Int)) -> Int {
        let step = weight, deletion = weight &+ 1
        let (token1, token2) = tokens
        var (upper, lower) = left
        var column = columns.lowerBound
        let last = columns.upperBound
        while column <= last {
            let token = hyp[column &- 1]
            let diagonal = upper
            upper = min(min(above[column &- 1] &+ (token == token1 ? 0 : step), above[column] &+ deletion),
                        upper &+ step)
            first[column] = upper
            lower = min(min(diagonal &+ (token == token2 ? 0 : step), upper &+ deletion), lower &+ step)
            second[column] = lower
            column &+= 1
        }
        return lower
    }
}
