import Foundation
import Testing
import TestFixtures
@testable import Imaging

/// The pixel fingerprint is the SHA-256 of width, height and the pixels as decoded, before
/// any orientation: the same pixels give the same digest whatever the encoding (bit depth,
/// palette, zlib level, text chunks, orientation tags, EXIF); other pixels another. The
/// expected digests are `sha256sum` of the canonical bytes written out by hand, e.g.
/// `printf '\x00\x00\x00\x03\x00\x00\x00\x02\x00\x80\xff\x0a\x14\x1e' | sha256sum`.
@Suite struct SamePixelsGiveTheSameDigest {
    /// 3 × 2 grey: 0 128 255 / 10 20 30.
    static let grayDigest = "a1aa4ea92c5e80986467cab43f3561a2a660825a2509f1b5ed510d0b1e559c62"
    /// 3 × 2 black and white: 0 255 0 / 255 255 0.
    static let twoToneDigest = "88f22825d2e07a693ee50e7957e7016f6c33d0fb773a5dcb1a2a056dd0e93bc8"
    /// 2 × 1 colour: opaque red, opaque blue (R G B A each).
    static let colourDigest = "08bdd2476193f2d7d7a363e4f46ca51c272e31fec7d1be729a831909ccc7674e"
    /// 2 × 1 colour: red at alpha 128, opaque blue.
    static let halfRedDigest = "0221d40dd166225dbf7d86d09ef70398e22c24bed466a5de7134e814136b94e7"

    static let corpus = DamagedFilesNameTheLibrarysReason.corpus

    func digest(_ bytes: [UInt8], applyOrientation: Bool = true) throws -> String? {
        try ImageDecoder.decode(bytes, options: DecodeOptions(applyOrientation: applyOrientation, fingerprintPixels: true))
            .get().pixelsSHA256
    }

    static let grayRows: [[UInt8]] = [[0, 128, 255], [10, 20, 30]]

    @Test("grey pixels: stored or compressed at level 9, with text chunks, as a palette: one digest, sha256sum's")
    func greyEncodings() throws {
        let stored = HandMadePNG.encode(width: 3, height: 2, colorType: .gray, rows: Self.grayRows, level: 0)
        let squeezed = HandMadePNG.encode(width: 3, height: 2, colorType: .gray, rows: Self.grayRows, level: 9,
                                          extraChunks: [("tEXt", Array("Comment\0re-saved".utf8))])
        #expect(stored != squeezed)
        let values: [UInt8] = [0, 10, 20, 30, 128, 255]
        let palette = HandMadePNG.encode(width: 3, height: 2, colorType: .palette,
                                         rows: Self.grayRows.map { $0.map { UInt8(values.firstIndex(of: $0)!) } },
                                         palette: values.flatMap { [$0, $0, $0] })
        for png in [stored, squeezed, palette] { #expect(try digest(png) == Self.grayDigest) }
        var other = Self.grayRows
        other[1][2] = 31
        #expect(try digest(HandMadePNG.encode(width: 3, height: 2, colorType: .gray, rows: other)) != Self.grayDigest)
    }

    @Test("a 1-bit PNG and an 8-bit PNG of the same black and white pixels give one digest")
    func oneBitAndEightBit() throws {
        // PNG's 1-bit grey: 0 black, 1 white, first pixel in the high bit.
        let oneBit = HandMadePNG.encode(width: 3, height: 2, colorType: .gray, bitDepth: 1, rows: [[0b0100_0000], [0b1100_0000]])
        let eightBit = HandMadePNG.encode(width: 3, height: 2, colorType: .gray, rows: [[0, 255, 0], [255, 255, 0]])
        #expect(try digest(oneBit) == Self.twoToneDigest)
        #expect(try digest(eightBit) == Self.twoToneDigest)
    }

    @Test("colour: RGB, opaque RGBA and a colour palette give one digest; a transparent pixel another")
    func colourEncodings() throws {
        let rgb = HandMadePNG.encode(width: 2, height: 1, colorType: .rgb, rows: [[255, 0, 0, 0, 0, 255]])
        let rgba = HandMadePNG.encode(width: 2, height: 1, colorType: .rgba, rows: [[255, 0, 0, 255, 0, 0, 255, 255]], level: 9)
        let palette = HandMadePNG.encode(width: 2, height: 1, colorType: .palette, rows: [[1, 0]], palette: [0, 0, 255, 255, 0, 0])
        for png in [rgb, rgba, palette] { #expect(try digest(png) == Self.colourDigest) }
        let halfRed = HandMadePNG.encode(width: 2, height: 1, colorType: .rgba, rows: [[255, 0, 0, 128, 0, 0, 255, 255]])
        #expect(try digest(halfRed) == Self.halfRedDigest)
    }

    @Test("an orientation tag turns the pixels the engine gets, not the digest, applied or ignored")
    func orientationTagsDoNotCount() throws {
        let png = HandMadePNG.encode(width: 3, height: 2, colorType: .gray, rows: Self.grayRows)
        let tagged = TestImages.withEXIfChunk(png, orientation: 6)
        let turned = try ImageDecoder.decode(tagged, options: DecodeOptions(fingerprintPixels: true)).get()
        #expect(turned.width == 2 && turned.height == 3, "the tag was applied")
        #expect(turned.pixelsSHA256 == Self.grayDigest)
        #expect(try digest(tagged, applyOrientation: false) == Self.grayDigest)
        #expect(try ImageDecoder.decode(tagged).get().pixelsSHA256 == nil, "computed only when asked")
    }

    @Test("a JPEG with EXIF, XMP and a comment planted, and the same JPEG stripped, give one digest")
    func jpegMetadataDoesNotCount() throws {
        let jpeg = [UInt8](try Data(contentsOf: Self.corpus.appendingPathComponent("known-text/swift-vision-jpeg.jpg")))
        let planted = MetadataFixtures.jpegWithMetadata(jpeg, orientation: 6)
        let stripped = try MetadataStripper.strip(planted, format: .jpeg).get().bytes
        let plain = try digest(jpeg)
        #expect(plain != nil)
        #expect(try digest(planted) == plain)
        #expect(try digest(stripped, applyOrientation: false) == plain)
    }

    @Test("HEIC: the container's rotation applied or ignored, the digest is the stored raster's")
    func heicRotationDoesNotCount() throws {
        let bytes = [UInt8](try Data(contentsOf: Self.corpus.appendingPathComponent("rotated/heic-irot-6.heic")))
        let applied = try digest(bytes), ignored = try digest(bytes, applyOrientation: false)
        #expect(applied != nil)
        #expect(applied == ignored)
        let stored = try ImageDecoder.decode(bytes, options: DecodeOptions(applyOrientation: false)).get()
        #expect(applied == stored.pixels.pixelsSHA256())
    }
}
