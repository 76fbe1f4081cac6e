import Foundation
import Scoring
import Testing
@testable import Backends

/// Inputs that crashed the recognizer-output parsers under `ci/fuzz recognizer-output`
/// (or, for the number conversions, were found while writing that target and confirmed
/// by replaying them through it). Each must now parse or fail with a reason, never trap.
@Suite struct RecognizerOutputFuzzRegressionTests {
    func outcome(_ bytes: [UInt8], as format: RecognizerOutputFormat? = nil) -> Result<RecordedOutput, BackendError> {
        let data = Data(bytes)
        do { return .success(try (format ?? RecognizerOutputFormat.detect(data)).parse(data)) } catch { return .failure(error) }
    }

    func reason(_ bytes: [UInt8], as format: RecognizerOutputFormat? = nil) -> String? {
        if case .failure(let error) = outcome(bytes, as: format) { return "\(error)" }
        return nil
    }

    @Test("an element name that is not UTF-8 is refused, not a trap in FoundationXML")
    func nonUTF8ElementName() throws {
        // crash-01d822542da31323f1f172091158f6b988198036: `<html><bod\xF9><div class="o<htm`
        let bytes: [UInt8] = [0x3C, 0x68, 0x74, 0x6D, 0x6C, 0x3E, 0x3C, 0x62, 0x6F, 0x64, 0xF9, 0x3E, 0x3C, 0x64, 0x69, 0x76,
                              0x20, 0x63, 0x6C, 0x61, 0x73, 0x73, 0x3D, 0x22, 0x6F, 0x3C, 0x68, 0x74, 0x6D]
        #expect(RecognizerOutputFormat.detect(Data(bytes)) == .hocr)
        for format in [RecognizerOutputFormat.hocr, .alto, .page] {
            let message = try #require(reason(bytes, as: format))
            // libxml2's own message: "Input is not proper UTF-8, indicate encoding ! Bytes: 0xF9 …".
            #expect(message.contains("not proper UTF-8"))
        }
    }

    @Test("a processing instruction target that is not UTF-8 is refused")
    func nonUTF8ProcessingInstruction() throws {
        // The shape of the one crash in _NSXMLParserProcessingInstruction: `<?xml` then 0xFF bytes.
        let bytes = Array("<?xml".utf8) + [UInt8](repeating: 0xFF, count: 16) + Array(" version=\"1.0\"?><pc:PcGts/>".utf8)
        let message = try #require(reason(bytes, as: .page))
        #expect(message.contains("not proper UTF-8"))
    }

    @Test("an empty processing instruction (<?x?>) is read, not a crash in FoundationXML's callback")
    func emptyProcessingInstruction() throws {
        // crash-148fd57a10a681cec349caa7264908e08c17a983 (ci/fuzz recognizer-output): FoundationXML's
        // XMLParser hands libxml2's NULL data of `<?x?>` to strlen. The harness now reads XML with
        // libxml2's own reader.
        let base64 = "PD94Pz4KPGFsdG9pbmUgSFBPUz0iMTAiIFZQT1NtbCB2ZXJzaW9uPSIxLjAiIGVuY3ggMCAwIDEwMCAxMDAiPjxzcGFuIGNsYXNzPSJvY3JfbGluZSIgdGl0bGU9ImJib3ggYW5kYXJkcy9hbHRvL25zVGV4dExpbmUgSFBPDT0iMTAiIFZQT1M9IjIwIiBXSURUSD0iMTAwIiBIRUlHSFQ9IjQwIj48U3QvTGF5b3V0PjwvYWx0bz4K"
        let bytes = [UInt8](try #require(Data(base64Encoded: base64)))
        for format in [RecognizerOutputFormat.hocr, .alto, .page] { _ = outcome(bytes, as: format) }
        let fine = #"<?x?><alto><TextLine HPOS="1" VPOS="2" WIDTH="3" HEIGHT="4"><String CONTENT="a"/></TextLine></alto>"#
        #expect(try outcome(Array(fine.utf8), as: .alto).get().lines.map(\.text) == ["a"])
    }

    @Test("Tesseract's hOCR, with its XHTML document type declaration, is read; an internal subset is refused")
    func hocrDoctypeIsRead() throws {
        let hocr = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN"
            "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
        <html xmlns="http://www.w3.org/1999/xhtml"><body><div class='ocr_page'>
        <span class='ocr_line' title="bbox 1 2 30 40"><span class='ocrx_word' title='bbox 1 2 30 40; x_wconf 96'>Hello</span></span>
        </div></body></html>
        """
        #expect(try outcome(Array(hocr.utf8), as: .hocr).get().lines.map(\.text) == ["Hello"])
        let subset = #"<!DOCTYPE html [<!ENTITY a "b">]><html><span class="ocr_line">&a;</span></html>"#
        let message = try #require(reason(Array(subset.utf8), as: .hocr))
        #expect(message.contains("internal subset"))
    }

    @Test("ALTO coordinates that are NaN, infinite or huge read as 0")
    func altoHugeCoordinates() throws {
        let alto = #"<alto><TextLine HPOS="1e300" VPOS="nan" WIDTH="inf" HEIGHT="-1e19"><String CONTENT="a" WC="0.5"/></TextLine></alto>"#
        let output = try outcome(Array(alto.utf8)).get()
        #expect(output.lines.map(\.text) == ["a"])
        #expect(output.lines[0].box == PixelBox(x: 0, y: 0, width: 0, height: 0))
    }

    @Test("a JSON box with a huge number reads that value as 0")
    func jsonHugeBox() throws {
        let json = #"{"lines": [{"text": "a", "box": [1e300, -1e300, 3, 4]}]}"#
        let output = try outcome(Array(json.utf8)).get()
        #expect(output.lines[0].box == PixelBox(x: 0, y: 0, width: 3, height: 4))
    }

    @Test("an hOCR bbox spanning the whole Int range has no box instead of overflowing")
    func hocrOverflowingBBox() throws {
        let hocr = #"<html><span class="ocr_line" title="bbox -9223372036854775807 0 9223372036854775807 1"><span class="ocrx_word">a</span></span></html>"#
        let output = try outcome(Array(hocr.utf8)).get()
        #expect(output.lines.map(\.text) == ["a"])
        #expect(output.lines[0].box == PixelBox(x: 0, y: 0, width: 0, height: 0))
    }

    @Test("PAGE-XML points spanning the whole Int range give no box instead of overflowing")
    func pageOverflowingPoints() throws {
        let page = #"<PcGts><TextLine><Coords points="-9223372036854775807,0 9223372036854775807,1"/><TextEquiv><Unicode>a</Unicode></TextEquiv></TextLine></PcGts>"#
        let output = try outcome(Array(page.utf8)).get()
        #expect(output.lines.map(\.text) == ["a"])
        #expect(output.lines[0].box == PixelBox(x: 0, y: 0, width: 0, height: 0))
    }
}
