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
/// the banded programme. Without a trace, memory is two levels of frontiers; with one
/// (`path`), every level is kept with a back pointer per entry, and the optimal path is
/// read backwards from the end cell.
enum WavefrontEditDistance {
    /// One step of a traced path: a pair (equal or substituted), a deletion of a
    /// reference token or an insertion of a hypothesis token.
    enum Step: UInt8 {
        case pair = 0, deletion = 1, insertion = 2
    }

    /// The key of turning `ref` into `hyp`, or nil when `budget` (work: frontier entries
    /// and tokens compared) did not suffice. With `maxEdits` (at least the distance),
    /// diagonals that cannot lead to the end within it are skipped; without it, the
    /// search deepens (see `deepening`).
    static func key(_ ref: UnsafeBufferPointer<Int>, _ hyp: UnsafeBufferPointer<Int>,
                    weight: Int, maxEdits: Int? = nil, budget: Int) -> Int? {
        let delta = hyp.count - ref.count
        var found: Int?
        let sweep = sweep(ref, hyp, traced: false)
        let reached: (Int, Int, Int, Int) -> Bool = { edits, diagonal, indels, _ in
            guard diagonal == delta else { return false }
            found = edits * weight + (indels - diagonal) / 2
            return true
        }
        if let maxEdits {
            var remaining = budget
            let outcome = sweep.run(maxEdits: maxEdits, rowBound: nil, budget: &remaining, reached: reached)
            return outcome == .overBudget ? nil : found
        }
        return deepening(sweep, budget: budget, reached: reached) ? found : nil
    }

    /// A minimal path turning `ref` into `hyp` (fewest edits, then fewest deletions, as the
    /// key), step by step in reading order; nil when `budget` (work, which also bounds
    /// the entries kept for the trace) did not suffice.
    static func path(_ ref: UnsafeBufferPointer<Int>, _ hyp: UnsafeBufferPointer<Int>, budget: Int) -> [Step]? {
        let delta = hyp.count - ref.count
        var end = -1
        let sweep = sweep(ref, hyp, traced: true)
        let finished = deepening(sweep, budget: budget) { _, diagonal, _, entry in
            guard diagonal == delta else { return false }
            end = entry
            return true
        }
        guard finished, end >= 0 else { return nil }
        return sweep.trace(from: end)
    }

    /// The last row of the weighted programme (as `EditDistance.lastRow`), exact for every
    /// cell from which the end cell (ref.count + …, diagonal `finalDiagonal`) can still be
    /// reached within `maxEdits` edits, `BandedEditDistance.infinity` (or an upper bound)
    /// elsewhere; nil when the budget ran out.
    static func lastRow(_ ref: UnsafeBufferPointer<Int>, _ hyp: UnsafeBufferPointer<Int>, weight: Int,
                        maxEdits: Int, finalDiagonal: Int, budget: Int) -> [Int]? {
        var row = [Int](repeating: BandedEditDistance.infinity, count: hyp.count + 1)
        let rows = ref.count
        var remaining = budget
        let outcome = sweep(ref, hyp, finalDiagonal: finalDiagonal, traced: false)
            .run(maxEdits: maxEdits, rowBound: nil, budget: &remaining) { edits, diagonal, indels, _ in
                row[rows + diagonal] = edits * weight + (indels - diagonal) / 2
                return false
            }
        return outcome == .overBudget ? nil : row
    }

    /// Runs `sweep` to the end cell under a limit U on the edits, pruning every cell from
    /// which the end cannot be reached within U: those with U − e less than the edits
    /// still needed by `SeedLowerBound` or by the distance to the end diagonal. Nothing
    /// on a path of at most U edits is pruned, so when U is at least the distance, the
    /// first level reaching the end gives the exact key and path; the work is about
    /// (distance) × (diagonals within the slack) instead of (distance)².
    ///
    /// U comes from a first sweep restricted to a band of diagonals around the main one
    /// (a real path, so an upper bound, and usually the distance itself). Returns true
    /// when `reached` stopped the sweep, false when the budget ran out.
    private static func deepening(_ sweep: AnySweep, budget: Int, reached: (Int, Int, Int, Int) -> Bool) -> Bool {
        let n = sweep.n, m = sweep.m, delta = m - n
        let bound = sweep.seedBound(seedLength: sweep.seedLength)
        let start = max(Int(bound?.first ?? 0), abs(delta))
        // The pruned sweep visits about U · (2 · (U − start) + 1) diagonals: give up at once
        // when the band's U is beyond what the budget allows (texts far apart).
        var affordable = start
        var step = max(1, n + m)
        while step > 0 {
            let candidate = affordable + step
            if candidate <= n + m && candidate * (2 * (candidate - start) + 1) <= budget { affordable = candidate }
            step /= 2
        }
        var remaining = budget
        var limit = -1
        let band = (min(0, delta) - 16)...(max(0, delta) + 16)
        let banded = sweep.run(maxEdits: affordable, rowBound: nil, band: band, record: false, budget: &remaining) {
            edits, diagonal, _, _ in
            guard diagonal == delta else { return false }
            limit = edits
            return true
        }
        guard banded == .stopped, limit >= 0 else { return false }
        return sweep.run(maxEdits: limit, rowBound: bound, band: nil, budget: &remaining, reached: reached) == .stopped
    }

