/// The exact weighted key of `EditDistance` (fewest edits, then fewest deletions) and an
/// optimal path, on texts far apart, at nearly bit-parallel speed and in memory linear in
/// the texts.
///
/// The tie-break is not a unit cost, so Myers' bit-vectors cannot carry it. But every
/// alignment with the fewest edits, the tie-break's winner included, runs only through
/// the *corridor*: the cells (i, j) whose forward distance F(i, j) (prefixes) plus
/// backward distance R(i, j) (suffixes) equals the distance d. On texts far apart the
/// corridor is a few cells per column (measured: 2.8 per row on two unrelated 6,000-
/// grapheme texts, 0.05 % of the matrix). So:
///
/// 1. A forward bit-parallel pass (Hyyrö's blocks of 64 rows, one column per hypothesis
///    token) gives d and keeps a checkpoint of its state every K ≈ √m columns.
/// 2. A backward pass over the reversed texts runs column by column from the end; each
///    stretch of K forward columns is recomputed from its checkpoint alongside. In each
///    column, F + R is known at every block boundary (the blocks' scores; the backward
///    rows are laid out so that its blocks end on the same rows), and only blocks where
///    F + R can fall to d are walked bit by bit, which marks the corridor's rows.
/// 3. The weighted programme runs over each column's span of corridor rows only, with a
///    back pointer per cell for the path.
///
/// Time: three bit-parallel passes plus the corridor; memory: the checkpoints, one
/// stretch of columns and the corridor. Gives up (nil) when the match masks or the
/// corridor would not stay linear in the input, or when the scoring budget runs out;
/// the caller then uses the banded programme.
enum CorridorEditDistance {
    typealias Step = WavefrontEditDistance.Step

    /// The largest matrix, in 64-row blocks times columns, the engine takes on.
    static let maximumBlockSteps = 1 << 27

    /// The key and, with `trace`, the steps of an optimal path in reading order.
    static func solve(_ ref: UnsafeBufferPointer<Int>, _ hyp: UnsafeBufferPointer<Int>, weight: Int,
                      trace: Bool) -> (key: Int, steps: [Step])? {
        let n = ref.count, m = hyp.count
        // Three passes over the whole matrix: worth it up to about 2²⁷ block steps each
        // (two 90,000-grapheme texts); beyond, the banded programme's O(n·d) is cheaper
        // unless the texts are far apart, and those the scoring budget stops either way.
        guard n > 0, m > 0, m * ((n + 63) / 64) <= maximumBlockSteps, let masks = CorridorMasks(ref, hyp) else {
            return nil
        }
        guard let corridor = corridorRows(masks, rows: n, columns: m) else { return nil }
        return weightedProgramme(ref, hyp, corridor: corridor, weight: weight, trace: trace)
    }

    /// Each column's span of corridor rows (lowest and highest row, 0...n), or nil.
    struct Spans {
        var low: [Int]
        var high: [Int]
    }

