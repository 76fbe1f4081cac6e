import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// `ShortReferenceEditDistance` (a reference of at most 64 tokens against a long
/// hypothesis, in memory that does not grow with the hypothesis) against the plain
/// programme of the tests (`PlainProgramme`), over (edits, deletions) pairs compared in that order: the
/// fewest edits, then the fewest deletions, as `EditDistance` defines its counts.
@Suite struct ShortReferenceEngineEqualsPlainProgramme {
    typealias Random = BandedDistanceEqualsFullProgramme.Random

    /// The fewest edits turning `ref` into `hyp`, and the fewest deletions among those
    /// (`PlainProgramme`, the tests' one oracle).
    static func plain(_ ref: [Int], _ hyp: [Int]) -> (edits: Int, deletions: Int) {
        let counts = PlainProgramme.counts(ref, hyp)
        return (counts.edits, counts.deletions)
    }

    static func key(_ ref: [Int], _ hyp: [Int], weight: Int) -> Int {
        ref.withUnsafeBufferPointer { r in hyp.withUnsafeBufferPointer { h in ShortReferenceEditDistance.key(r, h, weight: weight) } }
    }

    @Test("a two-token reference inside a five-token answer: three insertions, no deletion (worked by hand)")
    func handWorked() {
        // "ab" → "xaxbx": keep a and b, insert the three x.
        #expect(Self.key([1, 2], [9, 1, 9, 2, 9], weight: 3) == 3 * 3)
        // "abc" → "b": two deletions (a and c), key 2 · weight + 2.
        #expect(Self.key([1, 2, 3], [2], weight: 4) == 2 * 4 + 2)
    }

    @Test("random short references against longer hypotheses give the plain programme's edits and deletions")
    func randomPairs() {
        var random = Random(state: 0x5EED_0064)
        var pairs = 0
        for _ in 0..<300 {
            let alphabet = 1 + random.next(12)
            let ref = (0..<(1 + random.next(ShortReferenceEditDistance.maximumRows))).map { _ in random.next(alphabet) }
            var hyp = random.corrupt(ref, rate: [0, 5, 30, 90][random.next(4)], alphabet: alphabet)
            // Most long answers are the page plus much more: text before and after it.
            hyp = (0..<random.next(300)).map { _ in random.next(alphabet) } + hyp
                + (0..<random.next(300)).map { _ in random.next(alphabet) }
            let expected = Self.plain(ref, hyp)
            let weight = ref.count + 1
            #expect(Self.key(ref, hyp, weight: weight) == expected.edits * weight + expected.deletions)
            pairs += 1
        }
        #expect(pairs == 300)
    }

    @Test("it takes a short reference only against a hypothesis of a million tokens or more")
    func takesOnlyLongAnswers() {
        #expect(ShortReferenceEditDistance.takes(rows: 17, columns: 1 << 20))
        #expect(!ShortReferenceEditDistance.takes(rows: 17, columns: (1 << 20) - 1))
        #expect(!ShortReferenceEditDistance.takes(rows: 65, columns: 1 << 24))
    }
}
