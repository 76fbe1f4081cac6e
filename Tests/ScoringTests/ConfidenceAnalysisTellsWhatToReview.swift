import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// Line correctness and the auto-accept table, checked by hand.
@Suite struct ConfidenceAnalysisTellsWhatToReview {
    @Test("a line is correct when it equals a reference line after default normalization, once")
    func lineCorrectness() {
        let reference = "Apple crumble 12\nLamb tagine 88, 214\nLemon tart 156–7\n"
        let lines = ["Lamb  tagine 88, 214 ", "Apple crumble 12", "Lemon tart 156-7", "Apple crumble 12", ""]
        #expect(LineCorrectness.evaluate(lines: lines, reference: reference) == [true, true, false, false, false])
    }

    @Test("share accepted and error rate per threshold")
    func table() {
        let lines: [(confidence: Double, correct: Bool)] = [
            (96, true), (95, false), (91, true), (85, true), (72, false), (40, false), (5, true), (0, true),
        ]
        let analysis = ConfidenceAnalysis(lines)
        #expect(analysis.rows.map(\.threshold) == [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 95])
        #expect(analysis.rows.map(\.accepted) == [8, 6, 6, 6, 6, 5, 5, 5, 4, 3, 2])
        #expect(analysis.rows.map(\.wrong) == [3, 3, 3, 3, 3, 2, 2, 2, 1, 1, 1])
        #expect(analysis.rows[0].acceptedShare == 1 && analysis.rows[0].errorRate == 3.0 / 8)
        #expect(analysis.rows[10].acceptedShare == 0.25 && analysis.rows[10].errorRate == 0.5)
        let empty = ConfidenceAnalysis([], thresholds: [50])
        #expect(empty.rows == [.init(threshold: 50, accepted: 0, wrong: 0, total: 0)])
        #expect(empty.rows[0].acceptedShare == 0 && empty.rows[0].errorRate == 0)
    }

    @Test("the scorer reports line correctness and order-independent figures; the old call still works")
    func scorer() {
        let scorer = SampleScorer(normalization: .default)
        let scored = scorer.score(reference: "Apple crumble\nLamb tagine", recognized: "Lamb tagine\nApple crumble",
                                  outcome: .text, expected: .text, maxCER: nil, fields: [],
                                  lines: ["Lamb tagine", "Apple crumbel"])
        #expect(scored.lines.map(\.correct) == [true, false])
        #expect(scored.orderIndependent?.bagOfWordsError == 0)
        #expect(scored.orderIndependent?.flexibleCharacterAccuracy == 1)
        #expect(scored.cer > 0)
        let old = scorer.score(reference: "a", recognized: "a", outcome: .text, expected: .text, maxCER: nil, fields: [])
        #expect(old.lines.isEmpty && old.orderIndependent?.flexibleCharacterAccuracy == 1)
    }
}
