import Foundation
import Scoring
import Testing
@testable import LayoutFormats

/// The reading rules of each format on small hand-written documents.
@Suite struct LayoutReadingRules {
    func read(_ format: LayoutFormat, _ xml: String) throws -> LayoutDocument {
        try format.read(Array(xml.utf8), name: "t.xml")
    }

    @Test("PAGE: regions in ReadingOrder order (indexed, nested groups), unnamed regions left out with a note")
    func pageReadingOrder() throws {
        let document = try read(.page, """
        <pc:PcGts xmlns:pc="http://schema.primaresearch.org/PAGE/gts/pagecontent/2019-07-15"><pc:Page>
        <pc:ReadingOrder><pc:OrderedGroup id="g">
          <pc:RegionRefIndexed index="2" regionRef="b"/>
          <pc:UnorderedGroupIndexed index="1" id="u"><pc:RegionRef regionRef="c"/><pc:RegionRef regionRef="a"/></pc:UnorderedGroupIndexed>
        </pc:OrderedGroup></pc:ReadingOrder>
        <pc:TextRegion id="a"><pc:TextLine id="a1"><pc:Coords points="10,10 110,10 110,30 10,30"/>
          <pc:TextEquiv conf="0.9"><pc:Unicode>first of a</pc:Unicode></pc:TextEquiv></pc:TextLine></pc:TextRegion>
        <pc:TextRegion id="b"><pc:TextLine id="b1"><pc:TextEquiv><pc:Unicode> b, last </pc:Unicode></pc:TextEquiv></pc:TextLine></pc:TextRegion>
        <pc:TextRegion id="c"><pc:TextLine id="c1"><pc:TextEquiv><pc:Unicode>c</pc:Unicode></pc:TextEquiv></pc:TextLine></pc:TextRegion>
        <pc:TextRegion id="d"><pc:TextLine id="d1"><pc:TextEquiv><pc:Unicode>page number</pc:Unicode></pc:TextEquiv></pc:TextLine></pc:TextRegion>
        </pc:Page></pc:PcGts>
        """)
        // The unordered group (index 1) before region b (index 2); inside it, document order.
        #expect(document.lines.map(\.text) == ["c", "first of a", "b, last"])
        #expect(document.lines[1].box == LayoutBox(x: 10, y: 10, width: 100, height: 20))
        #expect(document.lines[1].confidence == 90)
        #expect(document.notes == ["PAGE-XML: text region d is outside the ReadingOrder and left out (as dinglehopper does)"])
    }

    @Test("PAGE: the TextEquiv with the lowest index, the line's own (not its words'), region text when there are no lines")
    func pageTextEquivChoice() throws {
        let document = try read(.page, """
        <PcGts><Page>
        <TextRegion id="r"><TextLine id="l">
          <Coords><Point x="5" y="6"/><Point x="25" y="16"/></Coords>
          <Word id="w"><TextEquiv index="0"><Unicode>word text</Unicode></TextEquiv></Word>
          <TextEquiv index="1"><Unicode>OCR guess</Unicode></TextEquiv>
          <TextEquiv index="0"><Unicode>ground truth</Unicode></TextEquiv>
        </TextLine></TextRegion>
        <TextRegion id="s"><TextEquiv><PlainText/><Unicode>region line one
        region line two

        </Unicode></TextEquiv></TextRegion>
        </Page></PcGts>
        """)
        #expect(document.lines.map(\.text) == ["ground truth", "region line one", "region line two"])
        #expect(document.lines[0].box == LayoutBox(x: 5, y: 6, width: 20, height: 10), "2010's Point children")
        #expect(document.lines[1].box == nil)
        #expect(!document.hasLineBoxes)
        #expect(document.notes.isEmpty)
    }

