import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Parses recognizer XML (hOCR, ALTO, PAGE) safely: no network, no external entities,
/// no DTD at all (so no entity expansion bomb), a size limit. Element handling is the
/// caller's, through `start` and `end` callbacks and collected character data.
final class SafeXML: NSObject, XMLParserDelegate {
    static let maxBytes = 64 << 20

    private var start: (String, [String: String]) -> Void = { _, _ in }
    private var end: (String, String) -> Void = { _, _ in }
    private var text: [String] = [""]
    private var sawElement = false

    /// Walks `data`; `end` receives each element's name and the text directly inside it.
    static func walk(_ data: Data, format: String,
                     start: @escaping (String, [String: String]) -> Void,
                     end: @escaping (String, String) -> Void) throws(BackendError) {
        guard data.count <= maxBytes else { throw BackendError.failed("\(format) output larger than 64 MB") }
        // FoundationXML traps on a name or target that is not UTF-8 (found by ci/fuzz); refuse such bytes first.
        guard String(validating: data, as: UTF8.self) != nil else {
            throw BackendError.failed("\(format) output is not valid UTF-8")
        }
        let head = String(decoding: data.prefix(65_536), as: UTF8.self)
        if head.contains("<!DOCTYPE") && (head.contains("<!ENTITY") || head.contains("SYSTEM") || head.contains("[")) {
            throw BackendError.failed("\(format) output declares a DTD or entities; refused (no external or expanding entities)")
        }
        if head.contains("<!ENTITY") { throw BackendError.failed("\(format) output declares entities; refused") }
        let walker = SafeXML()
        walker.start = start
        walker.end = end
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = walker
        guard parser.parse() else {
            let error = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "unknown error"
            throw BackendError.failed("\(format) output is not well-formed XML (line \(parser.lineNumber)): \(error)")
        }
        // Some parsers accept a document that stops inside an element; a cut-off file is damaged.
        guard walker.text.count == 1, walker.sawElement else {
            throw BackendError.failed("\(format) output is cut off: it ends inside an element")
        }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        text.append("")
        sawElement = true
        start(Self.local(name), attributes)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        let inside = text.popLast() ?? ""
        end(Self.local(name), inside)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text[text.count - 1] += string
    }

    /// "pc:TextLine" -> "TextLine".
    static func local(_ name: String) -> String {
        name.split(separator: ":").last.map(String.init) ?? name
    }
}
