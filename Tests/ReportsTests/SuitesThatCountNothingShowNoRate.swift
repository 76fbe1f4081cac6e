import Testing
@testable import Reports
import Scoring

/// A suite whose every sample is a draft counts nothing: its rates show "–", never a
/// "0.00 %" that reads as a perfect suite, in report.html and summary.md.
@Suite struct SuitesThatCountNothingShowNoRate {
    static let draftsOnly = GateFixtures.run([GateFixtures.sample("letters", "a", edits: 7, draft: true),
                                              GateFixtures.sample("letters", "b", edits: 3, draft: true)])

    @Test("summary.md shows – for the micro CER and WER of a suite of drafts")
    func markdown() {
        let summary = MarkdownSummary.render(Self.draftsOnly)
        #expect(summary.contains("| letters | tesseract | 0/2 | 0 | – | – |"), "\(summary)")
        #expect(!summary.contains("| 0.00 %"))
    }

    @Test("report.html shows – in the suite table and on the CER card of a run of drafts")
    func html() {
        let page = HTMLReportWriter.render(Self.draftsOnly)
        #expect(page.contains("<div class=\"label\">CER micro</div><div class=\"value\">–</div>"))
        #expect(!page.contains(">0.00\u{202F}%</td>"))
        let summary = SuiteSummary.summaries(of: Self.draftsOnly.results).totals[0]
        #expect(summary.microCERText == "–" && summary.macroWERText == "–")
    }
}
