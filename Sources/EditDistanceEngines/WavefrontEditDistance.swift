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
/// makes it give up (nil) on inputs where the frontiers grow, and the planner's next
/// engine (the corridor) takes over. Without a trace, memory is two levels of frontiers; with one
/// (`path`), levels are kept with a back pointer per entry, a stretch of them at a time
/// between checkpoints, and the optimal path is read backwards from the end cell.
package enum WavefrontEditDistance {
    /// One step of a traced path: a pair (equal or substituted), a deletion of a
    /// reference token or an insertion of a hypothesis token.
    package enum Step: UInt8 {
        case pair = 0, deletion = 1, insertion = 2
    }

    /// The key of turning `ref` into `hyp`, or nil when `budget` (work: frontier entries
    /// and tokens compared) did not suffice. The search deepens (see `deepening`). With
    /// `yieldingFarApart`, it gives up at once on texts its seeds show far apart (see `plan`).
    static func key(_ ref: UnsafeBufferPointer<Int>, _ hyp: UnsafeBufferPointer<Int>,
                    weight: Int, budget: Int, yieldingFarApart: Bool = false) -> Int? {
        let delta = hyp.count - ref.count
        var found: Int?
        let sweep = sweep(ref, hyp, traced: false)
        let reached: (Int, Int, Int, Int) -> Bool = { edits, diagonal, indels, _ in
            guard diagonal == delta else { return false }
            found = edits * weight + (indels - diagonal) / 2
            return true
        }
        return deepening(sweep, budget: budget, yieldingFarApart: yieldingFarApart, reached: reached) ? found : nil
    }

    /// A minimal path turning `ref` into `hyp` (fewest edits, then fewest deletions, as the
    /// key), step by step in reading order; nil when `budget` (the first sweeps' work) did
    /// not suffice or a stretch's trace would hold more than `traceLimit` entries.
    ///
    /// A small trace (at most 2²⁰ entries by the plan's count) is kept whole in one sweep.
    /// A larger one is not kept for every level at once: a first sweep keeps only every
    /// `checkpointEvery`-th level's frontier (by default about the square root of the
    /// edits, at least 64), then the levels between two checkpoints are run again, traced,
    /// from the last stretch to the first, each read back to the entry where its path
    /// leaves the checkpoint's level. The work about doubles (the second half outside
    /// `budget`: it is the first sweep's again); the memory is a stretch's
    /// trace and the checkpoints instead of every level's entries. The sweeps are
    /// deterministic, so the path is the one a single traced sweep reads.
    static func path(_ ref: UnsafeBufferPointer<Int>, _ hyp: UnsafeBufferPointer<Int>, budget: Int,
                     checkpointEvery: Int? = nil, traceLimit: Int = Int(Int32.max) >> 2,
                     yieldingFarApart: Bool = false) -> [Step]? {
        let delta = hyp.count - ref.count
        let sweep = sweep(ref, hyp, traced: true)
        var remaining = budget
        guard let plan = plan(sweep, budget: &remaining, yieldingFarApart: yieldingFarApart) else { return nil }
        if checkpointEvery == nil && plan.entries <= min(traceLimit, 1 << 20) {
            // A small trace (a page's few hundred edits): kept whole in one sweep.
            var end = -1
            let outcome = sweep.run(maxEdits: plan.limit, rowBound: plan.bound, traceLimit: traceLimit,
                                    budget: &remaining) { _, diagonal, _, entry in
                guard diagonal == delta else { return false }
                end = entry
                return true
            }
            guard outcome == .stopped, end >= 0 else { return nil }
            var backwards: [Step] = []
            backwards.reserveCapacity(max(ref.count, hyp.count) + 16)
            _ = sweep.traceBack(from: end, into: &backwards)
            backwards.reverse()
            return backwards
        }
        let interval = max(1, checkpointEvery ?? max(64, Int(Double(plan.limit).squareRoot())))
        var checkpoints: [WavefrontCheckpoint] = []
        var endLevel = -1
        let first = sweep.run(maxEdits: plan.limit, rowBound: plan.bound, record: false, checkpointEvery: interval,
                              keep: { checkpoints.append($0) }, budget: &remaining) { edits, diagonal, _, _ in
            guard diagonal == delta else { return false }
            endLevel = edits
            return true
        }
        guard first == .stopped, endLevel >= 0 else { return nil }
        checkpoints.removeAll { $0.level >= endLevel }
        // Stretches from the last to the first: stretch s runs from checkpoint s − 1 (the
        // start for s = 0) to checkpoint s's level (the end level for the last).
        var backwards: [Step] = []
        backwards.reserveCapacity(max(ref.count, hyp.count) + 16)
        var target = -1
        // The stretches run again what the first sweep ran, about its work: not taken from
        // `budget`, which would only give up halfway through a path already found.
        var again = Int.max
        for stretch in stride(from: checkpoints.count, through: 0, by: -1) {
            let resume = stretch == 0 ? nil : checkpoints[stretch - 1]
            let isLast = stretch == checkpoints.count
            var entry = -1
            let outcome = sweep.run(maxEdits: plan.limit, rowBound: plan.bound, resume: resume,
                                    lastLevel: isLast ? endLevel : checkpoints[stretch].level,
                                    traceLimit: traceLimit, budget: &again) { edits, diagonal, _, index in
                guard isLast, diagonal == delta else { return false }
                entry = index
                return true
            }
            if isLast {
                guard outcome == .stopped, entry >= 0 else { return nil }
            } else {
                // The run ended with checkpoint `stretch`'s level, the same entries in the
                // same order: the target is its entry there.
                let levelCount = checkpoints[stretch].rows.count
                guard outcome == .exhausted, sweep.traceCount >= levelCount else { return nil }
                entry = sweep.traceCount - levelCount + target
            }
            target = sweep.traceBack(from: entry, into: &backwards)
        }
        backwards.reverse()
        return backwards
    }

    /// Runs `sweep` to the end cell under a limit U on the edits, pruning every cell from
    /// which the end cannot be reached within U: those with U − e less than the edits
    /// still needed by `SeedLowerBound` or by the distance to the end diagonal. Nothing
    /// on a path of at most U edits is pruned, so when U is at least the distance, the
    /// first level reaching the end gives the exact key and path; the work is about
    /// (distance) × (diagonals within the slack) instead of (distance)².
    ///
    /// U comes from `plan`. Returns true when `reached` stopped the sweep, false when the
    /// budget ran out.
    private static func deepening(_ sweep: AnySweep, budget: Int, yieldingFarApart: Bool,
                                  reached: (Int, Int, Int, Int) -> Bool) -> Bool {
        var remaining = budget
        guard let plan = plan(sweep, budget: &remaining, yieldingFarApart: yieldingFarApart) else { return false }
        return sweep.run(maxEdits: plan.limit, rowBound: plan.bound, budget: &remaining, reached: reached) == .stopped
    }

    /// The limit U and the row bound of `deepening`'s exact sweep: U from a first sweep
    /// over a band of 33 diagonals that follows the one furthest along, so that it keeps
    /// up with a path drifting away from the main diagonal (a real path, so an upper
    /// bound, and usually the distance itself); nil when U is beyond what `budget` allows.
    ///
    /// The exact sweep keeps a diagonal t away from the path only while t is within the
    /// slack (U − e − the bound from its row), at most U − bound(0): at most
    /// U · (2 · (U − bound(0)) + 1) entries. The band's sweep may go four times as far as
    /// the first bound's estimate allows (the refined bound can halve the slack, and the
    /// slack falls on the way); the exact sweep runs when the refined bound's estimate
    /// fits half the budget, which also pays for the tokens compared.
    ///
    /// With `yieldingFarApart` (the corridor engine follows, at about one bit-parallel
    /// pass whatever the distance), it gives up before the band's sweep when nine in ten
    /// of the short seeds are absent (about one token in five wrong or more: the band's
    /// sweep would spend the budget and fail on such texts; pages at 8 % and 15 % errors,
    /// whose wavefront is as quick as the corridor or quicker, have about 57 % and 80 %:
    /// 1 − 0.92¹⁰ and 1 − 0.85¹⁰).
    private static func plan(_ sweep: AnySweep, budget: inout Int,
                             yieldingFarApart: Bool = false) -> (limit: Int, bound: [Int32]?, entries: Int)? {
        let n = sweep.n, m = sweep.m, delta = m - n
        // Two seed lengths, their absent seeds combined (`SeedLowerBound.rows(combining:)`).
        // The short seeds first: on texts far apart the longer ones are not needed.
        var seeds: [(Int, [Int])] = []
        for q in sweep.seedLengths {
            guard let absent = sweep.absentSeeds(seedLength: q) else { continue }
            if yieldingFarApart && seeds.isEmpty && n / q >= 32 && 10 * absent.count >= 9 * (n / q) { return nil }
            seeds.append((q, absent))
        }
        // Row 0's bound: every absent seed.
        let start = max(seeds.map { $0.1.count }.max() ?? 0, abs(delta))
        // Give up at once when even that is beyond the budget (texts far apart).
        var affordable = start
        let room = budget > Int.max / 4 ? Int.max : 4 * budget
        var step = max(1, n + m)
        while step > 0 {
            let candidate = affordable + step
            if candidate <= n + m && candidate * (candidate - start + 1) <= room { affordable = candidate }
            step /= 2
        }
        var limit = -1
        let banded = sweep.run(maxEdits: affordable, rowBound: nil, follow: 16, record: false, budget: &budget) {
            edits, diagonal, _, _ in
            guard diagonal == delta else { return false }
            limit = edits
            return true
        }
        guard banded == .stopped, limit >= 0 else { return nil }
        // Under the limit found, absent seeds with nothing within one edit near the
        // diagonals a path can take count two (`SeedLowerBound.holdingTwo`).
        let bound = seeds.isEmpty ? nil : SeedLowerBound.rows(combining: seeds.map { q, absent in
            (absent, sweep.holdingTwo(absent: absent, seedLength: q, limit: limit), q)
        }, count: n)
        let refinedStart = max(Int(bound?.first ?? 0), abs(delta))
        guard 2 * limit * (2 * max(0, limit - refinedStart) + 1) <= budget else { return nil }
        // At most as many frontier entries as the exact sweep's diagonals over its levels.
        return (limit, bound, limit * (2 * max(0, limit - refinedStart) + 1))
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
                              traced: Bool) -> AnySweep {
        let delta = hyp.count - ref.count
        var narrow = true
        for token in ref where token < 0 || token > Int(UInt16.max) { narrow = false; break }
        for token in hyp where token < 0 || token > Int(UInt16.max) { narrow = false; break }
        if narrow {
            return .narrow(Sweep(ref.map { UInt16(truncatingIfNeeded: $0) }, hyp.map { UInt16(truncatingIfNeeded: $0) },
                                 finalDiagonal: delta, traced: traced))
        }
        return .wide(Sweep(Array(ref), Array(hyp), finalDiagonal: delta, traced: traced))
    }

    /// How much of the sweep a run covers, beyond its limit.
    struct Extent {
        /// Half the width of a band of diagonals around the previous level's furthest
        /// along (nil: every diagonal).
        var follow: Int?
        /// The level to resume after, as a checkpointed run kept it (nil: from the start).
        var resume: WavefrontCheckpoint?
        /// The last level to run (when `reached` does not stop it before).
        var lastLevel: Int
        /// Every that many levels (0: never) a checkpoint is handed to `keep`.
        var checkpointEvery: Int
        /// The most entries a traced run keeps before it gives up (over budget).
        var traceLimit: Int
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

        /// Seed lengths for the bound: 10 and 16 tokens for a small alphabet (characters),
        /// 3 and 4 for a large one (words). Short seeds hold one error at most more often,
        /// long ones more often count two (`SeedLowerBound.holdingTwo`, even lengths
        /// only): the shorter suit texts with many errors, the longer texts with few.
        var seedLengths: [Int] {
            let large: Bool
            switch self {
            case .narrow(let sweep): large = sweep.largeAlphabet
            case .wide(let sweep): large = sweep.largeAlphabet
            }
            return large ? [3, 4] : [10, 16]
        }

        func absentSeeds(seedLength: Int) -> [Int]? {
            switch self {
            case .narrow(let sweep): return sweep.absentSeeds(seedLength: seedLength)
            case .wide(let sweep): return sweep.absentSeeds(seedLength: seedLength)
            }
        }

        func holdingTwo(absent: [Int], seedLength: Int, limit: Int) -> [Bool]? {
            switch self {
            case .narrow(let sweep): return sweep.holdingTwo(absent: absent, seedLength: seedLength, limit: limit)
            case .wide(let sweep): return sweep.holdingTwo(absent: absent, seedLength: seedLength, limit: limit)
            }
        }

        func run(maxEdits: Int, rowBound: [Int32]?, follow: Int? = nil, record: Bool = true,
                 resume: WavefrontCheckpoint? = nil, lastLevel: Int? = nil, checkpointEvery: Int = 0,
                 traceLimit: Int = Int(Int32.max) >> 2, keep: (WavefrontCheckpoint) -> Void = { _ in }, budget: inout Int,
                 reached: (Int, Int, Int, Int) -> Bool) -> Outcome {
            let extent = Extent(follow: follow, resume: resume, lastLevel: lastLevel ?? maxEdits,
                                checkpointEvery: checkpointEvery, traceLimit: min(traceLimit, Int(Int32.max) >> 2))
            switch self {
            case .narrow(let sweep):
                return sweep.run(maxEdits: maxEdits, rowBound: rowBound, extent: extent, record: record, keep: keep,
                                 budget: &budget, reached: reached)
            case .wide(let sweep):
                return sweep.run(maxEdits: maxEdits, rowBound: rowBound, extent: extent, record: record, keep: keep,
                                 budget: &budget, reached: reached)
            }
        }

        /// Entries in the trace of the last traced run.
        var traceCount: Int {
            switch self {
            case .narrow(let sweep): return sweep.rows.count
            case .wide(let sweep): return sweep.rows.count
            }
        }

        func traceBack(from entry: Int, into steps: inout [Step]) -> Int {
            switch self {
            case .narrow(let sweep): return sweep.traceBack(from: entry, into: &steps)
            case .wide(let sweep): return sweep.traceBack(from: entry, into: &steps)
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

        /// The seeds absent from the hypothesis (`SeedLowerBound.absentSeeds`).
        func absentSeeds(seedLength q: Int) -> [Int]? {
            ref.withUnsafeBufferPointer { ref in
                hyp.withUnsafeBufferPointer { hyp in
                    SeedLowerBound.absentSeeds(ref.baseAddress!, count: n, hyp.baseAddress!, count: m, seedLength: q)
                }
            }
        }

        /// Which of them hold two edits on paths of at most `limit` edits
        /// (`SeedLowerBound.holdingTwo`); nil when the seed length allows no refinement.
        func holdingTwo(absent: [Int], seedLength q: Int, limit: Int) -> [Bool]? {
            ref.withUnsafeBufferPointer { ref in
                hyp.withUnsafeBufferPointer { hyp in
                    SeedLowerBound.holdingTwo(absent, ref.baseAddress!, count: n, hyp.baseAddress!, count: m,
                                              seedLength: q, limit: limit)
                }
            }
        }

        /// Runs the levels e = 0...maxEdits, calling `reached(e, k, g, entry)` the first
        /// time the last row is reached on diagonal k (with the fewest indels g at that
        /// level; `entry` is its index in the trace); stops when it returns true. Cells
        /// from which `delta` is out of reach within `maxEdits` are skipped: diagonals too
        /// far from it, and (with `rowBound`, edits still needed from each row) rows too
        /// far from the end; with `extent.follow`, only the diagonals that near to the
        /// previous level's furthest along (then what is found is a path, not necessarily a
        /// minimal one). A traced sweep keeps the trace unless `record` is false. See
        /// `Extent` for resuming, stopping early and keeping checkpoints. Takes its work
        /// from `budget`.
        func run(maxEdits: Int, rowBound: [Int32]?, extent: Extent, record: Bool,
                 keep: (WavefrontCheckpoint) -> Void, budget: inout Int,
                 reached: (Int, Int, Int, Int) -> Bool) -> Outcome {
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
                            extent: extent, traced: traced && record, keep: keep, budget: &budget, reached: reached)
                    }
                }
            }
        }

        private func run(_ ref: UnsafePointer<Token>, _ hyp: UnsafePointer<Token>, maxEdits: Int,
                         rowBound: UnsafePointer<Int32>, extent: Extent, traced: Bool,
                         keep: (WavefrontCheckpoint) -> Void, budget: inout Int,
                         reached: (Int, Int, Int, Int) -> Bool) -> Outcome {
            let n = self.n, m = self.m, delta = self.delta
            // Furthest row reached so far on each diagonal (by k + n), at any level.
            // Only the diagonals within the limit are ever visited (|k| ≤ e ≤ maxEdits):
            // storage for those alone, indexed by k + n as if it held every diagonal.
            let reachLowest = max(-n, -maxEdits), reachHighest = min(m, maxEdits)
            let reachStorage = UnsafeMutablePointer<Int32>.allocate(capacity: reachHighest - reachLowest + 1)
            reachStorage.initialize(repeating: -1, count: reachHighest - reachLowest + 1)
            let reach = reachStorage - (reachLowest + n)
            // Two levels used in turn: per entry indels and furthest row (and, traced, the
            // start of its run and its parent); per diagonal the index of its first entry.
            var previous = Level(capacity: 16, traced: traced), current = Level(capacity: 16, traced: traced)
            defer { reachStorage.deallocate(); previous.deallocate(); current.deallocate() }
            var previousLow = 1, previousHigh = 0, previousCount = 0
            // Index in the trace of the previous level's first entry.
            var previousBase = 0
            var work = 0
            // The first and last diagonals with entries at the previous level.
            var firstUsed = 0, lastUsed = 0
            // The diagonal furthest along (largest i + j) at the previous level.
            var centre = 0
            var firstLevel = 0
            if let resume = extent.resume {
                (firstLevel, previousLow, previousHigh, previousCount) = (resume.level + 1, resume.low, resume.high, resume.rows.count)
                (firstUsed, lastUsed, centre) = (resume.firstUsed, resume.lastUsed, resume.centre)
                restore(resume, into: &previous, reach: reach, reachLowest: reachLowest, reachHighest: reachHighest,
                        traced: traced)
            }
            let scoring = ScoringBudget.current
            let lastLevel = min(maxEdits, extent.lastLevel)
            if firstLevel > lastLevel { budget -= work; return .exhausted }
            for e in firstLevel...lastLevel {
                // Diagonals a path within the limit can be on, next to the previous level's
                // non-empty ones.
                var low = max(-e, -n, delta - (maxEdits - e), firstUsed - 1)
                var high = min(e, m, delta + (maxEdits - e), lastUsed + 1)
                if let follow = extent.follow {
                    low = max(low, centre - follow)
                    high = min(high, centre + follow)
                }
                if low > high { budget -= work; return .exhausted }
                // A diagonal's entries come from at most three of the previous level's.
                current.reserve(entries: 3 * previousCount + 1, diagonals: high - low + 2)
                let base = traced ? rows.count : 0
                let used = e == 0 ? start(ref, hyp, current: current, reach: reach, traced: traced, work: &work)
                    : advance(level: e, low: low, high: high, ref, hyp, maxEdits: maxEdits, rowBound: rowBound,
                              previous: previous, previousLow: previousLow, previousHigh: previousHigh,
                              previousBase: previousBase, current: current, reach: reach, traced: traced, work: &work)
                let count = used.count
                (firstUsed, lastUsed) = (used.first, used.last)
                if let furthest = used.centre { centre = furthest }
                if traced {
                    if base + count > extent.traceLimit { budget = 0; return .overBudget }
                    rows.append(contentsOf: current.rows, count: count)
                    starts.append(contentsOf: current.starts, count: count)
                    parents.append(contentsOf: current.parents, count: count)
                }
                if work > budget || (e & 15 == 15 && scoring.isExhausted) { budget = 0; return .overBudget }
                if count == 0 { budget -= work; return .exhausted }
                // Report diagonals reaching the last row for the first time.
                if reportsLastRow(current, level: e, low: low, high: high, base: base, reached: reached) {
                    budget -= work
                    return .stopped
                }
                if extent.checkpointEvery > 0 && e > 0 && e % extent.checkpointEvery == 0 {
                    // What the next levels read: this level, and the furthest rows of the
                    // diagonals they can get to.
                    let margin = min(extent.checkpointEvery, n + m) + 2
                    let reachLow = max(reachLowest, firstUsed - margin)
                    let reachHigh = min(reachHighest, lastUsed + margin)
                    keep(checkpoint(level: e, low: low, high: high, current, count: count, used: (firstUsed, lastUsed, centre),
                                    reach: UnsafeBufferPointer(start: reach + (reachLow + n), count: reachHigh - reachLow + 1),
                                    reachLow: reachLow))
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

        /// Level 0: the run of equal tokens from the start, on diagonal 0 alone.
        private func start(_ ref: UnsafePointer<Token>, _ hyp: UnsafePointer<Token>, current: Level,
                           reach: UnsafeMutablePointer<Int32>, traced: Bool,
                           work: inout Int) -> (count: Int, first: Int, last: Int, centre: Int?) {
            let limit = min(n, m)
            var i = 0
            while i < limit && ref[i] == hyp[i] { i += 1 }
            current.offsets[0] = 0
            current.offsets[1] = 1
            reach[n] = Int32(truncatingIfNeeded: i)
            current.indels[0] = 0
            current.rows[0] = Int32(truncatingIfNeeded: i)
            if traced { current.starts[0] = 0; current.parents[0] = -1 }
            work += i
            return (1, 0, 0, nil)
        }

        /// Level `e` on diagonals `low...high` into `current`: its entry count, the first
        /// and last diagonals with entries, and the one furthest along (nil: none).
        private func advance(level e: Int, low: Int, high: Int, _ ref: UnsafePointer<Token>, _ hyp: UnsafePointer<Token>,
                             maxEdits: Int, rowBound: UnsafePointer<Int32>, previous: Level, previousLow: Int,
                             previousHigh: Int, previousBase: Int, current: Level, reach: UnsafeMutablePointer<Int32>,
                             traced: Bool, work: inout Int) -> (count: Int, first: Int, last: Int, centre: Int?) {
            var first = Int.max, last = Int.min, furthest = Int.min, centre: Int?
            var count = 0
            for k in low...high {
                current.offsets[k - low] = Int32(truncatingIfNeeded: count)
                // Runs of equal tokens on diagonal k end at this row at the latest.
                count = extend(diagonal: k, level: e, limit: min(n, m - k), ref, hyp, maxEdits: maxEdits, rowBound: rowBound,
                               previous: previous, previousLow: previousLow, previousHigh: previousHigh,
                               previousBase: previousBase, current: current, count: count, reach: reach,
                               traced: traced, work: &work)
                if count > Int(current.offsets[k - low]) {
                    first = min(first, k)
                    last = k
                    // A diagonal's entries go further down as their indels grow.
                    let along = 2 * Int(current.rows[count - 1]) + k
                    if along > furthest { furthest = along; centre = k }
                }
            }
            current.offsets[high - low + 1] = Int32(truncatingIfNeeded: count)
            return (count, first, last, centre)
        }

        /// Level `e` (`count` entries of `current` on diagonals `low...high`) kept for a
        /// later run, with the furthest rows `reach` of diagonals `reachLow` on.
        private func checkpoint(level e: Int, low: Int, high: Int, _ current: Level, count: Int,
                                used: (first: Int, last: Int, centre: Int), reach: UnsafeBufferPointer<Int32>,
                                reachLow: Int) -> WavefrontCheckpoint {
            WavefrontCheckpoint(
                level: e, low: low, high: high,
                offsets: Array(UnsafeBufferPointer(start: current.offsets, count: high - low + 2)),
                indels: Array(UnsafeBufferPointer(start: current.indels, count: count)),
                rows: Array(UnsafeBufferPointer(start: current.rows, count: count)),
                firstUsed: used.first, lastUsed: used.last, centre: used.centre, reachLow: reachLow, reach: Array(reach))
        }

        /// Puts a checkpoint's level back as the previous level, and its furthest rows into
        /// `reach`; traced, the level heads the trace (entries without a run or a parent,
        /// where reading a path back stops).
        private func restore(_ resume: WavefrontCheckpoint, into previous: inout Level, reach: UnsafeMutablePointer<Int32>,
                             reachLowest: Int, reachHighest: Int, traced: Bool) {
            previous.reserve(entries: resume.rows.count, diagonals: resume.offsets.count)
            resume.offsets.withUnsafeBufferPointer { previous.offsets.update(from: $0.baseAddress!, count: $0.count) }
            resume.indels.withUnsafeBufferPointer { previous.indels.update(from: $0.baseAddress!, count: $0.count) }
            resume.rows.withUnsafeBufferPointer { previous.rows.update(from: $0.baseAddress!, count: $0.count) }
            for (offset, value) in resume.reach.enumerated() {
                let k = resume.reachLow + offset
                if k >= reachLowest && k <= reachHighest { reach[k + n] = value }
            }
            guard traced else { return }
            resume.rows.withUnsafeBufferPointer { levelRows in
                rows.append(contentsOf: levelRows.baseAddress!, count: levelRows.count)
                starts.append(contentsOf: levelRows.baseAddress!, count: levelRows.count)
            }
            for _ in 0..<resume.rows.count { parents.append(-1) }
        }

        /// Hands `reached` each diagonal of level `e` whose furthest entry is on the last
        /// row; true when it says stop.
        private func reportsLastRow(_ current: Level, level e: Int, low: Int, high: Int, base: Int,
                                    reached: (Int, Int, Int, Int) -> Bool) -> Bool {
            for k in low...high {
                let first = Int(current.offsets[k - low]), end = Int(current.offsets[k - low + 1])
                guard first < end, Int(current.rows[end - 1]) == n else { continue }
                if reached(e, k, Int(current.indels[end - 1]), base + end - 1) { return true }
            }
            return false
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

        /// Appends the steps of the path ending at trace entry `entry` to `steps`,
        /// backwards, as far as an entry without a parent (the root, or a resumed level's
        /// entry); returns that entry.
        func traceBack(from entry: Int, into steps: inout [Step]) -> Int {
            var entry = entry
            while true {
                for _ in starts[entry]..<rows[entry] { steps.append(.pair) }
                let parent = parents[entry]
                if parent < 0 { return entry }
                steps.append(Step(rawValue: UInt8(parent & 3))!)
                entry = Int(parent >> 2)
            }
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

/// One level of a wavefront sweep, kept so that a later run can resume after it: its
/// frontier entries by diagonal, and what the next levels read of the levels before.
struct WavefrontCheckpoint {
    let level: Int
    /// The diagonals of `offsets` (offsets[k − low] is diagonal k's first entry, one more
    /// at the end).
    let low: Int, high: Int
    let offsets: [Int32], indels: [Int32], rows: [Int32]
    /// The first and last diagonals with entries, and the one furthest along.
    let firstUsed: Int, lastUsed: Int, centre: Int
    /// The furthest row reached on each diagonal from `reachLow` on, as far as the next
    /// checkpoint's levels can get.
    let reachLow: Int
    let reach: [Int32]
}
