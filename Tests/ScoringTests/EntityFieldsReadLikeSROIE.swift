import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// An entity field (`"entity": true`) is checked as SROIE task 3 compares values — white
/// space collapsed on both sides — and says whether its value was correct, extracted but
/// wrong, or not extracted at all.
@Suite struct EntityFieldsReadLikeSROIE {
    let receipt = "GOLDEN BAKERY SDN BHD\nNO 12, JALAN MAWAR\n81100 JOHOR BAHRU\nDATE: 15/03/2024\nTOTAL 12.60"

    func entity(_ name: String, _ text: String, maxEdits: Int = 0) -> FieldResult {
        FieldCheck.evaluate(.contains(name: name, text: text, maxEdits: maxEdits, entity: true), in: receipt, normalization: .default)
    }

    @Test("a value that occurs is correct, even split over two lines (white space collapsed)")
    func correctAcrossLines() {
        let company = entity("company", "GOLDEN BAKERY SDN BHD")
        #expect(company.passed && company.entity && company.extraction == .correct)
        let address = entity("address", "NO 12, JALAN MAWAR 81100  JOHOR BAHRU")
        #expect(address.passed && address.extraction == .correct, "\(address.reason)")
        // The same value as a plain contains field: the line break is not a space.
        let plain = FieldCheck.evaluate(.contains(name: "address", text: "NO 12, JALAN MAWAR 81100 JOHOR BAHRU", maxEdits: 0),
                                        in: receipt)
        #expect(!plain.passed && !plain.entity && plain.extraction == nil)
    }

    @Test("a misread value is extracted but wrong; within maxEdits it passes, and is still wrong")
    func misreadIsWrong() {
        // "TOTAL 12.50" against "TOTAL 12.60": 1 edit, within max(1, 11 / 2) = 5.
        let total = entity("total", "TOTAL 12.50")
        #expect(!total.passed && total.extraction == .wrong)
        #expect(total.reason == "not found: 'TOTAL 12.50'; closest: 'TOTAL 12.60' (1 edit)")
        let lenient = entity("total", "TOTAL 12.50", maxEdits: 1)
        #expect(lenient.passed && lenient.extraction == .wrong)
    }

    @Test("nothing that reads like the value: not extracted")
    func absentIsNotExtracted() {
        // "ZUCCHINI" (8 characters) is more than max(1, 8 / 2) = 4 edits from every span.
        let missing = entity("item", "ZUCCHINI")
        #expect(!missing.passed && missing.extraction == .notExtracted)
        #expect(!missing.extraction!.isExtracted && EntityExtraction.wrong.isExtracted)
    }

    @Test("white space is collapsed as SROIE does: runs to one space, none at the ends")
    func collapsing() {
        #expect(FieldCheck.collapsingWhiteSpace("  a \n\t b\n\nc  ") == "a b c")
        #expect(FieldCheck.collapsingWhiteSpace(" \n ") == "")
    }

    @Test("only a contains field can be an entity")
    func onlyContains() {
        #expect(FieldSpec.contains(name: "t", text: "x", maxEdits: 0, entity: true).isEntity)
        #expect(!FieldSpec.contains(name: "t", text: "x", maxEdits: 0).isEntity)
        #expect(!FieldSpec.regex(name: "t", pattern: "x").isEntity)
    }
}
