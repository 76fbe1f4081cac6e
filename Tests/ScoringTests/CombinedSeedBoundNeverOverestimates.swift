import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// `SeedLowerBound.rows(combining:)` sums disjoint absent seeds of several lengths (a
/// seed of one length can hold an edit that falls between two seeds of another): it must
/// reach at least each single bound, more where the lengths catch different edits, and
/// never exceed the edits left from a cell an alignment within the limit passes through.
@Suite struct CombinedSeedBoundNeverOverestimates {
    typealias Random = BandedDistanceEqualsFullProgramme.Random

    static func absent(_ ref: [Int], _ hyp: [Int], q: Int) -> [Int]? {
        ref.withUnsafeBufferPointer { r in
            hyp.withUnsafeBufferPointer { h in
                SeedLowerBound.absentSeeds(r.baseAddress!, count: r.count, h.baseAddress!, count: h.count, seedLength: q)
            }
        }
    }

    @Test("hand-checked: two insertions each at a boundary of one length's seeds count two together")
    func handChecked() {
        // ref a b c d e f g h i j k l; hyp with X inserted before e (row 4, a boundary of
        // the seeds of 2) and Y before j (row 9, a boundary of the seeds of 3).
        let ref = Array(0..<12), hyp = [0, 1, 2, 3, 90, 4, 5, 6, 7, 8, 91, 9, 10, 11]
        // Seeds of 2: only "i j" (seed 4) is absent; seeds of 3: only "d e f" (seed 1).
        #expect(Self.absent(ref, hyp, q: 2) == [4])
        #expect(Self.absent(ref, hyp, q: 3) == [1])
        let single2 = SeedLowerBound.rows(absent: [4], holdingTwo: nil, count: 12, seedLength: 2)
        let single3 = SeedLowerBound.rows(absent: [1], holdingTwo: nil, count: 12, seedLength: 3)
        #expect(single2[0] == 1 && single3[0] == 1)
        // Together, "d e f" (rows 3–6) and "i j" (rows 8–10) are disjoint: two edits, the
        // distance (two insertions), from row 3 up; one from row 4 to row 8; none after.
        let combined = SeedLowerBound.rows(combining: [([4], nil, 2), ([1], nil, 3)], count: 12)
        #expect(combined == [2, 2, 2, 2, 1, 1, 1, 1, 1, 0, 0, 0, 0])
        // A seed held to count two adds two.
        #expect(SeedLowerBound.rows(combining: [([4], [true], 2), ([1], nil, 3)], count: 12)[0] == 3)
    }

    @Test("on 1,500 random pairs up to 60 tokens, seeds of 2 and 3, 4 and 6: at least each single bound, never above the edits left")
    func neverAboveEditsLeft() {
        var random = Random(state: 0xC0_3B1)
        var gained = 0
        for _ in 0..<1500 {
            let (ref, hyp) = SeedLowerBoundNeverOverestimates.pair(&random, maximum: 60)
            let (forward, suffix) = TwoEditSeedsNeverOverestimate.forwardAndSuffix(ref, hyp)
            let distance = forward[ref.count][hyp.count]
            for lengths in [[2, 3], [4, 6], [3, 5, 7]] {
                for limit in [distance, distance + 2] {
                    let parts: [(absent: [Int], holdingTwo: [Bool]?, seedLength: Int)] = lengths.compactMap { q in
                        guard let absent = Self.absent(ref, hyp, q: q) else { return nil }
                        let two = ref.withUnsafeBufferPointer { r in
                            hyp.withUnsafeBufferPointer { h in
                                SeedLowerBound.holdingTwo(absent, r.baseAddress!, count: r.count, h.baseAddress!,
                                                          count: h.count, seedLength: q, limit: limit)
                            }
                        }
                        return (absent, two, q)
                    }
                    guard !parts.isEmpty else { continue }
                    let combined = SeedLowerBound.rows(combining: parts, count: ref.count)
                    let singles = parts.map { SeedLowerBound.rows(combining: [$0], count: ref.count) }
                    for single in singles { #expect(zip(combined, single).allSatisfy { $0 >= $1 }) }
                    if combined[0] > singles.map({ $0[0] }).max()! { gained += 1 }
                    for i in 0...ref.count {
                        for j in 0...hyp.count where forward[i][j] + suffix[i][j] <= limit {
                            #expect(Int(combined[i]) <= suffix[i][j], "\(ref) \(hyp) \(lengths) limit \(limit) at (\(i), \(j))")
                        }
                    }
                }
            }
        }
        // Mixing lengths often beats the best single length on these pairs.
        #expect(gained > 300)
    }
}
