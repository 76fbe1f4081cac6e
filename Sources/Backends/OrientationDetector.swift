import CTesseract
import CLeptonica
import Imaging

/// Tesseract's orientation and script detection (OSD, the `osd` traineddata) on one
/// image: which quarter turn makes the page upright, and how sure it is. Owns one
/// `TessBaseAPI` loaded with the legacy OSD model; one per worker.
public final class OrientationDetector {
    private let handle: OpaquePointer

    /// What OSD found.
    public struct Guess: Sendable, Equatable {
        /// The clockwise turn in degrees (0, 90, 180, 270) that makes the page upright.
        public var clockwiseRotation: Int
        /// Tesseract's orientation confidence.
        public var confidence: Double
        /// The script read, e.g. "Latin".
        public var script: String?
    }

    /// Loads the OSD model from the usual tessdata folder (or `dataPath`).
    public init(dataPath: String? = nil) throws(BackendError) {
        guard let handle = TessBaseAPICreate() else {
            throw BackendError.unavailable("orientation detection: cannot create a Tesseract instance")
        }
        guard TessBaseAPIInit2(handle, dataPath, "osd", OEM_TESSERACT_ONLY) == 0 else {
            TessBaseAPIDelete(handle)
            throw BackendError.unavailable("orientation detection: cannot load Tesseract's osd model; "
                                           + "on Debian: apt-get install tesseract-ocr-osd")
        }
        self.handle = handle
        _ = TessBaseAPISetVariable(handle, "debug_file", "/dev/null")
        TessBaseAPISetPageSegMode(handle, PSM_OSD_ONLY)
    }

    deinit {
        TessBaseAPIEnd(handle)
        TessBaseAPIDelete(handle)
    }

    /// What OSD makes of `image`; nil when it finds too little text to say.
    public func detect(_ image: LeptonicaImage) -> Guess? {
        TessBaseAPISetImage2(handle, image.pix)
        defer { TessBaseAPIClear(handle) }
        var degrees: Int32 = 0
        var confidence: Float = 0, scriptConfidence: Float = 0
        var script: UnsafePointer<CChar>?
        guard TessBaseAPIDetectOrientationScript(handle, &degrees, &confidence, &script, &scriptConfidence) != 0 else {
            return nil
        }
        // `degrees` is the page's own turn (counter-clockwise); undoing it is the clockwise
        // turn the tesseract CLI prints as "Rotate". The script name belongs to the model.
        return Guess(clockwiseRotation: (360 - Int(degrees)) % 360, confidence: Double(confidence),
                     script: script.map { String(cString: $0) })
    }

    /// Whether the OSD model is installed, as a problem to report before a run.
    public static func missingModelProblem(dataPath: String? = nil) -> String? {
        guard !TesseractData.installedLanguages(dataPath: dataPath).contains("osd") else { return nil }
        return "orientation detection needs Tesseract's osd model, which is not installed; "
            + "on Debian: apt-get install tesseract-ocr-osd"
    }
}