    /// Steps 1 and 2: the corridor's span in every column.
    static func corridorRows(_ masks: CorridorMasks, rows n: Int, columns m: Int) -> Spans? {
        let blocks = masks.blocks
        let stretch = max(64, Int(Double(m).squareRoot()) & ~1)
        let checkpoints = m / stretch + 1
        let budget = ScoringBudget.current
        let lastShift = UInt64((n - 1) % 64)
        let padding = 64 * blocks - n

        // Forward state: vertical deltas (positive, negative) and each block's value at its
        // last row, F(min(64(b + 1), n), j).
        let forward = BlockState(blocks: blocks)
        forward.reset(rows: n, padding: 0)
        let saved = BlockStates(count: checkpoints, blocks: blocks)
        saved.store(forward, at: 0)
        // Two columns at a time (the stretch is even, so checkpoints fall between pairs).
        var j = 0
        while j < m {
            if j & 255 == 0 && budget.isExhausted { return nil }
            if j + 1 < m {
                forward.advanceTwo(masks.forwardRow(column: j), masks.forwardRow(column: j + 1), lastShift: lastShift)
                j += 2
            } else {
                forward.advance(masks.forwardRow(column: j), lastShift: lastShift)
                j += 1
            }
            if j % stretch == 0 { saved.store(forward, at: j / stretch) }
        }
        let distance = forward.score[blocks - 1]

        // Backward state over the reversed texts: row i sits at bit 64·blocks − 1 − i, the
        // padding rows (below bit `padding`) never match and keep the boundary's values,
        // so block c ends on row 64(blocks − 1 − c), a forward block boundary.
        let backward = BlockState(blocks: blocks)
        backward.reset(rows: n, padding: padding)
        let columns = BlockStates(count: stretch, blocks: blocks)
        let pending = BlockStates(count: 1, blocks: blocks)
        var pendingColumn = -1
        var low = [Int](repeating: Int.max, count: m + 1), high = [Int](repeating: -1, count: m + 1)
        var chunk = m / stretch
        var scanned = 0
        while chunk >= 0 {
            let first = chunk * stretch, last = min(first + stretch - 1, m)
            if first <= last {
                saved.load(into: forward, from: chunk)
                columns.store(forward, at: 0)
                var j = first
                while j < last {
                    if j + 1 < last {
                        forward.advanceTwo(masks.forwardRow(column: j), masks.forwardRow(column: j + 1),
                                           lastShift: lastShift, keep: columns.slot(j + 1 - first))
                        columns.store(forward, at: j + 2 - first)
                        j += 2
                    } else {
                        forward.advance(masks.forwardRow(column: j), lastShift: lastShift)
                        columns.store(forward, at: j + 1 - first)
                        j += 1
                    }
                }
                for j in stride(from: last, through: first, by: -1) {
                    if j & 255 == 0 && budget.isExhausted { return nil }
                    // The backward state of column j: in `backward`, or in `pending` when
                    // the last double step passed it.
                    let inPending = pendingColumn == j
                    let marks = markCorridor(column: j, forward: columns.slot(j - first),
                                             backward: inPending ? pending.slot(0) : backward.slot,
                                             rows: n, columns: m, distance: distance,
                                             below: j == m ? n : high[j + 1])
                    guard let marks else { return nil }
                    low[j] = marks.low
                    high[j] = marks.high
                    scanned += marks.scanned
                    // Linear work: give up when the corridor is too wide to be worth it.
                    if scanned > 64 * (n + m) + 1_000_000 { return nil }
                    if !inPending && j >= 2 {
                        backward.advanceTwo(masks.backwardRow(column: j - 1), masks.backwardRow(column: j - 2),
                                            lastShift: 63, keep: pending.slot(0))
                        pendingColumn = j - 1
                    } else if !inPending && j == 1 {
                        backward.advance(masks.backwardRow(column: 0), lastShift: 63)
                    }
                }
            }
            chunk -= 1
        }
        return Spans(low: low, high: high)
    }

    /// The corridor rows of column j: rows where F + R = d, none of them below row `below`
    /// (the next column's highest: every minimal path goes on rightwards or down-right).
    /// Nil when a column has none or F + R falls below d (neither can happen; a guard
    /// against a broken invariant).
    @inline(__always)
    private static func markCorridor(column j: Int, forward: BlockStates.Slot, backward: BlockStates.Slot,
                                     rows n: Int, columns m: Int, distance d: Int, below: Int)
        -> (low: Int, high: Int, scanned: Int)? {
        let blocks = (n + 63) / 64
        let fScore = forward.score, fPositive = forward.positive, fNegative = forward.negative
        var low = Int.max, high = -1, scanned = 0
        let top = j + backward.score[blocks - 1]
        if top < d { return nil }
        if top == d { low = 0; high = 0 }
        var startValue = top
        for b in 0..<min(blocks, (below + 63) / 64) {
            let rows = min(64, n - 64 * b)
            let c = blocks - 1 - b
            let endValue = fScore[b] + (b == blocks - 1 ? m - j : backward.score[c - 1])
            // F + R moves by at most 2 per row, and falls only where F falls or R rises:
            // skip blocks whose values cannot reach d.
            if startValue + endValue - 2 * rows <= 2 * d
                && startValue - fNegative[b].nonzeroBitCount - backward.positive[c].nonzeroBitCount <= d
                && endValue - fPositive[b].nonzeroBitCount - backward.negative[c].nonzeroBitCount <= d {
                let forwardUp = fPositive[b], forwardDown = fNegative[b]
                // Backward deltas R(i) − R(i + 1), row 64b + k at bit 63 − k: reversed.
                let backwardUp = backward.positive[c].bitReversed, backwardDown = backward.negative[c].bitReversed
                var value = startValue
                // Eight rows at a time: walked bit by bit only where the value can reach d.
                var first = 0
                while first < rows {
                    let count = min(8, rows - first)
                    let span = ((UInt64(1) << UInt64(count)) - 1) << UInt64(first)
                    let rises = (forwardUp & span).nonzeroBitCount + (backwardDown & span).nonzeroBitCount
                    let falls = (forwardDown & span).nonzeroBitCount + (backwardUp & span).nonzeroBitCount
                    if value - falls <= d {
                        scanned += count
                        for k in first..<(first + count) {
                            let bit = UInt64(1) << UInt64(k)
                            value += (forwardUp & bit != 0 ? 1 : 0) - (forwardDown & bit != 0 ? 1 : 0)
                                - (backwardUp & bit != 0 ? 1 : 0) + (backwardDown & bit != 0 ? 1 : 0)
                            if value == d {
                                let row = 64 * b + k + 1
                                if row < low { low = row }
                                if row > high { high = row }
                            } else if value < d {
                                return nil
                            }
                        }
                    } else {
                        value += rises - falls
                    }
                    first += count
                }
                if value != endValue { return nil }
            }
            startValue = endValue
        }
        return high < 0 ? nil : (low, high, scanned)
    }