    /// How a sweep ended.
    enum Outcome {
        /// `reached` returned true.
        case stopped
        /// Every level within the limit was run (or a level came out empty).
        case exhausted
        /// The work budget ran out.
        case overBudget
    }

    /// A sweep over the tokens in 16-bit form when every id fits (a quarter of the memory,
    /// so the runs followed on many diagonals at once stay in cache), else as they are.
    private static func sweep(_ ref: UnsafeBufferPointer<Int>, _ hyp: UnsafeBufferPointer<Int>,
                              finalDiagonal: Int? = nil, traced: Bool) -> AnySweep {
        let delta = finalDiagonal ?? (hyp.count - ref.count)
        var narrow = true
        for token in ref where token < 0 || token > Int(UInt16.max) { narrow = false; break }
        for token in hyp where token < 0 || token > Int(UInt16.max) { narrow = false; break }
        if narrow {
            return .narrow(Sweep(ref.map { UInt16(truncatingIfNeeded: $0) }, hyp.map { UInt16(truncatingIfNeeded: $0) },
                                 finalDiagonal: delta, traced: traced))
        }
        return .wide(Sweep(Array(ref), Array(hyp), finalDiagonal: delta, traced: traced))
    }

    /// A sweep over 16-bit or full-width tokens (an enum, not a protocol, so that both
    /// are specialized).
    private enum AnySweep {
        case narrow(Sweep<UInt16>)
        case wide(Sweep<Int>)

        var n: Int {
            switch self {
            case .narrow(let sweep): return sweep.n
            case .wide(let sweep): return sweep.n
            }
        }

        var m: Int {
            switch self {
            case .narrow(let sweep): return sweep.m
            case .wide(let sweep): return sweep.m
            }
        }

        /// Seeds of 10 tokens for a small alphabet (characters), 3 for a large one (words):
        /// long enough not to occur by chance, short enough to hold one error at most.
        var seedLength: Int {
            switch self {
            case .narrow(let sweep): return sweep.largeAlphabet ? 3 : 10
            case .wide(let sweep): return sweep.largeAlphabet ? 3 : 10
            }
        }

        func seedBound(seedLength: Int) -> [Int32]? {
            switch self {
            case .narrow(let sweep): return sweep.seedBound(seedLength: seedLength)
            case .wide(let sweep): return sweep.seedBound(seedLength: seedLength)
            }
        }

        func run(maxEdits: Int, rowBound: [Int32]?, band: ClosedRange<Int>? = nil, record: Bool = true,
                 budget: inout Int, reached: (Int, Int, Int, Int) -> Bool) -> Outcome {
            switch self {
            case .narrow(let sweep):
                return sweep.run(maxEdits: maxEdits, rowBound: rowBound, band: band, record: record, budget: &budget,
                                 reached: reached)
            case .wide(let sweep):
                return sweep.run(maxEdits: maxEdits, rowBound: rowBound, band: band, record: record, budget: &budget,
                                 reached: reached)
            }
        }

        func trace(from entry: Int) -> [Step] {
            switch self {
            case .narrow(let sweep): return sweep.trace(from: entry)
            case .wide(let sweep): return sweep.trace(from: entry)
            }
        }
    }

