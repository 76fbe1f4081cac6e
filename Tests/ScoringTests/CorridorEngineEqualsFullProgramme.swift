import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// The two engines for texts far apart against the plain full weighted programme
/// (`TracedPathEqualsFullProgramme.fullKey`): the corridor engine (bit-parallel passes
/// forwards and backwards, then the programme over the corridor) must give the full
/// programme's key, tie-breaking included, and a path that replays to it; the bounds
/// must never settle a pair wrongly.
@Suite struct CorridorEngineEqualsFullProgramme {
    typealias Random = BandedDistanceEqualsFullProgramme.Random
    typealias Oracle = TracedPathEqualsFullProgramme

    static func solve(_ ref: [Int], _ hyp: [Int], trace: Bool) -> (key: Int, steps: [WavefrontEditDistance.Step])? {
        ref.withUnsafeBufferPointer { r in
            hyp.withUnsafeBufferPointer { h in
                CorridorEditDistance.solve(r, h, weight: ref.count + 1, trace: trace)
            }
        }
    }

    @Test("on 400 random pairs across block boundaries the corridor key and path equal the full programme's")
    func randomPairs() {
        var random = Random(state: 0xC0_441D_0E)
        var solved = 0
        for round in 0..<400 {
            var (ref, hyp) = Oracle.pair(&random)
            // Lengths on and around multiples of 64 (the blocks), and unrelated pairs.
            if round % 4 == 0 {
                let length = 64 * (1 + random.next(6)) + [-1, 0, 1][random.next(3)]
                let alphabet = 2 + random.next(40)
                ref = (0..<length).map { _ in random.next(alphabet) }
                hyp = (0..<(length + random.next(9) - 4)).map { _ in random.next(alphabet) }
            }
            if ref.isEmpty || hyp.isEmpty { continue }
            let key = Oracle.fullKey(ref, hyp)
            guard let result = Self.solve(ref, hyp, trace: true) else { continue }
            solved += 1
            #expect(result.key == key, "\(ref) \(hyp)")
            #expect(Oracle.replayKey(result.steps, ref, hyp) == key, "\(ref) \(hyp)")
            #expect(Self.solve(ref, hyp, trace: false)?.key == key)
        }
        // It may give up on wide corridors (repetitive texts), but not on most pairs.
        #expect(solved > 300)
    }

    @Test("long pairs whose corridor climbs or falls many blocks within a stretch: key and path equal the full programme's")
    func corridorsThatClimb() {
        var random = Random(state: 0xC11_4B)
        for round in 0..<12 {
            let alphabet = 3 + random.next(20)
            let text = (0..<(300 + random.next(500))).map { _ in random.next(alphabet) }
            // A long run the other side lacks (deleted, or inserted), before, inside or
            // after a shared text with a few changes: the corridor runs down one column,
            // or along row 0, for hundreds of rows.
            let run = (0..<(200 + random.next(700))).map { _ in alphabet + random.next(3) }
            var changed = text
            for _ in 0..<(1 + random.next(8)) { changed[random.next(changed.count)] = random.next(alphabet) }
            let cut = [0, text.count / 2, text.count][round % 3]
            let long = Array(text[..<cut]) + run + Array(text[cut...])
            let (ref, hyp) = round % 2 == 0 ? (long, changed) : (changed, long)
            let key = Oracle.fullKey(ref, hyp)
            // The corridor is narrow away from the run: the engine must not give up.
            let result = Self.solve(ref, hyp, trace: true)
            #expect(result?.key == key)
            #expect(result.map { Oracle.replayKey($0.steps, ref, hyp) } == key)
        }
    }

    @Test("unrelated pairs of 1,000 to 2,500 tokens (many stretches): key and path equal the full programme's")
    func longUnrelatedPairs() {
        var random = Random(state: 0x10_C0_22)
        for _ in 0..<6 {
            let alphabet = 2 + random.next(60)
            let ref = (0..<(1_000 + random.next(1_500))).map { _ in random.next(alphabet) }
            let hyp = (0..<(ref.count + random.next(200) - 100)).map { _ in random.next(alphabet) }
            let key = Oracle.fullKey(ref, hyp)
            let result = Self.solve(ref, hyp, trace: true)
            #expect(result?.key == key)
            #expect(result.map { Oracle.replayKey($0.steps, ref, hyp) } == key)
            #expect(Self.solve(ref, hyp, trace: false)?.key == key)
        }
    }

