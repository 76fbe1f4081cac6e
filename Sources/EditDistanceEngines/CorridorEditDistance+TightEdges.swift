/// The corridor read backwards from the end along tight edges.
///
/// An edge of the unit-cost programme is tight when it keeps the forward distance F
/// exact: a deletion (i − 1, j) → (i, j) when F rises by one down the column, an
/// insertion (i, j) → (i, j + 1) when it rises by one along the row, a pair
/// (i − 1, j) → (i, j + 1) when it costs what F gains (a match always does). The cells
/// on minimal paths are exactly those from which tight edges lead to the end (and F has
/// tight edges back to the start everywhere). Column j's set follows from column j + 1's
/// with the bit-vectors of the forward pass: in 64-row words, insertions and pairs from
/// the set, then deletions upwards as far as they stay tight (a carry through runs of
/// rising rows, on the bit-reversed word, as Myers' own step spreads matches).
///
/// Only the deltas matter, not F's values, and on texts far apart the set is a few rows
/// per column: so only the blocks around it are run again, from the forward pass's
/// checkpoint, their top carries read from its `CarryLog`.
extension CorridorEditDistance {
    /// The buffers of one stretch of columns, blocks `low...high` of them.
    struct StretchWalk {
        let first: Int, last: Int
        let low: Int, high: Int
        /// Per column first...last and block: vertical deltas (+, −).
        var vertical: [UInt64]
        /// Per token first...last (up to the last token) and block: horizontal deltas.
        var horizontal: [UInt64]

        var width: Int { high - low + 1 }
    }

    /// Runs blocks `low...high` of columns first...last (and the horizontal deltas of
    /// token `last` when there is one) from checkpoint `chunk`, each column over its band
    /// only (as the forward pass ran it: a block joining the band starts from deltas +1,
    /// the band's top from +1 across; blocks outside it hold zeros).
    static func rerun(_ masks: CorridorMasks, saved: BlockStates, chunk: Int, log: CarryLog, bands: ColumnBands,
                      first: Int, last: Int, columns m: Int, low: Int, high: Int) -> StretchWalk {
        let width = high - low + 1
        var walk = StretchWalk(first: first, last: last, low: low, high: high,
                               vertical: [UInt64](repeating: 0, count: 2 * width * (last - first + 1)),
                               horizontal: [UInt64](repeating: 0, count: 2 * width * (last - first + 1)))
        walk.vertical.withUnsafeMutableBufferPointer { vertical in
            walk.horizontal.withUnsafeMutableBufferPointer { horizontal in
                for b in stride(from: max(low, Int(bands.first[first])), through: high, by: 1) {
                    let deltas = saved.deltas(slot: chunk, block: b)
                    vertical[2 * (b - low)] = deltas.positive
                    vertical[2 * (b - low) + 1] = deltas.negative
                }
                // The carries entering the first block run, read in a loop of their own:
                // a token's carries lie a cache line or more from the next one's, and
                // loads that do not wait for each other overlap.
                let end = min(last + 1, m)
                var entering = [BlockState.Carry](repeating: (1, 0), count: max(0, end - first))
                for j in first..<end {
                    // Only where the pass ran (and logged) the block above the first one run.
                    let bandFirst = Int(bands.first[j + 1])
                    let from = max(low, bandFirst), to = min(high, Int(bands.last[j + 1]))
                    if from > bandFirst && from <= to { entering[j - first] = log.carry(block: from - 1, step: j) }
                }
                for j in first..<end {
                    let row = masks.forwardRow(column: j)
                    // Column j + 1's band, and the last block column j's values had.
                    let bandFirst = Int(bands.first[j + 1]), bandLast = Int(bands.last[j + 1])
                    let joinedAfter = Int(bands.last[j])
                    let from = max(low, bandFirst), to = min(high, bandLast)
                    guard from <= to else { continue }
                    var carry = entering[j - first]
                    let here = 2 * width * (j - first), next = here + 2 * width
                    let writesNext = j + 1 <= last
                    for b in from...to {
                        let k = 2 * (b - low)
                        let joins = b > joinedAfter
                        let step = BlockState.step(positive: joins ? ~0 : vertical[here + k],
                                                   negative: joins ? 0 : vertical[here + k + 1],
                                                   match: row[b], carry: carry, shift: 63)
                        horizontal[here + k] = step.horizontal.positive
                        horizontal[here + k + 1] = step.horizontal.negative
                        if writesNext {
                            vertical[next + k] = step.positive
                            vertical[next + k + 1] = step.negative
                        }
                        carry = step.out
                    }
                }
            }
        }
        return walk
    }

    /// Column j's set from column j + 1's (`next`, with `nextRowZero`, over the same
    /// blocks), or at the last column the end cell's, into `bits` (row 64b + r + 1 at bit r
    /// of block b, from the walk's first block); returns whether row 0 is in it, nil when
    /// the set would reach above the walk's blocks (to be run again with more).
    @inline(__always)
    static func tightSet(_ walk: StretchWalk, _ masks: CorridorMasks, bands: ColumnBands, column j: Int, rows n: Int,
                         columns m: Int,
                         next: UnsafePointer<UInt64>?, nextRowZero: Bool, into bits: UnsafeMutablePointer<UInt64>) -> Bool? {
        let width = walk.width, low = walk.low
        let here = 2 * width * (j - walk.first)
        var fromBelow: UInt64 = 0
        let endBlock = (n - 1) / 64, endBit = UInt64(1) << UInt64((n - 1) % 64)
        // Column j's band: no cell outside it is in the corridor (`forwardPass`).
        let bandFirst = Int(bands.first[j]), bandLast = Int(bands.last[j])
        var outside = false
        walk.vertical.withUnsafeBufferPointer { vertical in
            walk.horizontal.withUnsafeBufferPointer { horizontal in
                let row: UnsafePointer<UInt64>? = j < m ? masks.forwardRow(column: j) : nil
                for b in stride(from: walk.high, through: low, by: -1) {
                    if b > bandLast || b < bandFirst {
                        // Reaching above the band would break its invariant: give up.
                        if b < bandFirst && fromBelow != 0 { outside = true }
                        bits[b - low] = 0
                        fromBelow = 0
                        continue
                    }
                    let k = 2 * (b - low)
                    let vp = vertical[here + k], vn = vertical[here + k + 1]
                    var seed = fromBelow << 63
                    var pairs: UInt64 = 0
                    if let next, let row {
                        // Insertions and pairs into column j + 1's set.
                        let t = next[b - low]
                        let hp = horizontal[here + k], hn = horizontal[here + k + 1]
                        // A substitution is tight when F(i, j + 1) − F(i − 1, j) = h + v = 1.
                        let substitution = (hp & ~vp & ~vn) | (~hp & ~hn & vp)
                        pairs = t & (row[b] | substitution)
                        seed |= (t & hp) | (pairs >> 1)
                    } else if b == endBlock {
                        // The end cell (n, m).
                        seed |= endBit
                    }
                    // Deletions upwards: row r − 1 joins when row r is in and rises over it.
                    let reversed = seed.bitReversed, rises = vp.bitReversed
                    let spread = ((((reversed & rises) &+ rises) ^ rises) | reversed).bitReversed
                    bits[b - low] = spread
                    // Row 64b (the block above's last, or row 0) by a pair or a deletion.
                    fromBelow = (pairs & 1) | (spread & vp & 1)
                }
            }
        }
        if outside { return nil }
        if fromBelow != 0 {
            if low > 0 { return nil }
            return true
        }
        return next != nil && nextRowZero
    }
}
