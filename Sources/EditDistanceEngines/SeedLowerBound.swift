/// A lower bound on the edits still needed from each reference row to the end, for
/// pruning the wavefront (`WavefrontEditDistance`): the reference is cut into seeds of
/// `seedLength` tokens, and a seed that occurs nowhere in the hypothesis must hold at
/// least one edit (a substitution or deletion of one of its tokens, or an insertion
/// between two of them) in any alignment. Seeds are disjoint, so those edits are
/// distinct: from row i, at least as many edits remain as there are such seeds starting
/// at or after i.
///
/// Occurrences are looked up by a 64-bit rolling hash without checking the tokens: a
/// collision can only make a seed look present, which weakens the bound but never makes
/// it wrong.
enum SeedLowerBound {
    /// Per reference row 0...n, the number of absent seeds starting at or after it; nil
    /// when the reference is too short to hold a seed.
    static func rows<Token: FixedWidthInteger>(_ ref: UnsafePointer<Token>, count n: Int,
                                               _ hyp: UnsafePointer<Token>, count m: Int,
                                               seedLength q: Int) -> [Int32]? {
        guard let absent = absentSeeds(ref, count: n, hyp, count: m, seedLength: q) else { return nil }
        return rows(absent: absent, holdingTwo: nil, count: n, seedLength: q)
    }

    /// The seeds (by index: seed s is ref[s·q ..< s·q + q]) that occur nowhere in the
    /// hypothesis, in increasing order; nil when either text is shorter than a seed.
    /// The seeds go into a `GramTable`, the hypothesis's q-grams are looked up in it as
    /// they roll by, marking the seeds they match.
    static func absentSeeds<Token: FixedWidthInteger>(_ ref: UnsafePointer<Token>, count n: Int,
                                                      _ hyp: UnsafePointer<Token>, count m: Int,
                                                      seedLength q: Int) -> [Int]? {
        guard n >= q, m >= q, q > 0 else { return nil }
        let seeds = n / q
        var table = GramTable(length: q, capacity: seeds)
        let slotOf = (0..<seeds).map { table.insert(ref + $0 * q).slot }
        var present = [Bool](repeating: false, count: table.slotCount)
        table.forEachMatch(in: hyp, count: m) { slot, _ in present[slot] = true }
        return (0..<seeds).filter { !present[slotOf[$0]] }
    }

    /// Per reference row 0...n, the edits the seeds starting at or after it hold at least:
    /// one per absent seed, two for those `holdingTwo` marks (one flag per absent seed).
    static func rows(absent: [Int], holdingTwo: [Bool]?, count n: Int, seedLength q: Int) -> [Int32] {
        rows(combining: [(absent, holdingTwo, q)], count: n)
    }

    /// Several such bounds made into one: from each row, the most edits a set of disjoint
    /// absent seeds (of any of the lengths) starting at or after it holds, one or two a
    /// seed as above. Each seed's edits lie in the part of a path that aligns its tokens
    /// (the path taken from the last cell of the row where the seed starts to the last
    /// of the row where it ends), and disjoint seeds have disjoint parts, so their sum
    /// holds; at least the largest of the single bounds (each is such a set), more where a
    /// seed of one length covers an edit that falls between seeds of the other, such as
    /// an insertion at a boundary. (absent seeds, their two-edit flags or nil, seed
    /// length) each; one pass from the last row up.
    static func rows(combining bounds: [(absent: [Int], holdingTwo: [Bool]?, seedLength: Int)], count n: Int) -> [Int32] {
        // Per length, the edits of the seed starting at each multiple of it (0: present).
        let weights: [[Int32]] = bounds.map { absent, holdingTwo, q in
            var weight = [Int32](repeating: 0, count: n / q + 1)
            for (index, seed) in absent.enumerated() { weight[seed] = holdingTwo?[index] == true ? 2 : 1 }
            return weight
        }
        let lengths = bounds.map(\.seedLength)
        // Per length, the index of the next seed up (the last whole one first).
        var next = lengths.map { n / $0 - 1 }
        var result = [Int32](repeating: 0, count: n + 1)
        result.withUnsafeMutableBufferPointer { result in
            for i in stride(from: n - 1, through: 0, by: -1) {
                var best = result[i + 1]
                for p in 0..<lengths.count where next[p] >= 0 && next[p] * lengths[p] == i {
                    let w = weights[p][next[p]]
                    if w > 0 && w + result[i + lengths[p]] > best { best = w + result[i + lengths[p]] }
                    next[p] -= 1
                }
                result[i] = best
            }
        }
        return result
    }
}
