/// The exact weighted key of `EditDistance` (fewest edits, then fewest deletions) and an
/// optimal path, on texts far apart, at nearly bit-parallel speed and in memory linear in
/// the texts.
///
/// The tie-break is not a unit cost, so Myers' bit-vectors cannot carry it. But every
/// alignment with the fewest edits, the tie-break's winner included, runs only through
/// the *corridor*: the cells on some minimal path. On texts far apart the corridor is a
/// few cells per column (measured: 2.8 per row on two unrelated 6,000-grapheme texts,
/// 0.05 % of the matrix). So:
///
/// 1. A forward bit-parallel pass (Hyyrö's blocks of 64 rows, one column per hypothesis
///    token) keeps a checkpoint of its state every K ≈ √m columns and logs the carry
///    leaving every block at every token (a byte each, `CarryLog`). It runs only the band
///    of blocks that can hold the corridor (`forwardPass`).
/// 2. From the end backwards, stretch by stretch, the corridor is read along tight edges
///    (`tightSet`): only the blocks around it are run again from their checkpoint, the
///    carry entering the first from the log.
/// 3. The weighted programme runs over each column's span of corridor rows only, with a
///    back pointer per cell for the path.
///
/// Time: one bit-parallel pass plus the corridor's blocks again; memory: the checkpoints,
/// the log (a byte per token and granule of blocks, 128 MB at most) and the corridor.
/// Gives up (nil) when the corridor would not stay linear in the input (repetitive
/// texts, whose minimal paths are many), or when the scoring budget runs out; the
/// planner's next engine (banded) then takes over.
enum CorridorEditDistance {
    typealias Step = WavefrontEditDistance.Step

    /// The key and, with `trace`, the steps of an optimal path in reading order.
    static func solve(_ ref: UnsafeBufferPointer<Int>, _ hyp: UnsafeBufferPointer<Int>, weight: Int,
                      trace: Bool, memoryLimit: Int = CorridorEditDistance.memoryLimit) -> (key: Int, steps: [Step])? {
        let n = ref.count, m = hyp.count
        guard n > 0, m > 0, estimatedBytes(rows: n, columns: m) <= memoryLimit else { return nil }
        let masks = CorridorMasks(ref, hyp)
        guard let corridor = corridorRows(masks, rows: n, columns: m) else { return nil }
        return weightedProgramme(ref, hyp, corridor: corridor, weight: weight, trace: trace)
    }

    /// The most its checkpoints, carry log and a stretch's walk may take, as estimated
    /// before it starts (1 GiB: two texts of about 3,000,000 graphemes); beyond, it gives
    /// up and the banded engine, in linear memory, takes the pair.
    static let memoryLimit = 1 << 30

    /// Columns between two checkpoints: 4√m, a multiple of four (the pass runs four
    /// columns at a time), at least 64.
    static func stretch(columns m: Int) -> Int { max(64, 4 * Int(Double(m).squareRoot()) & ~3) }

    /// The bytes of the checkpoints (16 a block each), the carry log and one stretch's
    /// walk (32 bytes a block and column, over a granule of the log and 64 blocks more of
    /// corridor) on `rows` × `columns` tokens.
    static func estimatedBytes(rows n: Int, columns m: Int) -> Int {
        let blocks = (n + 63) / 64, stretch = stretch(columns: m)
        let granule = 1 << CarryLog.shift(blocks: blocks, columns: m)
        let checkpoints = (m / stretch + 1) * blocks * 16
        let log = min(blocks * m, CarryLog.defaultLimit)
        let walk = 32 * (stretch + 1) * min(blocks, granule + 64)
        return checkpoints + log + walk
    }

    /// Each column's span of corridor rows (lowest and highest row, 0...n), or nil.
    struct Spans {
        var low: [Int]
        var high: [Int]
    }

