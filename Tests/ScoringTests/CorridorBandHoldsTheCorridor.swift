import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// The corridor engine's banded forward pass (`CorridorEditDistance.forwardPass`): the
/// upper bound it is set by is never below the distance, its band holds every cell on a
/// minimal path (computed here by the plain forward and backward programmes), it leaves
/// out blocks on texts far apart, and the four-column step equals four single ones.
@Suite struct CorridorBandHoldsTheCorridor {
    typealias Random = BandedDistanceEqualsFullProgramme.Random

    /// F (from the start) and R (to the end), unit costs, column by column: [j][i].
    static func programmes(_ ref: [Int], _ hyp: [Int]) -> (forward: [[Int]], backward: [[Int]]) {
        let n = ref.count, m = hyp.count
        var forward = [[Int]](repeating: [Int](repeating: 0, count: n + 1), count: m + 1)
        var backward = forward
        for i in 0...n { forward[0][i] = i; backward[m][i] = n - i }
        for j in 0..<m {
            forward[j + 1][0] = j + 1
            for i in 1...n {
                forward[j + 1][i] = min(forward[j][i - 1] + (ref[i - 1] == hyp[j] ? 0 : 1),
                                        forward[j][i] + 1, forward[j + 1][i - 1] + 1)
            }
        }
        for j in stride(from: m - 1, through: 0, by: -1) {
            backward[j][n] = m - j
            for i in stride(from: n - 1, through: 0, by: -1) {
                backward[j][i] = min(backward[j + 1][i + 1] + (ref[i] == hyp[j] ? 0 : 1),
                                     backward[j + 1][i] + 1, backward[j][i + 1] + 1)
            }
        }
        return (forward, backward)
    }

    /// The band's blocks per column and the upper bound, as `corridorRows` runs them.
    static func band(_ ref: [Int], _ hyp: [Int], limit: Int? = nil) -> (bands: CorridorEditDistance.ColumnBands, limit: Int)? {
        ref.withUnsafeBufferPointer { r in
            hyp.withUnsafeBufferPointer { h in
                let masks = CorridorMasks(r, h)
                let n = ref.count, m = hyp.count
                let bound = limit ?? CorridorEditDistance.upperBound(masks, rows: n, columns: m)
                let state = BlockState(blocks: masks.blocks)
                let saved = BlockStates(count: 1, blocks: masks.blocks)
                let log = CarryLog(blocks: masks.blocks, columns: m)
                guard let bands = CorridorEditDistance.forwardPass(masks, rows: n, columns: m, limit: bound, state: state,
                                                                   saved: saved, stretch: m + 4, log: log) else { return nil }
                return (bands, bound)
            }
        }
    }

    @Test("hand-checked bound: a band of 257 rows around the straight line holds the best path of two shifted texts")
    func handCheckedBound() {
        // 300 tokens against the same 300 with 10 in front: 10 insertions, a path along
        // the line's band.
        let text = (0..<300).map { $0 % 17 }
        let shifted = Array(repeating: 99, count: 10) + text
        let masks = text.withUnsafeBufferPointer { r in shifted.withUnsafeBufferPointer { h in CorridorMasks(r, h) } }
        #expect(CorridorEditDistance.upperBound(masks, rows: 300, columns: 310) == 10)
    }

    @Test("on 60 random pairs the bound is at least the distance and every cell on a minimal path lies in the band")
    func bandHoldsEveryMinimalPath() {
        var random = Random(state: 0xBA_4D)
        var narrower = 0
        for round in 0..<60 {
            let alphabet = 2 + random.next(round % 3 == 0 ? 4 : 60)
            let ref = (0..<(200 + random.next(500))).map { _ in random.next(alphabet) }
            let hyp: [Int]
            switch round % 3 {
            case 0: hyp = random.corrupt(ref, rate: 5 + random.next(40), alphabet: alphabet)
            case 1: hyp = (0..<(ref.count + random.next(300) - 150)).map { _ in random.next(alphabet) }
            default:
                // A run inserted or deleted: the best path leaves the line's band.
                let cut = random.next(ref.count)
                let run = (0..<(150 + random.next(400))).map { _ in alphabet + random.next(3) }
                hyp = random.next(2) == 0 ? Array(ref[..<cut]) + run + Array(ref[cut...])
                                          : Array(ref[..<cut]) + Array(ref[min(ref.count, cut + run.count)...])
            }
            guard !hyp.isEmpty, let (bands, limit) = Self.band(ref, hyp) else { continue }
            let (forward, backward) = Self.programmes(ref, hyp)
            let distance = forward[hyp.count][ref.count]
            #expect(limit >= distance)
            var inBand = 0
            for j in 0...hyp.count {
                let first = Int(bands.first[j]), last = Int(bands.last[j])
                inBand += last - first + 1
                for i in 0...ref.count where forward[j][i] + backward[j][i] == distance {
                    // Row 0 belongs to the first block's column (its top boundary).
                    let block = i == 0 ? 0 : (i - 1) / 64
                    #expect(block >= first && block <= last, "column \(j) row \(i): blocks \(first)...\(last)")
                }
            }
            if inBand < ((ref.count + 63) / 64) * (hyp.count + 1) { narrower += 1 }
        }
        // Unrelated and badly read texts leave blocks out.
        #expect(narrower > 15)
    }

