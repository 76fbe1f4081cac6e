import Backends
import Foundation
import Imaging
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
