import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// Field checks: each kind, passing and failing, with the reason a person reads.
@Suite struct FieldChecksExplainThemselves {
    let receipt = "SWIFT VISION 2468\nLamb tagine 9.00\nApple crumble 3.50\nTOTAL 12.60"

    @Test func containsFindsExactText() {
        let result = FieldCheck.evaluate(.contains(name: "headline", text: "SWIFT VISION 2468", maxEdits: 0),
                                         in: receipt)
        #expect(result == FieldResult(name: "headline", kind: "contains", passed: true,
                                      reason: "found 'SWIFT VISION 2468'"))
    }

    @Test func containsReportsTheClosestTextWhenMissing() {
        let result = FieldCheck.evaluate(.contains(name: "total", text: "TOTAL 12.50", maxEdits: 0), in: receipt)
        #expect(!result.passed)
        #expect(result.reason == "not found: 'TOTAL 12.50'; closest: 'TOTAL 12.60' (1 edit)")
        let nothingClose = FieldCheck.evaluate(.contains(name: "x", text: "Zucchini", maxEdits: 0), in: receipt)
        #expect(nothingClose.reason == "not found: 'Zucchini'")
    }

    @Test func fuzzyContainsAcceptsUpToMaxEdits() {
        let result = FieldCheck.evaluate(.contains(name: "total", text: "TOTAL 12.50", maxEdits: 1), in: receipt)
        #expect(result.passed)
        #expect(result.reason == "found 'TOTAL 12.60' for 'TOTAL 12.50' (1 edit)")
        let tooFar = FieldCheck.evaluate(.contains(name: "total", text: "TOTAL 13.59", maxEdits: 1), in: receipt)
        #expect(!tooFar.passed)
        #expect(tooFar.reason == "not found: 'TOTAL 13.59'; closest: 'TOTAL 12.60' (3 edits)")
        // An OCR confusion (rn for m): "nodern" is 1 edit from "modern", "rnodern" 2.
        let confusion = FieldCheck.evaluate(.contains(name: "m", text: "modern", maxEdits: 1),
                                            in: "a rnodern idea")
        #expect(confusion.passed)
        #expect(confusion.reason == "found 'nodern' for 'modern' (1 edit)")
    }

    @Test func regexMatchesAndInvalidPatternsFailWithAReason() {
        let match = FieldCheck.evaluate(.regex(name: "total", pattern: #"TOTAL\s+12\.\d0"#), in: receipt)
        #expect(match.passed)
        #expect(match.reason == "matched 'TOTAL 12.60'")
        let miss = FieldCheck.evaluate(.regex(name: "total", pattern: #"TOTAL\s+12\.50"#), in: receipt)
        #expect(!miss.passed)
        #expect(miss.reason == #"no match for /TOTAL\s+12\.50/"#)
        let invalid = FieldCheck.evaluate(.regex(name: "bad", pattern: "TOTAL (12"), in: receipt)
        #expect(!invalid.passed)
        #expect(invalid.kind == "regex")
        #expect(invalid.reason.hasPrefix("/TOTAL (12/: not a valid regular expression"))
    }

    @Test func absentReportsWhereTheTextOccurs() {
        let present = FieldCheck.evaluate(.absent(name: "clean", text: "lorem"), in: "Placeholder lorem ipsum")
        #expect(present == FieldResult(name: "clean", kind: "absent", passed: false,
                                       reason: "'lorem' occurs at character 13"))
        let gone = FieldCheck.evaluate(.absent(name: "clean", text: "lorem"), in: receipt)
        #expect(gone.passed)
        #expect(gone.reason == "'lorem' absent")
    }

    @Test func orderNeedsEachItemAfterThePrevious() {
        let inOrder = FieldCheck.evaluate(.order(name: "menu", items: ["Lamb tagine", "Apple crumble", "TOTAL"]),
                                          in: receipt)
        #expect(inOrder.passed)
        #expect(inOrder.reason == "found in order: 'Lamb tagine', 'Apple crumble', 'TOTAL'")
        let swapped = FieldCheck.evaluate(.order(name: "menu", items: ["Apple crumble", "Lamb tagine"]), in: receipt)
        #expect(!swapped.passed)
        #expect(swapped.reason == "'Lamb tagine' found before 'Apple crumble'")
        let missing = FieldCheck.evaluate(.order(name: "menu", items: ["Lamb tagine", "Zucchini fritters"]),
                                          in: receipt)
        #expect(missing.reason == "not found: 'Zucchini fritters'")
    }

    @Test func fieldsAreNormalizedLikeTheHypothesis() {
        let hypothesis = NormalizationProfile.lenient.normalize("TOTAL 12.50 — paid")
        #expect(hypothesis == "total 12.50 - paid")
        let contains = FieldCheck.evaluate(.contains(name: "t", text: "TOTAL 12.50 – paid", maxEdits: 0),
                                           in: hypothesis, normalization: .lenient)
        #expect(contains.passed)
        let regex = FieldCheck.evaluate(.regex(name: "t", pattern: #"TOTAL\s+12"#), in: hypothesis,
                                        normalization: .lenient)
        #expect(regex.passed)
        // Matching is by characters: "e" is not found inside "é".
        let accent = FieldCheck.evaluate(.contains(name: "e", text: "cafe", maxEdits: 0), in: "café")
        #expect(!accent.passed)
    }

    @Test func emptyHypothesisFailsEverythingButAbsent() {
        #expect(!FieldCheck.evaluate(.contains(name: "a", text: "x", maxEdits: 2), in: "").passed)
        #expect(!FieldCheck.evaluate(.regex(name: "a", pattern: "x"), in: "").passed)
        #expect(!FieldCheck.evaluate(.order(name: "a", items: ["x"]), in: "").passed)
        #expect(FieldCheck.evaluate(.absent(name: "a", text: "x"), in: "").passed)
    }
}
