import Testing
import Scoring
@testable import Reports

@Suite struct ProfileMatrixTests {
    func result(_ suite: String, _ profile: String, edits: Int, length: Int, passed: Bool, seconds: Double) -> SampleResult {
        SampleResult(suite: suite, id: "x", profile: profile, image: "\(suite)/x.png", expected: .text, outcome: .text,
                     passed: passed, reference: "", hypothesis: "",
                     characters: EditCounts(substitutions: edits, referenceLength: length, hypothesisLength: length),
                     words: EditCounts(referenceLength: 1, hypothesisLength: 1), durationSeconds: seconds)
    }

    @Test("the best profile per suite has the lowest micro CER, then more passes; ties go to the first listed")
    func bestProfilePerSuite() {
        let matrix = ProfileMatrix([
            result("receipts", "a", edits: 2, length: 100, passed: true, seconds: 1),   // 2 %
            result("receipts", "b", edits: 1, length: 100, passed: false, seconds: 3),  // 1 %: best
            result("index", "a", edits: 0, length: 50, passed: true, seconds: 2),
            result("index", "b", edits: 0, length: 50, passed: true, seconds: 1),       // tie: the first listed (a) wins
        ])
        #expect(matrix.profiles == ["a", "b"])
        #expect(matrix.rows.map(\.suite) == ["receipts", "index", "all suites"])
        #expect(matrix.rows.map(\.best) == ["b", "a", "b"])      // all: a 2/150, b 1/150
        #expect(matrix.rows.map(\.tied) == [1, 2, 1])
        #expect(matrix.rows[0].cells[1]?.microCER == 0.01)
        #expect(ProfileMatrix.secondsPerPage(matrix.rows[2].cells[0]!) == 1.5)
    }

    @Test("the HTML names the best profile only when there are several")
    func htmlShowsMatrixForSeveralProfiles() {
        let one = [result("s", "a", edits: 0, length: 10, passed: true, seconds: 1)]
        #expect(!HTMLReportWriter.matrixSection(ProfileMatrix(one)).contains("Profiles side by side"))
        let two = one + [result("s", "b", edits: 1, length: 10, passed: false, seconds: 1)]
        let html = HTMLReportWriter.matrixSection(ProfileMatrix(two))
        #expect(html.contains("Profiles side by side") && html.contains("Best profile"))
    }
}
