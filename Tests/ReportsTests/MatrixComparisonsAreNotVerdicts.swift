import Foundation
import Testing
@testable import Reports
import Scoring

/// In a settings matrix, report.html compares each profile with the first as a
/// comparison: which is better, where; never a gate's red "failed" (issue #29 case 7: a
/// better profile showed "Verdict: failed").
@Suite struct MatrixComparisonsAreNotVerdicts {
    typealias F = GateFixtures

    @Test("a profile better than the first is 'better', its worse samples listed as such; no verdict card")
    func betterProfileIsBetter() throws {
        // Profile b: 8 of 10 pages from 10 edits to 2, 2 pages from 2 to 4 (worse).
        var results: [SampleResult] = []
        for index in 0..<10 {
            results.append(F.sample("s", "p\(index)", profile: "a", edits: index < 8 ? 10 : 2))
            results.append(F.sample("s", "p\(index)", profile: "b", edits: index < 8 ? 2 : 4))
        }
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("report.html")
        try HTMLReportWriter.write(F.run(results), to: report)
        let page = try String(contentsOf: report, encoding: .utf8)
        let section = try #require(page.range(of: "<section id=\"profiles-b\""))
        let end = page.range(of: "</section>", range: section.upperBound..<page.endIndex)?.lowerBound ?? page.endIndex
        let html = String(page[section.lowerBound..<end])
        // Micro CER 84/1000 → 24/1000: -6.00 pp.
        #expect(html.contains("<div class=\"label\">Micro CER against a</div><div class=\"value\">-6.00 pp (better)</div>"), "\(html.prefix(800))")
        #expect(!html.contains(">Verdict<") && !html.contains(">failed<") && !html.contains("Gate failures"))
        #expect(html.contains("Worse than a") && html.contains("Better than a"))
    }

    @Test("'Samples worse' counts samples only: a suite whose CER rose is counted apart, as 'Suites worse'")
    func samplesWorseCountsSamples() throws {
        // Profile b: p0 from 0 to 5 edits (a sample regression: +5 pp), p1 the same; the
        // suite from 0/200 to 5/200 (+2.5 pp: a suite regression). Worked by hand: one
        // sample and one suite worse, where "Samples worse 2" was shown.
        let results = [F.sample("s", "p0", profile: "a"), F.sample("s", "p1", profile: "a"),
                       F.sample("s", "p0", profile: "b", edits: 5), F.sample("s", "p1", profile: "b")]
        let page = HTMLReportWriter.render(F.run(results))
        let section = try #require(page.range(of: "<section id=\"profiles-b\""))
        let end = page.range(of: "</section>", range: section.upperBound..<page.endIndex)?.lowerBound ?? page.endIndex
        let html = String(page[section.lowerBound..<end])
        #expect(html.contains("<div class=\"label\">Samples worse</div><div class=\"value\">1</div>"), "\(html.prefix(1200))")
        #expect(html.contains("<div class=\"label\">Suites worse</div><div class=\"value\">1</div>"))
    }
}
