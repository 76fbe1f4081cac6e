import Foundation
import Testing
import TestFixtures
@testable import Imaging

/// Encoding a preview is most of its cost, and most corpus images need no scaling: a PNG
/// or JPEG whose pixels the engine got untouched is shown from the file itself, its
/// metadata removed (`ImagePreview.reusing`). Anything a browser would show otherwise
/// than the engine saw it, or that would weigh more than a re-encoded preview, is not.
@Suite struct UntouchedFilesAreTheirOwnPreview {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Corpus")

    func file(_ relative: String) throws -> (bytes: [UInt8], image: DecodedImage) {
        let bytes = [UInt8](try Data(contentsOf: Self.corpus.appendingPathComponent(relative)))
        guard case .success(let image) = ImageDecoder.decode(bytes) else { throw CocoaError(.fileReadCorruptFile) }
        return (bytes, image)
    }

    @Test("a page PNG and a page JPEG of at most 2.56 megapixels are shown as their files, metadata removed")
    func pngAndJPEGReused() throws {
        for (name, type) in [("known-text/bookman-paragraph.png", "image/png"), ("known-text/degraded-scan.jpg", "image/jpeg")] {
            let (bytes, image) = try file(name)
            let preview = try #require(ImagePreview.reusing(bytes, of: image), "\(name)")
            guard case .success(let stripped) = MetadataStripper.strip(bytes, format: image.format) else {
                Issue.record("\(name) not stripped"); continue
            }
            #expect(preview.bytes == stripped.bytes && preview.mediaType == type)
            #expect(preview.width == image.width && preview.height == image.height)
        }
    }

    @Test("a PNG with text metadata shows without it")
    func metadataRemoved() throws {
        let png = TestImages.markedPNG()
        var tagged = Array(png[..<33])   // signature and IHDR
        tagged += MetadataFixtures.chunk("tEXt", Array("Comment\u{0}GPSDATA".utf8))
        tagged += Array(png[33...])
        guard case .success(let image) = ImageDecoder.decode(tagged) else { Issue.record("did not decode"); return }
        // 4 × 3 pixels cannot hold a quarter byte per pixel: allow it for this test's sake.
        let preview = ImagePreview.reusing(tagged, of: image)
        #expect(preview == nil, "a 12-pixel file of \(tagged.count) bytes is heavier than a re-encoded preview")
        let big = try file("known-text/bookman-paragraph.png")
        var taggedPage = Array(big.bytes[..<33]) + MetadataFixtures.chunk("tEXt", Array("Comment\u{0}GPSDATA".utf8))
        taggedPage += Array(big.bytes[33...])
        guard case .success(let page) = ImageDecoder.decode(taggedPage) else { Issue.record("did not decode"); return }
        let shown = try #require(ImagePreview.reusing(taggedPage, of: page))
        #expect(shown.bytes == big.bytes)
        #expect(!String(decoding: shown.bytes, as: UTF8.self).contains("GPSDATA"))
    }

    @Test("an orientation tag, a TIFF, a page over 1,600² pixels or a heavy file are encoded again")
    func othersNotReused() throws {
        let page = try file("known-text/bookman-paragraph.png")
        let tagged = MetadataFixtures.pngWithMetadata(page.bytes, orientation: 1)
        if case .success(let image) = ImageDecoder.decode(tagged, options: DecodeOptions(applyOrientation: false)) {
            #expect(ImagePreview.reusing(tagged, of: image) == nil, "a tagged file a browser might turn")
        } else { Issue.record("tagged PNG did not decode") }
        let tiff = try file("known-text/swift-vision-tiff.tif")
        #expect(ImagePreview.reusing(tiff.bytes, of: tiff.image) == nil)
        // By pixel count, not by side: a page a pixel wider than the long side is still shown
        // whole; one with a pixel more than the long side's square is not.
        let pixels = page.image.width * page.image.height
        let fits = Int(Double(pixels).squareRoot().rounded(.up))
        #expect(max(page.image.width, page.image.height) - 1 >= fits, "the page is far from square")
        #expect(ImagePreview.reusing(page.bytes, of: page.image, longSide: fits) != nil)
        #expect(ImagePreview.reusing(page.bytes, of: page.image, longSide: max(page.image.width, page.image.height) - 1) != nil)
        #expect(ImagePreview.reusing(page.bytes, of: page.image, longSide: fits - 1) == nil)
        let heavy = page.bytes + [UInt8](repeating: 0, count: page.image.width * page.image.height / 4)
        #expect(ImagePreview.reusing(heavy, of: page.image) == nil)
    }
}
