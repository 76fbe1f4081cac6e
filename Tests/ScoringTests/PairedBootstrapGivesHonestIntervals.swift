import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// The paired bootstrap and the paired tests behind "is B really better than A".
@Suite struct PairedBootstrapGivesHonestIntervals {
    static func pairs(_ rows: [(Int, Int, Int, Int)]) -> [PairedBootstrap.Pair] {
        rows.map { PairedBootstrap.Pair(baselineEdits: $0.0, baselineLength: $0.1, candidateEdits: $0.2, candidateLength: $0.3) }
    }

    @Test("identical runs give a change of 0 and the interval [0, 0]")
    func identicalRunsGiveZero() {
        let same = Self.pairs((0..<50).map { ($0 % 7, 100 + $0, $0 % 7, 100 + $0) })
        let changes = PairedBootstrap.changes(same, resamples: 2000)
        for interval in [changes.microCER, changes.macroCER, changes.passRate] {
            #expect(interval.change == 0 && interval.lower == 0 && interval.upper == 0)
            #expect(!interval.excludesZero)
        }
    }

    @Test("a constant shift on samples of equal length gives an interval of exactly that shift")
    func constantShiftGivesItsOwnInterval() {
        // Every sample: 100 characters, 3 more edits in the candidate: +0.03 whatever is drawn.
        let shifted = Self.pairs((0..<40).map { ($0 % 5, 100, $0 % 5 + 3, 100) })
        let changes = PairedBootstrap.changes(shifted, resamples: 2000)
        #expect(abs(changes.microCER.change - 0.03) < 1e-12)
        #expect(abs(changes.microCER.lower - 0.03) < 1e-12 && abs(changes.microCER.upper - 0.03) < 1e-12)
        #expect(abs(changes.macroCER.lower - 0.03) < 1e-12 && abs(changes.macroCER.upper - 0.03) < 1e-12)
        #expect(changes.microCER.isAboveZero)
        // Words: every sample 20 words, 2 more word edits in the candidate: +0.10 in every resample.
        let words = shifted.map { pair -> PairedBootstrap.Pair in
            var pair = pair
            pair.baselineWordEdits = 1; pair.baselineWords = 20; pair.candidateWordEdits = 3; pair.candidateWords = 20
            return pair
        }
        let wer = PairedBootstrap.changes(words, resamples: 500).microWER
        #expect(abs(wer.change - 0.1) < 1e-12 && abs(wer.lower - 0.1) < 1e-12 && abs(wer.upper - 0.1) < 1e-12)
    }

    @Test("one bad page among many gives an interval that reaches 0; a broad rise gives one above 0")
    func flukeAgainstBroadRegression() {
        // 100 pages of 1,000 characters. Fluke: one page goes from 0 to 600 edits (micro +0.6 pp).
        var fluke = Self.pairs((0..<100).map { _ in (10, 1000, 10, 1000) })
        fluke[17].candidateEdits = 610
        let flukeChange = PairedBootstrap.changes(fluke).microCER
        #expect(abs(flukeChange.change - 0.006) < 1e-12)
        #expect(flukeChange.lower <= 0, "resamples without that page show no change: \(flukeChange)")
        // Broad: every page gets 6 more edits (also +0.6 pp), with some spread.
        let broad = Self.pairs((0..<100).map { i in (10, 1000, i % 2 == 0 ? 15 : 17, 1000) })
        let broadChange = PairedBootstrap.changes(broad).microCER
        #expect(abs(broadChange.change - 0.006) < 1e-12)
        #expect(broadChange.isAboveZero, "\(broadChange)")
    }

    @Test("the same seed gives the same interval; the interval holds the observed change")
    func seededAndDeterministic() {
        let rows = Self.pairs((0..<30).map { i in (i % 4, 50 + i, (i * 7) % 5, 50 + i) })
        let first = PairedBootstrap.changes(rows, resamples: 3000, seed: 42)
        let again = PairedBootstrap.changes(rows, resamples: 3000, seed: 42)
        #expect(first == again)
        #expect(first.microCER.lower <= first.microCER.change && first.microCER.change <= first.microCER.upper)
        #expect(first.microCER.resamples == 3000 && first.microCER.confidence == 0.95)
    }

    @Test("no pairs: nothing to resample, every bound 0")
    func noPairs() {
        let changes = PairedBootstrap.changes([])
        #expect(changes.microCER.resamples == 0 && !changes.microCER.excludesZero)
    }

