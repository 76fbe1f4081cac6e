/// ocreval's character synchronization ("fastukk"): Ukkonen's diagonal algorithm for the
/// unit-cost edit distance with ocreval's pruning bounds, order of diagonals and
/// traceback tie-breaks, so that the same runs of matched characters come out. The reject
/// character `~` never matches anything (not even itself).
///
/// The distance is minimal, but among equally short alignments the one taken decides
/// ocreval's insertion/substitution/deletion split, its per-class counts and (with `~` in
/// the reference) its error count; this reproduces its choice rather than any other
/// minimal one. Time O((m + n) · d), memory O(d²) for distance d.
struct ISRISynchronization {
    /// A run of equal characters: `length` of them from `reference` and `hypothesis` on.
    struct Match: Equatable, Sendable {
        var reference: Int
        var hypothesis: Int
        var length: Int
    }

    /// The matched runs in text order.
    let matches: [Match]

    private struct Path {
        var startK: Int
        var stopK: Int
        var f: [Int]  // furthest reference position reached, diagonals startK...stopK
    }

    init(reference a: [UInt32], hypothesis b: [UInt32]) {
        let m = a.count, n = b.count, nm = n - m
        var minK = -m, maxK = n
        var paths: [Path] = []
        var p = -1
        while minK <= nm {
            p += 1
            var front: [Int] = []  // diagonals below the first computed, nearest first
            var back: [Int] = []   // the first computed and those above it
            var startK = 0, stopK = 0
            let previous = paths.last
            func compute(_ k: Int) {
                var i = Self.initialF(k, previous).f
                var j = i + k
                while i < m, j < n, j >= 0, a[i] == b[j], a[i] != ISRIText.reject {
                    i += 1; j += 1
                }
                if i == m { minK = k + 1 }
                if j == n { maxK = k - 1 }
                let bound = p + max(m, n - k) - i
                minK = max(minK, (1 - bound + nm) >> 1)
                maxK = min(maxK, (bound + nm) >> 1)
                if front.isEmpty && back.isEmpty {
                    startK = k; stopK = k; back.append(i)
                } else if k < startK {
                    startK = k; front.append(i)
                } else {
                    stopK = k; back.append(i)
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
            paths.append(Path(startK: startK, stopK: stopK, f: front.reversed() + back))
        }
        var found: [Match] = []
        var k = nm
        for index in paths.indices.reversed() {
            let path = paths[index]
            guard (path.startK...path.stopK).contains(k) else { break }  // never seen; ocreval reads past its array
            let f = path.f[k - path.startK]
            let start = Self.initialF(k, index > 0 ? paths[index - 1] : nil)
            if f > start.f {
                found.append(Match(reference: start.f, hypothesis: start.f + k, length: f - start.f))
            }
            if let previousK = start.previousK { k = previousK }
        }
        matches = found.reversed()
    }

    /// Where diagonal `k` of the next path starts: the furthest of the previous path's
    /// diagonals k − 1 (an inserted character), k (a substitution) and k + 1 (a deleted
    /// one), the higher diagonal winning ties; and that diagonal.
    private static func initialF(_ k: Int, _ previous: Path?) -> (f: Int, previousK: Int?) {
        guard let previous else { return (0, nil) }
        var result = 0, previousK: Int? = nil
        let start = max(k - 1, previous.startK), stop = min(k + 1, previous.stopK)
        guard start <= stop else { return (0, nil) }  // ocreval stops: an internal error
        for d in start...stop {
            let value = previous.f[d - previous.startK] + (d >= k ? 1 : 0)
            if value >= result { result = value; previousK = d }
        }
        return (result, previousK)
    }
}
