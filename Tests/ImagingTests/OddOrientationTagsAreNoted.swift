import Testing
@testable import Imaging

/// An orientation tag out of range or a second tag container does not stop decoding,
/// but it is noted (run.xml, report, corpus check) instead of passing without a word.
@Suite struct OddOrientationTagsAreNoted {
    @Test("an orientation of 9 decodes as stored, with a note saying so")
    func orientationNine() throws {
        let png = TestImages.withEXIfChunk(TestImages.markedPNG(), orientation: 9)
        guard case .success(let image) = ImageDecoder.decode(png, options: DecodeOptions(applyOrientation: true)) else {
            Issue.record("did not decode"); return
        }
        #expect(image.orientationTag == nil)
        #expect(image.notes == ["the orientation tag holds 9, not one of 1–8: the pixels were used as stored"])
    }

    @Test("a second eXIf chunk is noted, and the first one's orientation is used")
    func secondEXIf() throws {
        let once = TestImages.withEXIfChunk(TestImages.markedPNG(), orientation: 6)
        let twice = TestImages.withEXIfChunk(once, orientation: 3)   // inserted before: now the first
        guard case .success(let image) = ImageDecoder.decode(twice, options: DecodeOptions(applyOrientation: true)) else {
            Issue.record("did not decode"); return
        }
        #expect(image.orientationTag == .down)
        #expect(image.notes == ["the PNG holds 2 eXIf chunks (the format allows one): the first one's orientation is used"])
    }

    @Test("a well-formed tag gives no note", arguments: [1, 3, 6, 8])
    func wellFormed(value: Int) {
        let png = TestImages.withEXIfChunk(TestImages.markedPNG(), orientation: UInt16(value))
        #expect(OrientationTagReader.notes(in: png, format: .png).isEmpty)
        #expect(OrientationTagReader.notes(in: TestImages.jpegHeader(orientation: UInt16(value), littleEndian: true), format: .jpeg).isEmpty)
    }

    @Test("a JPEG with two EXIF segments and one with orientation 0 are noted")
    func jpegNotes() {
        let zero = TestImages.jpegHeader(orientation: 0, littleEndian: false)
        #expect(OrientationTagReader.notes(in: zero, format: .jpeg) == ["the orientation tag holds 0, not one of 1–8: the pixels were used as stored"])
        let single = TestImages.jpegHeader(orientation: 6, littleEndian: false)
        let segment = Array(single[20..<(single.count - 6)])   // the APP1 segment
        let double = Array(single[..<(single.count - 6)]) + segment + Array(single[(single.count - 6)...])
        #expect(OrientationTagReader.notes(in: double, format: .jpeg) == ["the JPEG holds 2 EXIF segments: the first one's orientation is used"])
    }
}
