import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// The worked example of docs/corpus.md (Field accuracy), from the recognized texts through the
/// field checks to the table: the figures there are the ones checked here.
@Suite struct FieldAccuracyWorkedExample {
    static let total = FieldSpec.contains(name: "total", text: "TOTAL 9.35", maxEdits: 0, entity: true)
    static let date = FieldSpec.regex(name: "date", pattern: #"\d{2}/\d{2}/\d{4}"#)

    /// r1–r7 as the document's first table has them: r6 a known issue, r7 a draft.
    static let readings: [(id: String, text: String, knownIssue: Bool, draft: Bool)] = [
        ("r1", "CAFE LUMEN\n15/03/2024\nTOTAL 9.35", false, false),
        ("r2", "CAFE LUMEN\n16/03/2024\nTOTAL 9.35", false, false),
        ("r3", "CAFE LUMEN\n17/03/2024\nTOTAL\n9.35", false, false),
        ("r4", "CAFE LUMEN\n18/03/2024\nTOTAL 9.85", false, false),
        ("r5", "CAFE LUMEN\nthe rest is smudged", false, false),
        ("r6", "CAFE LUMEN\n19/03/2024\nT0TAL 9.3S", true, false),
        ("r7", "CAFE LUMEN\n20/03/2024\nTOTAL 9.35", false, true),
    ]

    static var results: [SampleResult] {
        readings.map { reading in
            let fields = [total, date].map { FieldCheck.evaluate($0, in: reading.text, normalization: .default) }
            return SampleResult(suite: "receipts", id: reading.id, profile: "tesseract", image: "receipts/\(reading.id).png",
                                expected: .text, outcome: .text, passed: fields.allSatisfy(\.passed), reference: "",
                                hypothesis: reading.text, characters: EditCounts(), words: EditCounts(), fields: fields,
                                knownIssue: reading.knownIssue, draft: reading.draft)
        }
    }

    @Test("each reading is what the document says: pass or fail, correct, wrong or not extracted")
    func readingsAreAsDocumented() {
        let totals = Self.results.map { $0.fields[0] }
        #expect(totals.map(\.passed) == [true, true, true, false, false, false, true])
        #expect(totals.map(\.extraction) == [.correct, .correct, .correct, .wrong, .notExtracted, .wrong, .correct])
        #expect(Self.results.map { $0.fields[1].passed } == [true, true, true, true, false, true, true])
    }

    @Test("the table: total 3/6, 18.76 % … 81.24 %, P 60 %, R 50 %, F1 54.55 %; date 5/6, 43.65 % … 96.99 %")
    func tableIsAsDocumented() throws {
        let table = FieldAccuracy.table(of: Self.results)
        #expect(table.map(\.field) == ["date", "total"])   // by name
        let total = table[1], date = table[0]
        #expect(total.checked == 6 && total.passed == 3 && total.kinds == ["contains"])
        let totalInterval = try #require(total.interval())
        #expect(abs(totalInterval.lower - 0.187616) < 5e-7 && abs(totalInterval.upper - 0.812384) < 5e-7)
        #expect(total.entities == EntityScores(groundTruth: 6, extracted: 5, correct: 3))
        #expect(total.entities?.precision == 0.6 && total.entities?.recall == 0.5)
        #expect(abs((total.entities?.f1 ?? 0) - 6.0 / 11.0) < 1e-12)
        #expect(date.checked == 6 && date.passed == 5 && date.entities == nil)
        let dateInterval = try #require(date.interval())
        #expect(abs(dateInterval.lower - 0.436497) < 5e-7 && abs(dateInterval.upper - 0.969947) < 5e-7)
        #expect(FieldAccuracy.entityTotals(table).map(\.scores) == [EntityScores(groundTruth: 6, extracted: 5, correct: 3)])
    }
}
