import Foundation
import TestFixtures
import Reports
import Scoring
import Testing

@Suite("report.html")
struct HTMLReportWriterTests {
    private let html = HTMLTestSupport.page(ReportFixtures.run)

    @Test func noUnescapedScriptAnywhere() {
        // The page's own script is the only one, at the end, with the CSP nonce.
        #expect(html.lowercased().components(separatedBy: "<script").count == 2)
        #expect(html.contains("<script nonce=\""))
        // The markup from the id, file name, texts and a setting value is there, escaped.
        #expect(html.contains("receipt-&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("receipts/&lt;script&gt;alert(1)&lt;/script&gt;.png"))
        #expect(html.contains("TOTAL 12.60 &amp; &lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("{&quot;note&quot;: &quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot;}"))
    }

    @Test func isSelfContained() {
        let lower = html.lowercased()
        #expect(lower.hasPrefix("<!doctype html>"))
        #expect(!lower.contains("<link"))
        #expect(!lower.contains("src="))
        #expect(lower.contains("content-security-policy"))
        #expect(!lower.contains("@import"))
        #expect(!lower.contains("url("))
        #expect(!lower.contains("href=\"http"))
        #expect(lower.contains("<style>"))
    }

    @Test func summaryShowsMicroAndMacroPerSuiteAndProfile() {
        #expect(html.contains("CER micro"))
        #expect(html.contains("CER macro"))
        #expect(html.contains("WER micro"))
        #expect(html.contains("WER macro"))
        // accurate total: micro CER 4/72 = 5.56 %, macro CER 2.62 %, micro WER 2/9 = 22.22 %, macro WER 11.25 %.
        #expect(html.contains("5.56\u{202F}%"))
        #expect(html.contains("2.62\u{202F}%"))
        #expect(html.contains("22.22\u{202F}%"))
        #expect(html.contains("11.25\u{202F}%"))
        #expect(html.contains("all suites"))
    }

    @Test func everySampleHasARowAndADetailSection() {
        for result in ReportFixtures.run.results {
            // Linkable as #suite/id/profile, from the table and from anywhere else.
            let anchor = HTMLEscaping.escape("\(result.suite)/\(result.id)/\(result.profile)")
            #expect(html.contains("href=\"#\(anchor)\""))
            #expect(html.contains("id=\"\(anchor)\""))
        }
        #expect(html.contains("PNG decoder: unexpected end of file\nat byte 1024"))
        #expect(html.contains("found &#39;TOTAL 12.60&#39;, expected &#39;TOTAL 12.50&#39;"))
        #expect(html.contains("<pre class=\"text\">SWIFT VISION 2468\nHello, world</pre>"))
        #expect(html.contains("<tr class=\"changed\"><td class=\"num\">1</td><td class=\"line\">SWIFT <span class=\"w\">VISI"
                              + "<mark class=\"sub\" title=\"read instead: U+004F\">O</mark>N</span> 2468</td><td class=\"line\">SWIFT "
                              + "<span class=\"w\">VISI<mark class=\"sub\" title=\"read instead: U+0030\">0</mark>N</span> 2468</td></tr>"))
        #expect(html.contains("<tr class=\"same\"><td class=\"num\">2</td><td class=\"line\">Hello, world</td>"))
        #expect(html.contains("Zürich 日本語 👩‍👩‍👧 naïve"))
        #expect(!html.contains("\u{7}"))
        #expect(html.contains("<rect class=\"unknown\" x=\"12\" y=\"90\" width=\"260\" height=\"40\">"))
    }

    @Test func failedSamplesAreOpenAndBadgedRed() {
        let results = ReportFixtures.run.results
        func anchor(_ index: Int) -> String {
            HTMLEscaping.escape("\(results[index].suite)/\(results[index].id)/\(results[index].profile)")
        }
        #expect(html.contains("<details class=\"sample fail\" id=\"\(anchor(3))\" data-n=\"3\" open>"))
        #expect(html.contains("<details class=\"sample pass\" id=\"\(anchor(0))\" data-n=\"0\">"))
        // The body travels as data until the block is opened (the page's script builds it).
        let raw = HTMLReportWriter.render(ReportFixtures.run)
        #expect(raw.contains("</summary>\n</details>\n"))
        #expect(raw.contains("<script type=\"application/octet-stream\" class=\"detail-chunk\" id=\"chunk-0\">"))
        #expect(html.contains("<span class=\"badge fail\">fail</span>"))
        #expect(html.contains("<span class=\"badge pass\">pass</span>"))
    }

    @Test func incompleteRunIsFlagged() {
        var run = ReportFixtures.run
        run.metadata.complete = false
        #expect(HTMLTestSupport.page(run).contains("This run is incomplete"))
        #expect(!html.contains("This run is incomplete"))
    }

    @Test func writtenFileMatchesRenderAndLeavesNoTemporaryFile() throws {
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("report.html")
        try HTMLReportWriter.write(ReportFixtures.run, to: file)
        let written = ReportPages.expanded(try String(contentsOf: file, encoding: .utf8))
        #expect(HTMLTestSupport.withoutNonce(written) == HTMLTestSupport.withoutNonce(html))
        #expect(try ReportFixtures.fileNames(in: folder) == ["report.html"])
    }

    @Test func emptyRunRendersAPage() {
        let page = HTMLTestSupport.page(RunRecord(metadata: ReportFixtures.metadata, results: []))
        #expect(page.contains("No samples in this run."))
        #expect(page.hasSuffix("</html>\n"))
    }
}
