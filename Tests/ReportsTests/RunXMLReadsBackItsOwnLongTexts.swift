import Foundation
@testable import Reports
import Scoring
import Testing
import XMLReading
@testable import ReportFiles
@testable import RunXML

/// run.xml is a file ocrgauge writes itself: a hypothesis of tens of MB that the harness
/// accepted comes back whole (libxml2's 10 MB text limit lifted for run.xml only), up to
/// the 64 MB answer cap, past which the reading stops naming the cap.
@Suite struct RunXMLReadsBackItsOwnLongTexts {
    @Test("a run.xml written with a 30 MB hypothesis reads back with that hypothesis whole")
    func thirtyMegabyteHypothesisComesBack() throws {
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var sample = ReportFixtures.blank
        sample.hypothesis = String(repeating: "the quick brown fox jumps over the lazy dog\n", count: 700_000)
        #expect(sample.hypothesis.utf8.count == 30_800_000)
        let file = folder.appendingPathComponent("run.xml")
        try RunXMLWriter.write(RunRecord(metadata: ReportFixtures.metadata, results: [sample]), to: file)
        let read = try RunXMLReader.read(file)
        #expect(read.run.results.count == 1)
        #expect(read.run.results.first?.hypothesis == sample.hypothesis)
    }

    @Test("in run.xml a text longer than the 64 MB answer cap is refused, naming the cap")
    func textPastTheAnswerCapIsRefused() throws {
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("run.xml")
        var bytes = Array("<run version=\"3\"><hypothesis>".utf8)
        bytes += [UInt8](repeating: UInt8(ascii: "x"), count: (64 << 20) + 1)
        bytes += Array("</hypothesis></run>".utf8)
        try Data(bytes).write(to: file)
        let error = #expect(throws: ReportsError.self) { try RunXMLReader.read(file) }
        #expect(error?.description.contains("longer than 67,108,864 bytes") == true, "\(String(describing: error))")
    }
}
