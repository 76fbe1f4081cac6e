import Foundation
import Testing
@testable import LayoutFormats

/// The format of a layout document is told by its root element, however much comment,
/// processing instruction, white space or document type declaration comes before it
/// (issue #30, case 10: a 5 KB licence comment hid an ALTO root from a 4 KB look).
@Suite struct FormatIsToldPastTheProlog {
    static let licence = "<!-- " + String(repeating: "Licensed under CC BY 4.0; attribution required. ", count: 110) + "-->\n"

    @Test("a root after a 5 KB licence comment, processing instructions and a DOCTYPE with quoted '>' is found")
    func rootIsFoundPastTheProlog() {
        #expect(Self.licence.utf8.count > 5_000)
        let prolog = "\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + Self.licence + "<?xml-stylesheet href=\"a>b.xsl\"?>\n"
        #expect(LayoutFormat.detect(Array((prolog + "<alto xmlns=\"http://www.loc.gov/standards/alto/ns-v4#\">").utf8)) == .alto)
        #expect(LayoutFormat.detect(Array((prolog + "<pc:PcGts xmlns:pc=\"p\">").utf8)) == .page)
        #expect(LayoutFormat.detect(Array((prolog + "<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0//EN\" \"x>y.dtd\">\n<html>")
            .utf8)) == .hocr)
        // A root the comment only talks about is not taken for one.
        #expect(LayoutFormat.detect(Array("<!-- <alto> --><PcGts>".utf8)) == .page)
        #expect(LayoutFormat.detect(Array("<!-- <PcGts> -->\n<other/>".utf8)) == nil)
    }
}