    /// Two unrelated random texts (lengths from `refFrom` and `hypFrom`, up to 900 more) and
    /// their corridor masks, handed to `body`.
    static func withUnrelatedPair(_ random: inout Random, refFrom: Int, hypFrom: Int,
                                  _ body: (UnsafeBufferPointer<Int>, UnsafeBufferPointer<Int>, CorridorMasks) -> Void) {
        let alphabet = 2 + random.next(30)
        let ref = (0..<(refFrom + random.next(900))).map { _ in random.next(alphabet) }
        let hyp = (0..<(hypFrom + random.next(900))).map { _ in random.next(alphabet) }
        ref.withUnsafeBufferPointer { r in hyp.withUnsafeBufferPointer { h in body(r, h, CorridorMasks(r, h)) } }
    }

    @Test("without the carry log (too big to keep) the blocks run from the first and the corridor is the same")
    func corridorWithoutCarryLog() {
        var random = Random(state: 0x10_6_0FF)
        for _ in 0..<20 {
            Self.withUnrelatedPair(&random, refFrom: 200, hypFrom: 200) { r, h, masks in
                let kept = CorridorEditDistance.corridorRows(masks, rows: r.count, columns: h.count)
                let none = CorridorEditDistance.corridorRows(masks, rows: r.count, columns: h.count, carryLimit: 0)
                #expect(kept != nil)
                #expect(kept?.low == none?.low && kept?.high == none?.high)
            }
        }
    }

    @Test("with a carry log of a byte per 2, 4 or 8 blocks (long texts) the corridor is the one of a byte per block")
    func corridorWithCoarseCarryLog() {
        var random = Random(state: 0x6A_4E)
        var coarse = 0
        for _ in 0..<20 {
            Self.withUnrelatedPair(&random, refFrom: 300, hypFrom: 300) { r, h, masks in
                let dense = CorridorEditDistance.corridorRows(masks, rows: r.count, columns: h.count)
                #expect(dense != nil)
                for shift in 1...3 {
                    let limit = ((masks.blocks + (1 << shift) - 1) >> shift) * h.count
                    #expect(CarryLog(blocks: masks.blocks, columns: h.count, limit: limit).shift == shift)
                    let spans = CorridorEditDistance.corridorRows(masks, rows: r.count, columns: h.count, carryLimit: limit)
                    #expect(spans?.low == dense?.low && spans?.high == dense?.high)
                    coarse += 1
                }
            }
        }
        #expect(coarse == 60)
    }

    @Test("a coarse carry log reads back, for each granule's last block, the carry a byte-per-block log holds")
    func coarseCarryLogKeepsEachGranulesLastCarry() {
        var random = Random(state: 0x6A_4F)
        var compared = 0
        for _ in 0..<8 {
            Self.withUnrelatedPair(&random, refFrom: 600, hypFrom: 300) { r, h, masks in
                let n = r.count, m = h.count, blocks = masks.blocks
                func pass(_ log: CarryLog) -> CorridorEditDistance.ColumnBands? {
                    CorridorEditDistance.forwardPass(masks, rows: n, columns: m, limit: max(n, m),
                                                     state: BlockState(blocks: blocks),
                                                     saved: BlockStates(count: m / 64 + 1, blocks: blocks),
                                                     stretch: 64, log: log)
                }
                let dense = CarryLog(blocks: blocks, columns: m)
                guard let bands = pass(dense) else { Issue.record("no pass"); return }
                for shift in 1...3 {
                    let coarse = CarryLog(blocks: blocks, columns: m, limit: ((blocks + (1 << shift) - 1) >> shift) * m)
                    _ = pass(coarse)
                    #expect(coarse.granuleStart(13) == (13 >> shift) << shift)
                    for j in 0..<m {
                        for b in Int(bands.first[j + 1])..<Int(bands.last[j + 1]) where (b + 1) % (1 << shift) == 0 {
                            let want = dense.carry(block: b, step: j), got = coarse.carry(block: b, step: j)
                            #expect(got.positive == want.positive && got.negative == want.negative)
                            compared += 1
                        }
                    }
                }
            }
        }
        #expect(compared > 10_000)
    }

