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
        var above = [Int](repeating: infinity, count: m + 2)
        var here = above
        let spread = (maxEdits - abs(delta)) / 2
        if spread < 0 { return [Int](repeating: infinity, count: m + 1) }
        let lowDiagonal = min(0, delta) - spread, highDiagonal = max(0, delta) + spread
        @inline(__always) func outOfReach(_ key: Int, _ k: Int) -> Bool {
            key / weight + abs(delta - k) > maxEdits
        }
        // Row 0: j insertions, trimmed.
        var low = 0, high = min(m, highDiagonal)
        for j in low...high { above[j] = j * insertion }
        while low <= high && outOfReach(above[high], high) { above[high] = infinity; high -= 1 }
        if n == 0 || low > high {
            return Array(above[0...m]).map { $0 >= infinity ? infinity : $0 }
        }
        above.withUnsafeMutableBufferPointer { aboveBuffer in
            here.withUnsafeMutableBufferPointer { hereBuffer in
                var up = aboveBuffer, cur = hereBuffer
                for i in 1...n {
                    let token = ref[i - 1]
                    let rowLow = max(low, i + lowDiagonal), rowHigh = min(high + 1, i + highDiagonal, m)
                    if rowLow > rowHigh { low = rowLow; high = rowLow - 1; break }
                    var start = rowLow
                    if rowLow > 0 { cur[rowLow - 1] = infinity }
                    if start == 0 {
                        cur[0] = up[0] &+ deletion
                        start = 1
                    }
                    if start <= rowHigh {
                        var left = cur[start - 1]
                        // Keys grow by at most weight + 1 per row from `infinity`, far
                        // below overflow; entries ≥ infinity are read as infinity.
                        for j in start...rowHigh {
                            let diagonal = up[j - 1] &+ (hyp[j - 1] == token ? 0 : substitution)
                            let best = min(min(diagonal, up[j] &+ deletion), left &+ insertion)
                            cur[j] = best
                            left = best
                        }
                    }
                    cur[rowHigh + 1] = infinity
                    low = rowLow; high = rowHigh
                    while low <= high && outOfReach(cur[low], low - i) { low += 1 }
                    while low <= high && outOfReach(cur[high], high - i) { cur[high] = infinity; high -= 1 }
                    if low > 0 { cur[low - 1] = infinity }
                    swap(&up, &cur)
                }
                if n % 2 == 1 {
                    for j in 0..<aboveBuffer.count { aboveBuffer[j] = hereBuffer[j] }
                }
            }
        }
        var row = [Int](repeating: infinity, count: m + 1)
        if low <= high {
            for j in low...high { row[j] = min(above[j], infinity) }
        }
        return row
    }
}
