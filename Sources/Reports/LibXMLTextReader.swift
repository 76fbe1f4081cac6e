import CLibXML2
import Foundation

/// Owns a libxml2 streaming reader (`xmlTextReader`) over one file and frees it in
/// `deinit`. No pointer leaves this file.
///
/// Hardened for untrusted input: no network (`XML_PARSE_NONET`), no external DTD or
/// entity loading, no entity substitution, and any document type declaration stops
/// the parser at once, before its internal subset (where entity bombs and external
/// entities would be declared) is read.
final class LibXMLTextReader {
    /// One node of the document, in document order.
    enum Node {
        /// A start tag; `empty` for `<a/>`, which has no matching `.end`.
        case start(name: String, empty: Bool)
        case end(name: String)
        /// Character data: text, CDATA or whitespace.
        case text(String)
        /// Anything else (comments, processing instructions).
        case other
    }

    let path: String
    private let reader: xmlTextReaderPtr
    private let messages: LibXMLMessages

    /// Opens `path` for reading; nothing is parsed yet.
    init(path: String) throws {
        xmlInitParser()
        self.path = path
        messages = LibXMLMessages(path: path)
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue)
        guard let reader = xmlReaderForFile(path, nil, options) else {
            throw ReportsError.cannotRead(path: path, reason: "libxml2 could not open the file")
        }
        self.reader = reader
        xmlTextReaderSetStructuredErrorHandler(reader, { context, error in
            guard let context, let error else { return }
            Unmanaged<LibXMLMessages>.fromOpaque(context).takeUnretainedValue().add(error.pointee)
        }, Unmanaged.passUnretained(messages).toOpaque())
    }

    deinit { xmlFreeTextReader(reader) }

    /// The line of the node just read (1-based; for an element, its start tag), or
    /// the parser's line when the node has none.
    var line: Int {
        if let node = xmlTextReaderCurrentNode(reader) {
            let line = Int(xmlGetLineNo(node))
            if line > 0 { return line }
        }
        return Int(xmlTextReaderGetParserLineNumber(reader))
    }

    /// Reads the next node; nil at the end of the document.
    ///
    /// - Throws: `ReportsError.invalidReport` with libxml2's message and line when the
    ///   document is not well-formed, declares a DTD or references an entity.
    func next() throws -> Node? {
        let status = withExtendedLifetime(messages) { xmlTextReaderRead(reader) }
        if status == 0 { return nil }
        if status < 0 { throw failure() }
        let type = xmlTextReaderNodeType(reader)
        switch type {
        case Int32(XML_READER_TYPE_ELEMENT.rawValue):
            return .start(name: constName(), empty: xmlTextReaderIsEmptyElement(reader) == 1)
        case Int32(XML_READER_TYPE_END_ELEMENT.rawValue):
            return .end(name: constName())
        case Int32(XML_READER_TYPE_TEXT.rawValue), Int32(XML_READER_TYPE_CDATA.rawValue),
             Int32(XML_READER_TYPE_WHITESPACE.rawValue), Int32(XML_READER_TYPE_SIGNIFICANT_WHITESPACE.rawValue):
            return .text(xmlTextReaderConstValue(reader).map { String(cString: $0) } ?? "")
        case Int32(XML_READER_TYPE_DOCUMENT_TYPE.rawValue):
            throw ReportsError.invalidReport(path: path, line: line,
                                             reason: "a document type declaration (<!DOCTYPE>) is not allowed in run.xml")
        case Int32(XML_READER_TYPE_ENTITY_REFERENCE.rawValue), Int32(XML_READER_TYPE_ENTITY.rawValue):
            throw ReportsError.invalidReport(path: path, line: line,
                                             reason: "entity reference &\(constName()); is not allowed in run.xml")
        default:
            return .other
        }
    }

    /// The attributes of the element just read, in document order.
    func attributes() -> [(name: String, value: String)] {
        var result: [(name: String, value: String)] = []
        guard xmlTextReaderHasAttributes(reader) == 1 else { return result }
        while xmlTextReaderMoveToNextAttribute(reader) == 1 {
            result.append((constName(), xmlTextReaderConstValue(reader).map { String(cString: $0) } ?? ""))
        }
        xmlTextReaderMoveToElement(reader)
        return result
    }

    private func constName() -> String {
        xmlTextReaderConstName(reader).map { String(cString: $0) } ?? ""
    }

    /// The error for a failed read: libxml2's first message.
    private func failure() -> ReportsError {
        if let first = messages.all.first {
            // "path:line: message" from the collector.
            return .invalidReport(path: path, line: nil, reason: first)
        }
        return .invalidReport(path: path, line: line, reason: "not well-formed XML")
    }
}
