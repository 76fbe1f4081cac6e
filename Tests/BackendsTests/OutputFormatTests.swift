import Foundation
import Scoring
import Testing
@testable import Backends

@Suite struct OutputFormatTests {
    func parse(_ text: String) throws -> RecordedOutput {
        let data = Data(text.utf8)
        return try RecognizerOutputFormat.detect(data).parse(data)
    }

    @Test("hOCR lines join their words and take bbox and mean x_wconf")
    func hocrLines() throws {
        let output = try parse("""
        <?xml version="1.0" encoding="UTF-8"?>
        <html xmlns="http://www.w3.org/1999/xhtml"><body>
        <div class='ocr_page' title='bbox 0 0 1000 800'>
          <span class='ocr_line' title="bbox 100 50 700 90; baseline 0 -8">
            <span class='ocrx_word' title='bbox 100 50 300 90; x_wconf 90'>SWIFT</span>
            <span class='ocrx_word' title='bbox 320 50 500 90; x_wconf 80'>VISION</span>
          </span>
          <span class='ocr_line' title="bbox 100 120 400 160"><span class='ocrx_word' title='bbox 100 120 400 160; x_wconf 70'>2468</span></span>
        </div></body></html>
        """)
        #expect(output.lines.map(\.text) == ["SWIFT VISION", "2468"])
        #expect(output.lines[0].box == PixelBox(x: 100, y: 50, width: 600, height: 40))
        #expect(output.lines[0].confidence == 85)
    }

    @Test("ALTO lines take HPOS/VPOS/WIDTH/HEIGHT and WC as a fraction")
    func altoLines() throws {
        let output = try parse("""
        <alto xmlns="http://www.loc.gov/standards/alto/ns-v4#"><Layout><Page><PrintSpace>
          <TextBlock><TextLine HPOS="10" VPOS="20" WIDTH="300" HEIGHT="40">
            <String CONTENT="TOTAL" WC="0.9"/><SP/><String CONTENT="12.50" WC="0.7"/>
          </TextLine></TextBlock>
        </PrintSpace></Page></Layout></alto>
        """)
        #expect(output.lines.map(\.text) == ["TOTAL 12.50"])
        #expect(output.lines[0].box == PixelBox(x: 10, y: 20, width: 300, height: 40))
        #expect(abs((output.lines[0].confidence ?? 0) - 80) < 1e-9)
    }

    @Test("PAGE-XML lines take the line's own TextEquiv, not its words', and the polygon's box")
    func pageLines() throws {
        let output = try parse("""
        <PcGts xmlns="http://schema.primaresearch.org/PAGE/gts/pagecontent/2019-07-15"><Page imageWidth="800" imageHeight="600">
          <TextRegion id="r1"><TextLine id="l1"><Coords points="10,20 210,20 210,60 10,60"/>
            <Word id="w1"><Coords points="10,20 50,20 50,60 10,60"/><TextEquiv><Unicode>Lemon</Unicode></TextEquiv></Word>
            <TextEquiv conf="0.95"><Unicode>Lemon tart 156–7</Unicode></TextEquiv>
          </TextLine></TextRegion></Page></PcGts>
        """)
        #expect(output.lines.map(\.text) == ["Lemon tart 156–7"])
        #expect(output.lines[0].box == PixelBox(x: 10, y: 20, width: 200, height: 40))
        #expect(output.lines[0].confidence == 95)
    }

    @Test("ocrgauge JSON keeps the outcome; JSON lines and plain text work too")
    func jsonAndText() throws {
        let document = try parse(#"{"outcome": "unreadable", "message": "truncated PNG", "lines": []}"#)
        #expect(document.outcome == "unreadable" && document.message == "truncated PNG")
        let lines = try parse("{\"text\": \"a\", \"confidence\": 50, \"box\": [1, 2, 3, 4]}\n{\"text\": \"b\"}\n")
        #expect(lines.lines.map(\.text) == ["a", "b"])
        #expect(lines.lines[0].box == PixelBox(x: 1, y: 2, width: 3, height: 4))
        #expect(try parse("first line\r\n\r\nsecond\n").lines.map(\.text) == ["first line", "second"])
    }

    @Test("XML with a DTD or entities is refused: no external entity is read, no expansion bomb runs")
    func entitiesAreRefused() throws {
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-secret-\(UUID().uuidString)")
        try Data("TOP SECRET".utf8).write(to: secret)
        let xxe = """
        <?xml version="1.0"?><!DOCTYPE alto [<!ENTITY x SYSTEM "file://\(secret.path)">]>
        <alto><Layout><Page><PrintSpace><TextBlock><TextLine HPOS="0" VPOS="0" WIDTH="1" HEIGHT="1"><String CONTENT="&x;"/></TextLine></TextBlock></PrintSpace></Page></Layout></alto>
        """
        #expect(throws: BackendError.self) { try RecognizerOutputFormat.alto.parse(Data(xxe.utf8)) }
        let laughs = """
        <?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
        <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><alto>&lol3;</alto>
        """
        #expect(throws: BackendError.self) { try RecognizerOutputFormat.alto.parse(Data(laughs.utf8)) }
        #expect(throws: BackendError.self) { try RecognizerOutputFormat.hocr.parse(Data("<html><body><span class='ocr_line'".utf8)) }
    }
}
