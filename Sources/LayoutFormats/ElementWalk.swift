import Foundation
import XMLReading

/// Walks an XML document element by element through the hardened reader, under the
/// limits for documents people and engines write (`XMLReadingLimits.layoutDocument`) and
/// with at most a document type declaration naming an external DTD: `start` gets each
/// element's local name ("pc:TextLine" → "TextLine") and attributes, `end` its local
/// name and the text directly inside it (not inside its children), and `text` every
/// piece of character data as it comes, in document order. Whatever libxml2 decodes is
/// read (UTF-16, ISO-8859-1, …); every error it reports ends the walk.
enum ElementWalk {
    static func walk(_ bytes: some Collection<UInt8>, name: String, document: String,
                     start: (String, XMLAttributes) -> Void,
                     end: (String, String) -> Void,
                     text: (String) -> Void = { _ in }) throws(LayoutError) {
        var texts: [String] = []
        var sawElement = false
        do {
            let reader = try XMLStreamReader(bytes: bytes, name: name, document: document, doctype: .externalOnly,
                                             limits: .layoutDocument)
            while let node = try reader.next() {
                switch node {
                case .start(let qualified, let empty):
                    sawElement = true
                    let local = localName(qualified)
                    start(local, XMLAttributes(pairs: reader.attributes()))
                    if empty { end(local, "") } else { texts.append("") }
                case .end(let qualified):
                    end(localName(qualified), texts.popLast() ?? "")
                case .text(let piece):
                    if !texts.isEmpty { texts[texts.count - 1] += piece }
                    text(piece)
                case .other:
                    break
                }
            }
        } catch {
            throw error
        }
        // A cut-off file is damaged, even where the reader stops without complaint.
        guard texts.isEmpty, sawElement else {
            throw LayoutError(file: name, reason: "\(document) is cut off: it ends inside an element")
        }
    }

    /// "pc:TextLine" -> "TextLine".
    static func localName(_ name: String) -> String {
        guard let colon = name.lastIndex(of: ":") else { return name }
        return String(name[name.index(after: colon)...])
    }
}
