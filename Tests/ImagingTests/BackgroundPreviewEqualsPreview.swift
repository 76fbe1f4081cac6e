import CLeptonica
import Testing
@testable import Imaging

/// A preview encoded on its own thread is the preview made in place, byte for byte, and
/// it does not depend on the engine's image staying alive or unchanged.
@Suite struct BackgroundPreviewEqualsPreview {
    /// A 2,400 × 1,000 grey page with a dark band: scaled to 1,600 px, JPEG.
    static func page() throws -> LeptonicaImage {
        let pix = try #require(pixCreate(2400, 1000, 8))
        pixSetAllArbitrary(pix, 230)
        let band = try #require(boxCreate(100, 400, 2200, 120))
        defer { var b: UnsafeMutablePointer<BOX>? = band; boxDestroy(&b) }
        pixSetInRectArbitrary(pix, band, 20)
        return LeptonicaImage(taking: pix)
    }

    @Test("the thread's preview has the bytes, type and size of the preview made in place")
    func sameBytesAsInPlace() throws {
        let image = try Self.page()
        let expected = try #require(image.preview())
        let background = BackgroundPreview(encoding: image)
        let made = try #require(background.wait())
        #expect(made == expected)
        #expect(made.mediaType == "image/jpeg" && made.width == 1600 && made.height == 667)
        #expect(background.wait() == made, "a second wait gives the same preview at once")
    }

    @Test("the engine's image may be let go of before the preview is done: the thread keeps it for its copy")
    func sourceMayBeReleased() throws {
        var image: LeptonicaImage? = try Self.page()
        let expected = try #require(image?.preview())
        let background = BackgroundPreview(encoding: image!)
        image = nil
        #expect(background.wait() == expected)
    }

    @Test("an RGBA image is copied before the engine gets it: writing into it (as Tesseract does) changes no preview")
    func rgbaIsCopiedAtOnce() throws {
        let pix = try #require(pixCreate(2400, 1000, 32))
        pixSetSpp(pix, 4)
        pixSetAllArbitrary(pix, 0x3060_90FF)
        let image = LeptonicaImage(taking: pix)
        #expect(image.samplesPerPixel == 4)
        let expected = try #require(image.preview())
        let background = BackgroundPreview(encoding: image)
        pixSetAllArbitrary(image.pix, 0)
        #expect(background.wait() == expected)
    }

    @Test("a preview already made is given back as it is")
    func madeIsGivenBack() {
        let file = ImagePreview(bytes: [1, 2, 3], mediaType: "image/png", width: 3, height: 1)
        #expect(BackgroundPreview(made: file).wait() == file)
    }
}
