import Testing
@testable import CLI
import Scoring

/// The terminal's field table: one row per profile and field with passed / checked, the
/// pass rate and its Wilson interval, entity figures with an "all entities" row, at most
/// 20 fields; nothing without fields.
@Suite struct FieldTableIsPrintedAfterTheSuites {
    @Test("rows, entity columns and the all-entities row, aligned")
    func rows() throws {
        // total: 3 of 4, entities 4, extracted 4, correct 3: precision 75 %, recall 75 %, F1 75 %.
        // 3 of 4 at 95 %: Wilson [30.06 %, 95.44 %] (the mirror image of 1 of 4's [4.56 %, 69.94 %]).
        let table = [FieldAccuracy(field: "total", profile: "tesseract", kinds: ["contains"], checked: 4, passed: 3,
                                   entities: EntityScores(groundTruth: 4, extracted: 4, correct: 3)),
                     FieldAccuracy(field: "void", profile: "tesseract", kinds: ["absent"], checked: 4, passed: 4)]
        let text = try #require(FieldTable.render(table))
        let lines = text.split(separator: "\n").map(String.init)
        // Columns two spaces apart, names left-aligned, figures right-aligned to the widest cell:
        // profile 9, field 12, passed 6, pass rate 9, interval 18, precision 9, recall 7, F1 7.
        #expect(lines[0] == "profile    field         passed  pass rate       95 % interval  precision   recall       F1")
        #expect(lines[2] == "tesseract  total            3/4    75.00 %   30.06 % … 95.44 %    75.00 %  75.00 %  75.00 %")
        #expect(lines[3] == "tesseract  void             4/4   100.00 %  51.01 % … 100.00 %          –        –        –")
        #expect(lines[4] == "tesseract  all entities" + String(repeating: " ", count: 2 + 6 + 2 + 9 + 2 + 18 + 2 + 2)
                + "75.00 %  75.00 %  75.00 %")
        #expect(FieldTable.render([FieldAccuracy]()) == nil)
    }

    @Test("at most 20 fields, and a line saying how many more")
    func capped() throws {
        let table = (0..<23).map { FieldAccuracy(field: "f\($0)", profile: "p", kinds: ["regex"], checked: 2, passed: 2) }
        let text = try #require(FieldTable.render(table))
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("p  ") }.count == 20)
        #expect(text.hasSuffix("… and 3 more fields passing more often (report.html lists every one)"))
    }
}
