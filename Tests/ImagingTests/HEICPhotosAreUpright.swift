import Foundation
import Testing
@testable import Imaging

/// HEIC (the iPhone camera's format) through libheif: the container's rotation and
/// mirroring applied, the EXIF orientation applied when the container turns nothing,
/// never both. Samples: Corpus/rotated/heic-* (made by ci/corpus from recipes).
@Suite struct HEICPhotosAreUpright {
    static let corpus = DamagedFilesNameTheLibrarysReason.corpus

    func decode(_ relative: String, _ options: DecodeOptions = DecodeOptions()) throws -> DecodedImage {
        try ImageDecoder.decode([UInt8](try Data(contentsOf: Self.corpus.appendingPathComponent("rotated/\(relative)"))),
                                options: options).get()
    }

    @Test("the container's rotation, the EXIF tag and a mirror each give the upright page; both together turn it once")
    func everyKindIsUpright() throws {
        let upright = try decode("heic-irot-6.heic")
        #expect(upright.format == .heic)
        #expect(upright.width > upright.height, "the page is landscape text")
        #expect(upright.orientationTag == .right && upright.orientationApplied)
        for name in ["heic-exif-8.heic", "heic-imir-5.heic", "heic-irot-and-exif-6.heic"] {
            let image = try decode(name)
            #expect(image.width == upright.width && image.height == upright.height, "\(name)")
        }
        // The same raster, container rotation alone or with the same EXIF tag: the same pixels.
        let both = try decode("heic-irot-and-exif-6.heic")
        #expect(both.pixels.pngData() == upright.pixels.pngData())
        #expect(both.notes.isEmpty, "the EXIF tag agrees with the container: nothing to note")
        #expect(try decode("heic-exif-8.heic").orientationTag == .left)
        #expect(try decode("heic-imir-5.heic").orientationTag == .leftMirrored)
    }

    @Test("orientation ignored: the stored pixels, sideways")
    func storedPixelsWhenIgnored() throws {
        let stored = try decode("heic-irot-6.heic", DecodeOptions(applyOrientation: false))
        #expect(stored.width < stored.height)
        #expect(!stored.orientationApplied)
    }

    @Test("HEIC is told by its ftyp brand, not by its name")
    func formatIsDetected() throws {
        let bytes = [UInt8](try Data(contentsOf: Self.corpus.appendingPathComponent("rotated/heic-irot-6.heic")))
        #expect(try ImageFormat.detect(bytes).get() == .heic)
        let mp4 = [0, 0, 0, 16] + Array("ftypisom".utf8) + [0, 0, 2, 0]
        #expect(throws: ImageUnreadable.self) { try ImageFormat.detect(mp4).get() }
    }
}
