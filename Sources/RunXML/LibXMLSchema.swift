import CLibXML2
import Foundation
import XMLReading
import ReportFiles

/// Owns a compiled libxml2 schema and the parsed schema document it came from; frees
/// both in `deinit`. No pointer leaves this file.
package final class LibXMLSchema {
    private let document: xmlDocPtr
    private let schema: xmlSchemaPtr

    /// Parses and compiles the XSD at `url`.
    init(url: URL) throws(ReportsError) {
        _ = LibXML2Library.ready
        let path = url.path
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw ReportsError.cannotRead(path: path, reason: "no such readable file")
        }
        let messages = LibXMLMessages(path: path)
        guard let document = LibXMLSchema.parse(path: path, messages: messages) else {
            throw ReportsError.invalidSchema(path: path, messages: messages.all)
        }
        guard let parserContext = xmlSchemaNewDocParserCtxt(document) else {
            xmlFreeDoc(document)
            throw ReportsError.invalidSchema(path: path, messages: ["libxml2 could not create a schema parser"])
        }
        defer { xmlSchemaFreeParserCtxt(parserContext) }
        let context = Unmanaged.passUnretained(messages).toOpaque()
        xmlSchemaSetParserStructuredErrors(parserContext, { context, error in
            guard let context, let error else { return }
            Unmanaged<LibXMLMessages>.fromOpaque(context).takeUnretainedValue().add(error.pointee)
        }, context)
        let compiled = withExtendedLifetime(messages) { xmlSchemaParse(parserContext) }
        guard let compiled, messages.all.isEmpty else {
            if let compiled { xmlSchemaFree(compiled) }
            xmlFreeDoc(document)
            throw ReportsError.invalidSchema(path: path, messages: messages.all)
        }
        self.document = document
        schema = compiled
    }

    deinit {
        xmlSchemaFree(schema)
        xmlFreeDoc(document)
    }

    /// Parses and validates the file at `url`; returns the messages (empty when valid).
    func validate(fileAt url: URL) -> [String] {
        let path = url.path
        guard FileManager.default.isReadableFile(atPath: path) else {
            return ["\(path): cannot read: no such readable file"]
        }
        let messages = LibXMLMessages(path: path)
        guard let document = LibXMLSchema.parse(path: path, messages: messages) else {
            return messages.all.isEmpty ? ["\(path): not well-formed XML"] : messages.all
        }
        defer { xmlFreeDoc(document) }
        guard let validContext = xmlSchemaNewValidCtxt(schema) else {
            return ["\(path): libxml2 could not create a validation context"]
        }
        defer { xmlSchemaFreeValidCtxt(validContext) }
        let context = Unmanaged.passUnretained(messages).toOpaque()
        xmlSchemaSetValidStructuredErrors(validContext, { context, error in
            guard let context, let error else { return }
            Unmanaged<LibXMLMessages>.fromOpaque(context).takeUnretainedValue().add(error.pointee)
        }, context)
        let status = withExtendedLifetime(messages) { xmlSchemaValidateDoc(validContext, document) }
        if status != 0 && messages.all.isEmpty {
            return ["\(path): not valid against the schema (libxml2 status \(status))"]
        }
        return messages.all
    }

    /// The parser options for every document: no network, no external DTD, no entity
    /// substitution, and errors reported through the context's handler only.
    private static let parseOptions = Int32(XML_PARSE_NONET.rawValue)

    /// Parses the file at `path` into a document, collecting errors into `messages`.
    /// Returns nil when the file is not well-formed.
    private static func parse(path: String, messages: LibXMLMessages) -> xmlDocPtr? {
        guard let parser = xmlNewParserCtxt() else { return nil }
        defer { xmlFreeParserCtxt(parser) }
        let context = Unmanaged.passUnretained(messages).toOpaque()
        // libxml2 hands a parser's structured errors the parser context itself (its
        // userData); the collector rides along in the context's `_private` slot.
        parser.pointee._private = context
        parser.pointee.sax.pointee.serror = { data, error in
            guard let data, let error else { return }
            let parser = data.assumingMemoryBound(to: xmlParserCtxt.self)
            guard let collector = parser.pointee._private else { return }
            Unmanaged<LibXMLMessages>.fromOpaque(collector).takeUnretainedValue().add(error.pointee)
        }
        return withExtendedLifetime(messages) {
            let document = xmlCtxtReadFile(parser, path, nil, parseOptions)
            if document != nil && parser.pointee.wellFormed == 0 {
                xmlFreeDoc(document)
                return nil
            }
            return document
        }
    }
}
