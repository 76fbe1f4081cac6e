import Testing
@testable import Reports
import Scoring

/// Trends name each run by its label and commit (never "run.xml · date" when the run
/// knows its commit), mark uncommitted corpus changes, and keep every axis label whole
/// with 30 runs.
@Suite struct TrendsNameReleasesAndStayReadable {
    static func run(_ index: Int, label: String? = nil, dirty: Bool? = false) -> RunRecord {
        var metadata = GateFixtures.metadata(started: "2026-11-\(String(format: "%02d", index))T09:12:00Z")
        metadata.corpusCommit = String(format: "%07x", 0xabc0000 + index) + String(repeating: "0", count: 33)
        metadata.corpusDirty = dirty
        metadata.label = label
        return RunRecord(metadata: metadata, results: [GateFixtures.sample("s", "a", edits: index % 5)])
    }

    @Test("a run's trend name holds its label, its commit (+changes when dirty) and its date")
    func names() {
        let labelled = Self.run(3, label: "v1.4")
        #expect(HTMLReportWriter.trendLabel(labelled.metadata, fallback: "run.xml") == "v1.4 · abc0003 · 2026-11-03 09:12")
        #expect(HTMLReportWriter.axisLabel(labelled.metadata, fallback: "run.xml") == "v1.4 · 11-03")
        let dirty = Self.run(4, dirty: true)
        #expect(HTMLReportWriter.trendLabel(dirty.metadata, fallback: "run.xml") == "abc0004+changes · 2026-11-04 09:12")
        var unknown = Self.run(5).metadata
        unknown.corpusCommit = nil
        #expect(HTMLReportWriter.trendLabel(unknown, fallback: "run.xml") == "run.xml · 2026-11-05 09:12")
    }

    @Test("30 runs: every axis label is drawn whole inside the chart, one point each")
    func thirtyRuns() throws {
        let runs = (1...30).map { Self.run($0, label: $0 % 10 == 0 ? "release-\($0 / 10).0.0" : nil) }
        let page = HTMLReportWriter.renderTrend(runs)
        let chart = try #require(page.range(of: "<figure class=\"chart trend\">").map { String(page[$0.lowerBound...]) })
        let first = String(chart[..<chart.range(of: "</figure>")!.upperBound])
        for index in 1...30 {
            let axis = HTMLReportWriter.axisLabel(runs[index - 1].metadata, fallback: nil)
            #expect(first.contains("</title>\(axis)</text>"), "\(axis)")
        }
        #expect(!first.contains("…"), "no label is cut")
        // The chart is wide enough for 24 px a point, and tall enough for the longest label.
        let viewBox = try #require(first.range(of: "viewBox=\"0 0 ").map { first[$0.upperBound...].prefix { $0 != "\"" } })
        let size = viewBox.split(separator: " ").compactMap { Int($0) }
        #expect(size.count == 2 && size[0] >= 56 + 24 + 24 * 30)
        // "release-3.0.0 · 11-30": 21 characters of 6.2 px at 60°, below a 250-px plot.
        #expect(size[1] >= 16 + 250 + 24 + Int((21 * 6.2 * 0.87).rounded(.up)))
    }
}
