import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// Every engine the planner keeps, forced onto random pairs that reach it (long enough to
/// span several 64-row blocks where blocks matter, texts the bounds settle for the bounds,
/// a short reference for the short-reference engine), against the one oracle
/// (`PlainProgramme`): the key through `EditDistance`, and for the engines that trace a
/// path the path through `Alignment`, replayed. The planner's tally counts the pairs each
/// engine answered: at least 200 each.
@Suite struct EachPlannedEngineEqualsThePlainProgramme {
    typealias Random = BandedDistanceEqualsFullProgramme.Random

    /// A pair for `engine`: its sizes and texts reach it.
    static func pair(for engine: EditEngine, _ random: inout Random) -> ([Int], [Int]) {
        let alphabet = 1 + random.next(30)
        func text(_ length: Int) -> [Int] { (0..<length).map { _ in random.next(alphabet) } }
        switch engine {
        case .plain:
            let ref = text(1 + random.next(60))
            return (ref, random.corrupt(ref, rate: [2, 10, 30, 100][random.next(4)], alphabet: alphabet))
        case .bounds:
            // Texts with little in common (other letters, a few shared), or a short text
            // embedded in one at least twice as long.
            let ref = text(65 + random.next(300))
            if random.next(2) == 0 {
                var hyp = ref
                for _ in 0..<(ref.count + random.next(300)) { hyp.insert(alphabet + random.next(5), at: random.next(hyp.count + 1)) }
                return random.next(2) == 0 ? (ref, hyp) : (hyp, ref)
            }
            let hyp = (0..<(65 + random.next(300))).map { _ in random.next(20) == 0 ? random.next(alphabet) : alphabet + random.next(9) }
            return (ref, hyp)
        case .shortReference:
            let ref = text(1 + random.next(64))
            let hyp = text(random.next(1_500)) + random.corrupt(ref, rate: 20, alphabet: alphabet) + text(random.next(500))
            return (ref, hyp)
        case .wavefront, .corridor, .banded:
            // Across block boundaries, near-identical to unrelated.
            let ref = text(65 + random.next(600))
            return (ref, random.corrupt(ref, rate: [1, 3, 8, 30, 100][random.next(5)], alphabet: alphabet))
        }
    }

    /// The engines that trace a path.
    static let pathEngines: Set<EditEngine> = [.bounds, .wavefront, .corridor, .banded]

