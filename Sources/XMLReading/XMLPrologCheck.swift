import Foundation

/// A check of an XML document's prolog (everything before the root element) made before
/// libxml2 parses it: the document must be UTF-8 and must not carry a document type
/// declaration. None of the documents the harness reads (run.xml, PAGE-XML, ALTO, hOCR,
/// recognizer output) needs one, and refusing it up front means an entity bomb
/// ("billion laughs") or an external entity (`<!ENTITY x SYSTEM "file:///…">`) is
/// rejected before a single entity is declared, let alone expanded or loaded.
public enum XMLPrologCheck {
    /// Which document type declarations a kind of document may carry.
    public enum Doctype: Sendable {
        /// None at all (run.xml).
        case refused
        /// One that only names an external DTD (`<!DOCTYPE html PUBLIC "…" "…">`, as in
        /// Tesseract's hOCR): it declares nothing here, and libxml2 never loads the DTD.
        /// An internal subset (`[ … ]`, where entities are declared) is still refused.
        case externalOnly
    }

    /// How much of the file is read for the check; a prolog longer than this (only
    /// possible with huge comments) is refused.
    public static let limit = 1 << 16

    /// Checks the prolog of the file at `path`; `document` names its kind in messages
    /// ("run.xml", "PAGE-XML truth").
    ///
    /// - Throws: `XMLReadingError` naming the file and the line of the problem.
    public static func check(path: String, document: String, doctype: Doctype = .refused) throws(XMLReadingError) {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw XMLReadingError(file: path, line: nil, reason: "cannot open the file")
        }
        defer { try? handle.close() }
        let head = [UInt8]((try? handle.read(upToCount: limit)) ?? Data())
        try check(head, path: path, document: document, doctype: doctype, wholeFile: head.count < limit)
    }

    /// Checks `bytes`, the start of the document (the whole document when `wholeFile`).
    public static func check(_ bytes: some Collection<UInt8>, path: String, document: String, doctype: Doctype = .refused,
                             wholeFile: Bool) throws(XMLReadingError) {
        let whole = wholeFile && bytes.count <= limit
        let bytes = Array(bytes.prefix(limit))
        func fail(_ index: Int, _ reason: String) -> XMLReadingError {
            let line = 1 + bytes[..<min(index, bytes.count)].filter { $0 == 0x0A }.count
            return XMLReadingError(file: path, line: line, reason: reason)
        }
        func starts(_ literal: String, at index: Int) -> Bool {
            let pattern = Array(literal.utf8)
            guard index + pattern.count <= bytes.count else { return false }
            return Array(bytes[index..<(index + pattern.count)]) == pattern
        }
        func find(_ literal: String, from index: Int) -> Int? {
            var position = index
            while position < bytes.count {
                if starts(literal, at: position) { return position }
                position += 1
            }
            return nil
        }
        if bytes.count >= 2, (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE) {
            throw fail(0, "\(document) must be UTF-8; this file is UTF-16")
        }
        if bytes.count >= 2, bytes[0] == 0 || bytes[1] == 0 {
            throw fail(0, "\(document) must be UTF-8; this file starts with a NUL byte")
        }
        var index = starts("\u{FEFF}", at: 0) ? 3 : 0
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D:
                index += 1
            case UInt8(ascii: "<"):
                if starts("<?", at: index) {
                    guard let end = find("?>", from: index + 2) else { throw fail(index, "unterminated processing instruction") }
                    if starts("<?xml", at: index) {
                        let declaration = String(decoding: bytes[index..<end], as: UTF8.self).lowercased()
                        if let range = declaration.range(of: "encoding") {
                            let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'" }
                            let name = rest.prefix { $0 != "\"" && $0 != "'" }
                            if name != "utf-8" && name != "utf8" {
                                throw fail(index, "\(document) must be UTF-8; this file declares encoding \"\(name)\"")
                            }
                        }
                    }
                    index = end + 2
                } else if starts("<!--", at: index) {
                    guard let end = find("-->", from: index + 4) else { throw fail(index, "unterminated comment") }
                    index = end + 3
                } else if starts("<!DOCTYPE", at: index), doctype == .externalOnly {
                    guard let end = find(">", from: index) else { throw fail(index, "unterminated document type declaration") }
                    if bytes[index..<end].contains(UInt8(ascii: "[")) {
                        throw fail(index, "a document type declaration with an internal subset ([…], where entities are declared) "
                                   + "is not allowed in \(document); refused before any entity was declared, loaded or expanded")
                    }
                    index = end + 1
                } else if starts("<!", at: index) {
                    throw fail(index, "a document type declaration (<!DOCTYPE>) is not allowed in \(document);"
                               + " refused before any entity was declared, loaded or expanded")
                } else {
                    return  // the root element
                }
            default:
                return  // not XML; libxml2 will say so with its own message
            }
        }
        if !whole { throw fail(index, "the prolog is longer than \(limit) bytes") }
    }
}
