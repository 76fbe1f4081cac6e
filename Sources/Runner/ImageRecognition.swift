import Backends
import Foundation
import Imaging
import Scoring

/// Decodes one image and recognizes it: the step that runs inside a worker process (or
/// in this process when no worker is used). Never throws: every failure is an outcome.
public enum ImageRecognition {
    public static func recognize(bytes: [UInt8], path: String? = nil, options: DecodeOptions, context: RecognitionContext,
                                 recognizer: () throws(BackendError) -> any Recognizer) -> RecognitionReport {
        let clock = ContinuousClock()
        let start = clock.now
        var report: RecognitionReport
        switch ImageDecoder.decode(bytes, options: options) {
        case .failure(let unreadable):
            report = RecognitionReport(outcome: .unreadable, message: unreadable.reason)
        case .success(var image):
            image.sourcePath = path
            do {
                let recognition = try recognizer().recognize(image, context: context)
                let declared = recognition.declaredOutcome.flatMap(Outcome.init(rawValue:))
                report = RecognitionReport(
                    outcome: declared ?? (recognition.isEmpty ? .empty : .text),
                    message: recognition.declaredMessage,
                    lines: recognition.lines.map {
                        LineRecord(text: $0.text, confidence: $0.confidence,
                                   x: $0.box.x, y: $0.box.y, width: $0.box.width, height: $0.box.height)
                    },
                    width: image.width, height: image.height)
            } catch {
                var unavailable = false
                if case .unavailable = error { unavailable = true }
                report = RecognitionReport(outcome: .error, message: error.description,
                                           width: image.width, height: image.height, backendUnavailable: unavailable)
            }
        }
        report.seconds = (clock.now - start).seconds
        return report
    }
}
