import Foundation
@testable import Reports
import Scoring
import Testing
import XMLReading
@testable import ReportFiles
@testable import RunXML

@Suite("run.xml reader")
struct RunXMLReaderTests {
    /// A run whose every figure survives the written precision, with every version 2 field.
    static let roundTripRun: RunRecord = {
        var vision = ReportFixtures.swiftVision
        vision.meanConfidence = 89.75
        vision.layers = ErrorLayers(
            ignoringWhitespace: EditCounts(substitutions: 1, referenceLength: 26, hypothesisLength: 26),
            ignoringWhitespaceAndCase: EditCounts(substitutions: 1, referenceLength: 26, hypothesisLength: 26),
            ignoringWhitespaceCaseAndPunctuation: EditCounts(substitutions: 1, deletions: 0, insertions: 2,
                                                             referenceLength: 25, hypothesisLength: 27))
        vision.orderIndependent = OrderIndependentScores(bagOfWordsDifference: 2, bagOfWordsTotal: 10,
                                                         flexibleCharacterAccuracy: 0.966667)
        vision.lines[0].correct = false
        vision.lines[1].correct = true
        var receipt = ReportFixtures.receipt
        receipt.reference = ReportFixtures.receiptReference.replacingOccurrences(of: "\u{7}", with: "\r\n\t end  ")
        receipt.knownIssue = true
        var blank = ReportFixtures.blank
        blank.draft = true
        blank.message = "line one\nline two\t\"quoted\" & <b>"
        return RunRecord(metadata: ReportFixtures.metadata,
                         results: [vision, blank, ReportFixtures.truncated, receipt, ReportFixtures.swiftVisionFast])
    }()

    private func write(_ text: String, named name: String = "run.xml") throws -> (URL, URL) {
        let folder = try ReportFixtures.makeTemporaryFolder()
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return (url, folder)
    }

    @Test func writeThenReadGivesTheSameRun() throws {
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("run.xml")
        try RunXMLWriter.write(Self.roundTripRun, to: file)
        #expect(try SchemaValidator(schemaURL: ReportFixtures.runSchemaURL).validate(fileAt: file) == [])
        let document = try RunXMLReader.read(file)
        #expect(document.schemaVersion == 3)
        #expect(document.run == Self.roundTripRun)
        let expected = SuiteSummary.summaries(of: Self.roundTripRun.results)
        #expect(document.suites.map(\.characters) == expected.suites.map(\.characters))
        #expect(document.suites.map(\.suite) == expected.suites.map(\.suite))
        #expect(document.totals.map(\.passed) == expected.totals.map(\.passed))
        #expect(document.totals.map(\.words) == expected.totals.map(\.words))
        #expect(document.totals.map(\.macroCER) == expected.totals.map { (($0.macroCER * 1e6).rounded()) / 1e6 })
    }

    @Test func emptyRunRoundTrips() throws {
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("run.xml")
        var metadata = ReportFixtures.metadata
        metadata.profiles = []
        metadata.backends = []
        metadata.corpusCommit = nil
        metadata.complete = false
        let run = RunRecord(metadata: metadata, results: [])
        try RunXMLWriter.write(run, to: file)
        #expect(try RunXMLReader.read(file).run == run)
    }

