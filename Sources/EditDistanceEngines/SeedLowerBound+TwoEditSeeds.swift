extension SeedLowerBound {
    /// Which absent seeds hold at least two edits in every alignment of at most `limit`
    /// edits (one flag per seed of `absent`, in its order): those with no hypothesis
    /// substring within one edit of them starting on a diagonal such an alignment can be
    /// on. Nil when the seed length is odd or below 4 (words' short seeds).
    ///
    /// Why two: the tokens an alignment gives a seed (its pairs, and the insertions
    /// between its tokens) are one hypothesis substring t, and the seed's edits are at
    /// least the edit distance of the seed and t; with at most one, t is within one edit
    /// of the seed. Where t starts: an alignment of at most `limit` edits is at row a
    /// (the seed's first) on a diagonal k = column − row with |k| + |δ − k| ≤ limit (the
    /// indels before and after), δ = m − n. And by pigeonhole, one edit leaves one half
    /// of the seed whole: t starts with the first half, or ends with the second. So
    /// each occurrence of either half in the hypothesis near the diagonals allowed is a
    /// candidate, checked token by token; a seed with none holds two edits.
    ///
    /// The deepening sweep prunes with this only under a limit at least the distance:
    /// every alignment of fewest edits is one of those this bound holds for.
    static func holdingTwo<Token: FixedWidthInteger>(_ absent: [Int], _ ref: UnsafePointer<Token>, count n: Int,
                                                     _ hyp: UnsafePointer<Token>, count m: Int,
                                                     seedLength q: Int, limit: Int) -> [Bool]? {
        guard q >= 4, q % 2 == 0, !absent.isEmpty, m >= q / 2 else { return nil }
        let half = q / 2
        let delta = m - n
        // Diagonals an alignment of at most `limit` edits can be on (floor and ceiling of
        // the halves), one more either side.
        let lowest = Int((Double(delta - limit) / 2).rounded(.down)) - 1
        let highest = Int((Double(delta + limit) / 2).rounded(.up)) + 1
        let halves = HalfOccurrences(absent, ref, hyp, count: m, half: half)

        /// Whether hyp[start ..< start + length] is within one edit of the seed at row a.
        @inline(__always) func withinOneEdit(_ a: Int, start: Int, length: Int) -> Bool {
            guard start >= 0, start + length <= m else { return false }
            let seed = ref + a, t = hyp + start
            let shorter = min(q, length)
            var i = 0
            while i < shorter && seed[i] == t[i] { i += 1 }
            if q == length {
                if i == q { return true }
                i += 1
                while i < q && seed[i] == t[i] { i += 1 }
                return i == q
            }
            // One token more on one side: skip it there, the rest must be equal.
            var s = q > length ? i + 1 : i, u = q > length ? i : i + 1
            while s < q && u < length && seed[s] == t[u] { s += 1; u += 1 }
            return s == q && u == length
        }

        var result = [Bool](repeating: true, count: absent.count)
        for (index, seed) in absent.enumerated() {
            let a = seed * q
            var found = false
            // The first half whole at t's start, t starting on an allowed diagonal.
            halves.forEach(of: 2 * index, from: a + lowest, through: a + highest) { start in
                for length in (q - 1)...(q + 1) where withinOneEdit(a, start: start, length: length) { return true }
                return false
            } found: { found = true }
            if !found {
                // The second half whole at t's end: it starts q − half − length... before.
                halves.forEach(of: 2 * index + 1, from: a + half + lowest - 1, through: a + half + highest + 1) { at in
                    for length in (q - 1)...(q + 1)
                    where withinOneEdit(a, start: at + (q - half) - length, length: length) { return true }
                    return false
                } found: { found = true }
            }
            result[index] = !found
        }
        return result
    }

    /// Where the halves of the absent seeds occur in the hypothesis: per half (2·index for
    /// the first half of absent seed `index`, 2·index + 1 for its second), its positions in
    /// increasing order, found with a `GramTable` of the halves; a collision only adds a
    /// position, which the caller checks token by token.
    private struct HalfOccurrences {
        /// Per distinct half hash, the start of its positions in `positions`.
        private var offsets: [Int32] = []
        private var positions: [Int32] = []
        /// Per half, its distinct hash's index.
        private var group: [Int32] = []

        init<Token: FixedWidthInteger>(_ absent: [Int], _ ref: UnsafePointer<Token>, _ hyp: UnsafePointer<Token>,
                                       count m: Int, half: Int) {
            var table = GramTable(length: half, capacity: 2 * absent.count)
            var slotGroup = [Int32](repeating: -1, count: table.slotCount)
            var groups = 0
            group.reserveCapacity(2 * absent.count)
            for seed in absent {
                for part in 0..<2 {
                    let (slot, new) = table.insert(ref + seed * 2 * half + part * half)
                    if new {
                        slotGroup[slot] = Int32(groups)
                        groups += 1
                    }
                    group.append(slotGroup[slot])
                }
            }
            // The hypothesis's matching grams (group, position), in position order.
            var matches: [(group: Int32, position: Int32)] = []
            var counts = [Int32](repeating: 0, count: groups + 1)
            table.forEachMatch(in: hyp, count: m) { slot, start in
                let g = slotGroup[slot]
                matches.append((g, Int32(start)))
                counts[Int(g) + 1] += 1
            }
            // Grouped by hash, positions still increasing within each group.
            for g in 0..<groups { counts[g + 1] += counts[g] }
            offsets = counts
            positions = [Int32](repeating: 0, count: matches.count)
            var next = counts
            for match in matches {
                positions[Int(next[Int(match.group)])] = match.position
                next[Int(match.group)] += 1
            }
        }

        /// Calls `body` with each position of half `half` in `low...high`, in order, until it
        /// returns true; then calls `found`.
        func forEach(of half: Int, from low: Int, through high: Int, _ body: (Int) -> Bool, found: () -> Void) {
            let g = Int(group[half])
            var first = Int(offsets[g]), last = Int(offsets[g + 1])
            // The first position at or after `low`.
            while first < last {
                let middle = (first + last) / 2
                if Int(positions[middle]) < low { first = middle + 1 } else { last = middle }
            }
            var index = first
            let end = Int(offsets[g + 1])
            while index < end && Int(positions[index]) <= high {
                if body(Int(positions[index])) { found(); return }
                index += 1
            }
        }
    }
}