    @Test("ALTO: String CONTENTs joined by one space, HYP left out (as dinglehopper), pixel boxes, word confidence")
    func altoLines() throws {
        let document = try read(.alto, """
        <alto xmlns="http://www.loc.gov/standards/alto/ns-v4#"><Description><MeasurementUnit>pixel</MeasurementUnit></Description>
        <Layout><Page><PrintSpace><ComposedBlock ID="c"><TextBlock ID="b1">
          <TextLine ID="l1" HPOS="1" VPOS="2" WIDTH="30" HEIGHT="4"><String CONTENT="Lemon" WC="0.5"/><SP/><String CONTENT="tart" WC="1"/></TextLine>
          <TextLine ID="l2" HPOS="1" VPOS="8" WIDTH="30" HEIGHT="4"><String CONTENT="inter"/><HYP CONTENT="-"/></TextLine>
          <TextLine ID="l3" HPOS="1" VPOS="14" WIDTH="30" HEIGHT="4"><SP/></TextLine>
        </TextBlock></ComposedBlock></PrintSpace></Page></Layout></alto>
        """)
        #expect(document.lines.map(\.text) == ["Lemon tart", "inter"])
        #expect(document.lines[0].box == LayoutBox(x: 1, y: 2, width: 30, height: 4))
        #expect(document.lines[0].confidence == 75)
        #expect(document.hasLineBoxes)
    }

    @Test("ALTO: a ReadingOrder orders blocks and leaves out the rest; mm10 units drop the boxes, saying why")
    func altoReadingOrderAndUnits() throws {
        let document = try read(.alto, """
        <alto><Description><MeasurementUnit>mm10</MeasurementUnit></Description>
        <ReadingOrder><OrderedGroup ID="o"><ElementRef ID="e1" REF="right"/><ElementRef ID="e2" REF="left"/></OrderedGroup></ReadingOrder>
        <Layout><Page><PrintSpace>
          <TextBlock ID="left"><TextLine HPOS="1" VPOS="1" WIDTH="1" HEIGHT="1"><String CONTENT="left"/></TextLine></TextBlock>
          <TextBlock ID="right"><TextLine HPOS="9" VPOS="1" WIDTH="1" HEIGHT="1"><String CONTENT="right"/></TextLine></TextBlock>
          <TextBlock ID="folio"><TextLine HPOS="5" VPOS="9" WIDTH="1" HEIGHT="1"><String CONTENT="9"/></TextLine></TextBlock>
        </PrintSpace></Page></Layout></alto>
        """)
        #expect(document.lines.map(\.text) == ["right", "left"])
        #expect(document.lines.allSatisfy { $0.box == nil })
        #expect(document.notes == ["ALTO: MeasurementUnit is mm10, not pixel: line boxes are not used",
                                   "ALTO: 1 line is outside the ReadingOrder and left out"])
    }

    @Test("hOCR: words joined by one space; without word elements, the line's text with white space collapsed")
    func hocrLines() throws {
        let document = try read(.hocr, """
        <html><body><div class="ocr_page">
        <span class="ocr_line" title="bbox 10 20 110 60; baseline 0 0"><span class="ocrx_word" title="bbox 10 20 50 60; x_wconf 90">Apple</span><span class="ocrx_word" title="x_wconf 80">crumble</span></span>
        <span class="ocr_line" title="bbox 0 70 100 90">  Lemon
           <b>tart</b>  156–7 </span>
        </div></body></html>
        """)
        #expect(document.lines.map(\.text) == ["Apple crumble", "Lemon tart 156–7"])
        #expect(document.lines[0].box == LayoutBox(x: 10, y: 20, width: 100, height: 40))
        #expect(document.lines[0].confidence == 85)
    }

    @Test("damaged or hostile documents are refused with a reason: cut off, entities, not XML")
    func hostileDocumentsAreRefused() throws {
        #expect(throws: LayoutError.self) { try read(.page, "<PcGts><Page><TextRegion>") }
        let bomb = #"<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x "xx">]><PcGts>&x;</PcGts>"#
        let error = #expect(throws: LayoutError.self) { try read(.page, bomb) }
        #expect(error?.reason.contains("internal subset") == true)
        #expect(throws: LayoutError.self) { try read(.alto, "not xml at all") }
        #expect(throws: LayoutError.self) { try LayoutFormat.page.read([0x3C, 0x61, 0xFF, 0x3E], name: "t.xml") }
    }

    @Test("the format is told by the root element")
    func formatIsDetected() {
        #expect(LayoutFormat.detect(Array("<?xml version='1.0'?>\n<PcGts>".utf8)) == .page)
        #expect(LayoutFormat.detect(Array("<alto xmlns='x'>".utf8)) == .alto)
        #expect(LayoutFormat.detect(Array("<!DOCTYPE html><html>".utf8)) == .hocr)
        #expect(LayoutFormat.detect(Array("plain text".utf8)) == nil)
    }
}
