import Foundation
import Imaging
import Scoring
import StrictJSON
import Testing
@testable import Backends

/// The fixtures ci/reference/make-searchable-pdf-fixture makes: the docs' worked example
/// (`tesseract corner-shop.png corner-shop txt pdf`, with textonly_pdf=1 so the PDF holds
/// the text layer alone, 3 kB) on the bundled receipt Corpus/receipts/corner-shop.png.
let searchablePDFFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

/// Page 1 of the fixture PDF as a run decodes it (rendered at 300 dpi), with its path.
func searchablePDFPage(dpi: Int = 300) throws -> DecodedImage {
    let url = searchablePDFFixtures.appendingPathComponent("corner-shop.pdf")
    var options = DecodeOptions()
    options.page = 1
    options.dpi = dpi
    var image = try ImageDecoder.decode([UInt8](try Data(contentsOf: url)), options: options).get()
    image.sourcePath = url.path
    return image
}

/// `pdf-text` reads a searchable PDF's layer in the order its content stream draws it,
/// as `pdftotext -raw` prints it (issue #45, point 8: Poppler's reading-order analysis,
/// which poppler-glib's text gives, regrouped the words of Tesseract's invisible layer:
/// CER 10.9 %, 38.6 %, 70.6 % on the docs' own example where `pdftotext -raw` gives 0 to 0.11 %).
@Suite struct PDFTextReadsTheContentStreamOrder {
    let context = RecognitionContext(suite: "searchable", id: "corner-shop#1")

    @Test("a Tesseract text layer reads exactly as pdftotext -raw prints it, line by line")
    func rawOrderIsPdftotextRaw() throws {
        // corner-shop.raw.txt is `pdftotext -raw corner-shop.pdf corner-shop.raw.txt`
        // (poppler-utils 22.12), which ends the page with a form feed.
        var expected = try String(contentsOf: searchablePDFFixtures.appendingPathComponent("corner-shop.raw.txt"), encoding: .utf8)
        #expect(expected.hasSuffix("\u{0C}"))
        expected.removeLast()
        let recognition = try PDFTextRecognizer().recognize(try searchablePDFPage(), context: context)
        #expect(recognition.text == expected)
        #expect(recognition.lines.map(\.text) == expected.split(separator: "\n").map(String.init))
        #expect(recognition.lines.prefix(3).map(\.text) == ["HILLSIDE STORES", "12 Market Street", "2024-03-15 14:32"])
    }

    @Test("against Tesseract's own text the layer differs only where Tesseract printed a space and the layer breaks the line")
    func theDocsExampleScoresAsPdftotextRaw() throws {
        // Worked by hand from corner-shop.txt and corner-shop.raw.txt: the same lines but
        // for the blank lines Tesseract prints between blocks, and its "NABANR WwW", which
        // the layer draws as two lines (the words stand one above the other): one
        // substitution, a line break for a space.
        let truth = try String(contentsOf: searchablePDFFixtures.appendingPathComponent("corner-shop.txt"), encoding: .utf8)
        #expect(truth.contains("NABANR WwW\n"))
        let recognition = try PDFTextRecognizer().recognize(try searchablePDFPage(), context: context)
        let scored = SampleScorer().score(reference: truth, recognized: recognition.text)
        #expect(scored.characters.edits == 1, "\(recognition.text)")
        // Poppler's reading order, kept as "order": "reading", regroups the words.
        let reading = try PDFTextRecognizer(order: .reading).recognize(try searchablePDFPage(), context: context)
        #expect(SampleScorer().score(reference: truth, recognized: reading.text).characters.edits > 10, "\(reading.text)")
    }

    @Test("each line's box holds its words' boxes as pdftotext -bbox gives them, in the rendered page's pixels")
    func lineBoxesAreTheirWords() throws {
        // `pdftotext -bbox corner-shop.pdf -` (points, top left): HILLSIDE 18.72 18.28 to
        // 60.32016 27.289, STORES 72.48 18.28 to 102.51426 27.289; CARD 18.48 141.36 to
        // 36.912 151.37 and 14.50 90.72 141.36 to 114.72 151.37. The page is 192 points
        // wide; at 72 dpi a point is a pixel.
        let recognition = try PDFTextRecognizer().recognize(try searchablePDFPage(dpi: 72), context: context)
        let first = try #require(recognition.lines.first)
        #expect(first.text == "HILLSIDE STORES")
        #expect(first.box == PixelBox(x: 18, y: 18, width: 103 - 18, height: 28 - 18))
        let card = try #require(recognition.lines.first { $0.text == "CARD 14.50" })
        #expect(card.box == PixelBox(x: 18, y: 141, width: 115 - 18, height: 152 - 141))
    }

    @Test("the order is a named setting: raw by default, reading on request, anything else refused naming the key")
    func orderSetting() throws {
        let context = SettingsContext(file: "ocrgauge.json")
        #expect(try PDFTextBackend.settings(from: nil, context: context).order == .raw)
        let reading = try JSONFields.parseObject(Data(#"{"order": "reading"}"#.utf8), file: "ocrgauge.json")
        #expect(try PDFTextBackend.settings(from: reading, context: context).order == .reading)
        #expect(PDFTextBackend.record(PDFTextSettings(), common: CommonSettings()).map { "\($0.key)=\($0.value)" } == [#"pdf-text.order="raw""#])
        let physical = try JSONFields.parseObject(Data(#"{"order": "physical"}"#.utf8), file: "ocrgauge.json")
        #expect(throws: FileProblem.self) { try PDFTextBackend.settings(from: physical, context: context) }
    }

    @Test("damaged or cut PDFs are refused with a reason, never a crash")
    func damagedPDFs() throws {
        let bytes = [UInt8](try Data(contentsOf: searchablePDFFixtures.appendingPathComponent("corner-shop.pdf")))
        for broken in [[], Array("%PDF-1.4\n".utf8), Array(bytes.prefix(bytes.count / 2)), Array(repeating: 0xFF, count: 4096)] {
            if let document = try? PDFRawTextDocument(bytes: broken) {
                // Poppler may rebuild a cut file: then every page still answers, or nil.
                for page in 0...(document.pageCount + 1) { _ = (document.rawText(page: page), document.words(page: page)) }
            }
        }
        let document = try PDFRawTextDocument(bytes: bytes)
        #expect(document.pageCount == 1)
        #expect(document.rawText(page: 0) == nil && document.rawText(page: 2) == nil && document.words(page: 2) == nil)
    }
}
