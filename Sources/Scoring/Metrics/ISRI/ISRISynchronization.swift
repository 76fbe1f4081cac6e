/// ocreval's character synchronization ("fastukk"): Ukkonen's diagonal algorithm for the
/// unit-cost edit distance with ocreval's pruning bounds, order of diagonals and
/// traceback tie-breaks, so that the same runs of matched characters come out. The reject
/// character `~` never matches anything (not even itself).
///
/// The distance is minimal, but among equally short alignments the one taken decides
/// ocreval's insertion/substitution/deletion split, its per-class counts and (with `~` in
/// the reference) its error count; this reproduces its choice rather than any other
/// minimal one. Time O((m + n) · d), memory O(d²) for distance d: the cells kept are
/// counted against `ISRILimits.cells`, and `ScoringBudget.current` is polled per path.
struct ISRISynchronization {
    /// A run of equal characters: `length` of them from `reference` and `hypothesis` on.
    struct Match: Equatable, Sendable {
        var reference: Int
        var hypothesis: Int
        var length: Int
    }

    /// The matched runs in text order.
    let matches: [Match]

    /// One path's diagonals startK...stopK, their furthest reference positions in
    /// `Paths.cells` from `offset` on.
    private struct Path {
        var startK: Int
        var stopK: Int
        var offset: Int
    }

    private struct Paths {
        var paths: [Path] = []
        var cells: [Int32] = []

        func f(_ path: Path, _ k: Int) -> Int { Int(cells[path.offset + k - path.startK]) }

        /// Where diagonal `k` of the path after `previous` starts: the furthest of the
        /// previous path's diagonals k − 1 (an inserted character), k (a substitution) and
        /// k + 1 (a deleted one), the higher diagonal winning ties; and that diagonal.
        func initialF(_ k: Int, after previous: Int) -> (f: Int, previousK: Int?) {
            guard previous >= 0 else { return (0, nil) }
            let path = paths[previous]
            var result = 0, previousK: Int? = nil
            let start = max(k - 1, path.startK), stop = min(k + 1, path.stopK)
            guard start <= stop else { return (0, nil) }  // ocreval stops: an internal error
            for d in start...stop {
                let value = f(path, d) + (d >= k ? 1 : 0)
                if value >= result { result = value; previousK = d }
            }
            return (result, previousK)
        }
    }

    init(reference a: [UInt32], hypothesis b: [UInt32], cellLimit: Int = ISRILimits.cells) throws(ISRIStop) {
        let paths = try Self.search(a, b, cellLimit: cellLimit)
        matches = Self.traceback(paths, diagonal: b.count - a.count)
    }

    /// Every path of the search, until one reaches the end of both texts.
    private static func search(_ a: [UInt32], _ b: [UInt32], cellLimit: Int) throws(ISRIStop) -> Paths {
        let m = a.count, n = b.count, nm = n - m
        var minK = -m, maxK = n
        var all = Paths()
        // This path's diagonals below the first one computed (nearest first), and the rest.
        var below: [Int32] = [], above: [Int32] = []
        while minK <= nm {
            if ScoringBudget.current.isExhausted { throw .outOfBudget }
            let p = all.paths.count
            below.removeAll(keepingCapacity: true)
            above.removeAll(keepingCapacity: true)
            var startK = 0, stopK = 0
            func compute(_ k: Int) {
                var i = all.initialF(k, after: p - 1).f
                var j = i + k
                while i < m, j < n, j >= 0, a[i] == b[j], a[i] != ISRIText.reject { i += 1; j += 1 }
                if i == m { minK = k + 1 }
                if j == n { maxK = k - 1 }
                let bound = p + max(m, n - k) - i
                minK = max(minK, (1 - bound + nm) >> 1)
                maxK = min(maxK, (bound + nm) >> 1)
                if below.isEmpty && above.isEmpty {
                    startK = k; stopK = k; above.append(Int32(i))
                } else if k < startK {
                    startK = k; below.append(Int32(i))
                } else {
                    stopK = k; above.append(Int32(i))
                }
            }
            if m <= n {
                var k = min(nm, p)
                while k >= max(minK, -p) { compute(k); k -= 1 }
                k = nm + 1
                while k <= min(maxK, p) { compute(k); k += 1 }
            } else {
                var k = max(nm, -p)
                while k <= min(maxK, p) { compute(k); k += 1 }
                k = nm - 1
                while k >= max(minK, -p) { compute(k); k -= 1 }
            }
            all.paths.append(Path(startK: startK, stopK: stopK, offset: all.cells.count))
            all.cells.append(contentsOf: below.reversed())
            all.cells.append(contentsOf: above)
            if all.cells.count > cellLimit { throw .overCellLimit(cells: all.cells.count) }
        }
        return all
    }

    /// The matched runs, from the last path back to the first along the diagonals that
    /// gave each path's start.
    private static func traceback(_ all: Paths, diagonal: Int) -> [Match] {
        var found: [Match] = []
        var k = diagonal
        for index in all.paths.indices.reversed() {
            let path = all.paths[index]
            guard (path.startK...path.stopK).contains(k) else { break }  // never seen; ocreval reads past its array
            let f = all.f(path, k)
            let start = all.initialF(k, after: index - 1)
            if f > start.f {
                found.append(Match(reference: start.f, hypothesis: start.f + k, length: f - start.f))
            }
            if let previousK = start.previousK { k = previousK }
        }
        return found.reversed()
    }
}
