import Testing
@testable import Imaging

/// Where the stored pixels A (0,0) and B (1,0) of a 4×3 image must land when shown,
/// worked out by hand from the EXIF definition of each orientation value.
struct OrientationCase: Sendable, CustomTestStringConvertible {
    let tag: UInt16
    let size: (Int, Int)
    let a: (Int, Int)
    let b: (Int, Int)
    var testDescription: String { "orientation \(tag)" }
}

let orientationCases: [OrientationCase] = [
    .init(tag: 1, size: (4, 3), a: (0, 0), b: (1, 0)),
    .init(tag: 2, size: (4, 3), a: (3, 0), b: (2, 0)),   // mirror left-right
    .init(tag: 3, size: (4, 3), a: (3, 2), b: (2, 2)),   // rotate 180°
    .init(tag: 4, size: (4, 3), a: (0, 2), b: (1, 2)),   // mirror top-bottom
    .init(tag: 5, size: (3, 4), a: (0, 0), b: (0, 1)),   // transpose
    .init(tag: 6, size: (3, 4), a: (2, 0), b: (2, 1)),   // rotate 90° clockwise
    .init(tag: 7, size: (3, 4), a: (2, 3), b: (2, 2)),   // transverse
    .init(tag: 8, size: (3, 4), a: (0, 3), b: (0, 2)),   // rotate 90° counter-clockwise
]

@Suite struct OrientationTests {
    @Test("a PNG eXIf orientation turns the pixels upright", arguments: orientationCases)
    func pngOrientationIsApplied(_ c: OrientationCase) throws {
        let bytes = TestImages.withEXIfChunk(TestImages.markedPNG(), orientation: c.tag)
        let image = try ImageDecoder.decode(bytes).get()
        #expect(image.orientationTag?.rawValue == Int(c.tag))
        #expect(image.width == c.size.0 && image.height == c.size.1)
        #expect(image.pixels.grayValue(x: c.a.0, y: c.a.1) == 0)
        #expect(image.pixels.grayValue(x: c.b.0, y: c.b.1) == 128)
    }

    @Test("orientation ignore hands over the stored pixels", arguments: [UInt16(3), 6, 8])
    func ignoredOrientationKeepsStoredPixels(_ tag: UInt16) throws {
        let bytes = TestImages.withEXIfChunk(TestImages.markedPNG(), orientation: tag)
        let image = try ImageDecoder.decode(bytes, options: DecodeOptions(applyOrientation: false)).get()
        #expect(image.orientationTag?.rawValue == Int(tag))
        #expect(!image.orientationApplied)
        #expect(image.width == 4 && image.height == 3)
        #expect(image.pixels.grayValue(x: 0, y: 0) == 0)
    }

    @Test("JPEG EXIF orientation is read in both byte orders", arguments: [false, true])
    func jpegExifOrientationIsRead(littleEndian: Bool) {
        for value in UInt16(1)...8 {
            let bytes = TestImages.jpegHeader(orientation: value, littleEndian: littleEndian)
            #expect(OrientationTagReader.orientation(in: bytes, format: .jpeg)?.rawValue == Int(value))
        }
    }

    @Test("TIFF tag 274 is read from the first IFD")
    func tiffOrientationIsRead() {
        #expect(OrientationTagReader.orientation(in: TestImages.exifTIFF(orientation: 6), format: .tiff) == .right)
        #expect(OrientationTagReader.orientation(in: TestImages.exifTIFF(orientation: 8, littleEndian: true), format: .tiff) == .left)
    }

    @Test("an out-of-range or truncated tag reads as absent")
    func malformedTagsReadAsAbsent() {
        #expect(OrientationTagReader.orientation(in: TestImages.exifTIFF(orientation: 9), format: .tiff) == nil)
        let cut = Array(TestImages.exifTIFF(orientation: 6).prefix(12))
        #expect(OrientationTagReader.orientation(in: cut, format: .tiff) == nil)
        let jpeg = TestImages.jpegHeader(orientation: 6, littleEndian: false)
        for length in [0, 3, 10, 20, 30] {
            _ = OrientationTagReader.orientation(in: Array(jpeg.prefix(length)), format: .jpeg)
        }
        #expect(OrientationTagReader.orientation(in: TestImages.markedPNG(), format: .png) == nil)
    }
}
