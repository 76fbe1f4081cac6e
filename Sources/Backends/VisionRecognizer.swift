#if canImport(Vision)
import CoreGraphics
import Foundation
import ImageIO
import Imaging
import Vision

/// Settings Apple Vision honours, from a profile's common settings.
public struct VisionSettings: Sendable, Equatable, Hashable, Codable {
    public var fast: Bool
    public var languages: [String]
    public var languageCorrection: Bool
    public var automaticLanguageDetection: Bool
    public var customWords: [String]
    public var minimumTextHeight: Double?

    public init(fast: Bool = false, languages: [String] = ["eng"], languageCorrection: Bool = true,
                automaticLanguageDetection: Bool = false, customWords: [String] = [], minimumTextHeight: Double? = nil) {
        self.fast = fast
        self.languages = languages
        self.languageCorrection = languageCorrection
        self.automaticLanguageDetection = automaticLanguageDetection
        self.customWords = customWords
        self.minimumTextHeight = minimumTextHeight
    }

    /// Tesseract-style language codes to the BCP 47 tags Vision expects.
    static func visionLanguage(_ code: String) -> String {
        let known = ["eng": "en-US", "deu": "de-DE", "fra": "fr-FR", "spa": "es-ES", "ita": "it-IT",
                     "por": "pt-BR", "chi_sim": "zh-Hans", "chi_tra": "zh-Hant", "jpn": "ja-JP", "kor": "ko-KR",
                     "ukr": "uk-UA", "rus": "ru-RU"]
        return known[code] ?? code
    }
}

/// The Apple Vision backend: VNRecognizeTextRequest with level, languages, language
/// correction, automatic language detection, custom words and minimum text height.
public final class VisionRecognizer: Recognizer {
    private let settings: VisionSettings

    public init(settings: VisionSettings) { self.settings = settings }

    public func recognize(_ image: DecodedImage, context: RecognitionContext) throws(BackendError) -> Recognition {
        guard let png = image.pixels.pngData(),
              let source = CGImageSourceCreateWithData(Data(png) as CFData, nil),
              let cgImage = CGImageSourceCreateImageAtIndex(source, 0, nil) else {
            throw BackendError.failed("vision: cannot hand the image to Vision")
        }
        let request = VNRecognizeTextRequest()
        request.recognitionLevel = settings.fast ? .fast : .accurate
        request.usesLanguageCorrection = settings.languageCorrection
        request.recognitionLanguages = settings.languages.map(VisionSettings.visionLanguage)
        request.customWords = settings.customWords
        if let minimum = settings.minimumTextHeight { request.minimumTextHeight = Float(minimum) }
        if #available(macOS 13.0, iOS 16.0, *) {
            request.automaticallyDetectsLanguage = settings.automaticLanguageDetection
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
    public var settings: VisionSettings
    public init(settings: VisionSettings) { self.settings = settings }
    public var identity: BackendIdentity {
        let version = ProcessInfo.processInfo.operatingSystemVersion
        return BackendIdentity(name: "vision", version: "Vision on OS \(version.majorVersion).\(version.minorVersion).\(version.patchVersion)")
    }
    public func makeRecognizer() throws(BackendError) -> any Recognizer { VisionRecognizer(settings: settings) }
}
#endif
