import Imaging

/// The Tesseract backend, in-process through the C API: one engine per worker, its
/// model loaded once and reused for every image.
public final class TesseractRecognizer: Recognizer {
    private let engine: TesseractEngine

    public init(settings: TesseractSettings) throws(BackendError) {
        engine = try TesseractEngine(settings: settings)
    }

    public func recognize(_ image: DecodedImage, context: RecognitionContext) throws(BackendError) -> Recognition {
        Recognition(lines: try engine.recognize(image.pixels))
    }
}

/// Makes Tesseract recognizers with fixed settings.
public struct TesseractFactory: RecognizerFactory {
    public var settings: TesseractSettings

    public init(settings: TesseractSettings) { self.settings = settings }

    public var identity: BackendIdentity { BackendIdentity(name: "tesseract", version: TesseractEngine.version) }

    public func makeRecognizer() throws(BackendError) -> any Recognizer {
        try TesseractRecognizer(settings: settings)
    }
}
