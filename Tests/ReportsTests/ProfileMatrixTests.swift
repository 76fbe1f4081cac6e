import Testing
import Scoring
@testable import Reports
@testable import Gate

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
        // Clear only beyond noise, and noise is not measured on fewer than 6 samples: no
        // row has an interval (1, 1 and 2 samples), so none has a clear winner.
        #expect(matrix.rows.map(\.clearWinner) == [false, false, false])
        #expect(matrix.rows[2].bestText == "no clear winner (b leads)")
        #expect(matrix.rows[0].margins[1] == nil)
        #expect(matrix.rows[0].margins[0].map { $0.resamples == 0 && abs($0.change - 0.01) < 1e-12 } == true)
    }

    @Test("the comparison's HTML draws each suite's interval around 0, red when it lies above 0")
    func comparisonShowsIntervals() {
        func run(_ edits: Int) -> RunRecord {
            RunRecord(metadata: GateFixtures.metadata(), results: (0..<20).map { i in
                var r = result("s", "tesseract", edits: edits, length: 100, passed: true, seconds: 1)
                r.id = "p\(i)"
                return r
            })
        }
        let comparison = RunComparison(baseline: run(1), candidate: run(3))
        let html = HTMLReportWriter.intervalTable(comparison)
        #expect(html.contains("Is the change real?"))
        #expect(html.contains("<span class=\"range fail\""))   // +2 pp on every page: above 0
        #expect(html.contains("+2.00 pp … +2.00 pp"))
        #expect(HTMLReportWriter.intervalTable(RunComparison(baseline: run(1), candidate: run(1))).contains("range neutral"))
    }

    @Test("a profile better on every one of many pages is a clear winner; one page's luck is not")
    func clearWinnerNeedsMoreThanOnePage() {
        func results(_ profile: String, edits: (Int) -> Int) -> [SampleResult] {
            (0..<30).map { i in
                var r = result("s", profile, edits: edits(i), length: 100, passed: true, seconds: 1)
                r.id = "p\(i)"
                return r
            }
        }
        let broad = ProfileMatrix(results("a", edits: { _ in 5 }) + results("b", edits: { _ in 3 }))
        #expect(broad.rows.map(\.best) == ["b", "b"] && broad.rows.map(\.clearWinner) == [true, true])
        let lucky = ProfileMatrix(results("a", edits: { $0 == 4 ? 40 : 3 }) + results("b", edits: { _ in 3 }))
        #expect(lucky.rows[0].best == "b" && !lucky.rows[0].clearWinner)
        #expect(HTMLReportWriter.matrixSection(lucky).contains("no clear winner"))
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
