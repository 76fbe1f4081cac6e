import CLibXML2
import Foundation

/// Owns a libxml2 streaming reader (`xmlTextReader`) over one file or one buffer of
/// bytes, and frees it in `deinit`. No pointer leaves this file.
///
/// Hardened for untrusted input: the prolog is checked first (`XMLPrologCheck`: UTF-8,
/// no document type declaration, so no entity is ever declared); then no network
/// (`XML_PARSE_NONET`), no external DTD or entity loading, no entity substitution, and
/// an entity reference or a DTD met later stops the reading.
public final class XMLStreamReader {
    /// One node of the document, in document order.
    public enum Node {
        /// A start tag; `empty` for `<a/>`, which has no matching `.end`.
        case start(name: String, empty: Bool)
        /// An end tag.
        case end(name: String)
        /// Character data: text, CDATA or whitespace.
        case text(String)
        /// Anything else (comments, processing instructions).
        case other
    }

    /// The file, or the name the bytes were given, for messages.
    public let path: String
    /// What the document is, for messages ("run.xml", "ALTO truth").
    public let document: String
    /// Which document type declaration it may carry.
    private let doctype: XMLPrologCheck.Doctype
    private let reader: xmlTextReaderPtr
    private let messages: LibXMLMessages
    /// The bytes a memory reader reads (libxml2 does not copy them).
    private let buffer: UnsafeMutableBufferPointer<CChar>?

    /// Opens the file at `path`; only the prolog is read yet.
    public init(path: String, document: String, doctype: XMLPrologCheck.Doctype = .refused) throws(XMLReadingError) {
        try XMLPrologCheck.check(path: path, document: document, doctype: doctype)
        self.doctype = doctype
        xmlInitParser()
        self.path = path
        self.document = document
        messages = LibXMLMessages(path: path)
        buffer = nil
        guard let reader = xmlReaderForFile(path, nil, Self.options) else {
            throw XMLReadingError(file: path, line: nil, reason: "libxml2 could not open the file")
        }
        self.reader = reader
        installErrorHandler()
    }

    /// Reads `bytes` (copied), named `name` in messages.
    public init(bytes: some Collection<UInt8>, name: String, document: String,
                doctype: XMLPrologCheck.Doctype = .refused) throws(XMLReadingError) {
        try XMLPrologCheck.check(bytes, path: name, document: document, doctype: doctype, wholeFile: true)
        self.doctype = doctype
        xmlInitParser()
        path = name
        self.document = document
        messages = LibXMLMessages(path: name)
        let copy = UnsafeMutableBufferPointer<CChar>.allocate(capacity: max(1, bytes.count))
        UnsafeMutableRawBufferPointer(copy).copyBytes(from: bytes)
        guard let reader = xmlReaderForMemory(copy.baseAddress, Int32(clamping: bytes.count), name, "UTF-8", Self.options) else {
            copy.deallocate()
            throw XMLReadingError(file: name, line: nil, reason: "libxml2 could not read the document")
        }
        buffer = copy
        self.reader = reader
        installErrorHandler()
    }

    deinit {
        xmlFreeTextReader(reader)
        buffer?.deallocate()
    }

    /// No network, no entity substitution, line numbers beyond 65535.
    private static let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue)

    private func installErrorHandler() {
        xmlTextReaderSetStructuredErrorHandler(reader, { context, error in
            guard let context, let error else { return }
            Unmanaged<LibXMLMessages>.fromOpaque(context).takeUnretainedValue().add(error.pointee)
        }, Unmanaged.passUnretained(messages).toOpaque())
    }

    /// The line of the node just read (1-based; for an element, its start tag), or
    /// the parser's line when the node has none.
    public var line: Int {
        if let node = xmlTextReaderCurrentNode(reader) {
            let line = Int(xmlGetLineNo(node))
            if line > 0 { return line }
        }
        return Int(xmlTextReaderGetParserLineNumber(reader))
    }

    /// Reads the next node; nil at the end of the document.
    ///
    /// - Throws: libxml2's message and line when the document is not well-formed,
    ///   declares a DTD or references an entity.
    public func next() throws(XMLReadingError) -> Node? {
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
            // The prolog check let through only a declaration that declares nothing.
            if doctype == .externalOnly { return .other }
            throw XMLReadingError(file: path, line: line,
                                  reason: "a document type declaration (<!DOCTYPE>) is not allowed in \(document)")
        case Int32(XML_READER_TYPE_ENTITY_REFERENCE.rawValue), Int32(XML_READER_TYPE_ENTITY.rawValue):
            throw XMLReadingError(file: path, line: line,
                                  reason: "entity reference &\(constName()); is not allowed in \(document)")
        default:
            return .other
        }
    }

    /// The attributes of the element just read, in document order.
    public func attributes() -> [(name: String, value: String)] {
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
    private func failure() -> XMLReadingError {
        if let first = messages.all.first {
            // "path:line: message" from the collector.
            return XMLReadingError(file: path, line: nil, reason: first)
        }
        return XMLReadingError(file: path, line: line, reason: "not well-formed XML")
    }
}
