import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// Flexible character accuracy walks the 768 coefficient sets together (they part only
/// where they choose differently, and dominated hypothesis parts are left out); the
/// result must be the smallest of the plain per-set matchings, and a window skipped by
/// the bit-parallel bound must never have been the best.
@Suite struct FlexibleSharedSearchEqualsPerSetSearch {
    /// A page of `lines` lines over a small alphabet, with the hypothesis a shuffled,
    /// partly misread, partly merged copy (the cases that split lines).
    static func page(_ random: inout SplitMix, lines: Int) -> (reference: [[Int]], hypothesis: [[Int]]) {
        let reference = (0..<lines).map { _ in (0..<Int.random(in: 1...24, using: &random)).map { _ in Int.random(in: 0..<6, using: &random) } }
        var hypothesis = reference.shuffled(using: &random).map { line in
            line.map { Int.random(in: 0..<10, using: &random) == 0 ? Int.random(in: 0..<8, using: &random) : $0 }
        }
        if hypothesis.count > 2, Bool.random(using: &random) {
            let merged = hypothesis.removeLast()
            hypothesis[0] += merged
        }
        if Bool.random(using: &random) { hypothesis.append((0..<5).map { _ in Int.random(in: 0..<8, using: &random) }) }
        return (reference, hypothesis)
    }

    @Test("the shared search finds the same fewest errors as each coefficient set on its own", arguments: 0..<8)
    func sharedSearchEqualsPerSet(seed: Int) {
        var random = SplitMix(seed: UInt64(seed) &* 0x9E37_79B9 &+ 17)
        for _ in 0..<6 {
            let (reference, hypothesis) = Self.page(&random, lines: Int.random(in: 1...7, using: &random))
            let plain = FlexibleLineMatcher(reference: reference, hypothesis: hypothesis)
            let perSet = FlexibleCharacterAccuracy.coefficientGrid.map { plain.errors(with: $0) }.min()!
            let shared = FlexibleLineMatcher(reference: reference, hypothesis: hypothesis)
                .fewestErrors(over: FlexibleCharacterAccuracy.coefficientGrid)
            #expect(shared == perSet, "\(reference) against \(hypothesis)")
        }
    }

    @Test("the one-word bit-parallel distance equals the full programme")
    func shortPatternDistanceIsExact() throws {
        var random = SplitMix(seed: 42)
        for _ in 0..<300 {
            let pattern = (0..<Int.random(in: 1...64, using: &random)).map { _ in Int.random(in: 0..<4, using: &random) }
            let text = (0..<Int.random(in: 0...70, using: &random)).map { _ in Int.random(in: 0..<5, using: &random) }
            let distance = try #require(ShortPatternDistance(pattern: pattern[...])).distance(to: text[...])
            #expect(try distance == EditDistance.counts(reference: pattern, hypothesis: text).edits, "\(pattern) \(text)")
        }
        #expect(ShortPatternDistance(pattern: [][...]) == nil)
        #expect(ShortPatternDistance(pattern: Array(repeating: 1, count: 65)[...]) == nil)
    }

    @Test("a flexible search that runs past its share is left out (nil), not passed off as a figure")
    func exhaustedShareGivesNoFigure() {
        let scores = OrderIndependentScores(reference: "abc\ndef", hypothesis: "def\nabx",
                                            flexibleBudget: ScoringBudget(seconds: 0))
        #expect(scores.flexibleCharacterAccuracy == nil)
        #expect(scores.bagOfWordsTotal == 4)
        let tooLong = OrderIndependentScores(reference: "a\nb\nc", hypothesis: "a\nb", flexibleLineLimit: 3)
        #expect(tooLong.flexibleCharacterAccuracy == nil)
    }
}
