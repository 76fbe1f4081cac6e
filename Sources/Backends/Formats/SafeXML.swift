import Foundation
import XMLReading

/// Walks recognizer XML (hOCR, ALTO, PAGE) through the hardened libxml2 reader
/// (`XMLStreamReader`): no network, no entities, no internal DTD subset (so no
/// expansion bomb), a size limit. Element handling is the caller's, through `start` and
/// `end` callbacks; `end` receives the text directly inside the element.
enum SafeXML {
    static let maxBytes = 64 << 20

    /// Walks `data`; `end` receives each element's local name and the text directly inside it.
    static func walk(_ data: Data, format: String,
                     start: (String, [String: String]) -> Void,
                     end: (String, String) -> Void) throws(BackendError) {
        guard data.count <= maxBytes else { throw BackendError.failed("\(format) output larger than 64 MB") }
        guard String(validating: data, as: UTF8.self) != nil else {
            throw BackendError.failed("\(format) output is not valid UTF-8")
        }
        var texts: [String] = []
        var sawElement = false
        do {
            let reader = try XMLStreamReader(bytes: data, name: "\(format) output", document: "\(format) output",
                                             doctype: .externalOnly)
            while let node = try reader.next() {
                switch node {
                case .start(let name, let empty):
                    sawElement = true
                    var attributes: [String: String] = [:]
                    for (key, value) in reader.attributes() { attributes[key] = value }
                    start(local(name), attributes)
                    if empty { end(local(name), "") } else { texts.append("") }
                case .end(let name):
                    end(local(name), texts.popLast() ?? "")
                case .text(let text):
                    if !texts.isEmpty { texts[texts.count - 1] += text }
                case .other:
                    break
                }
            }
        } catch {
            throw BackendError.failed("\(format) output cannot be read: \(error.description)")
        }
        // A cut-off file is damaged, even where the reader stops without complaint.
        guard texts.isEmpty, sawElement else {
            throw BackendError.failed("\(format) output is cut off: it ends inside an element")
        }
    }

    /// "pc:TextLine" -> "TextLine".
    static func local(_ name: String) -> String {
        name.split(separator: ":").last.map(String.init) ?? name
    }
}
