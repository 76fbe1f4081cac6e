import Testing
@testable import Imaging

@Suite struct ImageFormatTests {
    @Test("formats are detected by content, whatever the file is called")
    func formatsAreDetectedBySignature() throws {
        #expect(try ImageFormat.detect(TestImages.markedPNG()).get() == .png)
        #expect(try ImageFormat.detect([0xFF, 0xD8, 0xFF, 0xE0, 0, 0]).get() == .jpeg)
        #expect(try ImageFormat.detect(Array("II*\0".utf8) + [8, 0, 0, 0]).get() == .tiff)
        #expect(try ImageFormat.detect(Array("MM\0*".utf8) + [0, 0, 0, 8]).get() == .tiff)
        #expect(try ImageFormat.detect(Array("GIF89a".utf8) + [1, 0, 1, 0]).get() == .gif)
        #expect(try ImageFormat.detect(Array("RIFF\0\0\0\0WEBPVP8 ".utf8)).get() == .webp)
        #expect(try ImageFormat.detect(Array("P5\n4 3\n255\n".utf8)).get() == .pnm)
    }
}
