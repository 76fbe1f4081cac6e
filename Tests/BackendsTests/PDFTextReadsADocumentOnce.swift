import Backends
import Foundation
import Imaging
import Testing
import TestFixtures

/// `pdf-text` reads a document's file and opens it once while its pages come one after
/// another, not once a page (which made a page's time grow with its document).
@Suite struct PDFTextReadsADocumentOnce {
    @Test("five pages of one PDF through one recognizer: the file read once, each page its own text")
    func documentReadOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pdf-text-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("book.pdf")
        try Data(HandMadePDF.make(pages: (1...5).map { ["Page \($0)"] })).write(to: url)
        let document = OpenDocument(bytes: [UInt8](try Data(contentsOf: url)))
        for order in PDFTextSettings.Order.allCases {
            let recognizer = PDFTextRecognizer(order: order)
            for page in [1, 2, 3, 4, 5] {
                var options = DecodeOptions()
                options.page = page
                options.dpi = 50
                var image = try ImageDecoder.decode(document, options: options).get()
                image.sourcePath = url.path
                let text = try recognizer.recognize(image, context: RecognitionContext(suite: "docs", id: "book#\(page)"))
                #expect(text.lines.map(\.text) == ["Page \(page)"])
            }
            #expect(recognizer.heldDocuments.statistics.fileReads == 1)
        }
    }
}
