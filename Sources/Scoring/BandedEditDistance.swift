/// The weighted dynamic programme of `EditDistance` restricted to a diagonal band
/// (Ukkonen's cut-off): only cells with |j − i| ≤ band are computed, in O(n · band) time
/// and O(m) memory.
///
/// Every alignment with e edits stays within e diagonals of the main one, so when the
/// result has at most `band` edits it is exact, tie-breaking included (all minimal
/// alignments lie inside the band). `EditDistance.counts` widens the band by doubling
/// until that holds, so a near-identical long page costs O(n · d).
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

    /// The key (edits · weight + deletions) of turning `ref` into `hyp`, widening the band
    /// by doubling from `start` until the result has no more edits than the band.
    static func key(_ ref: ArraySlice<Int>, _ hyp: ArraySlice<Int>, weight: Int, start: Int = 16) -> Int {
        var band = max(start, abs(ref.count - hyp.count))
        while true {
            let key = lastRow(ref, hyp, weight: weight, band: band).last!
            if key / weight <= band || band >= max(ref.count, hyp.count) { return key }
            band = min(2 * band, max(ref.count, hyp.count))
        }
    }
}
