/// The forward pass over a band of blocks, and the upper bound that sets it.
///
/// Only cells on minimal paths (the corridor) matter to `CorridorEditDistance`. Given U,
/// at least the distance, a cell (i, j) can be on one only if g(i, j) = F(i, j) +
/// |(n − i) − (m − j)| ≤ U (the rest of a path needs at least the difference of the
/// lengths left). So the pass runs, column by column, only the blocks between
/// - a top: block `first`'s rows are dropped for good once its last row R lies at or above
///   c = j + n − m (the row where the lengths left are equal) with g(R, j) > U. Within a
///   column F − i never rises downwards (vertical deltas are −1, 0 or +1), so g is at
///   least g(R, j) on every row above R, and a path to a later column crosses this one
///   at a row no lower: none of those rows is in the corridor again.
/// - a bottom that only grows: block `last + 1` joins while g at the band's last row is
///   within U + 8, so the last row's g stays above U over the four columns run before
///   the band is settled again (F and |i − c| each change by at most one a column). A path
///   into a lower row enters the column at or above the band's last row (none lower was
///   in the corridor a column before) and goes down through it, so the last row would be
///   in the corridor, with g ≤ U: no row below it is.
///
/// The top boundary gains one a column (an insertion along it) and a block joining the
/// band starts with every row one more than the one above (deletions): every value
/// computed is the cost of a real path, so at least F, and exact on the corridor, whose
/// cells' minimal paths stay in the band. That is all the tight edges need
/// (`tightSet`): a tight edge into a corridor cell from a cell whose value is too high
/// cannot be tight.
///
/// U comes from a first pass over a band of 257 rows along the straight line from the
/// first corner to the last (a real path, so an upper bound; on two unrelated
/// 20,000-grapheme texts it is the distance itself). On those texts the band holds half
/// of the matrix's blocks (measured: 50.5 % with U the distance).
extension CorridorEditDistance {
    /// Per column 0...m, the band's first and last block (column j's values were
    /// computed over blocks first[j]...last[j]).
    struct ColumnBands {
        var first: [Int32]
        var last: [Int32]
    }

    /// The last row of block b (rows 64b + 1 ... 64b + 64, the last block's up to n).
    @inline(__always)
    static func lastRow(block b: Int, rows n: Int) -> Int { min(64 * b + 64, n) }

    /// Step 1 over the band set by `limit` (at least the distance): the pass from column
    /// 0 to m, `state` left at column m, a checkpoint every `stretch` columns in `saved`,
    /// every block's leaving carry in `log`; nil when the scoring budget runs out.
    static func forwardPass(_ masks: CorridorMasks, rows n: Int, columns m: Int, limit: Int, state: BlockState,
                            saved: BlockStates, stretch: Int, log: CarryLog) -> ColumnBands? {
        let blocks = masks.blocks
        let budget = ScoringBudget.current
        let finalShift = UInt64((n - 1) % 64)
        var bands = ColumnBands(first: [Int32](repeating: 0, count: m + 1), last: [Int32](repeating: 0, count: m + 1))
        // Column 0: F(i, 0) = i. `top`: the value at row 64 · first (row 0, or the row
        // above the band); `bottom`: at the band's last row.
        var first = 0, last = 0, top = 0, bottom = lastRow(block: 0, rows: n)
        var j = 0
        while true {
            // Settle the band for the next four columns from column j's values.
            let c = j + n - m
            while first < last {
                let r = 64 * first + 64
                guard r <= c else { break }
                let value = top + state.rise(block: first, rows: 64)
                guard value + c - r > limit else { break }
                top = value
                first += 1
            }
            while last < blocks - 1 && bottom + abs(lastRow(block: last, rows: n) - c) <= limit + 8 {
                last += 1
                state.reset(block: last)
                bottom += lastRow(block: last, rows: n) - lastRow(block: last - 1, rows: n)
            }
            if j == 0 { bands.first[0] = Int32(first); bands.last[0] = Int32(last) }
            guard j < m else { break }
            if j & 255 == 0 {
                if budget.isExhausted { return nil }
                if budget.hasDeadline && j & 4095 == 0,
                   budget.cannotAfford(blockSteps: leastRemainingSteps(rows: n, columns: m, column: j, first: first, last: last)) {
                    return nil
                }
            }
            let shift = last == blocks - 1 ? finalShift : 63
            let band = (Int32(first), Int32(last))
            if j + 3 < m {
                let rows = (masks.forwardRow(column: j), masks.forwardRow(column: j + 1), masks.forwardRow(column: j + 2),
                            masks.forwardRow(column: j + 3))
                let outs = state.advanceFour(rows, first: first, last: last, shift: shift, log: log, step: j)
                bottom += Int(outs.0.positive) - Int(outs.0.negative) + Int(outs.1.positive) - Int(outs.1.negative)
                    + Int(outs.2.positive) - Int(outs.2.negative) + Int(outs.3.positive) - Int(outs.3.negative)
                top += 4
                for column in (j + 1)...(j + 4) { (bands.first[column], bands.last[column]) = band }
                j += 4
            } else {
                let out = state.advance(masks.forwardRow(column: j), first: first, last: last, shift: shift,
                                        log: log, step: j)
                bottom += Int(out.positive) - Int(out.negative)
                top += 1
                (bands.first[j + 1], bands.last[j + 1]) = band
                j += 1
            }
            if j % stretch == 0 { saved.store(state, at: j / stretch) }
        }
        return bands
    }