    @Test("each engine, forced, gives the plain programme's key and a path that replays to it, on at least 200 pairs",
          arguments: EditEngine.allCases)
    func engineEqualsThePlainProgramme(_ engine: EditEngine) {
        var random = Random(state: 0x9_1A4 &+ UInt64(EditEngine.allCases.firstIndex(of: engine)!))
        let tally = EngineTally()
        var keys = 0, paths = 0
        // Pairs until 220 keys (at most 2,000: the bounds settle only some of theirs).
        for _ in 0..<2_000 where keys < 220 {
            let (ref, hyp) = Self.pair(for: engine, &random)
            let (prefix, suffix) = EditDistance.commonAffixes(ref, hyp)
            let r = Array(ref[prefix..<(ref.count - suffix)]), h = Array(hyp[prefix..<(hyp.count - suffix)])
            guard !r.isEmpty, !h.isEmpty else { continue }
            let key = PlainProgramme.key(r, h)
            EditDistancePlanner.$forced.withValue(engine) {
                EditDistancePlanner.$tally.withValue(tally) {
                    if case .success(let got) = EditDistance.plannedKey(ArraySlice(r), ArraySlice(h), weight: r.count + 1) {
                        #expect(got == key, "\(engine): \(r) \(h)")
                        keys += 1
                    }
                    if Self.pathEngines.contains(engine), case .success(let path) = Alignment.plannedPath(r, h) {
                        #expect(TracedPathEqualsFullProgramme.replayKey(path, r, h) == key, "\(engine): \(r) \(h)")
                        paths += 1
                    }
                }
            }
        }
        #expect(keys >= 200, "\(engine) answered \(keys) keys")
        if Self.pathEngines.contains(engine) { #expect(paths >= 200, "\(engine) traced \(paths) paths") }
        #expect(tally[engine] == keys + paths)
        for other in EditEngine.allCases where other != engine { #expect(tally[other] == 0) }
    }

    @Test("unforced, the planner sends single lines to the plain programme, settled pairs to the bounds, and long pages on")
    func plannerChoosesByTheRules() {
        let line = Array(0..<40), page = (0..<5_000).map { $0 % 37 }
        func plan(_ ref: [Int], _ hyp: [Int]) -> [EditEngine] {
            ref.withUnsafeBufferPointer { r in hyp.withUnsafeBufferPointer { h in EditDistancePlanner.keyPlan(r, h).engines } }
        }
        #expect(plan(line, line.reversed()) == [.plain])
        #expect(plan(page, page.map { $0 + 100 }) == [.bounds])
        // Shares tokens, not a subsequence, no straight path meets the bound: a short truth in a huge answer.
        #expect(plan([3, 2, 1, 0, 55, 4, 5], (0..<(1 << 20)).map { $0 % 50 }) == [.shortReference])
        var changed = page
        changed[2_500] = 99
        #expect(plan(page, changed) == [.wavefront, .corridor, .banded])
        // Words of a page read badly: 2,000 of 5,000 words new (a multiset bound of 2,000,
        // squared 4,000,000, over a pass of 5,000 · 79 = 395,000 block steps): corridor first.
        let words = Array(0..<5_000)
        var misread = words
        for k in stride(from: 0, to: 5_000, by: 5) { misread[k] = 10_000 + k; misread[k + 1] = 20_000 + k }
        #expect(plan(words, misread) == [.corridor, .wavefront, .banded])
        #expect(EditDistancePlanner.$forced.withValue(.banded) { plan(line, line.reversed()) } == [.banded])
    }

    @Test("a budget that has run out is a typed stop, not a key: planned results and the public counts and alignments")
    func exhaustedBudgetIsTyped() throws {
        let stop = ScoringStop()
        stop.trigger()
        let budget = ScoringBudget(seconds: nil, stop: stop)
        let ref = (0..<2_000).map { $0 % 13 }, hyp = (0..<2_000).map { ($0 * 7) % 13 }
        let result = ScoringBudget.$current.withValue(budget) {
            EditDistance.plannedKey(ArraySlice(ref), ArraySlice(hyp), weight: ref.count + 1)
        }
        #expect(result == .failure(.outOfBudget))
        let path = ScoringBudget.$current.withValue(budget) { Alignment.plannedPath(ref, hyp) }
        #expect(path == .failure(.outOfBudget))
        // The public functions throw it, never a bound in place of the figures.
        ScoringBudget.$current.withValue(budget) {
            #expect(throws: EditDistanceStop.outOfBudget) { try EditDistance.counts(reference: ref, hypothesis: hyp) }
            let text = String(repeating: "ab", count: 100), other = String(repeating: "ba", count: 100)
            #expect(throws: EditDistanceStop.outOfBudget) { try CharacterErrorRate.counts(reference: text, hypothesis: other) }
            #expect(throws: EditDistanceStop.outOfBudget) { try CharacterAlignment(reference: text, hypothesis: other) }
            #expect(throws: EditDistanceStop.outOfBudget) { try WordErrorRate.counts(reference: "a b c d", hypothesis: "d c b a") }
        }
        // Without a budget the same calls answer.
        #expect(try EditDistance.counts(reference: ref, hypothesis: hyp).edits == PlainProgramme.counts(ref, hyp).edits)
    }
}

/// The corridor's pass weighs the work it has left against the time left at once, so a
/// pair it cannot finish is stopped then, as a forecast, not when the time is up.
@Suite struct CorridorForecastsWhatItCannotFinish {
    @Test("with 10 ms left on a clock that never moves, two unrelated 100,000-token texts are stopped at once, as a forecast")
    func unaffordablePassStopsAtOnce() {
        var state: UInt64 = 11
        func text() -> [Int] {
            (0..<100_000).map { _ in
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return Int((state >> 33) % 40)
            }
        }
        let ref = text(), hyp = text()
        let start = ContinuousClock.now
        let budget = ScoringBudget(seconds: 0.01, clock: ScoringClock { start })
        let result = ScoringBudget.$current.withValue(budget) {
            EditDistancePlanner.forcing(.corridor) { EditDistance.plannedKey(ArraySlice(ref), ArraySlice(hyp), weight: ref.count + 1) }
        }
        #expect(result == .failure(.outOfBudget))
        #expect(budget.wasForecast)
        // With a minute left the same pass is affordable: no forecast at its start.
        let roomy = ScoringBudget(seconds: 60, clock: ScoringClock { start })
        #expect(!roomy.cannotAfford(blockSteps: CorridorEditDistance.leastRemainingSteps(rows: 100_000, columns: 100_000,
                                                                                         column: 0, first: 0, last: 1_562)))
    }

    @Test("on random pairs the least remaining steps never exceed the steps the pass then ran")
    func leastRemainingStepsIsALowerBound() {
        var random = BandedDistanceEqualsFullProgramme.Random(state: 0xF0_4E)
        var checked = 0
        for _ in 0..<30 {
            let alphabet = 2 + random.next(40)
            let ref = (0..<(64 + random.next(2_000))).map { _ in random.next(alphabet) }
            let hyp = random.next(2) == 0 ? random.corrupt(ref, rate: [5, 30, 100][random.next(3)], alphabet: alphabet)
                : (0..<(64 + random.next(2_000))).map { _ in random.next(alphabet) }
            ref.withUnsafeBufferPointer { r in
                hyp.withUnsafeBufferPointer { h in
                    let masks = CorridorMasks(r, h), n = r.count, m = h.count, blocks = masks.blocks
                    let bound = CorridorEditDistance.upperBound(masks, rows: n, columns: m)
                    guard let bands = CorridorEditDistance.forwardPass(
                        masks, rows: n, columns: m, limit: bound, state: BlockState(blocks: blocks),
                        saved: BlockStates(count: m / 64 + 1, blocks: blocks), stretch: 64,
                        log: CarryLog(blocks: blocks, columns: m)) else { Issue.record("no pass"); return }
                    // Work from each column on, the pass's own: its bands' widths.
                    var after = [Double](repeating: 0, count: m + 2)
                    for column in stride(from: m, through: 1, by: -1) {
                        after[column] = after[column + 1] + Double(bands.last[column] - bands.first[column] + 1)
                    }
                    for j in stride(from: 0, to: m, by: 4) {
                        let least = CorridorEditDistance.leastRemainingSteps(rows: n, columns: m, column: j,
                                                                            first: Int(bands.first[j + 1]),
                                                                            last: Int(bands.last[j + 1]))
                        #expect(least <= after[j + 1] + 0.5, "n \(n) m \(m) column \(j)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 1_000)
    }

    @Test("the least remaining steps, worked by hand on a small band")
    func leastRemainingStepsByHand() {
        // n = m = 640 (10 blocks), at column 0 with blocks 2...9: columns 1 to 191 (c below
        // row 192, block 2's end) run 8 blocks each = 1,528; then the falling line from
        // 10 − 193/64 to 10 − 577/64 over 384 columns: 384 · (6.984 + 0.984) / 2 = 1,530;
        // columns past 576 count in the floor of one a column only.
        let steps = CorridorEditDistance.leastRemainingSteps(rows: 640, columns: 640, column: 0, first: 2, last: 9)
        #expect(abs(steps - (1_528 + 1_530)) < 1)
        // Never less than one a column.
        #expect(CorridorEditDistance.leastRemainingSteps(rows: 640, columns: 640, column: 600, first: 9, last: 9) == 40)
    }
}

/// The corridor's memory is estimated before it starts; beyond its limit it gives up and
/// the banded engine, in linear memory, takes the pair.
@Suite struct CorridorStaysWithinItsMemory {
    @Test("the estimate worked by hand for two 4,096-token texts: checkpoints, log and walk")
    func estimateByHand() {
        // 64 blocks, a stretch of 256 columns, a byte a block in the log:
        // checkpoints 17 · 64 · 16 = 17,408; log 64 · 4,096 = 262,144; walk 32 · 257 · 64 = 526,336.
        #expect(CorridorEditDistance.estimatedBytes(rows: 4_096, columns: 4_096) == 17_408 + 262_144 + 526_336)
        // Two texts of a million graphemes fit; of six million, not.
        #expect(CorridorEditDistance.estimatedBytes(rows: 1_000_000, columns: 1_000_000) < CorridorEditDistance.memoryLimit)
        #expect(CorridorEditDistance.estimatedBytes(rows: 6_000_000, columns: 6_000_000) > CorridorEditDistance.memoryLimit)
    }

    @Test("over its memory limit the corridor gives up, and the planner's banded engine answers exactly")
    func overLimitFallsToBanded() {
        var random = BandedDistanceEqualsFullProgramme.Random(state: 0x3E3)
        let ref = (0..<3_000).map { _ in random.next(23) }, hyp = (0..<3_000).map { _ in random.next(23) }
        let key = PlainProgramme.key(ref, hyp)
        ref.withUnsafeBufferPointer { r in
            hyp.withUnsafeBufferPointer { h in
                #expect(CorridorEditDistance.solve(r, h, weight: ref.count + 1, trace: false)?.key == key)
                #expect(CorridorEditDistance.solve(r, h, weight: ref.count + 1, trace: false, memoryLimit: 1_000) == nil)
            }
        }
        // The planner's order: after the corridor, the banded engine.
        #expect(EditDistancePlanner.forcing(.banded) {
            EditDistance.plannedKey(ArraySlice(ref), ArraySlice(hyp), weight: ref.count + 1)
        } == .success(key))
    }
}