    /// The levels e = 0...maxEdits of frontiers, one after the other.
    private struct Sweep<Token: FixedWidthInteger> {
        let ref: [Token], hyp: [Token]
        let n: Int, m: Int
        let delta: Int
        let traced: Bool
        /// Traced only: every level's entries, one after the other: the furthest row, the
        /// row where its run of equal tokens starts, and the parent entry · 4 + the step
        /// that led from the parent (−1 at the root).
        let rows = GrowableInt32Buffer(), starts = GrowableInt32Buffer(), parents = GrowableInt32Buffer()

        init(_ ref: [Token], _ hyp: [Token], finalDiagonal: Int, traced: Bool) {
            self.ref = ref
            self.hyp = hyp
            n = ref.count
            m = hyp.count
            delta = finalDiagonal
            self.traced = traced
        }

        /// More than 256 distinct tokens among the first 4,096 of the reference.
        var largeAlphabet: Bool {
            var seen = Set<Token>()
            for token in ref.prefix(4096) {
                seen.insert(token)
                if seen.count > 256 { return true }
            }
            return false
        }

        func seedBound(seedLength: Int) -> [Int32]? {
            ref.withUnsafeBufferPointer { ref in
                hyp.withUnsafeBufferPointer { hyp in
                    SeedLowerBound.rows(ref.baseAddress!, count: n, hyp.baseAddress!, count: m, seedLength: seedLength)
                }
            }
        }

        /// Runs the levels e = 0...maxEdits, calling `reached(e, k, g, entry)` the first
        /// time the last row is reached on diagonal k (with the fewest indels g at that
        /// level; `entry` is its index in the trace); stops when it returns true. Cells
        /// from which `delta` is out of reach within `maxEdits` are skipped: diagonals too
        /// far from it, and (with `rowBound`, edits still needed from each row) rows too
        /// far from the end; with `band`, only those diagonals are run (then what is found
        /// is a path, not necessarily a minimal one). A traced sweep keeps the trace unless
        /// `record` is false. Takes its work from `budget`.
        func run(maxEdits: Int, rowBound: [Int32]?, band: ClosedRange<Int>? = nil, record: Bool = true,
                 budget: inout Int, reached: (Int, Int, Int, Int) -> Bool) -> Outcome {
            if traced {
                rows.removeAll()
                starts.removeAll()
                parents.removeAll()
            }
            let bound = rowBound ?? [Int32](repeating: 0, count: n + 1)
            return ref.withUnsafeBufferPointer { ref in
                hyp.withUnsafeBufferPointer { hyp in
                    bound.withUnsafeBufferPointer { bound in
                        run(ref.baseAddress!, hyp.baseAddress!, maxEdits: maxEdits, rowBound: bound.baseAddress!,
                            band: band ?? (-n)...m, traced: traced && record, budget: &budget, reached: reached)
                    }
                }
            }
        }

