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

    /// The larger of several such bounds (each holds, so their maximum does) at every row,
    /// made in one array: (absent seeds, their two-edit flags or nil, seed length) each.
    static func rows(combining bounds: [(absent: [Int], holdingTwo: [Bool]?, seedLength: Int)], count n: Int) -> [Int32] {
        var result = [Int32](repeating: 0, count: n + 1)
        result.withUnsafeMutableBufferPointer { result in
            for (absent, holdingTwo, q) in bounds {
                // A seed counts for the rows up to its start: from the last absent seed
                // back, the rows after a seed's start hold the sum of the seeds after it.
                var sum: Int32 = 0
                var upper = n          // rows above this one are not yet filled for this bound
                for index in stride(from: absent.count - 1, through: 0, by: -1) {
                    let first = absent[index] * q
                    if sum > 0 {
                        for i in (first + 1)...upper where result[i] < sum { result[i] = sum }
                    }
                    sum += holdingTwo?[index] == true ? 2 : 1
                    upper = first
                }
                if sum > 0 {
                    for i in 0...upper where result[i] < sum { result[i] = sum }
                }
            }
        }
        return result
    }
}
