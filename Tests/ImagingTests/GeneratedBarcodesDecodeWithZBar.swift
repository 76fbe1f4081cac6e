import Foundation
import Testing
@testable import Imaging
import Scoring

/// Each symbology the corpus generator draws (from the symbologies' rules, no library)
/// is read back by ZBar, an independent decoder, to the value its recipe gave
/// (ci/corpus/recipes/barcodes); the regeneration check in ci/test ties the committed
/// files to the generator.
@Suite struct GeneratedBarcodesDecodeWithZBar {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Corpus/barcodes")

    func scanned(_ file: String) throws -> [DecodedBarcode] {
        let bytes = [UInt8](try Data(contentsOf: Self.corpus.appendingPathComponent(file)))
        guard case .success(let image) = ImageDecoder.decode(bytes) else {
            Issue.record("\(file) did not decode")
            return []
        }
        return BarcodeScanner.scan(image.pixels)
    }

    func found(_ file: String) throws -> Set<String> {
        Set(try scanned(file).map { "\($0.symbology) \($0.value)" })
    }

    @Test("EAN-13 (an ISBN) round-trips") func ean13() throws {
        #expect(try found("book-back-cover.png") == ["ean13 9780140449136"])
    }

    @Test("EAN-13 on a JPEG receipt round-trips") func ean13Receipt() throws {
        #expect(try found("receipt-ean13.jpg") == ["ean13 4006381333931"])
    }

    @Test("Code 128 and QR on one label round-trip") func code128AndQR() throws {
        #expect(try found("shipping-label.png") == ["code128 PKG-2024-00417", "qr https://example.org/track/PKG-2024-00417"])
    }

    /// The payload is the recipe's (ci/corpus/recipes/barcodes/menu-qr-utf8.json), written
    /// as UTF-8 bytes with no ECI header; OpenCV's QRCodeDetector reads the same text.
    @Test("a UTF-8 QR payload without an ECI header reads as UTF-8, not Shift-JIS mojibake") func qrUTF8() throws {
        #expect(try found("menu-qr-utf8.png") == ["qr Crème brûlée 6,50 € · Café Lumière"])
    }

    @Test("EAN-8, UPC-A and Code 39 on a TIFF round-trip") func ean8UPCACode39() throws {
        #expect(try found("shelf-tags.tif") == ["ean8 96385074", "upca 036000291452", "code39 OCR-GAUGE 42"])
    }

    @Test("a barcode in a photo stored sideways decodes on the upright pixels, its box in them")
    func rotatedPhoto() throws {
        let barcodes = try scanned("photo-exif-6.jpg")
        #expect(barcodes.map(\.value) == ["4006381333931"])
        // Upright, the bars stand vertically: the box is wider than tall and lies in the
        // lower half of the page (below the text).
        let bytes = [UInt8](try Data(contentsOf: Self.corpus.appendingPathComponent("photo-exif-6.jpg")))
        guard case .success(let image) = ImageDecoder.decode(bytes), let box = barcodes.first else { return }
        #expect(box.width > box.height)
        #expect(box.y > image.height / 2)
    }

    @Test("a barcode torn off at 60 % of its width does not decode") func torn() throws {
        #expect(try found("torn-barcode.png").isEmpty)
    }

    @Test("the contradiction page's barcode holds the other ISBN") func contradiction() throws {
        #expect(try found("isbn-contradiction.png") == ["ean13 9780140449143"])
    }

    @Test("a blank grey raster has no barcode, an empty one is refused without a crash")
    func nothingToRead() {
        #expect(BarcodeScanner.scan(gray: [UInt8](repeating: 255, count: 100 * 80), width: 100, height: 80).isEmpty)
        #expect(BarcodeScanner.scan(gray: [], width: 0, height: 0).isEmpty)
        #expect(BarcodeScanner.scan(gray: [1, 2, 3], width: 2, height: 2).isEmpty)
    }
}
