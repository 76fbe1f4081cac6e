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

    /// The rolling hash's multiplier and a token's value in it.
    static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15 | 1
    @inline(__always)
    static func value<Token: FixedWidthInteger>(_ token: Token) -> UInt64 { UInt64(truncatingIfNeeded: token) &+ 1 }

    /// The seeds (by index: seed s is ref[s·q ..< s·q + q]) that occur nowhere in the
    /// hypothesis, in increasing order; nil when either text is shorter than a seed.
    ///
    /// The seeds' hashes go into a small open-addressing table, with a filter of 2²⁰ bits
    /// in front of it; the hypothesis's q-grams are hashed as they roll by and looked up
    /// there (most miss the filter at once), marking the seeds they match.
    static func absentSeeds<Token: FixedWidthInteger>(_ ref: UnsafePointer<Token>, count n: Int,
                                                      _ hyp: UnsafePointer<Token>, count m: Int,
                                                      seedLength q: Int) -> [Int]? {
        guard n >= q, m >= q, q > 0 else { return nil }
        let multiplier = Self.multiplier
        var power: UInt64 = 1
        for _ in 0..<q { power = power &* multiplier }
        let seeds = n / q
        var size = 16
        while size < 2 * seeds { size *= 2 }
        let mask = size - 1
        // Per slot: the seed hash (0: free) and whether the hypothesis holds it.
        var keys = [UInt64](repeating: 0, count: size)
        var present = [Bool](repeating: false, count: size)
        var slotOf = [Int32](repeating: 0, count: seeds)
        let filterBits = 20
        var filter = [UInt64](repeating: 0, count: (1 << filterBits) / 64)
        @inline(__always) func slot(_ hash: UInt64) -> Int { Int(truncatingIfNeeded: (hash >> 29) ^ hash) & mask }
        @inline(__always) func bit(_ key: UInt64) -> Int { Int(truncatingIfNeeded: key >> (64 - filterBits)) }
        keys.withUnsafeMutableBufferPointer { keys in
            for seed in 0..<seeds {
                var hash: UInt64 = 0
                for i in (seed * q)..<(seed * q + q) { hash = hash &* multiplier &+ value(ref[i]) }
                let key = hash == 0 ? 1 : hash
                var index = slot(key)
                while keys[index] != 0 && keys[index] != key { index = (index + 1) & mask }
                keys[index] = key
                slotOf[seed] = Int32(index)
                filter[bit(key) >> 6] |= 1 << UInt64(bit(key) & 63)
            }
        }
        keys.withUnsafeBufferPointer { keys in
            filter.withUnsafeBufferPointer { filter in
                present.withUnsafeMutableBufferPointer { present in
                    var hash: UInt64 = 0
                    for j in 0..<m {
                        hash = hash &* multiplier &+ value(hyp[j])
                        if j >= q { hash = hash &- power &* value(hyp[j - q]) }
                        guard j >= q - 1 else { continue }
                        let key = hash == 0 ? 1 : hash
                        guard filter[bit(key) >> 6] & (1 << UInt64(bit(key) & 63)) != 0 else { continue }
                        var index = slot(key)
                        while keys[index] != 0 && keys[index] != key { index = (index + 1) & mask }
                        if keys[index] == key { present[index] = true }
                    }
                }
            }
        }
        return (0..<seeds).filter { !present[Int(slotOf[$0])] }
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
                // From the last absent seed back: each seed's cost counts for the rows up
                // to its start, i.e. rows ⌈start / q⌉ … i.e. rows (previous start, start].
                var sum: Int32 = 0
                var upper = n          // rows above this one are not yet filled for this bound
                for index in stride(from: absent.count - 1, through: 0, by: -1) {
                    let first = absent[index] * q
                    // Rows first + 1 ... upper hold the sum of the seeds after this one.
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
