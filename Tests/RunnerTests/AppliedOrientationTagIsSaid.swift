import Backends
import Foundation
import Imaging
import Scoring
import Testing
@testable import Runner

/// Under `"orientation": "apply"`, the tag that turned the pixels upright is said in the
/// sample's notes (run.xml's <notes>, the report), so a reader knows what the engine saw
/// (issue #29 case 7: the applied tag was recorded nowhere).
@Suite struct AppliedOrientationTagIsSaid {
    final class Blank: Recognizer {
        func recognize(_ image: DecodedImage, context: RecognitionContext) throws(BackendError) -> Recognition {
            Recognition(lines: [])
        }
    }

    func notes(_ file: String, apply: Bool) throws -> [String] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Corpus/rotated/\(file)")
        let profile = Profile(name: "p", common: CommonSettings(orientation: apply ? .apply : .ignore))
        let report = ImageRecognition.recognize(bytes: [UInt8](try Data(contentsOf: url)),
                                                options: DecodeOptions(applyOrientation: apply),
                                                context: RecognitionContext(suite: "rotated", id: file),
                                                adjustments: HarnessAdjustments(profile: profile), recognizer: { Blank() })
        return report.notes
    }

    @Test("a JPEG stored with EXIF orientation 6 says the tag was applied; ignored, it says nothing of it")
    func tagIsSaid() throws {
        let applied = try notes("jpeg-exif-6.jpg", apply: true)
        #expect(applied.contains { $0.hasPrefix("orientation tag 6 (rotate 90° clockwise) applied") }, "\(applied)")
        #expect(!(try notes("jpeg-exif-6.jpg", apply: false)).contains { $0.hasPrefix("orientation tag") })
        // An upright control has no tag to apply.
        #expect(!(try notes("upright.png", apply: true)).contains { $0.hasPrefix("orientation tag") })
    }
}

/// The printed text stands for the lines only while the harness keeps them as the engine
/// gave them: a minimum text height that drops a line makes the transcript the kept
/// lines joined.
@Suite struct PrintedTextFollowsTheKeptLines {
    final class Printing: Recognizer {
        func recognize(_ image: DecodedImage, context: RecognitionContext) throws(BackendError) -> Recognition {
            Recognition(lines: [TextLine(text: "BIG", confidence: 90, box: PixelBox(x: 0, y: 0, width: 10, height: 30)),
                                TextLine(text: "tiny", confidence: 90, box: PixelBox(x: 0, y: 40, width: 10, height: 2))],
                        printedText: "BIG\n\ntiny\n")
        }
    }

    func report(minimumTextHeight: Double?) throws -> RecognitionReport {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Corpus/rotated/upright.png")
        let profile = Profile(name: "p", common: CommonSettings(minimumTextHeight: minimumTextHeight))
        return ImageRecognition.recognize(bytes: [UInt8](try Data(contentsOf: url)), options: DecodeOptions(),
                                          context: RecognitionContext(suite: "s", id: "i"),
                                          adjustments: HarnessAdjustments(profile: profile), recognizer: { Printing() })
    }

    @Test("kept lines: the printed text; a dropped line: the kept lines joined")
    func printedTextOnlyForKeptLines() throws {
        #expect(try report(minimumTextHeight: nil).text == "BIG\n\ntiny\n")
        #expect(try report(minimumTextHeight: 0.01).text == "BIG")
    }
}
