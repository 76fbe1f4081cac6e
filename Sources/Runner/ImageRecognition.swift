import Backends
import Foundation
import Hashing
import Imaging
import Scoring

/// Decodes one image and recognizes it: the step that runs inside a worker process (or
/// in this process when no worker is used). Never throws: every failure is an outcome.
/// The report carries the image's fingerprint: its pixels' digest when `options` asks the
/// decoder for it, its file's when it does not decode.
public enum ImageRecognition {
    static func recognize(bytes: [UInt8], path: String? = nil, options: DecodeOptions, context: RecognitionContext,
                          adjustments: HarnessAdjustments, scanBarcodes: Bool = false,
                          preview: ((ImagePreview) -> PreviewLocation?)? = nil,
                          detector: () throws(BackendError) -> OrientationDetector = { try OrientationDetector() },
                          recognizer: () throws(BackendError) -> any Recognizer) -> RecognitionReport {
        let clock = ContinuousClock()
        let start = clock.now
        var report: RecognitionReport
        // The preview is made from the pixels the engine gets; its time is not recognition's.
        var previewLocation: PreviewLocation?
        var previewTime = Duration.zero
        let decoded = ImageDecoder.decode(bytes, options: options)
        switch decoded {
        case .failure(let unreadable):
            report = RecognitionReport(outcome: .unreadable, message: unreadable.reason)
            report.image = ImageFingerprint(.file, sha256: SHA256.hex(bytes))
        case .success(var image):
            image.sourcePath = path
            if image.page != nil { image.documentPath = path }
            var detected: DetectedOrientation?
            if adjustments.orientationConfidence != nil {
                do { detected = adjustments.detectOrientation(&image, with: try detector()) } catch {
                    var failed = RecognitionReport(outcome: .error, message: error.description, backendUnavailable: true)
                    failed.seconds = (clock.now - start).seconds
                    return failed
                }
            }
            let fullWidth = image.width, fullHeight = image.height
            let crop = adjustments.cropRectangle(width: image.width, height: image.height)
            if let crop, let cropped = image.pixels.cropped(x: crop.x, y: crop.y, width: crop.width, height: crop.height) {
                image.pixels = cropped
                image.sourcePath = nil    // a backend reading files must get the cropped pixels
            }
            // Pixels as the file holds them (not turned, not cropped) are shown from the file;
            // other pixels are encoded on a thread of their own while the engine reads.
            var pending: BackgroundPreview?
            if preview != nil {
                let previewStart = clock.now
                let untouched = crop == nil && detected?.turned != true
                let reused = untouched ? ImagePreview.reusing(bytes, of: image) : nil
                pending = reused.map(BackgroundPreview.init(made:)) ?? BackgroundPreview(encoding: image.pixels)
                previewTime = clock.now - previewStart
            }
            // Barcodes on the pixels the recognizer gets, boxes in the uncropped image.
            let barcodes = scanBarcodes ? BarcodeScanner.scan(image.pixels).map { found in
                var placed = found
                placed.x += crop?.x ?? 0
                placed.y += crop?.y ?? 0
                return placed
            } : nil
            do {
                var recognition = try recognizer().recognize(image, context: context)
                let engineLines = recognition.lines.map(\.text)
                recognition.lines = adjustments.adjust(recognition.lines, offset: crop, imageHeight: fullHeight)
                // The printed text stands for the lines only while the harness kept them all,
                // in the engine's order (a minimum text height or column layout changes them).
                let printed = recognition.lines.map(\.text) == engineLines ? recognition.printedText : nil
                let declared = recognition.declaredOutcome.flatMap(Outcome.init(rawValue:))
                report = RecognitionReport(
                    outcome: declared ?? (recognition.isEmpty ? .empty : .text),
                    message: recognition.declaredMessage,
                    lines: recognition.lines.map {
                        LineRecord(text: $0.text, confidence: $0.confidence,
                                   x: $0.box.x, y: $0.box.y, width: $0.box.width, height: $0.box.height)
                    },
                    width: fullWidth, height: fullHeight)
                report.orientation = detected
                report.barcodes = barcodes
                report.printedText = printed
            } catch {
                var unavailable = false
                if case .unavailable = error { unavailable = true }
                report = RecognitionReport(outcome: .error, message: error.description,
                                           width: fullWidth, height: fullHeight, backendUnavailable: unavailable)
                report.orientation = detected
                report.barcodes = barcodes
            }
            // The wait for the preview, if the engine finished first, is not recognition's.
            if let pending, let preview {
                let waitStart = clock.now
                previewLocation = pending.wait().flatMap(preview)
                previewTime += clock.now - waitStart
            }
        }
        if case .success(let image) = decoded {
            report.notes = image.notes
            // The tag that was applied is part of what the engine saw: said in run.xml and the report.
            if image.orientationApplied, let tag = image.orientationTag {
                report.notes.insert("orientation tag \(tag.summary) applied: the pixels were turned upright before "
                                    + "recognition (the profile's \"orientation\": \"apply\")", at: 0)
            }
            report.image = image.pixelsSHA256.map { ImageFingerprint(.pixels, sha256: $0) }
            report.preview = previewLocation
        }
        report.seconds = (clock.now - start - previewTime).seconds
        return report
    }
}
