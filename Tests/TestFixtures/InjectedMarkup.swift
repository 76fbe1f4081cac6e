import CLibXML2
import Foundation
import XMLReading

/// What a page parsed as a browser would parse it holds that came from planted text:
/// parses HTML with libxml2's HTML parser (in recovery, as browsers do: a `<script>`
/// ends at `</script`) and lists every element and attribute whose name contains
/// `marker`, and every `<meta http-equiv>` other than the page's own
/// Content-Security-Policy (a refresh would send the browser elsewhere).
public enum InjectedMarkup {
    /// The elements and attributes found, as "element x-pwn" or "attribute pwn-attr on td".
    public static func find(in html: String, marker: String) -> [String] {
        _ = LibXML2Library.ready
        let options = Int32(HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
                            | HTML_PARSE_NONET.rawValue)
        let bytes = Array(html.utf8)
        guard let document = bytes.withUnsafeBufferPointer({ buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                htmlReadMemory($0, Int32(buffer.count), "report.html", "UTF-8", options)
            }
        }) else { return ["the page could not be parsed at all"] }
        defer { xmlFreeDoc(document) }
        var found: [String] = []
        func name(_ pointer: UnsafePointer<xmlChar>?) -> String {
            pointer.map { String(cString: $0).lowercased() } ?? ""
        }
        func walk(_ first: xmlNodePtr?) {
            var node = first
            while let current = node {
                if current.pointee.type == XML_ELEMENT_NODE {
                    let element = name(current.pointee.name)
                    if element.contains(marker) { found.append("element \(element)") }
                    var attribute = current.pointee.properties
                    while let property = attribute {
                        let key = name(property.pointee.name)
                        if key.contains(marker) { found.append("attribute \(key) on \(element)") }
                        if element == "meta" && key == "http-equiv" {
                            let value = property.pointee.children?.pointee.content.map { String(cString: $0) } ?? ""
                            if value.lowercased() != "content-security-policy" { found.append("meta http-equiv=\(value)") }
                        }
                        attribute = property.pointee.next
                    }
                    walk(current.pointee.children)
                }
                node = current.pointee.next
            }
        }
        walk(xmlDocGetRootElement(document))
        return found
    }
}