    /// A lower bound on the block steps the pass still takes after column `column`, whose
    /// band is blocks `first...last`: the band's bottom only grows, and its top drops a
    /// block only when that block's last row lies at or above c = j + n − m, so column j'
    /// runs at least the blocks from max(first, ⌊c/64⌋) to `last`, and one in any case.
    /// What `ScoringBudget.cannotAfford` weighs, so that a pair whose pass cannot finish in
    /// the time left is stopped then, not when the time is up.
    static func leastRemainingSteps(rows n: Int, columns m: Int, column j: Int, first: Int, last: Int) -> Double {
        // Columns j + 1 ... m. Up to the column whose c reaches block `first`'s end the
        // band holds last − first + 1 blocks; then last − c/64 + 1 (c/64 ≥ ⌊c/64⌋, so
        // smaller), falling by one every 64 columns down to one.
        let remaining = Double(m - j)
        let full = Double(last - first + 1)
        // c(j') = j' + n − m reaches 64 · (first + 1) at j' = 64 · (first + 1) − n + m.
        let flatEnd = min(Double(m), max(Double(j), Double(64 * (first + 1) - n + m)))
        var steps = max(0, flatEnd - Double(j) - 1) * full
        // From flatEnd, width w(j') = last + 1 − (j' + n − m) / 64 until it reaches 1.
        let slopeEnd = min(Double(m), max(flatEnd, Double(64 * last - n + m)))
        if slopeEnd > flatEnd {
            let width = { (x: Double) in Double(last + 1) - (x + Double(n - m)) / 64 }
            // The sum over integer j' in (flatEnd, slopeEnd] of a falling line is at least
            // the integral from flatEnd + 1 to slopeEnd + 1.
            let a = flatEnd + 1, b = slopeEnd + 1
            steps += max(0, (b - a) * (width(a) + width(b)) / 2)
        }
        return max(steps, remaining)
    }

    /// An upper bound on the distance: the cost of the best path within `halfWidth` rows
    /// of the straight line from (0, 0) to (n, m), by one bit-parallel pass over that band.
    static func upperBound(_ masks: CorridorMasks, rows n: Int, columns m: Int, halfWidth: Int = 128) -> Int {
        let blocks = masks.blocks
        let finalShift = UInt64((n - 1) % 64)
        let state = BlockState(blocks: blocks)
        let log = CarryLog(blocks: blocks, columns: m, limit: 0)
        var first = 0, last = 0, bottom = lastRow(block: 0, rows: n)
        for j in 0..<m {
            // The band of column j + 1 (its blocks' values at column j: a joining block's
            // rows by deletions from the band's last row).
            let center = (j + 1) * n / m
            while first < last && 64 * first + 64 < center - halfWidth { first += 1 }
            while last < blocks - 1 && lastRow(block: last, rows: n) < center + halfWidth {
                last += 1
                state.reset(block: last)
                bottom += lastRow(block: last, rows: n) - lastRow(block: last - 1, rows: n)
            }
            let out = state.advance(masks.forwardRow(column: j), first: first, last: last,
                                    shift: last == blocks - 1 ? finalShift : 63, log: log, step: j)
            bottom += Int(out.positive) - Int(out.negative)
        }
        // At column m the band ends at row n (the line's end).
        return bottom
    }
}
