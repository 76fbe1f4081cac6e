/// Linear-time bounds on the minimal edits between two token sequences, which settle the
/// exact weighted key of `EditDistance` (fewest edits, then fewest deletions) without any
/// programme when they meet: texts with little or nothing in common, such as a page read
/// in the wrong script or a hallucinated blank page.
///
/// - Lower bound: every alignment has at least max(n, m) − (matches) edits, and it can
///   match no more tokens than the two multisets share: max(n, m) − Σ min(count in ref,
///   count in hyp).
/// - Upper bound: a straight path, pairing the tokens in order from the start (or from
///   the end) and deleting or inserting the |n − m| left over: its mismatches plus
///   |n − m| edits, with max(0, n − m) deletions, the fewest any alignment can have
///   (deletions − insertions = n − m).
///
/// When the lower bound equals a straight path's edits, that path is optimal and has the
/// fewest deletions, so its key is the exact key, tie-breaking included.
///
/// - Lopsided pairs: every alignment has at least |n − m| edits and max(0, n − m)
///   deletions, and when the shorter sequence is a subsequence of the longer one an
///   alignment has exactly those (pair the shorter's tokens where a greedy scan finds
///   them, insert or delete the rest): its key is exact too. This settles a short truth
///   against a huge answer that holds its characters (a hallucinated book) in one scan.
package enum EditDistanceBounds {
    /// A straight path: which end the tokens are paired from, and its edits.
    package struct StraightPath: Equatable {
        /// True when the tokens are paired from the end (the surplus is at the start).
        var fromEnd: Bool
        /// Its edits: mismatched pairs plus |n − m|.
        package var edits: Int
    }

    /// max(n, m) minus the tokens both multisets share: no alignment has fewer edits.
    package static func lowerBound(_ ref: UnsafeBufferPointer<Int>, _ hyp: UnsafeBufferPointer<Int>) -> Int {
        let (small, large) = ref.count <= hyp.count ? (ref, hyp) : (hyp, ref)
        // Tokens below 768 (the graphemes that are their own scalar, most of any text)
        // are counted in an array, the others hashed.
        var low = [Int32](repeating: 0, count: 768)
        var counts: [Int: Int] = [:]
        for token in small {
            if token >= 0 && token < 768 { low[token] += 1 } else { counts[token, default: 0] += 1 }
        }
        var common = 0
        for token in large {
            if token >= 0 && token < 768 {
                if low[token] > 0 { low[token] -= 1; common += 1 }
            } else if let count = counts[token], count > 0 {
                counts[token] = count - 1
                common += 1
            }
        }
        return max(ref.count, hyp.count) - common
    }

    /// The cheaper straight path (from the start when both cost the same).
    package static func straightPath(_ ref: UnsafeBufferPointer<Int>, _ hyp: UnsafeBufferPointer<Int>) -> StraightPath {
        let paired = min(ref.count, hyp.count), surplus = abs(ref.count - hyp.count)
        var fromStart = 0, fromEnd = 0
        let refShift = ref.count - paired, hypShift = hyp.count - paired
        for k in 0..<paired {
            if ref[k] != hyp[k] { fromStart += 1 }
            if ref[k + refShift] != hyp[k + hypShift] { fromEnd += 1 }
        }
        return fromEnd < fromStart ? StraightPath(fromEnd: true, edits: fromEnd + surplus)
            : StraightPath(fromEnd: false, edits: fromStart + surplus)
    }

    /// The straight path when it is optimal (its edits equal the lower bound), else nil.
    static func settled(_ ref: UnsafeBufferPointer<Int>, _ hyp: UnsafeBufferPointer<Int>) -> StraightPath? {
        let path = straightPath(ref, hyp)
        // The multiset count costs a hash per token: skip it when the straight path has
        // few edits (near-identical texts, where the engines are fast anyway) or when the
        // common tokens cannot possibly be few enough.
        if path.edits < max(ref.count, hyp.count) / 2 { return nil }
        return lowerBound(ref, hyp) == path.edits ? path : nil
    }

    /// Whether the shorter of two sequences at most half as long as the other is a
    /// subsequence of it (then `embeddedKey` is the exact key and `embeddedSteps` a
    /// minimal path). One scan of the longer.
    static func isEmbedded(_ ref: UnsafeBufferPointer<Int>, _ hyp: UnsafeBufferPointer<Int>) -> Bool {
        let (short, long) = ref.count <= hyp.count ? (ref, hyp) : (hyp, ref)
        guard 2 * short.count <= long.count else { return false }
        var next = 0
        for token in long where next < short.count && token == short[next] { next += 1 }
        return next == short.count
    }

    /// The key of an embedded pair: |n − m| edits, all insertions (or all deletions).
    static func embeddedKey(rows n: Int, columns m: Int, weight: Int) -> Int {
        abs(n - m) * weight + max(0, n - m)
    }

    /// The steps of an embedded pair: the shorter's tokens paired where a greedy scan of
    /// the longer first finds them, every other token of the longer inserted (or deleted).
    static func embeddedSteps(_ ref: UnsafeBufferPointer<Int>, _ hyp: UnsafeBufferPointer<Int>) -> [WavefrontEditDistance.Step] {
        let shortIsReference = ref.count <= hyp.count
        let (short, long) = shortIsReference ? (ref, hyp) : (hyp, ref)
        let surplus: WavefrontEditDistance.Step = shortIsReference ? .insertion : .deletion
        var steps: [WavefrontEditDistance.Step] = []
        steps.reserveCapacity(long.count)
        var next = 0
        for token in long {
            if next < short.count && token == short[next] {
                steps.append(.pair)
                next += 1
            } else {
                steps.append(surplus)
            }
        }
        return steps
    }

    /// The key (edits · weight + deletions) of a settled straight path.
    static func key(_ path: StraightPath, rows n: Int, columns m: Int, weight: Int) -> Int {
        path.edits * weight + max(0, n - m)
    }

    /// The steps of a straight path: pairs, with the surplus deleted or inserted at the
    /// end (or at the start when pairing from the end).
    static func steps(_ path: StraightPath, rows n: Int, columns m: Int) -> [WavefrontEditDistance.Step] {
        let paired = min(n, m)
        let surplus: WavefrontEditDistance.Step = n > m ? .deletion : .insertion
        let extra = repeatElement(surplus, count: abs(n - m))
        let pairs = repeatElement(WavefrontEditDistance.Step.pair, count: paired)
        return path.fromEnd ? Array(extra) + Array(pairs) : Array(pairs) + Array(extra)
    }
}
