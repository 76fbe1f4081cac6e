import Foundation
import Reports
import Testing
import ReportFiles
import RunXML

@Suite("Schema validation")
struct SchemaValidatorTests {
    private func write(_ text: String, named name: String, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test func documentMissingRequiredPartsIsRejectedWithLineAndFile() throws {
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <run version="1">
              <metadata startedAt="x" host="h"/>
            </run>
            """, named: "bad-run.xml", in: folder)
        let validator = try SchemaValidator(schemaURL: ReportFixtures.runSchemaURL)
        let messages = validator.validate(fileAt: file)
        #expect(!messages.isEmpty)
        #expect(messages.allSatisfy { $0.hasPrefix(file.path + ":") })
        #expect(messages.contains { $0.contains(":3:") && $0.contains("finishedAt") })
        #expect(!validator.isValid(fileAt: file))
    }

    @Test func infinityAndUnknownOutcomeAreRejected() throws {
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("run.xml")
        try RunXMLWriter.write(ReportFixtures.run, to: good)
        var text = try String(contentsOf: good, encoding: .utf8)
        text = text.replacingOccurrences(of: "cer=\"0.033333\"", with: "cer=\"INF\"")
        text = text.replacingOccurrences(of: "outcome=\"empty\"", with: "outcome=\"maybe\"")
        let bad = try write(text, named: "tampered.xml", in: folder)
        let messages = try SchemaValidator(schemaURL: ReportFixtures.runSchemaURL).validate(fileAt: bad)
        #expect(messages.contains { $0.contains("cer") && $0.contains("INF") })
        #expect(messages.contains { $0.contains("maybe") })
    }

    @Test func malformedDocumentIsRejectedWithoutCrashing() throws {
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try write("<run version=\"1\"><metadata></run>", named: "broken.xml", in: folder)
        let messages = try SchemaValidator(schemaURL: ReportFixtures.runSchemaURL).validate(fileAt: file)
        #expect(!messages.isEmpty)
        #expect(messages.allSatisfy { $0.hasPrefix(file.path) })
    }

    @Test func missingFileIsReportedByName() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/ocrgauge/run.xml")
        let messages = try SchemaValidator(schemaURL: ReportFixtures.runSchemaURL).validate(fileAt: missing)
        #expect(messages.count == 1)
        #expect(messages[0].hasPrefix(missing.path))
    }

    @Test func externalEntitiesAreNotLoaded() throws {
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let secret = try write("SECRET-CONTENT", named: "secret.txt", in: folder)
        let file = try write("""
            <?xml version="1.0"?>
            <!DOCTYPE run [ <!ENTITY leak SYSTEM "\(secret.path)"> <!ENTITY remote SYSTEM "http://127.0.0.1:9/x"> ]>
            <run version="1"><metadata startedAt="&leak;&remote;"/></run>
            """, named: "entities.xml", in: folder)
        let messages = try SchemaValidator(schemaURL: ReportFixtures.runSchemaURL).validate(fileAt: file)
        #expect(!messages.isEmpty)
        #expect(!messages.contains { $0.contains("SECRET-CONTENT") })
    }

    @Test func invalidSchemaThrowsNamingTheSchemaFile() throws {
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let schema = try write("""
            <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
              <xs:element name="a" type="NoSuchType"/>
            </xs:schema>
            """, named: "bad.xsd", in: folder)
        let error = #expect(throws: ReportsError.self) { try SchemaValidator(schemaURL: schema) }
        #expect(error?.description.hasPrefix(schema.path) == true)
        let missing = folder.appendingPathComponent("none.xsd")
        #expect(throws: ReportsError.self) { try SchemaValidator(schemaURL: missing) }
    }

    @Test func validatorsDoNotShareErrorsBetweenCalls() throws {
        let folder = try ReportFixtures.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("run.xml")
        try RunXMLWriter.write(ReportFixtures.run, to: good)
        let bad = try write("<run version=\"3\"/>", named: "bad.xml", in: folder)
        let validator = try SchemaValidator(schemaURL: ReportFixtures.runSchemaURL)
        #expect(!validator.validate(fileAt: bad).isEmpty)
        #expect(validator.validate(fileAt: good) == [])
        #expect(!validator.validate(fileAt: bad).isEmpty)
    }
}