    /// Step 3: the weighted programme over the corridor spans; nil when they hold too
    /// many cells or do not connect the corners.
    private static func weightedProgramme(_ ref: UnsafeBufferPointer<Int>, _ hyp: UnsafeBufferPointer<Int>,
                                          corridor: Spans, weight: Int, trace: Bool) -> (key: Int, steps: [Step])? {
        let n = ref.count, m = hyp.count
        let low = corridor.low, high = corridor.high
        guard low[0] == 0, high[m] == n else { return nil }
        var offsets = [Int](repeating: 0, count: m + 2)
        for j in 0...m { offsets[j + 1] = offsets[j] + high[j] - low[j] + 1 }
        let cells = offsets[m + 1]
        if cells > 64 * (n + m) + 1_000_000 { return nil }
        let infinity = BandedEditDistance.infinity
        let widest = (0...m).map { high[$0] - low[$0] + 1 }.max()!
        var previous = [Int](repeating: infinity, count: widest), current = previous
        var moves = [Step](repeating: .pair, count: trace ? cells : 0)
        let substitution = weight, insertion = weight, deletion = weight + 1
        for i in 0...high[0] {
            previous[i] = i * deletion
            if trace { moves[i] = .deletion }
        }
        for j in 1...m {
            let lo = low[j], hi = high[j], previousLow = low[j - 1], previousHigh = high[j - 1]
            let token = hyp[j - 1]
            var above = infinity
            for i in lo...hi {
                var best = infinity, move = Step.pair
                if i >= 1 && i - 1 >= previousLow && i - 1 <= previousHigh {
                    best = previous[i - 1 - previousLow] + (ref[i - 1] == token ? 0 : substitution)
                }
                if i > lo && above + deletion < best { best = above + deletion; move = .deletion }
                if i >= previousLow && i <= previousHigh && previous[i - previousLow] + insertion < best {
                    best = previous[i - previousLow] + insertion
                    move = .insertion
                }
                current[i - lo] = best
                above = best
                if trace { moves[offsets[j] + i - lo] = move }
            }
            swap(&previous, &current)
        }
        let key = previous[n - low[m]]
        if key >= infinity { return nil }
        guard trace else { return (key, []) }
        var steps: [Step] = []
        steps.reserveCapacity(n + m)
        var i = n, j = m
        while i > 0 || j > 0 {
            let move = moves[offsets[j] + i - low[j]]
            steps.append(move)
            switch move {
            case .pair: i -= 1; j -= 1
            case .deletion: i -= 1
            case .insertion: j -= 1
            }
            if i < 0 || j < 0 || i < low[j] || i > high[j] { return nil }
        }
        steps.reverse()
        return (key, steps)
    }
}

extension UInt64 {
    /// The bits in reverse order (bit 0 becomes bit 63).
    @inline(__always)
    var bitReversed: UInt64 {
        var x = self
        x = ((x >> 1) & 0x5555_5555_5555_5555) | ((x & 0x5555_5555_5555_5555) << 1)
        x = ((x >> 2) & 0x3333_3333_3333_3333) | ((x & 0x3333_3333_3333_3333) << 2)
        x = ((x >> 4) & 0x0F0F_0F0F_0F0F_0F0F) | ((x & 0x0F0F_0F0F_0F0F_0F0F) << 4)
        return x.byteSwapped
    }
}