    @Test("the bound only narrows the band: with the largest bound every block runs")
    func largestBoundRunsEveryBlock() {
        var random = Random(state: 0xF0_11)
        let ref = (0..<700).map { _ in random.next(30) }
        let hyp = (0..<650).map { _ in random.next(30) }
        let full = Self.band(ref, hyp, limit: 10 * (ref.count + hyp.count))
        #expect(full.map { $0.bands.first.allSatisfy { $0 == 0 } && $0.bands.last.allSatisfy { $0 == 10 } } == true)
    }

    @Test("four columns side by side give the vertical deltas, carries and last carries of four single steps")
    func fourColumnsEqualFourSingleSteps() {
        var random = Random(state: 0x4_C01)
        for _ in 0..<60 {
            let blocks = 1 + random.next(20)
            let first = random.next(blocks), last = first + random.next(blocks - first)
            let shift = UInt64(random.next(64))
            func word() -> UInt64 { UInt64(random.next(1 << 30)) << 34 ^ UInt64(random.next(1 << 30)) << 4 ^ UInt64(random.next(16)) }
            let rows = (0..<4).map { _ in (0..<blocks).map { _ in word() } }
            // A state that vertical deltas could be (never +1 and −1 on one row).
            let positive = (0..<blocks).map { _ in word() }
            let negative = positive.map { ~$0 & word() }
            func start() -> BlockState {
                let state = BlockState(blocks: blocks)
                for b in 0..<blocks { state.positive[b] = positive[b]; state.negative[b] = negative[b] }
                return state
            }
            let single = start(), four = start()
            let singleLog = CarryLog(blocks: blocks, columns: 4), fourLog = CarryLog(blocks: blocks, columns: 4)
            var singleOuts: [UInt64] = []
            for k in 0..<4 {
                let out = rows[k].withUnsafeBufferPointer {
                    single.advance($0.baseAddress!, first: first, last: last, shift: shift, log: singleLog, step: k)
                }
                singleOuts += [out.positive, out.negative]
            }
            let outs = rows[0].withUnsafeBufferPointer { r0 in
                rows[1].withUnsafeBufferPointer { r1 in
                    rows[2].withUnsafeBufferPointer { r2 in
                        rows[3].withUnsafeBufferPointer { r3 in
                            four.advanceFour((r0.baseAddress!, r1.baseAddress!, r2.baseAddress!, r3.baseAddress!),
                                             first: first, last: last, shift: shift, log: fourLog, step: 0)
                        }
                    }
                }
            }
            #expect([outs.0.positive, outs.0.negative, outs.1.positive, outs.1.negative,
                     outs.2.positive, outs.2.negative, outs.3.positive, outs.3.negative] == singleOuts)
            for b in 0..<blocks {
                #expect(single.positive[b] == four.positive[b] && single.negative[b] == four.negative[b])
            }
            for step in 0..<4 {
                for b in first..<last {
                    let expected = singleLog.carry(block: b, step: step), got = fourLog.carry(block: b, step: step)
                    #expect(expected.positive == got.positive && expected.negative == got.negative)
                }
            }
        }
    }

    @Test("token ids too large for a table (hashed instead) give the same key as small ones")
    func largeTokenIdsUseTheDictionary() {
        var random = Random(state: 0x1D5)
        for _ in 0..<10 {
            let alphabet = 2 + random.next(40)
            let ref = (0..<(500 + random.next(800))).map { _ in random.next(alphabet) }
            let hyp = random.corrupt(ref, rate: 40, alphabet: alphabet)
            let spread = { (tokens: [Int]) in tokens.map { $0 * 1_000_003 - 7_000_000_000 } }
            let small = CorridorEngineEqualsFullProgramme.solve(ref, hyp, trace: false)?.key
            let large = CorridorEngineEqualsFullProgramme.solve(spread(ref), spread(hyp), trace: false)?.key
            #expect(small != nil)
            #expect(small == large)
            #expect(small == TracedPathEqualsFullProgramme.fullKey(ref, hyp))
        }
    }

    @Test("texts read badly (a third of the tokens wrong) skip the wavefront and still count as the full programme does")
    func badlyReadTextsCountExactly() throws {
        var random = Random(state: 0x3_0BAD)
        for _ in 0..<8 {
            let alphabet = 20 + random.next(40)
            let ref = (0..<(1_500 + random.next(1_500))).map { _ in random.next(alphabet) }
            let hyp = random.corrupt(ref, rate: 35, alphabet: alphabet)
            let key = ref.withUnsafeBufferPointer { r in
                hyp.withUnsafeBufferPointer { h in
                    WavefrontEditDistance.key(r, h, weight: ref.count + 1, budget: Int.max / 8, yieldingFarApart: true)
                }
            }
            // Nine in ten of its 10-token seeds are absent: the wavefront gives way.
            #expect(key == nil)
            #expect(try EditDistance.counts(reference: ref, hypothesis: hyp) == BandedDistanceEqualsFullProgramme.fullCounts(ref, hyp))
        }
    }
}
