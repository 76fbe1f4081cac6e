import Foundation
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
            #expect(message.contains("not valid UTF-8"))
        }
    }

    @Test("a processing instruction target that is not UTF-8 is refused")
    func nonUTF8ProcessingInstruction() throws {
        // The shape of the one crash in _NSXMLParserProcessingInstruction: `<?xml` then 0xFF bytes.
        let bytes = Array("<?xml".utf8) + [UInt8](repeating: 0xFF, count: 16) + Array(" version=\"1.0\"?><pc:PcGts/>".utf8)
        let message = try #require(reason(bytes, as: .page))
        #expect(message.contains("not valid UTF-8"))
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
