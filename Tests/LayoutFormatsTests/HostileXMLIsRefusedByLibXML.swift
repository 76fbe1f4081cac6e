import Foundation
import Testing
@testable import LayoutFormats

/// Hostile or damaged XML in the layout formats (issue #30, case 2): libxml2 itself
/// reports the document type declaration, nothing declared in one is ever expanded,
/// none of libxml2's errors is passed over, and the size limits are stated and kept.
@Suite struct HostileXMLIsRefusedByLibXML {
    /// Seven internal entities, each ten of the one before: `&a2;` is 1,000 "A"s.
    static let entities = "<!ENTITY a0 \"AAAAAAAAAA\">"
        + (1...6).map { level in "<!ENTITY a\(level) \"" + String(repeating: "&a\(level - 1);", count: 10) + "\">" }.joined()

    /// A document type declaration whose quoted system literal holds a `>` before its
    /// internal subset: the old hand-written prolog check stopped at that `>`, and the
    /// subset reached libxml2, which expanded `&a2;` into an ALTO truth.
    static func smuggled(_ root: String) -> String {
        "<?xml version=\"1.0\"?><!DOCTYPE \(root) SYSTEM \"x>\" [\(entities)]>"
    }

    @Test("a '>' inside the DOCTYPE's quoted literal does not let an internal subset through, in any format")
    func quotedGreaterThanHidesNoSubset() {
        let documents: [(LayoutFormat, String)] = [
            (.alto, Self.smuggled("alto") + #"<alto><Layout><Page><PrintSpace><TextBlock><TextLine><String CONTENT="&a2;"/>"#
                + "</TextLine></TextBlock></PrintSpace></Page></Layout></alto>"),
            (.page, Self.smuggled("PcGts") + #"<PcGts><Page><TextRegion id="r"><TextLine id="l"><TextEquiv><Unicode>&a2;"#
                + "</Unicode></TextEquiv></TextLine></TextRegion></Page></PcGts>"),
            (.hocr, Self.smuggled("html") + #"<html><body><span class="ocr_line" title="bbox 0 0 1 1">"#
                + #"<span class="ocrx_word" title="&a2;">x</span></span></body></html>"#),
        ]
        for (format, xml) in documents {
            let error = #expect(throws: LayoutError.self, "\(format)") { try format.read(Array(xml.utf8), name: "t.xml") }
            #expect(error?.file == "t.xml")
            #expect(error?.line == 1)
            #expect(error?.reason.contains("internal subset") == true, "\(format): \(String(describing: error))")
        }
    }

    @Test("every libxml2 error ends the reading with its message, file and line: none leaves a truth behind")
    func noLibXMLErrorIsPassedOver() {
        // An undeclared namespace prefix is a namespace error (xmllint: "namespace error :
        // Namespace prefix pc on PcGts is not defined"); the old reader collected it and
        // read on.
        let prefix = "<?xml version=\"1.0\"?>\n<pc:PcGts><pc:Page><pc:TextRegion id=\"r\"><pc:TextLine id=\"l\"><pc:TextEquiv>"
            + "<pc:Unicode>x</pc:Unicode></pc:TextEquiv></pc:TextLine></pc:TextRegion></pc:Page></pc:PcGts>"
        let error = #expect(throws: LayoutError.self) { try LayoutFormat.page.read(Array(prefix.utf8), name: "p.xml") }
        #expect(error?.reason.contains("Namespace prefix pc on PcGts is not defined") == true, "\(String(describing: error))")
        #expect(error?.line == 2)
        // A reference to an entity no declaration names, behind an external DTD that is
        // never loaded: an error, not an empty CONTENT and an empty line.
        let undeclared = #"<!DOCTYPE alto SYSTEM "alto.dtd"><alto><TextLine><String CONTENT="&ext;"/></TextLine></alto>"#
        let reference = #expect(throws: LayoutError.self) { try LayoutFormat.alto.read(Array(undeclared.utf8), name: "a.xml") }
        #expect(reference?.reason.contains("ext") == true)
    }

    @Test("the limits are kept and named: 2,000,000 nodes, 10,000,000 bytes a text, 64 MB, 256 levels")
    func limitsAreNamed() {
        let nodes = "<alto>" + String(repeating: "<a/>", count: 2_000_000) + "</alto>"
        let many = #expect(throws: LayoutError.self) { try LayoutFormat.alto.read(Array(nodes.utf8), name: "n.xml") }
        #expect(many?.reason.contains("more than 2,000,000 nodes") == true, "\(String(describing: many))")
        let long = "<PcGts><Page><TextRegion id=\"r\"><TextLine id=\"l\"><TextEquiv><Unicode>"
            + String(repeating: "x", count: 10_000_001) + "</Unicode></TextEquiv></TextLine></TextRegion></Page></PcGts>"
        let text = #expect(throws: LayoutError.self) { try LayoutFormat.page.read(Array(long.utf8), name: "t.xml") }
        #expect(text?.reason.contains("longer than 10,000,000 bytes") == true, "\(String(describing: text))")
        let large = [UInt8](repeating: 0x20, count: (64 << 20) + 1)
        let size = #expect(throws: LayoutError.self) { try LayoutFormat.hocr.read(large, name: "h.xml") }
        #expect(size?.reason.contains("larger than 67,108,864 bytes") == true, "\(String(describing: size))")
        let deep = String(repeating: "<a>", count: 257) + String(repeating: "</a>", count: 257)
        let depth = #expect(throws: LayoutError.self) { try LayoutFormat.page.read(Array(deep.utf8), name: "d.xml") }
        #expect(depth?.reason.contains("nested more than 256 deep") == true, "\(String(describing: depth))")
        let limit = String(repeating: "<a>", count: 256) + String(repeating: "</a>", count: 256)
        #expect(throws: Never.self) { try LayoutFormat.page.read(Array(limit.utf8), name: "d.xml") }
    }
}