    @Test func versionOneDocumentIsRead() throws {
        let (file, folder) = try write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- written by ocrgauge 0.1 -->
            <run version="1">
              <metadata startedAt="a" finishedAt="b" host="h" harnessVersion="0.1.0" corpusPath="Corpus" normalization="default" complete="true"/>
              <backends><backend name="tesseract" version="5.3.0"/></backends>
              <profiles><profile name="accurate" backend="tesseract"><setting key="level" value="&quot;accurate&quot;"/></profile></profiles>
              <samples>
                <sample suite="s" id="one" profile="accurate" image="s/one.png" expected="text" outcome="text" passed="true" cer="0.000000" wer="0.000000" durationSeconds="0.500000">
                  <characters substitutions="0" deletions="0" insertions="0" referenceLength="3" hypothesisLength="3" rate="0.000000"/>
                  <words substitutions="0" deletions="0" insertions="0" referenceLength="1" hypothesisLength="1" rate="0.000000"/>
                  <failures/><tags><tag>a</tag></tags><fields/>
                  <reference>abc</reference><hypothesis><![CDATA[abc]]></hypothesis>
                  <lines><line x="1" y="2" width="3" height="4">abc</line></lines>
                </sample>
              </samples>
              <summaries/>
            </run>
            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try SchemaValidator(schemaURL: ReportFixtures.runSchemaURL).validate(fileAt: file) == [])
        let document = try RunXMLReader.read(file)
        #expect(document.schemaVersion == 1)
        let sample = try #require(document.run.results.first)
        #expect(sample.reference == "abc" && sample.hypothesis == "abc")
        #expect(sample.layers == nil && sample.orderIndependent == nil && !sample.knownIssue && !sample.draft)
        #expect(sample.lines == [LineRecord(text: "abc", confidence: nil, x: 1, y: 2, width: 3, height: 4)])
        #expect(document.run.metadata.profiles[0].settings == [.init(key: "level", value: "\"accurate\"")])
    }

    @Test func externalEntityIsRefusedWithoutReadingTheFile() throws {
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let secret = folder.appendingPathComponent("secret.txt")
        try "SECRET-CONTENT".write(to: secret, atomically: true, encoding: .utf8)
        let file = folder.appendingPathComponent("xxe.xml")
        try """
            <?xml version="1.0"?>
            <!DOCTYPE run [ <!ENTITY leak SYSTEM "file://\(secret.path)"> ]>
            <run version="2"><metadata startedAt="&leak;" finishedAt="" host="" harnessVersion="" corpusPath="" normalization="" complete="true"/></run>
            """.write(to: file, atomically: true, encoding: .utf8)
        let error = #expect(throws: ReportsError.self) { try RunXMLReader.read(file) }
        let message = error?.description ?? ""
        #expect(message.hasPrefix(file.path + ":2:"))
        #expect(message.contains("DOCTYPE"))
        #expect(!message.contains("SECRET"))
    }

    @Test func billionLaughsFailsFast() throws {
        var entities = "<!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            entities += "<!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        let (file, folder) = try write("<?xml version=\"1.0\"?>\n<!DOCTYPE run [\n\(entities)]>\n<run version=\"2\">&lol9;</run>\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let clock = ContinuousClock()
        let started = clock.now
        let error = #expect(throws: ReportsError.self) { try RunXMLReader.read(file) }
        #expect(clock.now - started < .seconds(1))
        #expect(error?.description.contains("DOCTYPE") == true)
    }

    @Test func streamReaderRefusesDoctypeAndEntitiesBeforeParsing() throws {
        // The shared reader checks the prolog itself: no caller can forget to.
        let (file, folder) = try write("""
            <?xml version="1.0"?>
            <!DOCTYPE run [ <!ENTITY a "aaaaaaaaaa"> <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"> ]>
            <run version="2">&b;</run>
            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let error = #expect(throws: XMLReadingError.self) { _ = try XMLStreamReader(path: file.path, document: "run.xml") }
        #expect(error?.description.hasPrefix(file.path + ":2:") == true)
        // Documents that may name an external DTD (hOCR) still may not declare entities.
        let subset = #expect(throws: XMLReadingError.self) {
            _ = try XMLStreamReader(path: file.path, document: "hOCR", doctype: .externalOnly)
        }
        #expect(subset?.reason.contains("internal subset") == true)
    }

    @Test func wrongRootIsNamed() throws {
        let (file, folder) = try write("<?xml version=\"1.0\"?>\n<testsuites name=\"x\"/>\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let error = #expect(throws: ReportsError.self) { try RunXMLReader.read(file) }
        #expect(error?.description == "\(file.path):2: the root element is <testsuites>, expected <run>: this is not an ocrgauge run.xml")
    }

    @Test func unsupportedVersionIsNamed() throws {
        let (file, folder) = try write("<run version=\"4\"><metadata/></run>")
        defer { try? FileManager.default.removeItem(at: folder) }
        let error = #expect(throws: ReportsError.self) { try RunXMLReader.read(file) }
        #expect(error?.description.contains("unsupported run.xml schema version \"4\"; this ocrgauge reads versions 1 to 3") == true)
    }

    @Test func malformedAttributeNamesFileAndLine() throws {
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("run.xml")
        try RunXMLWriter.write(ReportFixtures.run, to: good)
        let text = try String(contentsOf: good, encoding: .utf8)
            .replacingOccurrences(of: "outcome=\"empty\"", with: "outcome=\"maybe\"")
        let bad = folder.appendingPathComponent("bad.xml")
        try text.write(to: bad, atomically: true, encoding: .utf8)
        let line = text.components(separatedBy: "\n").firstIndex { $0.contains("outcome=\"maybe\"") }! + 1
        let error = #expect(throws: ReportsError.self) { try RunXMLReader.read(bad) }
        #expect(error?.description.hasPrefix("\(bad.path):\(line): <sample> outcome=\"maybe\" is not an outcome") == true)
    }

    @Test func notWellFormedNamesFileAndLine() throws {
        let (file, folder) = try write("<run version=\"2\">\n<metadata>\n</run>\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let error = #expect(throws: ReportsError.self) { try RunXMLReader.read(file) }
        #expect(error?.description.hasPrefix(file.path + ":3:") == true)
    }

    @Test func sizeLimitIsEnforcedBeforeParsing() throws {
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("run.xml")
        try RunXMLWriter.write(ReportFixtures.run, to: file)
        let error = #expect(throws: ReportsError.self) { try RunXMLReader(maximumBytes: 1000).read(contentsOf: file) }
        #expect(error?.description.contains("more than the limit of 1000 bytes") == true)
        #expect(throws: ReportsError.self) { try RunXMLReader.read(folder.appendingPathComponent("missing.xml")) }
    }

    @Test func encodingLibXMLDecodesIsRead() throws {
        // "Müller" in ISO-8859-1: ü is the byte 0xFC. Refused before as "must be UTF-8".
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("run.xml")
        let head = #"<?xml version="1.0" encoding="ISO-8859-1"?><run version="2"><metadata startedAt="a" finishedAt="b" host="M"#
        let tail = #"ller" harnessVersion="0" corpusPath="/c" normalization="default"/></run>"#
        try (Data(head.utf8) + Data([0xFC]) + Data(tail.utf8)).write(to: file)
        #expect(try RunXMLReader.read(file).run.metadata.host == "Müller")
    }
}