    /// Steps 1 and 2: the corridor's span in every column (`carryLimit`: the most bytes the
    /// `CarryLog` keeps).
    static func corridorRows(_ masks: CorridorMasks, rows n: Int, columns m: Int,
                             carryLimit: Int = 1 << 27) -> Spans? {
        let blocks = masks.blocks
        let stretch = Self.stretch(columns: m)
        let budget = ScoringBudget.current

        // Step 1: the forward pass, four columns at a time (the stretch is a multiple of
        // four, so checkpoints fall between them), over the band U sets (`forwardPass`), every
        // block's leaving carry logged. U only pays on more than a few blocks.
        let limit = blocks > 5 ? upperBound(masks, rows: n, columns: m) : max(n, m)
        let forward = BlockState(blocks: blocks)
        let saved = BlockStates(count: m / stretch + 1, blocks: blocks)
        saved.store(forward, at: 0)
        let log = CarryLog(blocks: blocks, columns: m, limit: carryLimit)
        guard let bands = forwardPass(masks, rows: n, columns: m, limit: limit, state: forward, saved: saved,
                                      stretch: stretch, log: log) else { return nil }

        // Step 2: stretch by stretch from the end, each column's set from the next one's
        // (`tightSet`), over the blocks from the next column's highest up to a margin
        // above its lowest, run again with more when the set climbs out of them.
        var low = [Int](repeating: 0, count: m + 1), high = [Int](repeating: 0, count: m + 1)
        // The set of the column after the stretch: its words over blocks nextLow...nextHigh.
        var next: [UInt64] = [], nextLow = 0, nextHigh = -1, nextRowZero = false
        var margin = 1, work = 0
        // Give up (the banded programme follows) when the sets are too wide to be worth it.
        let workLimit = 3 * blocks * (m + 1) + 1_000_000
        for chunk in stride(from: m / stretch, through: 0, by: -1) {
            let first = chunk * stretch, last = min(first + stretch - 1, m)
            guard first <= last else { continue }
            if budget.isExhausted { return nil }
            // Going left, a set has no row below the next column's lowest.
            let top = last == m ? Int(bands.last[m]) : nextHigh
            if top < 0 {
                // Row 0 alone from here on: the path along the top row.
                for c in first...last { low[c] = 0; high[c] = 0 }
                continue
            }
            let entry = last == m ? top : nextLow
            // Without the log's carries the blocks run again from the first.
            var from = log.isKept ? log.granuleStart(max(0, entry - margin)) : Int(bands.first[first])
            while true {
                work += (top - from + 1) * (last - first + 2)
                if work > workLimit { return nil }
                let walk = rerun(masks, saved: saved, chunk: chunk, log: log, bands: bands, first: first, last: last,
                                 columns: m, low: from, high: top)
                guard let set = walkBack(walk, masks, bands: bands, rows: n, columns: m, next: next, nextLow: nextLow,
                                         nextRowZero: nextRowZero, low: &low, high: &high) else {
                    // Climbed above the blocks run: again with more. From the first block
                    // nothing can climb out; an empty set there is a broken invariant.
                    guard from > 0 else { return nil }
                    from = log.granuleStart(max(0, from - 2 * (top - from + 1)))
                    continue
                }
                if set.high < 0 && !set.rowZero { return nil }
                margin = max(1, entry - (set.high < 0 ? 0 : set.low) + 1)
                next = set.words
                nextLow = set.low
                nextHigh = set.high
                nextRowZero = set.rowZero
                break
            }
        }
        return Spans(low: low, high: high)
    }

    /// The sets of `walk`'s columns from the last to the first, their spans written to
    /// `low` and `high`; returns the first column's set (its words over blocks
    /// low...high, high −1 when row 0 is all), or nil when a set climbed above the
    /// walk's blocks or came out empty.
    private static func walkBack(_ walk: StretchWalk, _ masks: CorridorMasks, bands: ColumnBands, rows n: Int,
                                 columns m: Int,
                                 next: [UInt64], nextLow: Int, nextRowZero: Bool,
                                 low: inout [Int], high: inout [Int]) -> (words: [UInt64], low: Int, high: Int, rowZero: Bool)? {
        let width = walk.width, from = walk.low
        var later = [UInt64](repeating: 0, count: width), here = later
        for (offset, word) in next.enumerated() { later[nextLow + offset - from] = word }
        var laterRowZero = nextRowZero
        var firstWord = -1, lastWord = -1
        for c in stride(from: walk.last, through: walk.first, by: -1) {
            let rowZero = later.withUnsafeBufferPointer { laterBits in
                here.withUnsafeMutableBufferPointer { hereBits in
                    tightSet(walk, masks, bands: bands, column: c, rows: n, columns: m,
                             next: c == m ? nil : laterBits.baseAddress!, nextRowZero: laterRowZero,
                             into: hereBits.baseAddress!)
                }
            }
            guard let rowZero else { return nil }
            firstWord = -1
            lastWord = -1
            for w in 0..<width where here[w] != 0 {
                if firstWord < 0 { firstWord = w }
                lastWord = w
            }
            if firstWord < 0 && !rowZero { return nil }
            low[c] = rowZero ? 0 : 64 * (from + firstWord) + here[firstWord].trailingZeroBitCount + 1
            high[c] = lastWord < 0 ? 0 : 64 * (from + lastWord) + (63 - here[lastWord].leadingZeroBitCount) + 1
            swap(&later, &here)
            laterRowZero = rowZero
        }
        // `later` holds the first column's set.
        guard firstWord >= 0 else { return ([], 0, -1, laterRowZero) }
        return (Array(later[firstWord...lastWord]), from + firstWord, from + lastWord, laterRowZero)
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
