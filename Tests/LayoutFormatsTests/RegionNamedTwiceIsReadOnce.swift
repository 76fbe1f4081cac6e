import Testing
@testable import LayoutFormats

/// A reading order naming one region many times reads it once, where first named, with a
/// note (issue #46, case 4: each `RegionRef` read the region again at region level, so a
/// 479 KB file became 100 MB of text). The text read is never larger than the document.
@Suite struct RegionNamedTwiceIsReadOnce {
    /// One region of `regionBytes` letters named `references` times, a second region
    /// named once between the first two namings.
    static func page(references: Int, regionBytes: Int) -> String {
        var xml = "<PcGts><Page><ReadingOrder><OrderedGroup id=\"o\">"
        xml += "<RegionRefIndexed index=\"0\" regionRef=\"big\"/><RegionRefIndexed index=\"1\" regionRef=\"small\"/>"
        for index in 2..<(references + 1) { xml += "<RegionRefIndexed index=\"\(index)\" regionRef=\"big\"/>" }
        xml += "</OrderedGroup></ReadingOrder>\n"
        let text = String(repeating: "x", count: regionBytes)
        xml += "<TextRegion id=\"big\"><TextEquiv><Unicode>\(text)</Unicode></TextEquiv>"
            + "<TextLine id=\"l1\"><TextEquiv><Unicode>\(text)</Unicode></TextEquiv></TextLine></TextRegion>\n"
        xml += "<TextRegion id=\"small\"><TextEquiv><Unicode>small</Unicode></TextEquiv>"
            + "<TextLine id=\"l2\"><TextEquiv><Unicode>small</Unicode></TextEquiv></TextLine></TextRegion>\n"
        return xml + "</Page></PcGts>"
    }

    static let note = "PAGE-XML: the ReadingOrder names text region big more than once: read once, where first named "
        + "(dinglehopper reads it each time)"

    @Test("region level, either rules: a region named 3,000 times gives its text once, then the next region, with a note",
          arguments: [LayoutTextRules.ocrgauge, .dinglehopper])
    func regionLevel(rules: LayoutTextRules) throws {
        let xml = Self.page(references: 3_000, regionBytes: 1_000)
        let document = try LayoutFormat.page.read(Array(xml.utf8), name: "order.page.xml", level: .region, rules: rules)
        #expect(document.text == String(repeating: "x", count: 1_000) + "\nsmall")
        #expect(document.text.utf8.count < xml.utf8.count)
        #expect(document.notes.contains(Self.note), "\(document.notes)")
    }

    @Test("line level, either rules: the region's lines once, with the same note", arguments: [LayoutTextRules.ocrgauge, .dinglehopper])
    func lineLevel(rules: LayoutTextRules) throws {
        let xml = Self.page(references: 3_000, regionBytes: 1_000)
        let document = try LayoutFormat.page.read(Array(xml.utf8), name: "order.page.xml", level: .line, rules: rules)
        #expect(document.text == String(repeating: "x", count: 1_000) + "\nsmall")
        #expect(document.lines.count == 2)
        #expect(document.notes.contains(Self.note), "\(document.notes)")
    }

    @Test("the size checked against the layout text limit is the text's: the lines joined by line feeds, or the text as written")
    func textSizeIsTheTexts() {
        let lines = [LayoutLine(text: String(repeating: "x", count: LayoutFormat.textLimitBytes))]
        #expect(LayoutDocument(lines: lines).textBytes == LayoutFormat.textLimitBytes)
        #expect(LayoutDocument(lines: lines + lines).textBytes == 2 * LayoutFormat.textLimitBytes + 1)
        #expect(LayoutDocument(lines: [], textAsWritten: "abc").textBytes == 3)
    }
}
