import Foundation
@testable import Reports
import Scoring
import Testing
@testable import RunXML
@testable import Gate

/// The field accuracy table reaches every output: run.xml (`<fieldAccuracy>`, valid by
/// run.xsd, read back; an older run.xml without it still reads), report.html and
/// summary.md (field names escaped as every string from data), and a comparison's change
/// per field (`<fieldChange>` in `<gate>`, the HTML and Markdown tables).
@Suite struct FieldAccuracyInEveryOutput {
    typealias F = FieldFixtures
    static let markup = "<b>total</b> | *x*"

    /// Profile tesseract: three receipts, their "company" an entity (correct, extracted
    /// but wrong, not extracted), "total" passing on two, and one draft (never counted).
    static let run: RunRecord = {
        func receipt(_ id: String, company: EntityExtraction, total: Bool, draft: Bool = false) -> SampleResult {
            var result = GateFixtures.sample("receipts", id, passed: company == .correct && total, draft: draft)
            result.fields = [F.field("company", company == .correct, entity: company), F.field(markup, total)]
            return result
        }
        return GateFixtures.run([receipt("a", company: .correct, total: true), receipt("b", company: .wrong, total: true),
                                 receipt("c", company: .notExtracted, total: false),
                                 receipt("d", company: .correct, total: true, draft: true)])
    }()

    @Test("the table by hand: company 1 of 3 (P 1/2, R 1/3, F1 0.4), total 2 of 3; the draft left out")
    func tableByHand() throws {
        let table = FieldAccuracy.table(of: Self.run.results)
        // Fields by name: the markup name starts with "<", before "company".
        #expect(table.map(\.field) == [Self.markup, "company"])
        let company = table[1], total = table[0]
        #expect(company.checked == 3 && company.passed == 1)
        // correct 1, extracted 2 (correct and wrong), entities 3: P = 1/2, R = 1/3, F1 = 2 · (1/6) / (5/6) = 0.4.
        #expect(company.entities == EntityScores(groundTruth: 3, extracted: 2, correct: 1))
        #expect(abs((company.entities?.f1 ?? 0) - 0.4) < 1e-12)
        #expect(total.checked == 3 && total.passed == 2 && total.entities == nil)
    }

    @Test("run.xml holds the table and the entity marks, valid by run.xsd, and reads them back")
    func runXMLRoundTrip() throws {
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("run.xml")
        try RunXMLWriter.write(Self.run, to: file)
        #expect(try SchemaValidator(schemaURL: ReportFixtures.runSchemaURL).validate(fileAt: file) == [])
        let xml = try ReportFixtures.document(at: file)
        #expect(try xml.strings("/run/fieldAccuracy/field/@name") == [Self.markup, "company"])
        #expect(try xml.strings("/run/fieldAccuracy/field/@passed") == ["2", "1"])
        #expect(try xml.strings("/run/fieldAccuracy/field/@checked") == ["3", "3"])
        // 1 of 3 at 95 %: the Wilson interval [0.061492, 0.792340] (worked in FieldAccuracyCountsEveryCheck's formula).
        #expect(try xml.strings("/run/fieldAccuracy/field[@name='company']/@lower") == ["0.061492"])
        #expect(try xml.strings("/run/fieldAccuracy/field[@name='company']/@upper") == ["0.792340"])
        #expect(try xml.strings("/run/fieldAccuracy/field[@name='company']/@f1") == ["0.400000"])
        #expect(try xml.strings("/run/samples/sample[@id='b']/fields/field[@name='company']/@extraction") == ["wrong"])
        let document = try RunXMLReader.read(file)
        #expect(document.run == Self.run)
        #expect(document.fields == FieldAccuracy.table(of: Self.run.results))
    }

