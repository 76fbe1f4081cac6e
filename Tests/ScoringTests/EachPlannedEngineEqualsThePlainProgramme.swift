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
        #expect(EditDistancePlanner.$forced.withValue(.banded) { plan(line, line.reversed()) } == [.banded])
    }

    @Test("a budget that has run out is a typed stop, not a key")
    func exhaustedBudgetIsTyped() {
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
    }
}
