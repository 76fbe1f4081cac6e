import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// The field accuracy table: passed / checked per field name and profile across suites,
/// drafts left out and known issues counted (as a suite's figures count them), with
/// SROIE task 3's precision, recall and F1 for entity fields. Every figure is worked by
/// hand in the test.
@Suite struct FieldAccuracyCountsEveryCheck {
    static func field(_ name: String, _ passed: Bool, kind: String = "contains", entity: EntityExtraction? = nil) -> FieldResult {
        var result = FieldResult(name: name, kind: kind, passed: passed, reason: passed ? "found" : "not found")
        result.entity = entity != nil
        result.extraction = entity
        return result
    }

    static func sample(_ suite: String, _ id: String, profile: String = "tesseract", fields: [FieldResult],
                       knownIssue: Bool = false, draft: Bool = false) -> SampleResult {
        SampleResult(suite: suite, id: id, profile: profile, image: "\(suite)/\(id).png", expected: .text, outcome: .text,
                     passed: fields.allSatisfy(\.passed), reference: "x", hypothesis: "x",
                     characters: EditCounts(referenceLength: 1, hypothesisLength: 1), words: EditCounts(referenceLength: 1, hypothesisLength: 1),
                     fields: fields, knownIssue: knownIssue, draft: draft)
    }

    /// Profile tesseract: receipts/a (total ✓, date ✓), receipts/b (total ✗, date ✓),
    /// invoices/c known issue (total ✗, as a regex), invoices/d draft (total ✓, never
    /// counted). Profile fast: receipts/a (total ✓).
    static let results: [SampleResult] = [
        sample("receipts", "a", fields: [field("total", true), field("date", true)]),
        sample("receipts", "b", fields: [field("total", false), field("date", true)]),
        sample("invoices", "c", fields: [field("total", false, kind: "regex")], knownIssue: true),
        sample("invoices", "d", fields: [field("total", true)], draft: true),
        sample("receipts", "a", profile: "fast", fields: [field("total", true)]),
    ]

    @Test("one row per field and profile across suites: the draft left out, the known issue counted")
    func tableOfASmallSet() {
        let table = FieldAccuracy.table(of: Self.results)
        #expect(table.map(\.profile) == ["tesseract", "tesseract", "fast"])
        #expect(table.map(\.field) == ["date", "total", "total"])   // per profile, fields by name
        // total (tesseract): a ✓, b ✗, c ✗ (known issue, counted); d is a draft: 1 of 3.
        #expect(table[1].checked == 3 && table[1].passed == 1)
        #expect(abs(table[1].passRate - 1.0 / 3.0) < 1e-15)
        #expect(table[1].kinds == ["contains", "regex"])
        // date (tesseract): a ✓, b ✓: 2 of 2.
        #expect(table[0].checked == 2 && table[0].passed == 2 && table[0].passRate == 1)
        #expect(table[2].checked == 1 && table[2].passed == 1)
        #expect(table.allSatisfy { $0.entities == nil })
    }

    @Test("a run of drafts only, or without fields, has an empty table")
    func draftsOnlyGiveNothing() {
        #expect(FieldAccuracy.table(of: [Self.results[3]]).isEmpty)
        #expect(FieldAccuracy.table(of: [Self.sample("s", "x", fields: [])]).isEmpty)
    }

    @Test("precision, recall and F1 as SROIE task 3 has them, worked by hand")
    func entityScoresByHand() {
        // Five entity checks of "total": 3 correct, 1 extracted but wrong, 1 not extracted.
        // extracted = 4, correct = 3, ground truth = 5:
        // precision = 3/4 = 0.75, recall = 3/5 = 0.6, F1 = 2 · 0.75 · 0.6 / 1.35 = 0.9 / 1.35 = 2/3.
        let fields: [FieldResult] = [
            Self.field("total", true, entity: .correct), Self.field("total", true, entity: .correct),
            Self.field("total", true, entity: .correct), Self.field("total", false, entity: .wrong),
            Self.field("total", false, entity: .notExtracted),
        ]
        let results = fields.enumerated().map { Self.sample("sroie", "r\($0.offset)", fields: [$0.element]) }
        let row = FieldAccuracy.table(of: results)[0]
        #expect(row.entities == EntityScores(groundTruth: 5, extracted: 4, correct: 3))
        #expect(row.entities?.precision == 0.75)
        #expect(row.entities?.recall == 0.6)
        #expect(abs((row.entities?.f1 ?? 0) - 2.0 / 3.0) < 1e-12)
        #expect(row.checked == 5 && row.passed == 3)
    }