        private func run(_ ref: UnsafePointer<Token>, _ hyp: UnsafePointer<Token>, maxEdits: Int,
                         rowBound: UnsafePointer<Int32>, band: ClosedRange<Int>, traced: Bool, budget: inout Int,
                         reached: (Int, Int, Int, Int) -> Bool) -> Outcome {
            let n = self.n, m = self.m, delta = self.delta
            // Furthest row reached so far on each diagonal (by k + n), at any level.
            let reach = UnsafeMutablePointer<Int32>.allocate(capacity: n + m + 1)
            reach.initialize(repeating: -1, count: n + m + 1)
            // Two levels used in turn: per entry indels and furthest row (and, traced, the
            // start of its run and its parent); per diagonal the index of its first entry.
            var previous = Level(capacity: 16, traced: traced), current = Level(capacity: 16, traced: traced)
            defer {
                reach.deallocate()
                previous.deallocate()
                current.deallocate()
            }
            var previousLow = 1, previousHigh = 0, previousCount = 0
            // Index in the trace of the previous level's first entry.
            var previousBase = 0
            var work = 0
            // The first and last diagonals with entries at the previous level.
            var firstUsed = 0, lastUsed = 0
            let scoring = ScoringBudget.current
            for e in 0...maxEdits {
                // Diagonals a path within the limit can be on, next to the previous level's
                // non-empty ones.
                let low = max(-e, -n, delta - (maxEdits - e), firstUsed - 1, band.lowerBound)
                let high = min(e, m, delta + (maxEdits - e), lastUsed + 1, band.upperBound)
                if low > high { budget -= work; return .exhausted }
                firstUsed = Int.max
                lastUsed = Int.min
                // A diagonal's entries come from at most three of the previous level's.
                current.reserve(entries: 3 * previousCount + 1, diagonals: high - low + 2)
                let base = traced ? rows.count : 0
                var count = 0
                for k in low...high {
                    current.offsets[k - low] = Int32(truncatingIfNeeded: count)
                    // Runs of equal tokens on diagonal k end at this row at the latest.
                    let limit = min(n, m - k)
                    if e == 0 {
                        var i = 0
                        while i < limit && ref[i] == hyp[i] { i += 1 }
                        reach[n] = Int32(truncatingIfNeeded: i)
                        current.indels[0] = 0
                        current.rows[0] = Int32(truncatingIfNeeded: i)
                        if traced { current.starts[0] = 0; current.parents[0] = -1 }
                        count = 1
                        work += i
                        firstUsed = 0
                        lastUsed = 0
                        continue
                    }
                    count = extend(diagonal: k, level: e, limit: limit, ref, hyp, maxEdits: maxEdits, rowBound: rowBound,
                                   previous: previous, previousLow: previousLow, previousHigh: previousHigh,
                                   previousBase: previousBase, current: current, count: count, reach: reach,
                                   traced: traced, work: &work)
                    if count > Int(current.offsets[k - low]) {
                        firstUsed = min(firstUsed, k)
                        lastUsed = k
                    }
                }
                current.offsets[high - low + 1] = Int32(truncatingIfNeeded: count)
                if traced {
                    if base + count > Int(Int32.max) >> 2 { budget = 0; return .overBudget }
                    rows.append(contentsOf: current.rows, count: count)
                    starts.append(contentsOf: current.starts, count: count)
                    parents.append(contentsOf: current.parents, count: count)
                }
                if work > budget || (e & 15 == 15 && scoring.isExhausted) { budget = 0; return .overBudget }
                if count == 0 { budget -= work; return .exhausted }
                // Report diagonals reaching the last row for the first time.
                do {
                    for k in low...high {
                        let first = Int(current.offsets[k - low]), end = Int(current.offsets[k - low + 1])
                        guard first < end, Int(current.rows[end - 1]) == n else { continue }
                        if reached(e, k, Int(current.indels[end - 1]), base + end - 1) {
                            budget -= work
                            return .stopped
                        }
                    }
                }
                previousLow = low
                previousHigh = high
                previousCount = count
                previousBase = base
                swap(&previous, &current)
            }
            budget -= work
            return .exhausted
        }

        /// Diagonal `k` at level `e`: merges the previous level's entries on diagonals k,
        /// k + 1 and k − 1 by indels (ties: the furthest row, then an insertion before a
        /// substitution before a deletion), keeps the frontier, follows runs of equal
        /// tokens, and appends the kept entries to `current` from index `count`; returns
        /// the new count. Only rows beyond the furthest reach of fewer edits are kept: a
        /// cell already reached with fewer edits is never on a path of fewest edits
        /// through this level, so the frontiers hold cells of exactly e edits.
        @inline(__always)
        private func extend(diagonal k: Int, level e: Int, limit: Int, _ ref: UnsafePointer<Token>,
                            _ hyp: UnsafePointer<Token>, maxEdits: Int, rowBound: UnsafePointer<Int32>,
                            previous: Level, previousLow: Int, previousHigh: Int, previousBase: Int, current: Level,
                            count: Int, reach: UnsafeMutablePointer<Int32>, traced: Bool, work: inout Int) -> Int {
            var count = count
            @inline(__always) func entries(_ k: Int) -> (Int, Int) {
                guard k >= previousLow && k <= previousHigh else { return (0, 0) }
                let index = k - previousLow
                return (Int(previous.offsets[index]), Int(previous.offsets[index + 1]))
            }
            var (a, aEnd) = entries(k)
            var (b, bEnd) = entries(k + 1)
            var (c, cEnd) = entries(k - 1)
            var lastSlid = Int(reach[k + n])
            while true {
                // Next candidate with the smallest indels (ties: furthest row, then an
                // insertion before a substitution before a deletion: read forwards, a
                // gap shows deletions first, then substitutions, then insertions).
                var bestIndels = Int32.max, bestRow = -1, bestParent = -1
                if a < aEnd {
                    let i = Int(previous.rows[a])
                    if i < limit {
                        bestIndels = previous.indels[a]; bestRow = i + 1
                        bestParent = a << 2 | Int(Step.pair.rawValue)
                    } else { a = aEnd }
                }
                if b < bEnd {
                    let i = Int(previous.rows[b])
                    if i < n {
                        let g = previous.indels[b] + 1
                        if g < bestIndels || (g == bestIndels && i + 1 > bestRow) {
                            bestIndels = g; bestRow = i + 1
                            bestParent = b << 2 | Int(Step.deletion.rawValue)
                        }
                    } else { b = bEnd }
                }
                if c < cEnd {
                    let i = Int(previous.rows[c])
                    if i + k <= m {
                        let g = previous.indels[c] + 1
                        if g < bestIndels || (g == bestIndels && i >= bestRow) {
                            bestIndels = g; bestRow = i
                            bestParent = c << 2 | Int(Step.insertion.rawValue)
                        }
                    } else { c = cEnd }
                }
                if bestRow < 0 { break }
                // Consume every candidate with these indels.
                if a < aEnd && previous.indels[a] == bestIndels { a += 1 }
                if b < bEnd && previous.indels[b] + 1 == bestIndels { b += 1 }
                if c < cEnd && previous.indels[c] + 1 == bestIndels { c += 1 }
                work += 1
                if bestRow <= lastSlid { continue }
                var i = bestRow
                while i < limit && ref[i] == hyp[i + k] { i += 1 }
                work += i - bestRow
                lastSlid = i
                // Too far from the end for the limit: reached, but not kept.
                if e + Int(rowBound[i]) > maxEdits { continue }
                current.indels[count] = bestIndels
                current.rows[count] = Int32(truncatingIfNeeded: i)
                if traced {
                    current.starts[count] = Int32(truncatingIfNeeded: bestRow)
                    // The parent's index in the trace.
                    current.parents[count] = Int32(truncatingIfNeeded: (previousBase << 2) + bestParent)
                }
                count += 1
            }
            reach[k + n] = Int32(truncatingIfNeeded: lastSlid)
            return count
        }

