import Foundation
import Scoring
import Testing
import Imaging
@testable import Backends

/// A recorded `.xml` output is told ALTO or PAGE-XML by its root element, past any
/// prolog; one whose root cannot be found is an error naming the file, never scored as
/// raw text (issue #30, case 10: a licence comment of 5 KB made an ALTO output score
/// 357 % CER as text, with no note).
@Suite struct RecordedXMLIsToldByItsRoot {
    let image: DecodedImage
    init() throws { image = try decodedCorpusImage("known-text/headline.png") }

    func recognize(_ xml: String) throws -> Recognition {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-rec-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("s"), withIntermediateDirectories: true)
        try Data(xml.utf8).write(to: folder.appendingPathComponent("s/x.xml"))
        return try RecordedRecognizer(settings: RecordedSettings(directory: folder.path))
            .recognize(image, context: RecognitionContext(suite: "s", id: "x"))
    }

    @Test("an ALTO output after a 5 KB licence comment is read as ALTO lines")
    func licenceCommentDoesNotHideALTO() throws {
        let licence = "<!-- " + String(repeating: "Licensed under CC BY 4.0; attribution required. ", count: 110) + "-->\n"
        let alto = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + licence
            + #"<alto xmlns="http://www.loc.gov/standards/alto/ns-v4#"><Layout><Page><PrintSpace><TextBlock>"#
            + #"<TextLine HPOS="10" VPOS="20" WIDTH="100" HEIGHT="40"><String CONTENT="SWIFT"/><SP/><String CONTENT="2468"/>"#
            + "</TextLine></TextBlock></PrintSpace></Page></Layout></alto>"
        let recognition = try recognize(alto)
        #expect(recognition.lines.map(\.text) == ["SWIFT 2468"])
        #expect(recognition.lines.first?.box == PixelBox(x: 10, y: 20, width: 100, height: 40))
    }

    @Test("an .xml output whose root is not found in its first megabyte is an error naming the file, not text")
    func undecidedXMLIsAnError() throws {
        let comment = "<!-- " + String(repeating: "x", count: 1 << 20) + " -->\n<alto/>"
        let error = #expect(throws: BackendError.self) { try recognize(comment) }
        #expect("\(String(describing: error))".contains("s/x.xml"))
        #expect("\(String(describing: error))".contains("no root element in its first 1,048,576 bytes"))
        let other = #expect(throws: BackendError.self) { try recognize("<?xml version=\"1.0\"?>\n<document><p>SWIFT</p></document>") }
        #expect("\(String(describing: other))".contains("the root element is <document>, not ALTO, PAGE-XML or hOCR"))
    }
}