    // Expected p-values from scipy 1.17.1:
    //   scipy.stats.binomtest(3, 20, 0.5).pvalue            -> 0.0025768280029296875
    //   scipy.stats.binomtest(0, 5, 0.5).pvalue             -> 0.0625
    //   scipy.stats.binomtest(40, 100, 0.5).pvalue          -> 0.05688793364098089
    //   scipy.stats.wilcoxon(d, zero_method='wilcox', correction=True, method='approx').pvalue
    //     d = [0.5,-0.25,1,2,2,-3,0.75,0.1,0.2,-0.1,0.3,0.4] -> 0.09922054566781568
    //     d = [1,1,1,2,-1,3,3,-2,4,5,1,2,2,6,-1]             -> 0.011651200419091736
    @Test("the sign test and the signed-rank test agree with scipy")
    func pValuesMatchScipy() {
        #expect(abs(PairedSignificance.signTest(rose: 3, fell: 17) - 0.0025768280029296875) < 1e-12)
        #expect(abs(PairedSignificance.signTest(rose: 0, fell: 5) - 0.0625) < 1e-12)
        #expect(abs(PairedSignificance.signTest(rose: 40, fell: 60) - 0.05688793364098089) < 1e-10)
        #expect(PairedSignificance.signTest(rose: 0, fell: 0) == 1)
        let d1 = [0.5, -0.25, 1, 2, 2, -3, 0.75, 0.1, 0.2, -0.1, 0.3, 0.4]
        #expect(abs(PairedSignificance.approximateWilcoxon(d1) - 0.09922054566781568) < 1e-9)
        let d2: [Double] = [1, 1, 1, 2, -1, 3, 3, -2, 4, 5, 1, 2, 2, 6, -1]
        #expect(abs(PairedSignificance.approximateWilcoxon(d2) - 0.011651200419091736) < 1e-9)
        let zeros = PairedSignificance.test(changes: [0, 0, 0])
        #expect(zeros.signTestP == 1 && zeros.wilcoxonP == 1 && zeros.rose == 0 && zeros.fell == 0)
    }

    // Exact signed-rank p-values, from scipy 1.17.1 (no ties, where its exact method is
    // exact):
    //   scipy.stats.wilcoxon(d, zero_method='wilcox', method='exact').pvalue
    //     d = [0.0021, 0.0021]                                      -> 0.5
    //     d = [0.05, -0.01, 0.02, 0.03, 0.04]                       -> 0.125
    //     d = [0.3,-0.2,0.15,0.4,0.05,-0.1,0.25,0.35,0.12,-0.07]    -> 0.10546875
    @Test("the signed-rank test is exact at small n: 0.5 at n = 2 (the normal approximation said 0.371)")
    func exactSignedRank() {
        #expect(PairedSignificance.test(changes: [0.0021, 0.0021]).wilcoxonP == 0.5)
        #expect(PairedSignificance.test(changes: [0.05, -0.01, 0.02, 0.03, 0.04]).wilcoxonP == 0.125)
        #expect(abs(PairedSignificance.test(changes: [0.3, -0.2, 0.15, 0.4, 0.05, -0.1, 0.25, 0.35, 0.12, -0.07]).wilcoxonP
                    - 0.10546875) < 1e-12)
        // Ties, worked by hand (scipy's exact method ignores ties): |d| ranks 1 (0.05),
        // 3, 3, 3 (the 0.1s), 5.5, 5.5 (the 0.2s), 7; the negatives hold 3 + 1 = 4. Of the
        // 128 sign assignments, those whose positive doubled ranks sum to at most 8 are
        // {}, {2}, three {6} and three {2, 6}: 8, so p = 2 · 8/128 = 0.125.
        #expect(PairedSignificance.test(changes: [0.1, 0.1, -0.1, 0.2, 0.3, -0.05, 0.2]).wilcoxonP == 0.125)
    }

    @Test("no interval below the fewest samples a test could call significant: 6 at 95 %, 8 at 99 %")
    func tooFewSamplesGiveNoInterval() {
        #expect(PairedBootstrap.minimumSamples(confidence: 0.95) == 6)
        #expect(PairedBootstrap.minimumSamples(confidence: 0.99) == 8)
        #expect(PairedBootstrap.minimumSamples(confidence: 0.5) == 2)
        // Two samples, both worse by the same amount: the interval used to collapse to
        // [+0.21, +0.21] and be called beyond noise.
        let two = Array(repeating: PairedBootstrap.Pair(baselineEdits: 10, baselineLength: 1000, candidateEdits: 12,
                                                        candidateLength: 1000), count: 2)
        let changes = PairedBootstrap.changes(two)
        #expect(changes.microCER.resamples == 0 && !changes.microCER.isAboveZero)
        #expect(abs(changes.microCER.change - 0.002) < 1e-12)
        let six = Array(repeating: two[0], count: 6)
        #expect(PairedBootstrap.changes(six, resamples: 200).microCER.isAboveZero)
    }

    @Test("the all-suites interval resamples within suites: each resample keeps every suite's share")
    func stratifiedResampling() {
        // Suite A: 10 samples each +10 pp on 100 characters; suite B: 10 samples each
        // unchanged on 100 characters. Stratified, every resample holds 10 of each, so the
        // micro change is always exactly +5 pp; pooled, the mix varies.
        let a = Array(repeating: PairedBootstrap.Pair(baselineEdits: 0, baselineLength: 100, candidateEdits: 10,
                                                      candidateLength: 100), count: 10)
        let b = Array(repeating: PairedBootstrap.Pair(baselineEdits: 5, baselineLength: 100, candidateEdits: 5,
                                                      candidateLength: 100), count: 10)
        let stratified = PairedBootstrap.changes(strata: [a, b], resamples: 500).microCER
        #expect(abs(stratified.lower - 0.05) < 1e-12 && abs(stratified.upper - 0.05) < 1e-12)
        let pooled = PairedBootstrap.changes(a + b, resamples: 500).microCER
        #expect(pooled.upper - pooled.lower > 0.02)
    }
}
