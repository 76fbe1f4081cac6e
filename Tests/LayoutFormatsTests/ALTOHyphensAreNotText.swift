import Foundation
import Testing
@testable import LayoutFormats

/// ALTO's `HYP` marks a word broken at a line's end. ocrgauge appended its CONTENT to
/// the line; dinglehopper 0.11.0 reads only `String` CONTENTs joined by spaces, so a
/// truth with hyphens scored differently from dinglehopper's figures (issue #29, case 6).
/// The expected text is dinglehopper's.
@Suite struct ALTOHyphensAreNotText {
    @Test("a line's HYP is left out of its text, as dinglehopper reads ALTO")
    func hyphensAreLeftOut() throws {
        let alto = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <alto xmlns="http://www.loc.gov/standards/alto/ns-v4#"><Layout><Page><PrintSpace><TextBlock ID="b">
        <TextLine ID="l1"><String CONTENT="Die"/><SP/><String CONTENT="Silben"/><SP/><String CONTENT="tren"/><HYP CONTENT="-"/></TextLine>
        <TextLine ID="l2"><String CONTENT="nung"/><SP/><String CONTENT="endet"/><SP/><String CONTENT="hier"/><HYP CONTENT="&#xAC;"/></TextLine>
        </TextBlock></PrintSpace></Page></Layout></alto>

        """#
        // dinglehopper-extract hyphen.alto.xml (0.11.0) prints:
        //   Die Silben tren
        //   nung endet hier
        let document = try LayoutFormat.alto.read(Array(alto.utf8), name: "hyphen.alto.xml")
        #expect(document.text == "Die Silben tren\nnung endet hier")
    }
}
