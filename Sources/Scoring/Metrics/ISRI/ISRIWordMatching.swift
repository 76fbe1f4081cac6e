/// Which reference words ocreval's `wordacc` counts as recognized: of each text it keeps
/// the words that occur in the other text at all, then finds a longest common
/// subsequence of the two kept sequences with the diagonal (Myers) search for the
/// insertion/deletion distance, ocreval's bounds and its traceback (ties go to the
/// higher diagonal), and marks the reference words on that subsequence. The count
/// recognized is the LCS length; which words (stopword or not) follows ocreval's trace.
/// Time O((m + n) · d), memory O(d²) for the distance d of the kept sequences: the cells
/// kept are counted against `ISRILimits.cells`, and `ScoringBudget.current` is polled per path.
enum ISRIWordMatching {
    /// For each reference word, whether it is recognized.
    static func recognized(reference: [String], hypothesis: [String],
                           cellLimit: Int = ISRILimits.cells) throws(ISRIStop) -> [Bool] {
        var ids: [String: Int] = [:]
        let referenceIDs = reference.map { word in ids[word] ?? { ids[word] = ids.count; return ids.count - 1 }() }
        let inReference = Set(referenceIDs)
        let hypothesisIDs = hypothesis.map { ids[$0] ?? -1 }
        let inHypothesis = Set(hypothesisIDs)
        let aIndex = referenceIDs.indices.filter { inHypothesis.contains(referenceIDs[$0]) }
        let a = aIndex.map { referenceIDs[$0] }
        let b = hypothesisIDs.filter { inReference.contains($0) }
        var recognized = [Bool](repeating: false, count: reference.count)
        for position in try matchedPositions(a, b, cellLimit: cellLimit) { recognized[aIndex[position]] = true }
        return recognized
    }

    /// Positions in `a` on the traced longest common subsequence of `a` and `b`.
    static func matchedPositions(_ a: [Int], _ b: [Int], cellLimit: Int = ISRILimits.cells) throws(ISRIStop) -> [Int] {
        let m = a.count, n = b.count
        var minK = -m, maxK = n
        var paths: [[Int32]] = []  // path p: f of diagonals -p, -p+2, ..., p (0 where not computed)
        var cells = 0
        while minK <= n - m {
            if ScoringBudget.current.isExhausted { throw .outOfBudget }
            let p = paths.count
            cells += p + 1
            if cells > cellLimit { throw .overCellLimit(cells: cells) }
            var f = [Int32](repeating: 0, count: p + 1)
            var k = -p
            while k <= p {
                if k >= minK && k <= maxK {
                    var i = initialF(k, previous: paths.last).f
                    var j = i + k
                    while i < m, j < n, j >= 0, a[i] == b[j] { i += 1; j += 1 }
                    if i == m { minK = k + 1 }
                    if j == n { maxK = k - 1 }
                    f[(k + p) >> 1] = Int32(i)
                }
                k += 2
            }
            paths.append(f)
        }
        var positions: [Int] = []
        var k = n - m
        for p in paths.indices.reversed() {
            guard k >= -p && k <= p && (k + p) % 2 == 0 else { break }  // never seen
            var f = Int(paths[p][(k + p) >> 1])
            let start = initialF(k, previous: p > 0 ? paths[p - 1] : nil)
            while f > start.f { f -= 1; positions.append(f) }
            if let previousK = start.previousK { k = previousK }
        }
        return positions.reversed()
    }

    /// Where diagonal `k` starts from the previous path: its diagonal k − 1 (a word of `b`
    /// skipped) or k + 1 (a word of `a` skipped, one further), k + 1 winning ties.
    private static func initialF(_ k: Int, previous: [Int32]?) -> (f: Int, previousK: Int?) {
        guard let previous else { return (0, nil) }
        let q = previous.count - 1
        var result = 0, previousK: Int? = nil
        if k > -q { result = Int(previous[(k - 1 + q) >> 1]); previousK = k - 1 }
        if k < q {
            let value = Int(previous[(k + 1 + q) >> 1]) + 1
            if value >= result { result = value; previousK = k + 1 }
        }
        return (result, previousK)
    }
}