    @Test("all entities of a profile sum their counts (micro average); empty denominators give 0")
    func entityTotalsAndEmptyDenominators() {
        // company: 2 entities, 2 extracted, 1 correct; date: 2 entities, 0 extracted.
        // All: 4 entities, 2 extracted, 1 correct: precision 1/2, recall 1/4, F1 = 2 · 0.5 · 0.25 / 0.75 = 1/3.
        let results = [
            Self.sample("sroie", "a", fields: [Self.field("company", true, entity: .correct),
                                               Self.field("date", false, entity: .notExtracted)]),
            Self.sample("sroie", "b", fields: [Self.field("company", false, entity: .wrong),
                                               Self.field("date", false, entity: .notExtracted),
                                               Self.field("void", true, kind: "absent")]),
        ]
        let table = FieldAccuracy.table(of: results)
        let date = table.first { $0.field == "date" }?.entities
        #expect(date == EntityScores(groundTruth: 2, extracted: 0, correct: 0))
        #expect(date?.precision == 0 && date?.recall == 0 && date?.f1 == 0)
        #expect(table.first { $0.field == "void" }?.entities == nil)
        let totals = FieldAccuracy.entityTotals(table)
        #expect(totals.map(\.profile) == ["tesseract"])
        #expect(totals[0].scores == EntityScores(groundTruth: 4, extracted: 2, correct: 1))
        #expect(totals[0].scores.precision == 0.5 && totals[0].scores.recall == 0.25)
        #expect(abs(totals[0].scores.f1 - 1.0 / 3.0) < 1e-12)
        #expect(EntityScores().f1 == 0)
    }

    // Hand computation, and the formula run in Python for the digits:
    //   python3 -c "from statistics import NormalDist; import math; z=NormalDist().inv_cdf(0.975)
    //   w=lambda k,n:((k/n+z*z/(2*n))/(1+z*z/n)-z/(1+z*z/n)*math.sqrt(k/n*(1-k/n)/n+z*z/(4*n*n)),
    //                 (k/n+z*z/(2*n))/(1+z*z/n)+z/(1+z*z/n)*math.sqrt(k/n*(1-k/n)/n+z*z/(4*n*n)))
    //   print(w(8,10), w(0,5), w(10,10), w(45,50))"
    // 8 of 10 at 95 %: z = 1.959964, z² = 3.841459; centre = (0.8 + 0.192073) / 1.384146 = 0.716741;
    // half = 1.959964 / 1.384146 · √(0.016 + 0.009604) = 1.416013 · 0.160012 = 0.226579:
    // [0.490162, 0.943318] (statsmodels' proportion_confint(8, 10, method="wilson") gives the same).
    @Test("the Wilson score interval against values worked by hand", arguments: [
        (8, 10, 0.95, 0.490162_4715, 0.943317_8485),
        (0, 5, 0.95, 0.0, 0.434482_4648),
        (10, 10, 0.95, 0.722467_2001, 1.0),
        (45, 50, 0.95, 0.786397_6856, 0.956524_2351),
        // At 99 %: z = 2.575829.
        (8, 10, 0.99, 0.400818_6965, 0.959868_8475),
    ])
    func wilsonByHand(successes: Int, trials: Int, confidence: Double, lower: Double, upper: Double) throws {
        let interval = try #require(WilsonInterval(successes: successes, trials: trials, confidence: confidence))
        #expect(abs(interval.lower - lower) < 1e-9, "\(interval)")
        #expect(abs(interval.upper - upper) < 1e-9, "\(interval)")
        #expect(interval.confidence == confidence)
    }

    @Test("the normal quantile behind the interval, and no interval without checks")
    func quantileAndNoTrials() {
        #expect(abs(WilsonInterval.normalQuantile(0.975) - 1.959963_984540) < 1e-11)
        #expect(abs(WilsonInterval.normalQuantile(0.995) - 2.575829_303549) < 1e-11)
        #expect(abs(WilsonInterval.normalQuantile(0.5)) < 1e-12)
        #expect(WilsonInterval(successes: 0, trials: 0) == nil)
        #expect(FieldAccuracy(field: "f", profile: "p", kinds: [], checked: 0, passed: 0).interval() == nil)
    }
}
