import Foundation
import Reports
import Scoring
import Testing
#if canImport(FoundationXML)
import FoundationXML
import ReportFiles
import RunXML
#endif

@Suite("run.xml")
struct RunXMLWriterTests {
    /// Writes the fixture run into a fresh folder and returns the file and its folder.
    private func writeFixture() throws -> (file: URL, folder: URL) {
        let folder = try ReportFixtures.makeTemporaryFolder()
        let file = folder.appendingPathComponent("run.xml")
        try RunXMLWriter.write(ReportFixtures.run, to: file)
        return (file, folder)
    }

    @Test func writtenRunValidatesAgainstRunSchema() throws {
        let (file, folder) = try writeFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let validator = try SchemaValidator(schemaURL: ReportFixtures.runSchemaURL)
        #expect(validator.validate(fileAt: file) == [])
    }

    @Test func emptyRunValidatesAgainstRunSchema() throws {
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("run.xml")
        var metadata = ReportFixtures.metadata
        metadata.backends = []
        metadata.profiles = []
        metadata.corpusCommit = nil
        try RunXMLWriter.write(RunRecord(metadata: metadata, results: []), to: file)
        let validator = try SchemaValidator(schemaURL: ReportFixtures.runSchemaURL)
        #expect(validator.validate(fileAt: file) == [])
        let document = try ReportFixtures.document(at: file)
        #expect(try document.string("/run/metadata/@corpusCommit") == nil)
        #expect(try document.nodes(forXPath: "/run/samples/sample").isEmpty)
    }