    @Test("an older run.xml without the table or the entity marks still reads: no table, fields plain")
    func olderRunXMLReads() throws {
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("run.xml")
        try RunXMLWriter.write(Self.run, to: file)
        var text = try String(contentsOf: file, encoding: .utf8)
        text = text.replacingOccurrences(of: #"  <fieldAccuracy[^>]*>\n(    <field [^\n]*\n)*  </fieldAccuracy>\n"#, with: "",
                                         options: .regularExpression)
            .replacingOccurrences(of: #" (entity|extraction)="[^"]*""#, with: "", options: .regularExpression)
        #expect(!text.contains("fieldAccuracy") && !text.contains("extraction="))
        try text.write(to: file, atomically: true, encoding: .utf8)
        #expect(try SchemaValidator(schemaURL: ReportFixtures.runSchemaURL).validate(fileAt: file) == [])
        let document = try RunXMLReader.read(file)
        #expect(document.fields.isEmpty)
        #expect(document.run.results.flatMap(\.fields).allSatisfy { !$0.entity && $0.extraction == nil })
        // The table can still be made from the samples: the entities are gone, the passes are not.
        #expect(FieldAccuracy.table(of: document.run.results).map(\.passed) == [2, 1])
    }

    @Test("a gated run.xml holds each field's change and the finding's field, valid by run.xsd, read back")
    func gateRecordRoundTrip() throws {
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let candidate = F.run(10, failing: 2)
        let comparison = RunComparison(baseline: F.run(10), candidate: candidate)
        let file = folder.appendingPathComponent("run.xml")
        try RunXMLWriter.write(candidate, gate: GateRecord(comparison), to: file)
        #expect(try SchemaValidator(schemaURL: ReportFixtures.runSchemaURL).validate(fileAt: file) == [])
        let gate = try #require(try RunXMLReader.read(file).gate)
        #expect(gate.fieldChanges == comparison.fieldChanges)
        #expect(gate.findings.first?.kind == "fieldPassRateFell" && gate.findings.first?.field == "total")
        #expect(gate.findings.first?.failsGate == true)
    }

    @Test("report.html has the table near the suites' and the comparison's field changes, names escaped")
    func htmlHasTheTables() {
        let page = HTMLReportWriter.render(Self.run, title: "fields")
        #expect(page.contains("<section id=\"fields\">\n<h2>Field accuracy</h2>"))
        #expect(page.contains("&lt;b&gt;total&lt;/b&gt; | *x*"))
        #expect(!page.contains(Self.markup))
        #expect(page.contains("<td class=\"num\">1 / 3</td><td class=\"num\">33.33\u{202F}%</td><td>6.15\u{202F}% … 79.23\u{202F}%</td>"))
        #expect(page.contains("<td class=\"num\">1 / 2 / 3</td><td class=\"num\">50.00\u{202F}%</td>"))
        #expect(page.range(of: "id=\"summary\"")!.lowerBound < page.range(of: "id=\"fields\"")!.lowerBound)
        var options = HTMLReportOptions(title: "gate")
        options.comparison = RunComparison(baseline: F.run(10), candidate: F.run(10, failing: 2))
        let gated = HTMLReportWriter.render(F.run(10, failing: 2), options: options)
        #expect(gated.contains("<h3>Field pass rates</h3>"))
        #expect(gated.contains("<td class=\"num\">10 · 100.00\u{202F}%</td><td class=\"num\">8 · 80.00\u{202F}%</td><td class=\"num\">-20.00 pp</td>"))
        #expect(gated.contains("field total (pass rate)"))
    }

    @Test("summary.md has the table, names made inert; with a comparison, the change and its interval")
    func markdownHasTheTable() {
        let summary = MarkdownSummary.render(Self.run)
        #expect(summary.contains("### Field accuracy"))
        #expect(summary.contains("| field | profile | passed | pass rate | 95 % interval | precision | recall | F1 |"))
        #expect(summary.contains("| company | tesseract | 1/3 | 33.33 % | 6.15 % … 79.23 % | 50.00 % | 33.33 % | 40.00 % |"))
        #expect(summary.contains("| &lt;b&gt;total&lt;/b&gt; \\| \\*x\\* | tesseract | 2/3 | 66.67 % |"))
        #expect(summary.contains("All entities (tesseract): precision 50.00 %, recall 33.33 %, F1 40.00 % (1 correct, 2 extracted, 3 entities)."))
        let gated = MarkdownSummary.render(F.run(10, failing: 2),
                                           comparison: RunComparison(baseline: F.run(10), candidate: F.run(10, failing: 2)))
        #expect(gated.contains("| total | tesseract | 8/10 | 80.00 % | 49.02 % … 94.33 % | -20.00 pp | -50.00 pp … 0.00 pp |"))
        // The gate failure, through the one escaping path (a joiner after each ":" and "%").
        #expect(gated.contains("- " + MarkdownSummary.cell("field total (tesseract): pass rate 100.00 % → 80.00 %")))
        let few = MarkdownSummary.render(F.run(4, failing: 2), comparison: RunComparison(baseline: F.run(4), candidate: F.run(4, failing: 2)))
        #expect(few.contains("| -50.00 pp | too few checks (4 < 6) |"))
    }
}
