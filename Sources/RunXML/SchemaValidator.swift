import CLibXML2
import Foundation
import ReportFiles

/// Validates XML files against a W3C XML Schema (XSD) with libxml2.
///
/// Both the schema and the documents are parsed with network access off
/// (`XML_PARSE_NONET`), without loading external DTDs and without substituting
/// entities, so validation never reaches outside the given files. Error messages are
/// collected per call through a context pointer (no global error handler is touched)
/// and returned as "path:line: message" strings.
public struct SchemaValidator {
    /// The schema file this validator checks against.
    public let schemaURL: URL
    private let schema: LibXMLSchema

    /// Loads and compiles the schema at `schemaURL`.
    ///
    /// - Throws: `ReportsError.cannotRead` when the file cannot be read, or
    ///   `ReportsError.invalidSchema` with libxml2's messages when it is not a valid XSD.
    public init(schemaURL: URL) throws(ReportsError) {
        self.schemaURL = schemaURL
        schema = try LibXMLSchema(url: schemaURL)
    }

    /// Validates the XML file at `url` and returns every problem found, each naming the
    /// file and line; an empty array means the document is well-formed and valid.
    public func validate(fileAt url: URL) -> [String] {
        schema.validate(fileAt: url)
    }

    /// Whether the XML file at `url` is well-formed and valid against the schema.
    public func isValid(fileAt url: URL) -> Bool {
        validate(fileAt: url).isEmpty
    }
}
