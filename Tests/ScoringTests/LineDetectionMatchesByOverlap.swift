import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// Line detection against structured truth: one-to-one matching by overlap, missed and
/// spurious lines, precision/recall/F1, per-line CER and the reading-order score.
/// Expected figures worked by hand in the comments.
@Suite struct LineDetectionMatchesByOverlap {
    static let truth = [
        TruthLine(text: "Apple crumble", x: 0, y: 0, width: 100, height: 10),
        TruthLine(text: "Lemon tart", x: 0, y: 20, width: 100, height: 10),
        TruthLine(text: "Zucchini", x: 0, y: 40, width: 100, height: 10),
    ]

    static func line(_ text: String, _ x: Int, _ y: Int, _ width: Int, _ height: Int) -> LineRecord {
        LineRecord(text: text, confidence: nil, x: x, y: y, width: width, height: height)
    }

    @Test("a missed line, a spurious one and a swapped order, worked by hand")
    func missedSpuriousAndSwapped() throws {
        // Recognized in the order: Lemon (truth 1), Apple (truth 0), a speck, nothing on Zucchini.
        let recognized = [Self.line("Lemon tart", 0, 21, 100, 10),     // IoU 90/110 = 0.818 with truth 1
                          Self.line("Apple crumb1e", 0, 0, 90, 10),   // IoU 900/1000 = 0.9 with truth 0
                          Self.line(".", 300, 300, 5, 5)]
        let detection = try #require(try LineDetection.evaluate(truth: Self.truth, recognized: recognized, normalize: { $0 }))
        #expect(detection.lines.map(\.match) == [1, 0, nil])
        #expect(abs(detection.lines[0].overlap - 0.9) < 1e-9)
        #expect(abs(detection.lines[1].overlap - 90.0 / 110.0) < 1e-9)
        #expect(detection.matched == 2 && detection.missed == 1 && detection.spurious == 1)
        // precision 2/3, recall 2/3, F1 2/3.
        #expect(abs(detection.precision - 2.0 / 3) < 1e-12)
        #expect(abs(detection.recall - 2.0 / 3) < 1e-12)
        #expect(abs(detection.f1 - 2.0 / 3) < 1e-12)
        // Matched in truth order: truth 0 → recognized 1, truth 1 → recognized 0: one pair, reversed.
        #expect(detection.pairs == 1 && detection.concordantPairs == 0)
        #expect(detection.readingOrder == 0)
        // "Apple crumble" → "Apple crumb1e": one substitution in 13; the missed line: 8 deletions.
        #expect(detection.lines[0].characters == EditCounts(substitutions: 1, referenceLength: 13, hypothesisLength: 13))
        #expect(detection.lines[2].characters == EditCounts(deletions: 8, referenceLength: 8, hypothesisLength: 0))
        #expect(detection.spuriousLines() == [2])
    }

    @Test("an overlap under one half is no match; each line matches at most once, the best overlap first")
    func matchingIsOneToOneByBestOverlap() throws {
        // One wide recognized line over two truth lines' height: IoU with each is 100/300 < 0.5.
        let merged = [Self.line("Apple crumble Lemon tart", 0, 0, 100, 30)]
        let detection = try #require(try LineDetection.evaluate(truth: Array(Self.truth.prefix(2)), recognized: merged, normalize: { $0 }))
        #expect(detection.matched == 0)
        // Two recognized lines over truth 0; the better one (IoU 1) wins, the other is spurious.
        let twice = [Self.line("Apple", 0, 0, 60, 10), Self.line("Apple crumble", 0, 0, 100, 10)]
        let best = try #require(try LineDetection.evaluate(truth: Self.truth, recognized: twice, normalize: { $0 }))
        #expect(best.lines[0].match == 1)
        #expect(best.spuriousLines() == [0])
    }

    @Test("no figures without boxes on both sides; an empty recognition misses every line")
    func boxesAreNeeded() throws {
        #expect(try LineDetection.evaluate(truth: Self.truth, recognized: [Self.line("a", 0, 0, 0, 0)], normalize: { $0 }) == nil)
        let flat = [TruthLine(text: "a", x: 0, y: 0, width: 0, height: 0)]
        #expect(try LineDetection.evaluate(truth: flat, recognized: [], normalize: { $0 }) == nil)
        let empty = try #require(try LineDetection.evaluate(truth: Self.truth, recognized: [], normalize: { $0 }))
        #expect(empty.matched == 0 && empty.recall == 0 && empty.precision == 1 && empty.f1 == 0)
    }

    @Test("the reading-order score counts pairs in the truth's order (merge-sort inversions)")
    func readingOrderCountsInversions() {
        #expect(LineDetection.inversions([0, 1, 2, 3]) == 0)
        #expect(LineDetection.inversions([3, 2, 1, 0]) == 6)
        #expect(LineDetection.inversions([1, 0, 3, 2, 4]) == 2)
        // Brute force on a scrambled list.
        let values = [5, 1, 4, 9, 0, 7, 3, 8, 2, 6]
        var brute = 0
        for i in values.indices { for j in values.indices where i < j && values[i] > values[j] { brute += 1 } }
        #expect(LineDetection.inversions(values) == brute)
    }

    @Test("suite totals are micro: lines summed before dividing")
    func totalsAreMicro() throws {
        var totals = LineDetectionTotals()
        totals.add(LineDetection(lines: [], recognizedLines: 1, concordantPairs: 0, pairs: 0))
        let one = try #require(try LineDetection.evaluate(truth: Self.truth, recognized: [Self.line("Apple crumble", 0, 0, 100, 10)],
                                                      normalize: { $0 }))
        totals.add(one)
        // 1 matched of 3 truth lines, of 2 recognized.
        #expect(totals.samples == 2 && totals.truthLines == 3 && totals.recognizedLines == 2 && totals.matched == 1)
        #expect(abs(totals.recall - 1.0 / 3) < 1e-12 && abs(totals.precision - 0.5) < 1e-12)
    }
}