    @Test("rare tokens' rows written on demand (too many distinct tokens for the table) equal the table's rows")
    func rareTokenRowsEqualTheTable() {
        var random = Random(state: 0x4A_2E)
        for round in 0..<20 {
            // Words: many distinct tokens, a few frequent ones.
            let alphabet = 50 + random.next(400)
            let ref = (0..<(200 + random.next(800))).map { _ in random.next(4) == 0 ? random.next(3) : random.next(alphabet) }
            let hyp = (0..<(200 + random.next(800))).map { _ in random.next(4) == 0 ? random.next(3) : random.next(alphabet + 20) }
            ref.withUnsafeBufferPointer { r in
                hyp.withUnsafeBufferPointer { h in
                    let table = CorridorMasks(r, h)
                    // Room for only a few table rows: most tokens are rare.
                    let few = CorridorMasks(r, h, limit: (3 + round % 5) * table.blocks)
                    for j in 0..<h.count {
                        let expected = Array(UnsafeBufferPointer(start: table.forwardRow(column: j), count: table.blocks))
                        #expect(Array(UnsafeBufferPointer(start: few.forwardRow(column: j), count: few.blocks)) == expected)
                    }
                    // Four rows held at once (as the forward pass holds them) stay as written.
                    for j in stride(from: 0, to: h.count - 3, by: 4) {
                        let held = (0..<4).map { few.forwardRow(column: j + $0) }
                        for k in 0..<4 {
                            #expect(Array(UnsafeBufferPointer(start: held[k], count: few.blocks))
                                    == Array(UnsafeBufferPointer(start: table.forwardRow(column: j + k), count: table.blocks)))
                        }
                    }
                    let spans = CorridorEditDistance.corridorRows(few, rows: r.count, columns: h.count)
                    let expected = CorridorEditDistance.corridorRows(table, rows: r.count, columns: h.count)
                    #expect(spans != nil && spans?.low == expected?.low && spans?.high == expected?.high)
                }
            }
        }
    }

    @Test("hand-checked keys: the tie-break prefers substitutions")
    func handChecked() {
        // ab → ba: two substitutions, no deletion: key 2 · 3 + 0.
        #expect(Self.solve([0, 1], [1, 0], trace: false)?.key == 6)
        // abc → bcd: a deletion and an insertion (2 edits) beat three substitutions: 2 · 4 + 1.
        #expect(Self.solve([0, 1, 2], [1, 2, 3], trace: false)?.key == 9)
        // 70 a's against 70 b's: 70 substitutions across two blocks.
        #expect(Self.solve(Array(repeating: 0, count: 70), Array(repeating: 1, count: 70), trace: false)?.key == 70 * 71)
    }

    @Test("the bounds settle disjoint texts exactly and leave related texts alone")
    func boundsSettleOnlyWhenExact() {
        func settled(_ ref: [Int], _ hyp: [Int]) -> EditDistanceBounds.StraightPath? {
            ref.withUnsafeBufferPointer { r in hyp.withUnsafeBufferPointer { h in EditDistanceBounds.settled(r, h) } }
        }
        // Nothing in common: max(n, m) edits, the surplus deleted.
        #expect(settled([1, 1, 1, 1, 1], [2, 2, 2]) == .init(fromEnd: false, edits: 5))
        // One token in common, at the end: pairing from the end keeps it.
        #expect(settled([1, 1, 1, 7], [2, 7]) == .init(fromEnd: true, edits: 3))
        // ab → ba: lower bound 0, straight path 2: not settled (the answer is 2, by the programme).
        #expect(settled([0, 1], [1, 0]) == nil)
        var random = Random(state: 0xB0_0D5)
        for _ in 0..<300 {
            let alphabet = 2 + random.next(6)
            let ref = (0..<(1 + random.next(40))).map { _ in random.next(alphabet) }
            let hyp = (0..<(1 + random.next(40))).map { _ in alphabet + random.next(3) - (random.next(4) == 0 ? 2 : 0) }
            let key = Oracle.fullKey(ref, hyp)
            if let path = settled(ref, hyp) {
                #expect(EditDistanceBounds.key(path, rows: ref.count, columns: hyp.count, weight: ref.count + 1) == key)
                #expect(Oracle.replayKey(EditDistanceBounds.steps(path, rows: ref.count, columns: hyp.count), ref, hyp) == key)
            }
            ref.withUnsafeBufferPointer { r in
                hyp.withUnsafeBufferPointer { h in
                    #expect(EditDistanceBounds.lowerBound(r, h) <= key / (ref.count + 1))
                    #expect(EditDistanceBounds.straightPath(r, h).edits >= key / (ref.count + 1))
                }
            }
        }
    }
}