    @Test func metadataBackendsAndProfilesAreRecorded() throws {
        let (file, folder) = try writeFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try ReportFixtures.document(at: file)
        #expect(try document.string("/run/@version") == "3")
        #expect(try document.string("/run/metadata/@startedAt") == "2025-01-02T03:04:05Z")
        #expect(try document.string("/run/metadata/@finishedAt") == "2025-01-02T03:04:09Z")
        #expect(try document.string("/run/metadata/@host") == "ci-runner-1")
        #expect(try document.string("/run/metadata/@harnessVersion") == "0.1.0")
        #expect(try document.string("/run/metadata/@harnessCommit") == "6c96faba9b62f378ce3fbc97794dded2c2841561")
        #expect(try document.string("/run/metadata/@libraries")
                == "tesseract 5.3.0, leptonica 1.82.0, libheif 1.15.1, zbar 0.23.92, libxml2 2.9.14")
        #expect(try document.string("/run/metadata/@corpusPath") == "Corpus")
        #expect(try document.string("/run/metadata/@corpusCommit") == "0123abcd")
        #expect(try document.string("/run/metadata/@normalization") == "default")
        #expect(try document.string("/run/metadata/@complete") == "true")
        #expect(try document.strings("/run/backends/backend/@name") == ["tesseract"])
        #expect(try document.strings("/run/backends/backend/@version") == ["5.3.0"])
        #expect(try document.strings("/run/profiles/profile/@name") == ["accurate", "fast"])
        #expect(try document.strings("/run/profiles/profile[@name='accurate']/setting/@key")
                == ["languages", "level", "tesseract.variables"])
        #expect(try document.string("/run/profiles/profile[@name='accurate']/setting[@key='languages']/@value")
                == "[\"eng\"]")
        #expect(try document.string("/run/profiles/profile[@name='accurate']/setting[@key='tesseract.variables']/@value")
                == "{\"note\": \"<script>alert(1)</script>\"}")
    }

    @Test func sampleFiguresAreTheOnesPutIn() throws {
        let (file, folder) = try writeFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try ReportFixtures.document(at: file)
        #expect(try document.nodes(forXPath: "/run/samples/sample").count == 5)
        let sample = "/run/samples/sample[@id='swift-vision' and @profile='accurate']"
        #expect(try document.string("\(sample)/@suite") == "known-text")
        #expect(try document.string("\(sample)/@image") == "known-text/swift-vision.png")
        #expect(try document.string("\(sample)/@expected") == "text")
        #expect(try document.string("\(sample)/@outcome") == "text")
        #expect(try document.string("\(sample)/@passed") == "true")
        #expect(try document.string("\(sample)/@message") == nil)
        #expect(try document.string("\(sample)/@cer") == "0.033333")      // 1/30
        #expect(try document.string("\(sample)/@wer") == "0.200000")      // 1/5
        #expect(try document.string("\(sample)/@maxCER") == "0.050000")
        #expect(try document.string("\(sample)/@durationSeconds") == "0.500000")
        #expect(try document.string("\(sample)/@meanConfidence") == "89.88")
        #expect(try document.string("\(sample)/@imageWidth") == "640")
        #expect(try document.string("\(sample)/@imageHeight") == "200")
        #expect(try document.string("\(sample)/characters/@substitutions") == "1")
        #expect(try document.string("\(sample)/characters/@deletions") == "0")
        #expect(try document.string("\(sample)/characters/@insertions") == "0")
        #expect(try document.string("\(sample)/characters/@referenceLength") == "30")
        #expect(try document.string("\(sample)/characters/@hypothesisLength") == "30")
        #expect(try document.string("\(sample)/words/@referenceLength") == "5")
        #expect(try document.strings("\(sample)/tags/tag") == ["synthetic"])
        #expect(try document.strings("\(sample)/fields/field/@name") == ["headline"])
        #expect(try document.string("\(sample)/fields/field/@reason") == "found 'SWIFT VISION 2468'")
        #expect(try document.string("\(sample)/reference") == "SWIFT VISION 2468\nHello, world")
        #expect(try document.string("\(sample)/hypothesis") == "SWIFT VISI0N 2468\nHello, world")
        #expect(try document.strings("\(sample)/lines/line") == ["SWIFT VISI0N 2468", "Hello, world"])
        #expect(try document.strings("\(sample)/lines/line/@confidence") == ["91.50", "88.25"])
        #expect(try document.strings("\(sample)/lines/line[2]/@*").sorted() == ["12", "260", "40", "88.25", "90"])

        let receipt = "/run/samples/sample[@suite='receipts']"
        #expect(try document.string("\(receipt)/@passed") == "false")
        #expect(try document.string("\(receipt)/@cer") == "0.071429")     // 3/42
        #expect(try document.string("\(receipt)/@wer") == "0.250000")     // 1/4
        #expect(try document.string("\(receipt)/characters/@rate") == "0.071429")
        #expect(try document.strings("\(receipt)/failures/failure") == ReportFixtures.receipt.failures)
        #expect(try document.strings("\(receipt)/fields/field/@passed") == ["false", "true"])
        #expect(try document.string("\(receipt)/fields/field[1]/@reason")
                == "found 'TOTAL 12.60', expected 'TOTAL 12.50'")
        #expect(try document.string("\(receipt)/lines/line/@confidence") == nil)
        #expect(try document.string("\(receipt)/@imageWidth") == nil)
    }

    @Test func emptyAndUnreadableSamplesKeepTheirOutcomesAndMessage() throws {
        let (file, folder) = try writeFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try ReportFixtures.document(at: file)
        let blank = "/run/samples/sample[@id='blank']"
        #expect(try document.string("\(blank)/@outcome") == "empty")
        #expect(try document.string("\(blank)/@cer") == "0.000000")
        #expect(try document.string("\(blank)/reference") == "")
        let truncated = "/run/samples/sample[@id='truncated']"
        #expect(try document.string("\(truncated)/@expected") == "unreadable")
        #expect(try document.string("\(truncated)/@outcome") == "unreadable")
        // The line break in an attribute survives attribute-value normalization.
        #expect(try document.string("\(truncated)/@message") == ReportFixtures.unreadableMessage)
    }

    @Test func unicodeMarkupAndControlCharactersRoundTrip() throws {
        let (file, folder) = try writeFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let raw = try String(contentsOf: file, encoding: .utf8)
        #expect(!raw.contains("<script"))
        #expect(!raw.contains("\u{7}"))
        let document = try ReportFixtures.document(at: file)
        let receipt = "/run/samples/sample[@suite='receipts']"
        #expect(try document.string("\(receipt)/@id") == ReportFixtures.receiptID)
        #expect(try document.string("\(receipt)/@image") == "receipts/<script>alert(1)</script>.png")
        // BEL cannot appear in XML 1.0: it is written as U+FFFD.
        #expect(try document.string("\(receipt)/reference")
                == ReportFixtures.receiptReference.replacingOccurrences(of: "\u{7}", with: "\u{FFFD}"))
        #expect(try document.string("\(receipt)/hypothesis") == ReportFixtures.receiptHypothesis)
        #expect(try document.strings("\(receipt)/tags/tag") == ["unicode", "café"])
    }

    @Test func summariesHoldHandComputedSums() throws {
        let (file, folder) = try writeFixture()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try ReportFixtures.document(at: file)
        #expect(try document.strings("/run/summaries/suite/@suite") == ["known-text", "broken", "receipts", "known-text"])
        #expect(try document.strings("/run/summaries/suite/@profile") == ["accurate", "accurate", "accurate", "fast"])
        let knownText = "/run/summaries/suite[@suite='known-text' and @profile='accurate']"
        #expect(try document.string("\(knownText)/@samples") == "2")
        #expect(try document.string("\(knownText)/@passed") == "2")
        #expect(try document.string("\(knownText)/@failed") == "0")
        #expect(try document.string("\(knownText)/@microCER") == "0.033333")  // 1/30
        #expect(try document.string("\(knownText)/@macroCER") == "0.016667")  // (1/30 + 0)/2
        #expect(try document.string("\(knownText)/@microWER") == "0.200000")  // 1/5
        #expect(try document.string("\(knownText)/@macroWER") == "0.100000")  // (0.2 + 0)/2
        #expect(try document.string("\(knownText)/@durationSeconds") == "0.750000")

        let accurate = "/run/summaries/total[@profile='accurate']"
        #expect(try document.string("\(accurate)/@samples") == "4")
        #expect(try document.string("\(accurate)/@passed") == "3")
        #expect(try document.string("\(accurate)/@failed") == "1")
        #expect(try document.string("\(accurate)/characters/@substitutions") == "3")
        #expect(try document.string("\(accurate)/characters/@deletions") == "1")
        #expect(try document.string("\(accurate)/characters/@insertions") == "0")
        #expect(try document.string("\(accurate)/characters/@referenceLength") == "72")
        #expect(try document.string("\(accurate)/characters/@hypothesisLength") == "71")
        #expect(try document.string("\(accurate)/@microCER") == "0.055556")  // 4/72
        #expect(try document.string("\(accurate)/@macroCER") == "0.026190")  // (1/30 + 0 + 0 + 3/42)/4
        #expect(try document.string("\(accurate)/@microWER") == "0.222222")  // 2/9
        #expect(try document.string("\(accurate)/@macroWER") == "0.112500")  // (0.2 + 0 + 0 + 0.25)/4
        #expect(try document.string("\(accurate)/@durationSeconds") == "2.000000")

        let fast = "/run/summaries/total[@profile='fast']"
        #expect(try document.string("\(fast)/@failed") == "1")
        #expect(try document.string("\(fast)/@microCER") == "0.100000")     // 3/30
        #expect(try document.string("\(fast)/@microWER") == "0.400000")     // 2/5
    }

    @Test func nonFiniteNumbersAreNeverWritten() throws {
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("run.xml")
        var odd = ReportFixtures.swiftVision
        odd.maxCER = .nan
        odd.durationSeconds = .infinity
        odd.meanConfidence = -.infinity
        odd.lines = [LineRecord(text: "x", confidence: .nan, x: 0, y: 0, width: 1, height: 1)]
        try RunXMLWriter.write(RunRecord(metadata: ReportFixtures.metadata, results: [odd]), to: file)
        let raw = try String(contentsOf: file, encoding: .utf8).lowercased()
        #expect(!raw.contains("nan"))
        #expect(!raw.contains("inf"))
        let validator = try SchemaValidator(schemaURL: ReportFixtures.runSchemaURL)
        #expect(validator.validate(fileAt: file) == [])
    }

    @Test func atomicWriteLeavesNoTemporaryFile() throws {
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("run.xml")
        try "old".write(to: file, atomically: false, encoding: .utf8)
        try RunXMLWriter.write(ReportFixtures.run, to: file)
        #expect(try ReportFixtures.fileNames(in: folder) == ["run.xml"])
        #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("<?xml"))
    }

    @Test("writing into a missing folder creates it; a folder that cannot be made names the file")
    func writingIntoAMissingFolder() throws {
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("merged/deeper/run.xml")
        try RunXMLWriter.write(ReportFixtures.run, to: file)
        #expect(FileManager.default.fileExists(atPath: file.path))
        try Data("a file".utf8).write(to: folder.appendingPathComponent("plain"))
        let blocked = folder.appendingPathComponent("plain/run.xml")
        let error = #expect(throws: ReportsError.self) {
            try RunXMLWriter.write(ReportFixtures.run, to: blocked)
        }
        #expect(error?.description.contains(blocked.path) == true)
    }

    @Test func streamWritesResultsAsTheyArriveWithFinalMetadata() throws {
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("run.xml")
        var started = ReportFixtures.metadata
        started.finishedAt = ""
        started.complete = false
        let stream = try RunXMLStream(to: file, metadata: started)
        for result in ReportFixtures.run.results { try stream.append(result) }
        #expect(stream.count == 5)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        let summaries = SuiteSummary.summaries(of: ReportFixtures.run.results)
        try stream.finish(metadata: ReportFixtures.metadata, suites: summaries.suites, totals: summaries.totals)
        #expect(try ReportFixtures.fileNames(in: folder) == ["run.xml"])

        let direct = folder.appendingPathComponent("direct.xml")
        try RunXMLWriter.write(ReportFixtures.run, to: direct)
        #expect(try Data(contentsOf: file) == Data(contentsOf: direct))
        #expect(throws: ReportsError.self) { try stream.append(ReportFixtures.blank) }
    }

    @Test func cancelledStreamLeavesNothingBehind() throws {
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("run.xml")
        do {
            let stream = try RunXMLStream(to: file, metadata: ReportFixtures.metadata)
            try stream.append(ReportFixtures.swiftVision)
            stream.cancel()
        }
        do {
            let dropped = try RunXMLStream(to: file, metadata: ReportFixtures.metadata)
            try dropped.append(ReportFixtures.blank)
        }
        #expect(try ReportFixtures.fileNames(in: folder) == [])
    }
}
