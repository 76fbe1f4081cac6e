extension BandedEditDistance {
    /// The weighted programme's key (edits · weight + deletions) for two sequences of equal
    /// length n, over the cells with |j − i| ≤ `band` only (the rest count as infinite):
    /// `lastRow(_:_:weight:band:)`'s programme for a small square (a window of the flexible
    /// character accuracy), in two rows on the stack, with no row returned.
    static func squareKey(_ reference: ArraySlice<Int>, _ hypothesis: ArraySlice<Int>, weight: Int, band: Int) -> Int {
        let n = reference.count
        let band = min(band, n)
        let infinity = Self.infinity
        let substitution = weight, insertion = weight, deletion = weight + 1
        // Slot d + 1 of a row holds column j = i + d − band; slots 0 and width + 1 stay infinite.
        let width = 2 * band + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * (width + 2)) { rows in
            var above = UnsafeMutableBufferPointer(rebasing: rows[0..<(width + 2)])
            var here = UnsafeMutableBufferPointer(rebasing: rows[(width + 2)...])
            above.initialize(repeating: infinity)
            here.initialize(repeating: infinity)
            for d in band..<width { above[d + 1] = (d - band) * insertion }
            reference.withUnsafeBufferPointer { ref in
                hypothesis.withUnsafeBufferPointer { hyp in
                    for i in 1...n {
                        let token = ref[i - 1]
                        let low = max(0, band - i), high = min(width - 1, n - i + band)
                        var left = infinity
                        for d in low...high {
                            let j = i + d - band
                            var best = above[d + 2] + deletion
                            if j > 0 {
                                let diagonal = above[d + 1] + (hyp[j - 1] == token ? 0 : substitution)
                                if diagonal < best { best = diagonal }
                                let across = left + insertion
                                if across < best { best = across }
                            }
                            here[d + 1] = best
                            left = best
                        }
                        here[high + 2] = infinity
                        swap(&above, &here)
                    }
                }
            }
            // Row n, column n: d = band.
            return above[band + 1]
        }
    }
}
