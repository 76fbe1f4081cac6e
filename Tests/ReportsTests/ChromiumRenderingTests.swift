import Foundation
import TestFixtures
import Reports
import Scoring
import Testing
import Gate

@Suite("report.html in headless Chromium", .serialized)
struct ChromiumRenderingTests {
    /// Where the screenshots are kept for a person to look at.
    static let screenshotFolder = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-report-screenshots")

    @Test(.enabled(if: Chromium.path != nil, "chromium not installed (ci/bootstrap installs chromium or chromium-headless-shell)"))
    func comparisonReportRendersWithoutErrorsAndPlantedScriptsStayInert() throws {
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let candidate = DemoRun.candidate
        let comparison = RunComparison(baseline: DemoRun.baseline, candidate: candidate,
                                       baselineLabel: "Reports/baseline.xml", candidateLabel: "Reports/latest/run.xml")
        let report = folder.appendingPathComponent("report.html")
        try HTMLReportWriter.write(candidate, to: report,
                                   options: HTMLReportOptions(title: "ocrgauge report", comparison: comparison,
                                                              images: DemoRun.images(for: candidate)))
        try check(report, folder: folder, screenshot: "report.png")
    }

    @Test("pictures written to report_files/ beside a two-profile report load under its CSP, each once",
          .enabled(if: Chromium.path != nil, "chromium not installed (ci/bootstrap installs chromium or chromium-headless-shell)"))
    func externalPicturesLoad() throws {
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var run = DemoRun.candidate
        let second = run.results.map { result -> SampleResult in
            var other = result
            other.profile = "fast"
            return other
        }
        run.results = ResultList(Array(run.results) + second)
        var options = HTMLReportOptions(title: "ocrgauge report", images: DemoRun.images(for: run))
        options.pictures?.externalThreshold = 0
        let report = folder.appendingPathComponent("report.html")
        try HTMLReportWriter.write(run, to: report, options: options)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("report_files").path)
        #expect(files.count == Set(run.results.map(\.image)).count)
        try check(report, folder: folder, screenshot: "report-files.png")
    }

    /// `count` results cycling through the demo run's, each with its own id.
    static func demoResults(_ count: Int) -> [SampleResult] {
        let base = Array(DemoRun.candidate.results)
        return (0..<count).map { index in
            var result = base[index % base.count]
            result.id += "-\(index)"
            return result
        }
    }

    /// report.html of `results` in `folder`, with the demo run's pictures.
    static func writeReport(_ results: [SampleResult], in folder: URL) throws -> URL {
        let run = RunRecord(metadata: DemoRun.candidate.metadata, results: ResultList(results))
        let report = folder.appendingPathComponent("report.html")
        try HTMLReportWriter.write(run, to: report, options: HTMLReportOptions(images: DemoRun.images(for: run)))
        return report
    }

    @Test("a deep link lands on its sample once the failing samples above it are filled (it once landed on another)",
          .enabled(if: Chromium.path != nil, "chromium not installed (ci/bootstrap installs chromium or chromium-headless-shell)"))
    func deepLinkLandsOnItsSample() throws {
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // 1,200 failing samples: past a thousand the blocks are made from data, the first 50
        // failing ones at the start; the link names the 700th, made on demand.
        let results = Self.demoResults(1200).map { demo -> SampleResult in
            var result = demo
            result.passed = false
            result.scored = false
            result.draft = false
            if result.failures.isEmpty { result.failures = ["CER above maxCER"] }
            return result
        }
        let report = try Self.writeReport(results, in: folder)
        let target = results[700]
        let anchor = "\(target.suite)/\(target.id)/\(target.profile)"
        let linked = try #require(URL(string: report.absoluteString + "#" + anchor))
        let dom = try Chromium.run(["--dump-dom", "--virtual-time-budget=8000", "--window-size=1000,800"], url: linked,
                                   profile: folder.appendingPathComponent("profile-link"))
        #expect(Chromium.problems(in: dom.stderr) == [], "console errors or failed loads")
        let marker = try #require(dom.stdout.range(of: "data-revealed=\""), "the page never settled on the link")
        let value = dom.stdout[marker.upperBound...].prefix { $0 != "\"" }
        let parts = value.split(separator: " ")
        #expect(parts.first.map(String.init) == HTMLEscaping.escape(anchor), "\(value)")
        #expect(parts.last.flatMap { Int($0) }.map { abs($0) <= 2 } == true, "the linked block's top is at \(value), not the window's top")
    }

    @Test("1,200 results: the table from data a page at a time, failing details built, a linked passing sample opens",
          .enabled(if: Chromium.path != nil, "chromium not installed (ci/bootstrap installs chromium or chromium-headless-shell)"))
    func largeRunIsBuiltFromData() throws {
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let results = Self.demoResults(1200)
        let report = try Self.writeReport(results, in: folder)
        let page = try String(contentsOf: report, encoding: .utf8)
        #expect(page.contains("<script type=\"application/json\" id=\"sample-rows\">"))
        #expect(!page.contains("<details class=\"sample"), "the blocks come from data")
        let passing = try #require(results.lastIndex { $0.passed })
        let anchor = "\(results[passing].suite)/\(results[passing].id)/\(results[passing].profile)"
        let linked = try #require(URL(string: report.absoluteString + "#" + anchor))
        let dom = try Chromium.run(["--dump-dom", "--virtual-time-budget=5000"], url: linked,
                                   profile: folder.appendingPathComponent("profile-large"))
        #expect(Chromium.problems(in: dom.stderr) == [], "console errors or failed loads")
        let rows = dom.stdout.components(separatedBy: "<td class=\"reason\"").count - 1
        #expect(rows == 500, "the table shows the first 500 rows, not \(rows)")
        #expect(dom.stdout.contains("500 more rows (700 not shown)"))
        let failing = results.filter { !$0.passed }.count
        #expect(dom.stdout.contains("more failing samples (\(max(0, failing - 50)) not shown)") || failing <= 50)
        // The linked sample's block was made, opened and built from its data chunk.
        let opened = try #require(dom.stdout.range(of: "id=\"\(HTMLEscaping.escape(anchor))\""))
        let tag = dom.stdout[dom.stdout[..<opened.lowerBound].lastIndex(of: "<")!..<dom.stdout[opened.upperBound...].firstIndex(of: ">")!]
        #expect(tag.contains("data-built=\"1\"") && tag.contains("open"), "\(tag)")
        #expect(dom.stdout.contains("<use href=\"#pic-"))
    }

    @Test(.enabled(if: Chromium.path != nil, "chromium not installed (ci/bootstrap installs chromium or chromium-headless-shell)"))
    func trendReportRendersWithoutErrors() throws {
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var runs: [RunRecord] = []
        for (index, hypothesis) in ["CORNER CAFE\nLatte 3.5O\nCr0issant 2.75\nTOTAL 12.60", DemoRun.receipt,
                                    "CORNER CAFE\nLatte 3.50\nCroissant 2.76\nTOTAL 12.60"].enumerated() {
            var run = DemoRun.run(receiptHypothesis: hypothesis)
            run.metadata.startedAt = "2025-03-0\(index + 1)T10:00:00Z"
            runs.append(run)
        }
        let trend = folder.appendingPathComponent("trend.html")
        try HTMLReportWriter.writeTrend(runs, to: trend, title: "ocrgauge trend")
        try check(trend, folder: folder, screenshot: "trend.png")
    }

    @Test(.enabled(if: Chromium.path != nil, "chromium not installed (ci/bootstrap installs chromium or chromium-headless-shell)"))
    func detectorCatchesAPlantedScriptAndAFailedLoad() throws {
        // Negative control: the same checks must see a CSP refusal, a console error and a failed load.
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("bad.html")
        try """
            <!DOCTYPE html><html><head><meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'nonce-abc'">
            <title>t</title></head><body><script>document.title='pwned'</script>
            <script nonce="abc">console.error('boom')</script><img src="missing.png"></body></html>
            """.write(to: page, atomically: true, encoding: .utf8)
        let dom = try Chromium.run(["--dump-dom"], url: page, profile: folder.appendingPathComponent("profile"))
        let problems = Chromium.problems(in: dom.stderr)
        #expect(problems.contains { $0.contains("Content Security Policy") && $0.contains("inline script") })
        #expect(problems.contains { $0.contains("boom") })
        #expect(problems.contains { $0.contains("missing.png") })
        #expect(dom.stdout.contains("<title>t</title>"))
    }

    private func check(_ page: URL, folder: URL, screenshot: String) throws {
        let dom = try Chromium.run(["--dump-dom", "--virtual-time-budget=3000"], url: page,
                                   profile: folder.appendingPathComponent("profile-dom"))
        #expect(dom.stdout.contains("</html>"), "chromium printed no DOM; stderr: \(dom.stderr.suffix(2000))")
        #expect(Chromium.problems(in: dom.stderr) == [], "console errors or failed loads")
        // A planted script would set the title to "pwned".
        let title = dom.stdout.range(of: "<title>").flatMap { start in
            dom.stdout.range(of: "</title>", range: start.upperBound..<dom.stdout.endIndex).map { String(dom.stdout[start.upperBound..<$0.lowerBound]) }
        }
        #expect(title?.hasPrefix("ocrgauge") == true, "title is \(title ?? "missing")")
        #expect(!dom.stdout.contains("pwned</title>"))
        #expect(!dom.stdout.lowercased().contains("<img"))
        if dom.stdout.contains("id=\"sample-table\"") {
            // The page's own script ran (under the CSP nonce): the filters are shown and counted.
            #expect(dom.stdout.contains(" shown</span>"), "the report's script did not run")
            // Failing samples' details were moved out of their templates (open from the start).
            if dom.stdout.contains("<details class=\"sample fail\"") {
                #expect(dom.stdout.contains("data-filled=\"1\""), "no failing sample's details were built")
                #expect(dom.stdout.contains("<use href=\"#pic-") || !dom.stdout.contains("<image id=\"pic-"))
            }
        }
        try FileManager.default.createDirectory(at: Self.screenshotFolder, withIntermediateDirectories: true)
        let shot = Self.screenshotFolder.appendingPathComponent(screenshot)
        try? FileManager.default.removeItem(at: shot)
        let capture = try Chromium.run(["--screenshot=\(shot.path)", "--window-size=1280,\(screenshot == "report.png" ? 7200 : 1400)", "--hide-scrollbars",
                                        "--virtual-time-budget=3000"], url: page, profile: folder.appendingPathComponent("profile-shot"))
        #expect(Chromium.problems(in: capture.stderr) == [], "console errors or failed loads while capturing")
        #expect(FileManager.default.fileExists(atPath: shot.path), "no screenshot; stderr: \(capture.stderr.suffix(2000))")
        print("screenshot: \(shot.path)")
    }
}
