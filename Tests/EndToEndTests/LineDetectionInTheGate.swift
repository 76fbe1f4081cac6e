import Foundation
import TestFixtures
import Testing
import Backends
import Reports
import Scoring
@testable import Runner
import RunXML

/// Structured truth with line boxes through a whole run: line detection in run.xml
/// (read back), the report, the suite totals and the gate.
@Suite struct LineDetectionInTheGate {
    static let page = """
    <PcGts><Page><TextRegion id="r"><TextLine id="a"><Coords points="10,10 190,10 190,30 10,30"/>
    <TextEquiv><Unicode>SWIFT VISION</Unicode></TextEquiv></TextLine>
    <TextLine id="b"><Coords points="10,40 190,40 190,60 10,60"/><TextEquiv><Unicode>2468</Unicode></TextEquiv></TextLine>
    </TextRegion></Page></PcGts>
    """

    /// A corpus of one image with PAGE truth, and two recordings of the same text: one
    /// with boxes over both truth lines, one with the second line's box elsewhere.
    func setUp() throws -> (corpus: URL, good: URL, shifted: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-lines-\(UUID().uuidString)")
        let suite = root.appendingPathComponent("corpus/s")
        try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Corpus/known-text/headline.png"),
                                         to: suite.appendingPathComponent("h.png"))
        try Data(Self.page.utf8).write(to: suite.appendingPathComponent("h.gt.page.xml"))
        func recording(_ name: String, secondBox: [Int]) throws -> URL {
            let folder = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("s"), withIntermediateDirectories: true)
            let json = #"{"lines": [{"text": "SWIFT VISION", "box": [10, 11, 180, 20]}, {"text": "2468", "box": \#(secondBox)}]}"#
            try Data(json.utf8).write(to: folder.appendingPathComponent("s/h.json"))
            return folder
        }
        return (root.appendingPathComponent("corpus"), try recording("good", secondBox: [10, 40, 180, 20]),
                try recording("shifted", secondBox: [400, 400, 180, 20]))
    }

    func run(_ corpus: URL, recording: URL, out: URL, baseline: URL? = nil) throws -> EvaluationRunner.Finished {
        var options = RunOptions(corpus: corpus, output: out,
                                 profiles: [Profile(name: "p", RecordedBackend.self, RecordedSettings(directory: recording.path))],
                                 jobs: 1, workerExecutable: ocrgaugeExecutable)
        options.baseline = baseline
        return try EvaluationRunner.run(options)
    }

    @Test("figures reach run.xml and back, the suite totals and the report; a line that moved away fails the gate")
    func linesAreScoredAndGated() throws {
        let (corpus, good, shifted) = try setUp()
        let base = try run(corpus, recording: good, out: corpus.deletingLastPathComponent().appendingPathComponent("base"))
        let read = try RunXMLReader.read(base.written.runXML).run
        let detection = try #require(read.results.first?.lineDetection)
        #expect(detection.matched == 2 && detection.f1 == 1 && detection.readingOrder == 1)
        #expect(detection.lines.map(\.truth.text) == ["SWIFT VISION", "2468"])
        let summaries = SuiteSummary.summaries(of: read.results)
        #expect(summaries.totals.first?.lines.truthLines == 2)
        let validator = try SchemaValidator(schemaURL: repositoryRoot.appendingPathComponent("Reports/schema/run.xsd"))
        #expect(validator.validate(fileAt: base.written.runXML) == [])
        let html = ReportPages.expanded(try String(contentsOf: base.written.html, encoding: .utf8))
        #expect(html.contains("<h3>Line detection</h3>"))
        #expect(html.contains("<rect class=\"truth\" x=\"10\" y=\"40\" width=\"180\" height=\"20\">"))

        // The same text, the second line's box away from its truth line: CER unchanged, F1 1 → 0.5.
        let moved = try run(corpus, recording: shifted, out: corpus.deletingLastPathComponent().appendingPathComponent("moved"),
                            baseline: base.written.runXML)
        let comparison = try #require(moved.comparison)
        #expect(moved.record.results.first?.cer == base.record.results.first?.cer)
        #expect(comparison.regressions.map(\.kind) == [.linesWorse])
        #expect(comparison.regressions.first?.message.contains("line detection F1 100.00 % → 50.00 %: -50.00 pp; tolerance 0.50 pp") == true,
                "\(comparison.regressions.first?.message ?? "")")
        #expect(comparison.exitCode == 1)
        let movedHTML = ReportPages.expanded(try String(contentsOf: moved.written.html, encoding: .utf8))
        #expect(movedHTML.contains("<rect class=\"truth missed\" x=\"10\" y=\"40\""))
    }
}
