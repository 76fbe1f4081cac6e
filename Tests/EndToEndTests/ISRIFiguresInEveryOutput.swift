import Foundation
import Testing
import RunXML

/// ocreval's character and word accuracy reach every output: run.xml (per sample and
/// summed per suite, schema-valid), report.html and summary.md.
@Suite struct ISRIFiguresInEveryOutput {
    @Test("a run's ISRI figures per sample and per suite in run.xml, report.html and summary.md")
    func everyOutput() throws {
        // Worked by hand as ocreval counts: "Foo bar" has 7 characters, "Foo baz" one
        // substitution: accuracy 6/7 = 85.714286 %; words foo, bar against foo, baz:
        // 1 of 2 misrecognized, word accuracy 50 %.
        let corpus = try smallCorpus(truth: "Foo bar", sidecar: #"{"maxCER": 0.5}"#)
        defer { try? FileManager.default.removeItem(at: corpus) }
        let config = corpus.appendingPathComponent("config.json")
        try Data(#"{"profiles": {"sim": {"backend": "simulate", "simulate": {"text": "Foo baz"}}}}"#.utf8).write(to: config)
        let out = corpus.appendingPathComponent("out")
        let (code, text) = runCLI(["run", "--corpus", corpus.path, "--config", config.path, "--out", out.path, "--quiet"])
        #expect(code == 0, "\(text)")
        let xml = try String(contentsOf: out.appendingPathComponent("run.xml"), encoding: .utf8)
        let sample = #"<isri characters="7" characterErrors="1" rejectCharacters="0" words="2" wordErrors="1" characterAccuracy="0.857143" wordAccuracy="0.500000"/>"#
        #expect(xml.components(separatedBy: sample).count == 4, "the sample, its suite and its total: \(xml)")
        let document = try RunXMLReader.read(out.appendingPathComponent("run.xml"))
        #expect(document.run.results[0].isri?.characterErrors == 1 && document.run.results[0].isri?.wordErrors == 1)
        #expect(document.suites[0].isri.characters == 7 && document.totals[0].isri.words == 2)
        let page = try String(contentsOf: out.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(page.contains("title=\"7 characters, 1 errors, 0 reject characters\">85.71\u{202F}%</td>"), "\(page.count)")
        #expect(page.contains("ISRI char. 85.71\u{202F}%, word 50.00\u{202F}%"))
        let summary = try String(contentsOf: out.appendingPathComponent("summary.md"), encoding: .utf8)
        #expect(summary.contains("| 85.71 % | 50.00 % |"), "\(summary)")
    }
}
