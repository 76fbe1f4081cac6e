import Foundation
import Reports
import Scoring
import Testing
import Gate

@Suite("report.html features")
struct HTMLReportFeatureTests {
    typealias F = GateFixtures

    static let allowedTags: Set<String> = [
        "html", "head", "meta", "title", "style", "body", "header", "main", "footer", "section", "h1", "h2", "h3",
        "p", "dl", "dt", "dd", "div", "span", "strong", "code", "pre", "a", "ul", "li", "table", "thead", "tbody",
        "tr", "th", "td", "details", "summary", "figure", "figcaption", "svg", "rect", "text", "title", "line",
        "polyline", "circle", "image", "use", "defs", "del", "ins", "i", "label", "select", "option", "input", "script",
        "template", "noscript", "mark",
    ]

    @Test func plantedMarkupStaysTextEverywhere() {
        let comparison = RunComparison(baseline: HTMLTestSupport.hostileRun, candidate: HTMLTestSupport.hostileRun)
        for page in [HTMLTestSupport.page(HTMLTestSupport.hostileRun),
                     HTMLTestSupport.page(HTMLTestSupport.hostileRun, options: HTMLReportOptions(title: HTMLTestSupport.script,
                                                                                                    comparison: comparison)),
                     HTMLReportWriter.renderTrend([HTMLTestSupport.hostileRun], labels: [HTMLTestSupport.image])] {
            let lower = page.lowercased()
            #expect(lower.components(separatedBy: "<script").count == 2)
            #expect(lower.contains("<script nonce=\""))
            #expect(!lower.contains("<img"))
            #expect(HTMLTestSupport.tagNames(page).isSubset(of: Self.allowedTags),
                    "unexpected tags: \(HTMLTestSupport.tagNames(page).subtracting(Self.allowedTags))")
            let attributes = HTMLTestSupport.attributeNames(page)
            #expect(!attributes.contains { $0.hasPrefix("on") }, "event handler attributes: \(attributes)")
            #expect(!attributes.contains("src"))
            #expect(page.contains("&lt;script&gt;document.title=&#39;pwned&#39;;alert(1)&lt;/script&gt;"))
            #expect(page.contains("&quot;&gt;&lt;img src=x onerror=&quot;document.title=&#39;pwned&#39;&quot;&gt;"))
        }
    }

    @Test func imagesAreEmbeddedAsDataURIsWithBoxesColouredByCorrectness() {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])
        let page = HTMLTestSupport.page(HTMLTestSupport.hostileRun, options: HTMLReportOptions(images: { _ in png }))
        #expect(page.contains("href=\"data:image/png;base64,\(png.base64EncodedString())\""))
        #expect(page.contains("<rect class=\"bad\" x=\"10\" y=\"10\" width=\"100\" height=\"20\">"))
        #expect(page.contains("<rect class=\"ok\" x=\"10\" y=\"40\" width=\"100\" height=\"20\">"))
        let blank = HTMLTestSupport.page(HTMLTestSupport.hostileRun)
        #expect(blank.contains("<rect class=\"canvas\" x=\"0\" y=\"0\" width=\"200\" height=\"80\"/>"))
        #expect(!blank.contains("data:image"))
        // The stored bytes of a format browsers do not show give no picture (previews do show it).
        let tiff = HTMLTestSupport.page(HTMLTestSupport.hostileRun, options: HTMLReportOptions(images: { _ in Data("II*\0".utf8) }))
        #expect(tiff.contains("No image; "))
        #expect(!tiff.contains("data:image"))
    }

    @Test("a picture shown by several results (profiles) is in the page once; each result uses it")
    func picturesAreEmbeddedOnce() {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 9, 9, 9])
        var run = HTMLTestSupport.hostileRun
        let first = run.results[0]
        var second = first
        second.profile = "other"
        run.results = [first, second]
        let page = HTMLTestSupport.page(run, options: HTMLReportOptions(images: { _ in png }))
        #expect(page.components(separatedBy: png.base64EncodedString()).count == 2)
        #expect(page.components(separatedBy: "<use href=\"#pic-0\"/>").count == 3)
    }

    @Test("above the threshold pictures go to report_files/ beside the page; below it, inside, and an old folder goes")
    func largePicturesGoBesideThePage() throws {
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 7, 7, 7])
        var options = HTMLReportOptions(images: { _ in png })
        options.pictures?.externalThreshold = 4
        let page = folder.appendingPathComponent("report.html")
        try HTMLReportWriter.write(HTMLTestSupport.hostileRun, to: page, options: options)
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("href=\"report_files/0.png\""))
        #expect(!html.contains("data:image"))
        #expect(try Data(contentsOf: folder.appendingPathComponent("report_files/0.png")) == png)
        try HTMLReportWriter.write(HTMLTestSupport.hostileRun, to: page, options: HTMLReportOptions(images: { _ in png }))
        #expect(try String(contentsOf: page, encoding: .utf8).contains("data:image/png;base64,"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("report_files").path))
        #expect(try ReportFixtures.fileNames(in: folder) == ["report.html"])
    }

    @Test func layersAndOrderIndependentFiguresAreShown() {
        let page = HTMLTestSupport.page(HTMLTestSupport.hostileRun)
        #expect(page.contains("<h3>Error layers</h3>"))
        #expect(page.contains("<tr><td>whitespace, case, punctuation</td><td class=\"num\">1</td>"))
        #expect(page.contains("bag-of-words error 20.00\u{202F}%"))
        #expect(page.contains("flexible character accuracy 90.00\u{202F}%"))
        #expect(page.contains("known issue</span>"))
    }

    @Test("a sample's notes and the sidecar languages it was read in are shown, escaped")
    func notesAndLanguagesAreShown() {
        var result = F.sample("s", "a")
        result.languages = ["deu", "fra"]
        result.notes = ["the orientation tag holds 9, not 1–8 <b>", "second note"]
        let page = HTMLTestSupport.page(F.run([result]))
        #expect(page.contains("<dt>Languages</dt><dd>deu, fra <span class=\"muted\">(the sidecar's)</span></dd>"))
        #expect(page.contains("<dt>Note</dt><dd>the orientation tag holds 9, not 1–8 &lt;b&gt;</dd>"))
        #expect(page.contains("<dt>Note</dt><dd>second note</dd>"))
    }

    @Test func diffMarksSubstitutionsDeletionsAndInsertions() {
        var result = F.sample("s", "a")
        result.reference = "Foo bar"
        result.hypothesis = "Fo0d bar!"
        let page = HTMLTestSupport.page(RunRecord(metadata: F.metadata(), results: [result]))
        // Side by side: the changed words wrapped, the edits inside them marked with their code points.
        #expect(page.contains("<td class=\"line\"><span class=\"w\">Fo<mark class=\"sub\" title=\"read instead: U+006F\">o</mark></span> bar</td>"))
        #expect(page.contains("<td class=\"line\"><span class=\"w\">Fo<mark class=\"sub\" title=\"read instead: U+0030\">0</mark>"
                              + "<mark class=\"ins\" title=\"extra: U+0064\">d</mark></span> <span class=\"w\">bar"
                              + "<mark class=\"ins\" title=\"extra: U+0021\">!</mark></span></td>"))
        result.hypothesis = "Fo\nbar"
        let deleted = HTMLTestSupport.page(RunRecord(metadata: F.metadata(), results: [result]))
        #expect(deleted.contains("<mark class=\"del\" title=\"missing: U+006F\">o</mark>"))
    }

    @Test func summaryHasFiltersChartsAndVerdict() {
        let baseline = F.run([F.sample("known-text", "receipt"), F.sample("known-text", "b")])
        var broken = F.sample("known-text", "receipt", passed: false, edits: 4)
        broken.tags = ["rotated"]
        let candidate = F.run([broken, F.sample("known-text", "b")])
        let comparison = RunComparison(baseline: baseline, candidate: candidate)
        let page = HTMLTestSupport.page(candidate, options: HTMLReportOptions(comparison: comparison))
        #expect(page.contains("Regression gate: FAILED"))
        #expect(page.contains("<li>known-text/receipt (tesseract): passed → failed; CER 0.00 % → 4.00 %: CER above maxCER</li>"))
        #expect(page.contains("id=\"f-suite\"") && page.contains("id=\"f-failing\"") && page.contains("id=\"f-tag\""))
        #expect(page.contains("<option value=\"rotated\">rotated</option>"))
        #expect(page.contains("CER distribution per suite"))
        #expect(page.contains("4 edits appeared, 0 disappeared; CER 0.00\u{202F}% before, 4.00\u{202F}% after."))
        #expect(page.contains("<th>Reference</th><th>Before (baseline)</th><th>After (candidate)</th>"))
        #expect(page.contains("<tr class=\"changed differs\">"))
        let passing = HTMLTestSupport.page(baseline, options: HTMLReportOptions(comparison: RunComparison(baseline: baseline, candidate: baseline)))
        #expect(passing.contains("Regression gate: PASSED"))
    }

    @Test func settingsMatrixGetsProfileBarsAndComparison() {
        let run = F.run([F.sample("s", "a", profile: "accurate"), F.sample("s", "a", profile: "fast", passed: false, edits: 3)])
        let page = HTMLTestSupport.page(run)
        #expect(page.contains("Profiles compared (CER micro)"))
        #expect(page.contains("<h2>Profiles: accurate → fast</h2>"))
        #expect(page.contains("s/a (accurate → fast): passed → failed; CER 0.00 % → 3.00 %: CER above maxCER"))
    }

    @Test func trendChartsSuiteCEROverTime() throws {
        var first = F.run([F.sample("s", "a", edits: 4)])
        first.metadata.startedAt = "2025-01-01T00:00:00Z"
        var second = F.run([F.sample("s", "a", edits: 2)])
        second.metadata.startedAt = "2025-02-01T00:00:00Z"
        first.metadata.corpusCommit = "aaaaaaa1111"
        second.metadata.corpusCommit = "bbbbbbb2222"
        // The order given is kept (oldest first is the caller's), labelled by commit and date.
        let page = HTMLReportWriter.renderTrend([first, second], labels: ["one.xml", "two.xml"])
        #expect(page.contains("<polyline class=\"series-line s0\""))
        let one = try #require(page.range(of: "aaaaaaa · 2025-01-01 00:00")), two = try #require(page.range(of: "bbbbbbb · 2025-02-01 00:00"))
        #expect(one.lowerBound < two.lowerBound)
        let reversed = HTMLReportWriter.renderTrend([second, first])
        #expect(try #require(reversed.range(of: "bbbbbbb · 2025-02-01")).lowerBound < (try #require(reversed.range(of: "aaaaaaa · 2025-01-01"))).lowerBound)
        second.metadata.corpusCommit = nil
        #expect(HTMLReportWriter.renderTrend([first, second], labels: ["one.xml", "two.xml"]).contains("two.xml · 2025-02-01 00:00"))
        #expect(page.contains("<td>s · tesseract</td><td class=\"num\" data-v=\"0.040000\">4.00\u{202F}%</td><td class=\"num\" data-v=\"0.020000\">2.00\u{202F}%</td>"))
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try HTMLReportWriter.writeTrend([first, second], to: folder.appendingPathComponent("trend.html"))
        #expect(try ReportFixtures.fileNames(in: folder) == ["trend.html"])
    }

    @Test func imagesUnderAFolderStayInsideIt() throws {
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("corpus/s"), withIntermediateDirectories: true)
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2])
        try png.write(to: folder.appendingPathComponent("corpus/s/a.png"))
        try png.write(to: folder.appendingPathComponent("outside.png"))
        let images = HTMLReportOptions.images(under: folder.appendingPathComponent("corpus"))
        #expect(images.picture("s/a.png")?.data == png)
        #expect(images.picture("../outside.png") == nil)
        #expect(images.picture("s/missing.png") == nil)
    }
}
