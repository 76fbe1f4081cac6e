import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// The flexible character accuracy slides the shorter part of a line pair along the
/// longer one and counts each window's edits in a band set by the window's unit distance
/// (`FlexibleLineMatcher.windowCounts`). Its counts must be the full weighted programme's
/// (written in the tests: `TracedPathEqualsFullProgramme.fullKey`): fewest edits, then
/// fewest deletions, with as many insertions as deletions on windows of equal length.
@Suite struct FlexibleWindowCountsEqualFullProgramme {
    typealias Random = BandedDistanceEqualsFullProgramme.Random
    typealias Oracle = TracedPathEqualsFullProgramme

    @Test func bandedWindowCountsAreTheFullProgrammes() {
        var random = Random(state: 31)
        var banded = 0
        for _ in 0..<600 {
            let length = 1 + random.next(64)
            let alphabet = 1 + random.next(random.next(3) == 0 ? 200 : 6)
            let ref = (0..<length).map { _ in random.next(alphabet) }
            // Equal lengths: substitutions, and deletions balanced by insertions elsewhere.
            var hyp = random.corrupt(ref, rate: [2, 10, 30, 60, 90][random.next(5)], alphabet: alphabet)
            while hyp.count < length { hyp.insert(random.next(alphabet), at: random.next(hyp.count + 1)) }
            hyp = Array(hyp.prefix(length))
            let distance = ShortPatternDistance(pattern: hyp[...])!.distance(to: ref[...])
            let counts = FlexibleLineMatcher.windowCounts(ref[...], hyp[...], distance: distance)
            let key = Oracle.fullKey(ref, hyp), weight = length + 1
            #expect(counts.edits == key / weight, "\(ref) \(hyp)")
            #expect(counts.deletions == key % weight, "\(ref) \(hyp)")
            #expect(counts.insertions == counts.deletions)
            #expect(counts.substitutions + counts.deletions + counts.insertions == counts.edits)
            if distance / 2 < length { banded += 1 }
        }
        // Most windows ran in a band narrower than the whole programme.
        #expect(banded > 400, "only \(banded) of 600 windows were banded")
    }

    @Test func windowsWithoutADistanceTakeTheGeneralCounts() {
        let ref = [1, 2, 3, 4, 5], hyp = [1, 3, 4, 5]
        let counts = FlexibleLineMatcher.windowCounts(ref[...], hyp[...], distance: nil)
        #expect(counts.deletions == 1 && counts.insertions == 0 && counts.substitutions == 0)
    }

    @Test func patternDistanceTakesTokensBeyondItsAlphabet() {
        // Token ids above the pattern's largest and below zero match nothing.
        let pattern = ShortPatternDistance(pattern: [0, 1, 2][...])!
        #expect(pattern.distance(to: [0, 1, 2][...]) == 0)
        #expect(pattern.distance(to: [0, 7, 2][...]) == 1)
        #expect(pattern.distance(to: [-4, 1, 2, 900][...]) == 2)
        #expect(ShortPatternDistance(pattern: [0, -1][...]) == nil)
    }
}

extension FlexibleWindowCountsEqualFullProgramme {
    /// The longest common subsequence, by the plain programme, against the bit-vector one.
    @Test func patternLongestCommonSubsequenceIsThePlainProgrammes() {
        var random = Random(state: 77)
        for _ in 0..<300 {
            let alphabet = 1 + random.next(8)
            let pattern = (0..<(1 + random.next(64))).map { _ in random.next(alphabet) }
            let text = (0..<random.next(90)).map { _ in random.next(alphabet + 2) }
            var row = [Int](repeating: 0, count: text.count + 1)
            for token in pattern {
                var diagonal = 0
                for j in 0..<text.count {
                    let above = row[j + 1]
                    row[j + 1] = token == text[j] ? diagonal + 1 : max(above, row[j])
                    diagonal = above
                }
            }
            #expect(ShortPatternDistance(pattern: pattern[...])!.longestCommonSubsequence(with: text[...]) == row[text.count],
                    "\(pattern) \(text)")
        }
    }
}
