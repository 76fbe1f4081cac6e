import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// `SeedLowerBound.rows` prunes the wavefront, so it must never exceed the edits really
/// left: from reference row i, whatever hypothesis column the path is at, turning
/// ref[i...] into hyp[j...] takes at least rows[i] edits. Checked against a plain
/// suffix programme on small random pairs, with every seed length that fits.
@Suite struct SeedLowerBoundNeverOverestimates {
    typealias Random = BandedDistanceEqualsFullProgramme.Random

    static func rows<Token: FixedWidthInteger>(_ ref: [Token], _ hyp: [Token], q: Int) -> [Int32]? {
        ref.withUnsafeBufferPointer { r in
            hyp.withUnsafeBufferPointer { h in
                SeedLowerBound.rows(r.baseAddress!, count: r.count, h.baseAddress!, count: h.count, seedLength: q)
            }
        }
    }

    /// The oracle: per reference row i, the fewest unit-cost edits turning ref[i...] into
    /// any suffix hyp[j...] (full suffix programme, then the minimum of each row).
    static func fewestEditsLeft<Token: Equatable>(_ ref: [Token], _ hyp: [Token]) -> [Int] {
        suffixDistances(ref, hyp).map { $0.min()! }
    }

    /// suffix[i][j]: the unit-cost distance of ref[i...] and hyp[j...] (full programme).
    static func suffixDistances<Token: Equatable>(_ ref: [Token], _ hyp: [Token]) -> [[Int]] {
        let n = ref.count, m = hyp.count
        var suffix = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n, through: 0, by: -1) {
            for j in stride(from: m, through: 0, by: -1) {
                if i == n { suffix[i][j] = m - j; continue }
                if j == m { suffix[i][j] = n - i; continue }
                suffix[i][j] = min(suffix[i + 1][j + 1] + (ref[i] == hyp[j] ? 0 : 1),
                                   suffix[i + 1][j] + 1, suffix[i][j + 1] + 1)
            }
        }
        return suffix
    }

    static func unitDistance<Token: Equatable>(_ ref: [Token], _ hyp: [Token]) -> Int {
        var above = Array(0...hyp.count)
        for i in 0..<ref.count {
            var here = [i + 1]
            for j in 0..<hyp.count {
                here.append(min(above[j] + (ref[i] == hyp[j] ? 0 : 1), above[j + 1] + 1, here[j] + 1))
            }
            above = here
        }
        return above[hyp.count]
    }

    @Test("hand-checked: one absent seed of three tokens counts until its start is passed")
    func handChecked() {
        // Seeds 1 2 3 (in the hypothesis) and 4 5 6 (not): one edit left up to row 3.
        #expect(Self.rows([1, 2, 3, 4, 5, 6], [1, 2, 3, 9, 9, 9], q: 3) == [1, 1, 1, 1, 0, 0, 0])
        // Both seeds absent, a ragged tail of one token that is no seed.
        #expect(Self.rows([1, 2, 3, 4, 5, 6, 7], [7, 7, 7], q: 3) == [2, 1, 1, 1, 0, 0, 0, 0])
        // Every seed present, anywhere in the hypothesis.
        #expect(Self.rows([4, 5, 6, 1, 2, 3], [1, 2, 3, 0, 4, 5, 6], q: 3) == [0, 0, 0, 0, 0, 0, 0])
        // Seeds of one token: each absent token counts.
        #expect(Self.rows([1, 2, 1, 3], [1], q: 1) == [2, 2, 1, 1, 0])
    }

    @Test("nil when the reference or the hypothesis is shorter than a seed")
    func tooShortForASeed() {
        #expect(Self.rows([1, 2], [1, 2, 3], q: 3) == nil)
        #expect(Self.rows([1, 2, 3], [1, 2], q: 3) == nil)
        #expect(Self.rows([1, 2, 3], [1, 2, 3], q: 0) == nil)
        #expect(Self.rows([1, 2, 3], [4, 5, 6], q: 3) == [1, 0, 0, 0])
    }

    /// A random pair of small sequences, related or not.
    static func pair(_ random: inout Random, maximum: Int) -> ([Int], [Int]) {
        let alphabet = 1 + random.next(8)
        let ref = (0..<(1 + random.next(maximum))).map { _ in random.next(alphabet) }
        if random.next(4) == 0 { return (ref, (0..<(1 + random.next(maximum))).map { _ in random.next(alphabet) }) }
        let hyp = random.corrupt(ref, rate: [3, 10, 30, 60][random.next(4)], alphabet: alphabet)
        return (ref, hyp.isEmpty ? [0] : hyp)
    }

    @Test("on 1,500 random pairs up to 60 tokens: no row above the fewest edits left from it")
    func neverAboveEditsLeft() {
        var random = Random(state: 0x5EED)
        var nonZero = 0
        for _ in 0..<1500 {
            let (ref, hyp) = Self.pair(&random, maximum: 60)
            let left = Self.fewestEditsLeft(ref, hyp)
            let distance = Self.unitDistance(ref, hyp)
            for q in 1...6 {
                guard let rows = Self.rows(ref, hyp, q: q) else {
                    #expect(ref.count < q || hyp.count < q)
                    continue
                }
                #expect(ref.count >= q && hyp.count >= q)
                #expect(rows.count == ref.count + 1)
                guard rows.count == ref.count + 1 else { continue }
                #expect(rows[ref.count] == 0)
                #expect(Int(rows[0]) <= distance)
                #expect(zip(rows, rows.dropFirst()).allSatisfy { $0 >= $1 }, "\(rows)")
                #expect(zip(rows, left).allSatisfy { Int($0) <= $1 }, "\(ref) \(hyp) q \(q): \(rows) vs \(left)")
                if rows[0] > 0 { nonZero += 1 }
            }
        }
        // The bound is not vacuous on these pairs.
        #expect(nonZero > 1000)
    }

    @Test("with 16-bit tokens and the engine's seed lengths (3 and 10) on pairs up to 300 tokens")
    func engineSeedLengths() {
        var random = Random(state: 0x0310)
        for _ in 0..<60 {
            let (ints, intHyp) = Self.pair(&random, maximum: 300)
            let ref = ints.map { UInt16($0 * 8000) }, hyp = intHyp.map { UInt16($0 * 8000) }
            let left = Self.fewestEditsLeft(ref, hyp)
            for q in [3, 10] {
                guard let rows = Self.rows(ref, hyp, q: q) else { continue }
                #expect(rows.count == ref.count + 1 && rows.last == 0)
                #expect(zip(rows, left).allSatisfy { Int($0) <= $1 }, "\(ref) \(hyp) q \(q)")
                // Same tokens as Int: same bound.
                #expect(Self.rows(ints.map { $0 * 8000 }, intHyp.map { $0 * 8000 }, q: q) == rows)
            }
        }
    }
}
