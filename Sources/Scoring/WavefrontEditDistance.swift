/// The weighted edit keys of `EditDistance` (edits · weight + deletions) by diagonal
/// transition (Ukkonen, Landau–Vishkin), extended to the tie-breaking rule: for each
/// number of edits e and diagonal k = j − i, a Pareto frontier of (indels g, furthest row
/// i) pairs, i.e. how far down diagonal k a path with at most e edits of which at most g
/// are insertions or deletions gets, following runs of equal tokens for free.
///
/// "Reachable within (e, g)" is closed downwards along a diagonal (a path to (i, j) can
/// be shortened to one to (i − 1, j − 1) without more edits or indels), so the frontier
/// describes every cell; the first e at which a cell is reached is its minimal number of
/// edits, and the smallest g then its fewest indels, hence fewest deletions
/// (deletions = (g − k) / 2). That is exactly the key of the full programme.
///
/// Time is about Σ_e (diagonals · frontier length) plus the runs followed, O(n + d²) on
/// near-identical texts, independent of the length times the distance. A work budget
/// makes it give up (nil) on inputs where the frontiers grow, so callers fall back to
/// the banded programme; memory is two levels of frontiers.
enum WavefrontEditDistance {
    /// The key of turning `ref` into `hyp`, or nil when `budget` frontier entries did not
    /// suffice.
    /// With `maxEdits` (at least the distance), diagonals that cannot lead to the end
    /// within it are skipped.
    static func key(_ ref: UnsafeBufferPointer<Int>, _ hyp: UnsafeBufferPointer<Int>,
                    weight: Int, maxEdits: Int? = nil, budget: Int) -> Int? {
        let delta = hyp.count - ref.count
        var found: Int?
        let finished = run(ref, hyp, maxEdits: maxEdits ?? (ref.count + hyp.count), finalDiagonal: delta,
                           budget: budget) {
            edits, diagonal, indels in
            guard diagonal == delta else { return false }
            found = edits * weight + (indels - diagonal) / 2
            return true
        }
        return finished ? found : nil
    }

    /// The last row of the weighted programme (as `EditDistance.lastRow`), exact for every
    /// cell from which the end cell (ref.count + …, diagonal `finalDiagonal`) can still be
    /// reached within `maxEdits` edits, `BandedEditDistance.infinity` (or an upper bound)
    /// elsewhere; nil when the budget ran out.
    static func lastRow(_ ref: UnsafeBufferPointer<Int>, _ hyp: UnsafeBufferPointer<Int>, weight: Int,
                        maxEdits: Int, finalDiagonal: Int, budget: Int) -> [Int]? {
        var row = [Int](repeating: BandedEditDistance.infinity, count: hyp.count + 1)
        let rows = ref.count
        let finished = run(ref, hyp, maxEdits: maxEdits, finalDiagonal: finalDiagonal, budget: budget) {
            edits, diagonal, indels in
            row[rows + diagonal] = edits * weight + (indels - diagonal) / 2
            return false
        }
        return finished ? row : nil
    }

