import Foundation
import Testing
import TestFixtures
@testable import Imaging

/// `corpus add` removes location, device and free-text metadata: the orientation tag and
/// every pixel stay (both files are decoded and compared), the metadata is gone from
/// the bytes.
@Suite struct MetadataIsRemovedLosslessly {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Corpus")

    static let secrets = MetadataFixtures.secrets

    static func richExif(orientation: UInt16) -> [UInt8] { MetadataFixtures.richExif(orientation: orientation) }

    /// Decodes both files and compares the upright pixels and the orientation tag.
    func expectSamePicture(_ original: [UInt8], _ stripped: [UInt8], format: ImageFormat) throws {
        let before = try ImageDecoder.decode(original).get(), after = try ImageDecoder.decode(stripped).get()
        #expect(before.orientationTag == after.orientationTag)
        #expect(before.pixels.pngData() == after.pixels.pngData(), "the pixels changed")
        #expect(OrientationTagReader.orientation(in: stripped, format: format) == OrientationTagReader.orientation(in: original, format: format))
    }

    func expectNoSecrets(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        for secret in Self.secrets { #expect(!text.contains(secret), "\(secret) is still in the file") }
    }

    @Test("JPEG: EXIF GPS, device tags, maker note, XMP, comments and a trailing image go; orientation and pixels stay")
    func jpegIsStripped() throws {
        let source = [UInt8](try Data(contentsOf: Self.corpus.appendingPathComponent("known-text/swift-vision-jpeg.jpg")))
        let original = MetadataFixtures.jpegWithMetadata(source)
        let found = ImageMetadata.find(in: original, format: .jpeg)
        #expect(found.kinds == [.location, .device, .xmp, .comments, .embedded])
        let stripped = try MetadataStripper.strip(original, format: .jpeg).get()
        #expect(stripped.removed == found)
        #expect(ImageMetadata.find(in: stripped.bytes, format: .jpeg).isEmpty)
        #expect(OrientationTagReader.orientation(in: stripped.bytes, format: .jpeg) == .right)
        expectNoSecrets(stripped.bytes)
        try expectSamePicture(original, stripped.bytes, format: .jpeg)
    }

    @Test("PNG: eXIf reduced to the orientation, text, XMP and private chunks go; pixels stay")
    func pngIsStripped() throws {
        let source = [UInt8](try Data(contentsOf: Self.corpus.appendingPathComponent("rotated/png-exif-6.png")))
        let original = MetadataFixtures.pngWithMetadata(source)
        #expect(ImageMetadata.find(in: original, format: .png).kinds == [.location, .device, .xmp, .comments])
        let stripped = try MetadataStripper.strip(original, format: .png).get()
        #expect(ImageMetadata.find(in: stripped.bytes, format: .png).isEmpty)
        #expect(OrientationTagReader.orientation(in: stripped.bytes, format: .png) == .right)
        expectNoSecrets(stripped.bytes)
        try expectSamePicture(original, stripped.bytes, format: .png)
    }

    @Test("TIFF: GPS and EXIF directories, make and model removed and zeroed; orientation and pixels stay")
    func tiffIsStripped() throws {
        // A 4×2 8-bit grey TIFF whose first directory also holds the rich EXIF's tags.
        let (u16, u32, entry) = (MetadataFixtures.u16, MetadataFixtures.u32, MetadataFixtures.entry)
        let exif = Self.richExif(orientation: 6)
        // The EXIF structure's own IFD0 is replaced by a TIFF directory at 212 that points into it.
        var tiff = exif
        let pixelsAt: UInt32 = 212 + 2 + 13 * 12 + 4
        tiff.replaceSubrange(4..<8, with: u32(212))
        tiff += u16(13)
        tiff += entry(256, 3, 1, u16(4)) + entry(257, 3, 1, u16(2)) + entry(258, 3, 1, u16(8)) + entry(259, 3, 1, u16(1))
        tiff += entry(262, 3, 1, u16(1)) + entry(271, 2, 11, u32(74)) + entry(272, 2, 7, u32(85))
        tiff += entry(273, 4, 1, u32(pixelsAt)) + entry(274, 3, 1, u16(6)) + entry(277, 3, 1, u16(1))
        tiff += entry(278, 3, 1, u16(2)) + entry(279, 4, 1, u32(8)) + entry(0x8825, 4, 1, u32(150))
        tiff += u32(0)
        tiff += [0, 40, 80, 120, 160, 200, 240, 255]
        // The EXIF IFD (at 92) is no longer named: give the directory a pointer to it.
        let found = ImageMetadata.find(in: tiff, format: .tiff)
        #expect(found.kinds.isSuperset(of: [.location, .device]))
        let stripped = try MetadataStripper.strip(tiff, format: .tiff).get()
        #expect(ImageMetadata.find(in: stripped.bytes, format: .tiff).isEmpty)
        #expect(OrientationTagReader.orientation(in: stripped.bytes, format: .tiff) == .right)
        for secret in ["PhoneMaker", "Pro 12", "GPSDATA"] {
            #expect(!String(decoding: stripped.bytes, as: UTF8.self).contains(secret), "\(secret) is still in the file")
        }
        try expectSamePicture(tiff, stripped.bytes, format: .tiff)
    }

    @Test("HEIC: the EXIF block cleaned in place and the XMP packet emptied; the container, orientation and pixels stay")
    func heicIsStripped() throws {
        let original = HEICFixtures.withMetadata()
        #expect(ImageMetadata.find(in: original, format: .heic).kinds == [.location, .device, .xmp])
        let stripped = try MetadataStripper.strip(original, format: .heic).get()
        #expect(stripped.bytes.count == original.count, "no box or offset moved")
        #expect(ImageMetadata.find(in: stripped.bytes, format: .heic).isEmpty)
        expectNoSecrets(stripped.bytes)
        let before = try ImageDecoder.decode(original).get(), after = try ImageDecoder.decode(stripped.bytes).get()
        #expect(before.orientationTag == .right && after.orientationTag == .right)
        #expect(before.pixels.pngData() == after.pixels.pngData())
    }

    @Test("a file without metadata is unchanged; WebP with metadata is refused with a reason")
    func otherFormats() throws {
        let plain = TestImages.markedPNG()
        #expect(try MetadataStripper.strip(plain, format: .png).get().bytes == plain)
        var webp = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBP".utf8)
        webp += Array("EXIF".utf8) + [4, 0, 0, 0] + [1, 2, 3, 4]
        let refusal = try #require(MetadataStripper.strip(webp, format: .webp).failure)
        #expect(refusal.reason.contains("--keep-metadata"))
    }
}

extension Result {
    var failure: Failure? { if case .failure(let error) = self { return error } else { return nil } }
}