        /// The steps of the path ending at trace entry `entry`, in reading order.
        func trace(from entry: Int) -> [Step] {
            var steps: [Step] = []
            steps.reserveCapacity(max(n, m) + 16)
            var entry = entry
            while true {
                for _ in starts[entry]..<rows[entry] { steps.append(.pair) }
                let parent = parents[entry]
                if parent < 0 { break }
                steps.append(Step(rawValue: UInt8(parent & 3))!)
                entry = Int(parent >> 2)
            }
            steps.reverse()
            return steps
        }
    }

    /// One level's frontier entries, diagonal after diagonal, in memory owned by the sweep.
    private struct Level {
        var indels: UnsafeMutablePointer<Int32>, rows: UnsafeMutablePointer<Int32>
        var starts: UnsafeMutablePointer<Int32>, parents: UnsafeMutablePointer<Int32>
        /// offsets[k − low] is the index of diagonal k's first entry; one more at the end.
        var offsets: UnsafeMutablePointer<Int32>
        var entryCapacity: Int, diagonalCapacity: Int
        let traced: Bool

        init(capacity: Int, traced: Bool) {
            entryCapacity = capacity
            diagonalCapacity = capacity
            self.traced = traced
            indels = .allocate(capacity: capacity)
            rows = .allocate(capacity: capacity)
            starts = .allocate(capacity: traced ? capacity : 1)
            parents = .allocate(capacity: traced ? capacity : 1)
            offsets = .allocate(capacity: capacity)
        }

        /// Makes room for `entries` entries and `diagonals` offsets (contents are lost).
        mutating func reserve(entries: Int, diagonals: Int) {
            if entries > entryCapacity {
                entryCapacity = max(entries, 2 * entryCapacity)
                indels.deallocate(); indels = .allocate(capacity: entryCapacity)
                rows.deallocate(); rows = .allocate(capacity: entryCapacity)
                if traced {
                    starts.deallocate(); starts = .allocate(capacity: entryCapacity)
                    parents.deallocate(); parents = .allocate(capacity: entryCapacity)
                }
            }
            if diagonals > diagonalCapacity {
                diagonalCapacity = max(diagonals, 2 * diagonalCapacity)
                offsets.deallocate(); offsets = .allocate(capacity: diagonalCapacity)
            }
        }

        func deallocate() {
            indels.deallocate()
            rows.deallocate()
            starts.deallocate()
            parents.deallocate()
            offsets.deallocate()
        }
    }
}
