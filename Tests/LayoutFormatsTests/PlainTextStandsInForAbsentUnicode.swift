import Foundation
import Testing
@testable import LayoutFormats

/// PAGE-XML's TextEquiv holds a required Unicode and an optional PlainText. One with
/// only PlainText (against the schema, but written by some tools) gave an empty truth
/// that passed silently (issue #30, case 11); its PlainText is now read, with a note
/// naming the element, and one with neither is named in a note too.
@Suite struct PlainTextStandsInForAbsentUnicode {
    @Test("a line's TextEquiv with PlainText and no Unicode gives the PlainText, and a note names the line")
    func plainTextIsRead() throws {
        let document = try LayoutFormat.page.read(Array("""
        <PcGts><Page>
        <TextRegion id="r1">
          <TextLine id="l1"><TextEquiv><PlainText>Strasse 12</PlainText></TextEquiv></TextLine>
          <TextLine id="l2"><TextEquiv><PlainText>plain</PlainText><Unicode>Straße</Unicode></TextEquiv></TextLine>
          <TextLine id="l3"><TextEquiv conf="0.5"></TextEquiv></TextLine>
        </TextRegion>
        <TextRegion id="r2"><TextEquiv><PlainText>region text
        second line</PlainText></TextEquiv></TextRegion>
        </Page></PcGts>
        """.utf8), name: "p.xml")
        #expect(document.lines.map(\.text) == ["Strasse 12", "Straße", "region text", "second line"])
        #expect(document.notes == [
            "PAGE-XML: TextEquiv of TextLine l1, TextRegion r2 has PlainText but no Unicode: its PlainText is read",
            "PAGE-XML: TextEquiv of TextLine l3 has neither Unicode nor PlainText: no text",
        ])
    }
}
