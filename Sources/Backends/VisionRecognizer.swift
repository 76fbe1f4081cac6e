#if canImport(Vision)
import CoreGraphics
import Scoring
import Foundation
import ImageIO
import Imaging
import Vision

/// The Apple Vision backend: VNRecognizeTextRequest with level, languages, language
/// correction, automatic language detection, custom words and minimum text height.
public final class VisionRecognizer: Recognizer {
    private let settings: VisionSettings
    private let common: CommonSettings

    /// A recognizer with these settings.
    public init(settings: VisionSettings, common: CommonSettings) {
        self.settings = settings
        self.common = common
    }

    /// Recognizes the image with VNRecognizeTextRequest: each observation's best candidate, its confidence
    /// scaled to 0...100 and its box in pixels from the top-left. Throws `.failed` when Vision fails.
    public func recognize(_ image: DecodedImage, context: RecognitionContext) throws(BackendError) -> Recognition {
        guard let png = image.pixels.pngData(),
              let source = CGImageSourceCreateWithData(Data(png) as CFData, nil),
              let cgImage = CGImageSourceCreateImageAtIndex(source, 0, nil) else {
            throw BackendError.failed("vision: cannot hand the image to Vision")
        }
        let request = VNRecognizeTextRequest()
        request.recognitionLevel = common.fast ? .fast : .accurate
        request.usesLanguageCorrection = common.effectiveLanguageCorrection
        request.recognitionLanguages = common.effectiveLanguages.map(VisionSettings.visionLanguage)
        request.customWords = common.effectiveCustomWords
        if let minimum = common.minimumTextHeight { request.minimumTextHeight = Float(minimum) }
        if #available(macOS 13.0, iOS 16.0, *) {
            request.automaticallyDetectsLanguage = settings.automaticLanguageDetection ?? false
        }
        let handler = VNImageRequestHandler(cgImage: cgImage, options: [:])
        do { try handler.perform([request]) } catch {
            throw BackendError.failed("vision: \(error.localizedDescription)")
        }
        let width = Double(image.width), height = Double(image.height)
        let lines: [TextLine] = (request.results ?? []).compactMap { observation in
            guard let best = observation.topCandidates(1).first else { return nil }
            // Vision's boxes are normalized with the origin at the bottom left.
            let box = observation.boundingBox
            return TextLine(text: best.string, confidence: Double(best.confidence) * 100,
                            box: PixelBox(x: Int(box.minX * width), y: Int((1 - box.maxY) * height),
                                          width: Int(box.width * width), height: Int(box.height * height)))
        }
        return Recognition(lines: lines)
    }
}

/// Makes Vision recognizers.
public struct VisionFactory: RecognizerFactory {
    /// The profile's Vision settings.
    public var settings: VisionSettings
    /// The profile's common settings.
    public var common: CommonSettings
    /// A factory for Vision requests with these settings.
    public init(settings: VisionSettings, common: CommonSettings) {
        self.settings = settings
        self.common = common
    }
    /// `vision` and the operating system's version, e.g. "Vision on OS 14.5.0".
    public var identity: BackendIdentity {
        let version = ProcessInfo.processInfo.operatingSystemVersion
        return BackendIdentity(name: VisionBackend.name, version: "Vision on OS \(version.majorVersion).\(version.minorVersion).\(version.patchVersion)")
    }
    /// A `VisionRecognizer` with the settings.
    public func makeRecognizer() throws(BackendError) -> any Recognizer { VisionRecognizer(settings: settings, common: common) }
}
#endif
