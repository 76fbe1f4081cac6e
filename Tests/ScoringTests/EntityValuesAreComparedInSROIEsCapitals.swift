import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// SROIE writes every entity in capitals, whatever the receipt prints; an entity read as
/// printed is the value in SROIE's writing, so entity values are compared without regard
/// to case (and with white space collapsed), under every normalization profile.
///
/// Two receipts read as printed, in mixed case, with SROIE's capital entities. Worked by
/// hand (n characters, edits of the closest span, the closest-reading bound max(1, ⌊n/2⌋)):
///
///     r1 company  BOOK TA .K (TAMAN DAYA) SDN BHD      found, case aside          correct
///     r1 date     25/12/2018                            found                      correct
///     r1 address  NO.53 55,57 & 59, ... JOHOR.  (70)    found over five lines      correct
///     r1 total    9.00                                  found                      correct
///     r2 company  S.H.H. MOTOR (SUNGAI RENGIT) SDN. BHD. found, case aside         correct
///     r2 date     23-01-2019                            found                      correct
///     r2 address  NO. 343, ... JOHOR.           (60)    39 edits > 30              not extracted
///     r2 total    20.00  read 20.80             (5)     1 edit <= 2                wrong
///
/// entities 8, extracted 7 (6 correct + 1 wrong), correct 6: precision 6/7 = 85.71 %,
/// recall 6/8 = 75 %, F1 = 2 · (6/7) · (3/4) / (6/7 + 3/4) = (9/7) / (45/28) = 0.8.
/// Compared case and all (as before), r1's company (15 of its 31 characters in lower case)
/// and address (27) and r2's company (18) were wrong: 3 correct of 8.
@Suite struct EntityValuesAreComparedInSROIEsCapitals {
    static let r1 = "Book Ta .K (Taman Daya) Sdn Bhd\n789417-W\nNo.53 55,57 & 59, Jalan Sagu 18,\nTaman Daya,\n81100 Johor Bahru,\nJohor.\n"
        + "Date: 25/12/2018\nTotal: 9.00"
    static let r2 = "S.H.H. Motor (Sungai Rengit) Sdn. Bhd.\nDate 23-01-2019\nTotal 20.80"
    static let entities1 = [("company", "BOOK TA .K (TAMAN DAYA) SDN BHD"), ("date", "25/12/2018"),
                            ("address", "NO.53 55,57 & 59, JALAN SAGU 18, TAMAN DAYA, 81100 JOHOR BAHRU, JOHOR."), ("total", "9.00")]
    static let entities2 = [("company", "S.H.H. MOTOR (SUNGAI RENGIT) SDN. BHD."), ("date", "23-01-2019"),
                            ("address", "NO. 343, JALAN KURAU, SUNGAI RENGIT, 81620 PENGERANG, JOHOR."), ("total", "20.00")]

    static func results(_ profile: NormalizationProfile) -> [SampleResult] {
        [("r1", r1, entities1), ("r2", r2, entities2)].map { id, text, entities in
            let read = profile.normalize(text)
            let fields = entities.map { name, value in
                FieldCheck.evaluate(.contains(name: name, text: value, maxEdits: 0, entity: true), in: read, normalization: profile)
            }
            return SampleResult(suite: "sroie", id: id, profile: "tesseract", image: "sroie/\(id).jpg", expected: .text, outcome: .text,
                                passed: fields.allSatisfy(\.passed), reference: "", hypothesis: read, characters: EditCounts(),
                                words: EditCounts(), fields: fields)
        }
    }

    @Test("a company read as printed is correct against SROIE's capitals; the misread total is wrong, the missing address not extracted")
    func eachEntityAsWorkedByHand() {
        let fields = Self.results(.default).flatMap(\.fields)
        #expect(fields.map(\.extraction) == [.correct, .correct, .correct, .correct, .correct, .correct, .notExtracted, .wrong])
        #expect(fields.map(\.passed) == [true, true, true, true, true, true, false, false])
        #expect(fields[0].reason == "found 'BOOK TA .K (TAMAN DAYA) SDN BHD'")
        #expect(fields[7].reason == "not found: '20.00'; closest: '20.80' (1 edit)", "the reason quotes the text as read")
    }

    @Test("all entities: precision 6/7, recall 6/8, F1 0.8, the same under default, exact and lenient")
    func figuresAsWorkedByHand() {
        for profile in [NormalizationProfile.default, .exact, .lenient] {
            let totals = FieldAccuracy.entityTotals(FieldAccuracy.table(of: Self.results(profile)))
            #expect(totals.map(\.scores) == [EntityScores(groundTruth: 8, extracted: 7, correct: 6)], "\(profile)")
            let scores = totals.first?.scores ?? EntityScores()
            #expect(abs(scores.precision - 6.0 / 7.0) < 1e-12 && scores.recall == 0.75 && abs(scores.f1 - 0.8) < 1e-12, "\(profile)")
        }
    }

    @Test("case is folded character by character: capitals, accented capitals; a fold into two characters is left alone")
    func folding() {
        var folding = FieldCheck.CaseFolding()
        #expect("BOOK Ta".map { folding.key($0) } == Array("book ta"))
        #expect("ÉTÉ Ω".map { folding.key($0) } == Array("été ω"))
        #expect(folding.key("ß") == "ß" && folding.key("7") == "7")
        let result = FieldCheck.evaluate(.contains(name: "company", text: "CAFÉ LUMEN", maxEdits: 0, entity: true), in: "Café Lumen\n",
                                         normalization: .default)
        #expect(result.passed && result.extraction == .correct)
    }
}
