import Foundation
import Reports
import Scoring
import Testing
#if canImport(FoundationXML)
import FoundationXML
import RunXML
#endif

@Suite("junit.xml")
struct JUnitWriterTests {
    private func writeFixture() throws -> (file: URL, folder: URL) {
        let folder = try ReportFixtures.makeTemporaryFolder()
        let file = folder.appendingPathComponent("junit.xml")
        try JUnitWriter.write(ReportFixtures.run, to: file)
        return (file, folder)
    }

    @Test func writtenJUnitValidatesAgainstJenkinsStyleSchema() throws {
        let (file, folder) = try writeFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let schemaFolder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: schemaFolder) }
        let validator = try SchemaValidator(schemaURL: try JUnitSchema.write(into: schemaFolder))
        #expect(validator.validate(fileAt: file) == [])
    }

    @Test func oneTestsuitePerProfileAndSuiteWithTotalsOnTheRoot() throws {
        let (file, folder) = try writeFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try ReportFixtures.document(at: file)
        #expect(try document.string("/testsuites/@tests") == "5")
        #expect(try document.string("/testsuites/@failures") == "2")
        #expect(try document.string("/testsuites/@errors") == "0")
        #expect(try document.string("/testsuites/@time") == "2.125")
        #expect(try document.strings("/testsuites/testsuite/@name")
                == ["accurate/known-text", "accurate/broken", "accurate/receipts", "fast/known-text"])
        let knownText = "/testsuites/testsuite[@name='accurate/known-text']"
        #expect(try document.string("\(knownText)/@tests") == "2")
        #expect(try document.string("\(knownText)/@failures") == "0")
        #expect(try document.string("\(knownText)/@time") == "0.750")
        #expect(try document.strings("\(knownText)/testcase/@name") == ["swift-vision", "blank"])
        #expect(try document.strings("\(knownText)/testcase/@classname") == ["known-text.accurate", "known-text.accurate"])
        #expect(try document.strings("\(knownText)/testcase/@time") == ["0.500", "0.250"])
        #expect(try document.nodes(forXPath: "\(knownText)/testcase/failure").isEmpty)
        #expect(try document.string("\(knownText)/properties/property[@name='backend']/@value") == "tesseract")
    }

    @Test func failedSampleHasOneLineMessageAndBothTexts() throws {
        let (file, folder) = try writeFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try ReportFixtures.document(at: file)
        let failure = "/testsuites/testsuite[@name='accurate/receipts']/testcase/failure"
        #expect(try document.nodes(forXPath: failure).count == 1)
        let message = try #require(try document.string("\(failure)/@message"))
        #expect(message == "field total: found 'TOTAL 12.60', expected 'TOTAL 12.50'; CER 0.071429 above maxCER 0.050000")
        #expect(!message.contains("\n"))
        let body = try #require(try document.string(failure))
        #expect(body.contains("--- reference\n" + ReportFixtures.receiptReference
            .replacingOccurrences(of: "\u{7}", with: "\u{FFFD}")))
        #expect(body.contains("--- hypothesis\n" + ReportFixtures.receiptHypothesis))
        #expect(body.contains("field total (regex): found 'TOTAL 12.60', expected 'TOTAL 12.50'"))
        #expect(try document.string("/testsuites/testsuite[@name='accurate/receipts']/testcase/@name")
                == ReportFixtures.receiptID)
        let raw = try String(contentsOf: file, encoding: .utf8)
        #expect(!raw.contains("<script"))
    }

    @Test func failureWithoutReasonsNamesTheOutcome() {
        var result = ReportFixtures.blank
        result.outcome = .text
        result.passed = false
        #expect(JUnitWriter.failureMessage(for: result) == "outcome text, expected empty")
        result.failures = ["first\nsecond"]
        #expect(JUnitWriter.failureMessage(for: result) == "first second")
    }

    @Test func atomicWriteLeavesNoTemporaryFile() throws {
        let (_, folder) = try writeFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try ReportFixtures.fileNames(in: folder) == ["junit.xml"])
    }
}
