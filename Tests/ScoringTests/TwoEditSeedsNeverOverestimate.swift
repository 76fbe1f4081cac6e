import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// `SeedLowerBound.holdingTwo` lets an absent seed count two edits when nothing within one
/// edit of it starts on a diagonal an alignment of at most `limit` edits can be on. The
/// refined bound prunes the wavefront under that limit, so it must never exceed the edits
/// left from any cell such an alignment passes through: checked against the plain
/// forward and suffix programmes on small random pairs; and the engines that prune with
/// it (characters: seeds of 10; words, a large alphabet: seeds of 4) still give the full
/// programme's key and a minimal path.
@Suite struct TwoEditSeedsNeverOverestimate {
    typealias Random = BandedDistanceEqualsFullProgramme.Random

    static func refinedRows(_ ref: [Int], _ hyp: [Int], q: Int, limit: Int) -> [Int32]? {
        ref.withUnsafeBufferPointer { r in
            hyp.withUnsafeBufferPointer { h in
                guard let absent = SeedLowerBound.absentSeeds(r.baseAddress!, count: r.count, h.baseAddress!,
                                                              count: h.count, seedLength: q) else { return nil }
                let two = SeedLowerBound.holdingTwo(absent, r.baseAddress!, count: r.count, h.baseAddress!,
                                                    count: h.count, seedLength: q, limit: limit)
                return SeedLowerBound.rows(absent: absent, holdingTwo: two, count: r.count, seedLength: q)
            }
        }
    }

    @Test("hand-checked: a seed one substitution, deletion or insertion away counts one, two edits away two")
    func handChecked() {
        // The seed 1 2 3 4 (q 4) against hypotheses holding it changed.
        #expect(Self.refinedRows([1, 2, 3, 4], [1, 2, 9, 4], q: 4, limit: 4) == [1, 0, 0, 0, 0])
        #expect(Self.refinedRows([1, 2, 3, 4], [1, 2, 4, 7], q: 4, limit: 4) == [1, 0, 0, 0, 0])
        #expect(Self.refinedRows([1, 2, 3, 4], [1, 2, 5, 3, 4], q: 4, limit: 4) == [1, 0, 0, 0, 0])
        #expect(Self.refinedRows([1, 2, 3, 4], [8, 1, 2, 3], q: 4, limit: 4) == [1, 0, 0, 0, 0])
        #expect(Self.refinedRows([1, 2, 3, 4], [1, 9, 9, 4], q: 4, limit: 4) == [2, 0, 0, 0, 0])
        #expect(Self.refinedRows([1, 2, 3, 4], [4, 3, 2, 1], q: 4, limit: 4) == [2, 0, 0, 0, 0])
        #expect(Self.refinedRows([1, 2, 3, 4], [0, 1, 2, 3, 4], q: 4, limit: 4) == [0, 0, 0, 0, 0])
        // Odd seed lengths are not refined.
        #expect(Self.refinedRows([1, 2, 3], [1, 9, 9], q: 3, limit: 3) == [1, 0, 0, 0])
    }

    @Test("a near miss on a diagonal no alignment within the limit reaches does not count")
    func nearMissOutsideTheDiagonalsAllowed() {
        // Seed 1 2 3 4 is one substitution from the hypothesis's tail, 34 columns right of
        // it (diagonal 34); seed 5 6 7 8 is present. With δ = 30, a limit of 30 allows the
        // diagonals 0...30 (widened by one), a limit of 80 up to 55.
        let ref = [1, 2, 3, 4, 5, 6, 7, 8]
        let hyp = [5, 6, 7, 8] + Array(100..<130) + [1, 2, 9, 4]
        #expect(Self.refinedRows(ref, hyp, q: 4, limit: 30) == [2, 0, 0, 0, 0, 0, 0, 0, 0])
        #expect(Self.refinedRows(ref, hyp, q: 4, limit: 80) == [1, 0, 0, 0, 0, 0, 0, 0, 0])
    }

    /// Unit-cost distances of all prefix pairs (forward) and all suffix pairs (backward,
    /// `SeedLowerBoundNeverOverestimates.suffixDistances`).
    static func forwardAndSuffix(_ ref: [Int], _ hyp: [Int]) -> (forward: [[Int]], suffix: [[Int]]) {
        let n = ref.count, m = hyp.count
        var forward = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in 0...n {
            for j in 0...m {
                if i == 0 || j == 0 { forward[i][j] = i + j; continue }
                forward[i][j] = min(forward[i - 1][j - 1] + (ref[i - 1] == hyp[j - 1] ? 0 : 1),
                                    forward[i - 1][j] + 1, forward[i][j - 1] + 1)
            }
        }
        let suffix = SeedLowerBoundNeverOverestimates.suffixDistances(ref, hyp)
        return (forward, suffix)
    }

    @Test("on 1,500 random pairs up to 60 tokens: no row above the edits left from a cell on a path within the limit")
    func neverAboveEditsLeftOnPathsWithinTheLimit() {
        var random = Random(state: 0x2ED1)
        var counted = 0
        for _ in 0..<1500 {
            let (ref, hyp) = SeedLowerBoundNeverOverestimates.pair(&random, maximum: 60)
            let (forward, suffix) = Self.forwardAndSuffix(ref, hyp)
            let distance = forward[ref.count][hyp.count]
            for q in [4, 6] {
                for limit in [distance, distance + 1, distance + 3] {
                    guard let rows = Self.refinedRows(ref, hyp, q: q, limit: limit) else { continue }
                    let plain = SeedLowerBoundNeverOverestimates.rows(ref, hyp, q: q)!
                    #expect(zip(rows, plain).allSatisfy { $0 >= $1 && $0 <= 2 * $1 })
                    if rows[0] > plain[0] { counted += 1 }
                    for i in 0...ref.count {
                        for j in 0...hyp.count where forward[i][j] + suffix[i][j] <= limit {
                            #expect(Int(rows[i]) <= suffix[i][j], "\(ref) \(hyp) q \(q) limit \(limit) at (\(i), \(j))")
                        }
                    }
                }
            }
        }
        // Seeds two edits away are common on these pairs: the refinement is not vacuous.
        #expect(counted > 500)
    }

    /// Random pairs of words (ids from a large vocabulary, as `WordIDs` gives): more than
    /// 256 distinct tokens, so the engine's seeds are four tokens long.
    static func wordPair(_ random: inout Random) -> ([Int], [Int]) {
        let vocabulary = 1000 + random.next(3000)
        let ref = (0..<(600 + random.next(600))).map { _ in random.next(vocabulary) }
        return (ref, random.corrupt(ref, rate: [1, 3, 8, 20][random.next(4)], alphabet: vocabulary))
    }

    @Test("on 40 random word pairs (seeds of four) the wavefront's key and path equal the full programme's")
    func wordSeedsKeepTheEngineExact() {
        var random = Random(state: 0x574F_5244)
        for _ in 0..<40 {
            let (ref, hyp) = Self.wordPair(&random)
            #expect(Set(ref.prefix(4096)).count > 256)
            let key = TracedPathEqualsFullProgramme.fullKey(ref, hyp)
            ref.withUnsafeBufferPointer { r in
                hyp.withUnsafeBufferPointer { h in
                    #expect(WavefrontEditDistance.key(r, h, weight: ref.count + 1, budget: .max) == key)
                }
            }
            let path = TracedPathEqualsFullProgramme.path(ref, hyp, budget: .max)
            #expect(path != nil)
            if let path { #expect(TracedPathEqualsFullProgramme.replayKey(path, ref, hyp) == key) }
        }
    }
}