    /// Runs the levels e = 0...maxEdits, calling `reached(e, k, g)` the first time the last
    /// row is reached on diagonal k (with the fewest indels g at that level); stops when
    /// it returns true. Diagonals from which `finalDiagonal` is out of reach within
    /// `maxEdits` are skipped. Returns false when the budget ran out.
    private static func run(_ ref: UnsafeBufferPointer<Int>, _ hyp: UnsafeBufferPointer<Int>,
                            maxEdits: Int, finalDiagonal delta: Int, budget: Int,
                            reached: (Int, Int, Int) -> Bool) -> Bool {
        let n = ref.count, m = hyp.count
        @inline(__always) func slide(_ row: Int32, _ k: Int) -> Int32 {
            var i = Int(row)
            while i < n && i + k < m && ref[i] == hyp[i + k] { i += 1 }
            return Int32(i)
        }
        // A level: per diagonal (from `low`), the range of its entries in `indels`/`rows`.
        var previous = Level(), current = Level()
        // Furthest row reached so far on each diagonal (by k + n), at any level.
        var reach = [Int32](repeating: -1, count: n + m + 1)
        var work = 0
        for e in 0...maxEdits {
            let low = max(-e, -n, delta - (maxEdits - e)), high = min(e, m, delta + (maxEdits - e))
            current.reset(low: low)
            if low <= high {
                for k in low...high {
                    if e == 0 {
                        reach[n] = slide(0, 0)
                        current.append(indels: 0, row: reach[n])
                        current.close()
                        continue
                    }
                    // Merge the three predecessors by indels, keep the frontier, follow runs.
                    var a = previous.range(k), b = previous.range(k + 1), c = previous.range(k - 1)
                    // Only rows beyond the furthest reach of fewer edits are kept: a cell
                    // already reached with fewer edits is never on a path of fewest edits
                    // through this level, so the frontiers hold cells of exactly e edits.
                    var lastRow: Int32 = -1, lastSlid = reach[k + n]
                    while true {
                        // Next candidate with the smallest indels (ties: furthest row).
                        var bestIndels = Int32.max, bestRow: Int32 = -1
                        if a.lowerBound < a.upperBound {
                            let i = previous.rows[a.lowerBound]
                            let row = (Int(i) < n && Int(i) + k < m) ? i + 1 : i
                            bestIndels = previous.indels[a.lowerBound]; bestRow = row
                        }
                        if b.lowerBound < b.upperBound {
                            let i = previous.rows[b.lowerBound]
                            if Int(i) < n {
                                let g = previous.indels[b.lowerBound] + 1
                                if g < bestIndels || (g == bestIndels && i + 1 > bestRow) { bestIndels = g; bestRow = i + 1 }
                            } else { b = b.upperBound..<b.upperBound }
                        }
                        if c.lowerBound < c.upperBound {
                            let i = previous.rows[c.lowerBound]
                            if Int(i) + k <= m {
                                let g = previous.indels[c.lowerBound] + 1
                                if g < bestIndels || (g == bestIndels && i > bestRow) { bestIndels = g; bestRow = i }
                            } else { c = c.upperBound..<c.upperBound }
                        }
                        if bestRow < 0 { break }
                        // Consume every candidate with these indels.
                        if a.lowerBound < a.upperBound && previous.indels[a.lowerBound] == bestIndels {
                            a = (a.lowerBound + 1)..<a.upperBound
                        }
                        if b.lowerBound < b.upperBound && previous.indels[b.lowerBound] + 1 == bestIndels {
                            b = (b.lowerBound + 1)..<b.upperBound
                        }
                        if c.lowerBound < c.upperBound && previous.indels[c.lowerBound] + 1 == bestIndels {
                            c = (c.lowerBound + 1)..<c.upperBound
                        }
                        work += 1
                        if bestRow <= lastRow || bestRow <= lastSlid { continue }
                        lastRow = bestRow
                        let slid = slide(bestRow, k)
                        work += Int(slid - bestRow)
                        if slid <= lastSlid { continue }
                        lastSlid = slid
                        current.append(indels: bestIndels, row: slid)
                    }
                    current.close()
                    reach[k + n] = lastSlid
                    if work > budget { return false }
                }
            }
            // Report diagonals reaching the last row for the first time.
            if low <= high {
                for k in low...high {
                    let range = current.range(k)
                    guard !range.isEmpty, Int(current.rows[range.upperBound - 1]) == n else { continue }
                    if reached(e, k, Int(current.indels[range.upperBound - 1])) { return true }
                }
            }
            swap(&previous, &current)
        }
        return true
    }

    /// The frontiers of one level, flattened.
    private struct Level {
        var low = 0
        var indels: [Int32] = []
        var rows: [Int32] = []
        /// starts[k − low] ..< starts[k − low + 1]: the entries of diagonal k.
        var starts: [Int] = [0]

        mutating func reset(low: Int) {
            self.low = low
            indels.removeAll(keepingCapacity: true)
            rows.removeAll(keepingCapacity: true)
            starts.removeAll(keepingCapacity: true)
            starts.append(0)
        }

        mutating func append(indels g: Int32, row: Int32) {
            indels.append(g)
            rows.append(row)
        }

        /// Ends the current diagonal.
        mutating func close() { starts.append(rows.count) }

        /// The entries of diagonal k (empty when k is outside this level).
        func range(_ k: Int) -> Range<Int> {
            let index = k - low
            guard index >= 0 && index + 1 < starts.count else { return 0..<0 }
            return starts[index]..<starts[index + 1]
        }
    }
}
