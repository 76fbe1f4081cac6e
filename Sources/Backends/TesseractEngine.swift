import CTesseract
import Scoring
import Foundation
import CLeptonica
import Imaging

/// Owns one `TessBaseAPI` handle (created, initialised with a model, deleted on deinit).
/// Every C string it receives is copied into a `String` and freed at once.
final class TesseractEngine {
    private let handle: OpaquePointer
    /// Which engine the model loaded with: "lstm" or "legacy".
    let engine: String
    private var userWords: URL?
    /// The resolution forced on every image, or nil for the image's own (estimated when absent).
    private let dotsPerInch: Int?

    /// The version string of the linked libtesseract, e.g. "5.3.0".
    static var version: String { String(cString: TessVersion()) }

    init(settings: TesseractSettings, common: CommonSettings = CommonSettings()) throws(BackendError) {
        guard let handle = TessBaseAPICreate() else {
            throw BackendError.unavailable("tesseract: cannot create an engine instance")
        }
        self.handle = handle
        self.dotsPerInch = settings.dotsPerInch
        let language = common.effectiveLanguages.joined(separator: "+")
        var variables = TesseractSettings.initVariables(common)
        if !common.effectiveCustomWords.isEmpty {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-words-\(getpid())-\(UUID().uuidString).txt")
            do { try Data((common.effectiveCustomWords.joined(separator: "\n") + "\n").utf8).write(to: url) } catch {
                throw BackendError.unavailable("tesseract: cannot write the custom word list: \(error.localizedDescription)")
            }
            userWords = url
            variables.append(("user_words_file", url.path))
        }
        // fast: the legacy engine when the traineddata carries it (Debian's eng does not).
        if common.fast && Self.initialise(handle, settings.dataPath, language, OEM_TESSERACT_ONLY, variables) == 0 {
            engine = "legacy"
        } else if Self.initialise(handle, settings.dataPath, language, OEM_LSTM_ONLY, variables) == 0 {
            engine = "lstm"
        } else {
            let available = TesseractData.installedLanguages(dataPath: settings.dataPath)
            TessBaseAPIDelete(handle)
            throw BackendError.unavailable(
                "tesseract: cannot load language '\(language)'; installed: "
                + (available.isEmpty ? "none found (install tesseract-ocr-eng)" : available.joined(separator: ", ")))
        }
        if common.fast && engine == "lstm" {
            // No legacy model: skip the second pass that looks for white-on-black text.
            _ = TessBaseAPISetVariable(handle, "tessedit_do_invert", "0")
        }
        // Tesseract's own chatter (resolution estimates, warnings) stays out of our output.
        _ = TessBaseAPISetVariable(handle, "debug_file", "/dev/null")
        // The library's default is a single block (6); the tesseract CLI's, and ours, is 3
        // (fully automatic page segmentation), which finds columns and ignores specks.
        let mode = settings.pageSegmentationMode ?? Int(PSM_AUTO.rawValue)
        TessBaseAPISetPageSegMode(handle, TessPageSegMode(rawValue: UInt32(mode)))
        for (name, value) in settings.variables.sorted(by: { $0.key < $1.key }) {
            guard TessBaseAPISetVariable(handle, name, value) != 0 else {
                throw BackendError.unavailable("tesseract: unknown variable '\(name)' (tesseract.variables)")
            }
        }
    }

    deinit {
        TessBaseAPIEnd(handle)
        TessBaseAPIDelete(handle)
        if let userWords { try? FileManager.default.removeItem(at: userWords) }
    }

    /// A boolean variable's value as the engine holds it (for checks and tests).
    func boolVariable(_ name: String) -> Bool? {
        var value: Int32 = 0
        return TessBaseAPIGetBoolVariable(handle, name, &value) != 0 ? value != 0 : nil
    }

    /// A string variable's value as the engine holds it.
    func stringVariable(_ name: String) -> String? {
        TessBaseAPIGetStringVariable(handle, name).map { String(cString: $0) }
    }

    /// Init4 with init-only variables; the C strings live only for the call.
    private static func initialise(_ handle: OpaquePointer, _ dataPath: String?, _ language: String,
                                   _ mode: TessOcrEngineMode, _ variables: [(String, String)]) -> Int32 {
        var names = variables.map { strdup($0.0) }
        var values = variables.map { strdup($0.1) }
        defer {
            names.forEach { free($0) }
            values.forEach { free($0) }
        }
        return names.withUnsafeMutableBufferPointer { namePointer in
            values.withUnsafeMutableBufferPointer { valuePointer in
                TessBaseAPIInit4(handle, dataPath, language, mode, nil, 0,
                                 namePointer.baseAddress, valuePointer.baseAddress, variables.count, 0)
            }
        }
    }

    /// Recognizes `image` and returns its text lines with confidences and boxes, and the
    /// whole text as the tesseract CLI prints it (GetUTF8Text: a line break after each
    /// line and a blank line after each paragraph).
    func recognize(_ image: LeptonicaImage) throws(BackendError) -> (lines: [TextLine], printed: String) {
        TessBaseAPISetImage2(handle, image.pix)
        // Without a forced resolution the engine reads the image's own and, when the file
        // has none, estimates one from the text, exactly as the tesseract CLI does.
        if let dotsPerInch { TessBaseAPISetSourceResolution(handle, Int32(dotsPerInch)) }
        guard TessBaseAPIRecognize(handle, nil) == 0 else {
            TessBaseAPIClear(handle)
            throw BackendError.failed("tesseract: recognition failed")
        }
        defer { TessBaseAPIClear(handle) }
        var printed = ""
        if let raw = TessBaseAPIGetUTF8Text(handle) {
            printed = String(cString: raw)
            TessDeleteText(raw)
        }
        guard let iterator = TessBaseAPIGetIterator(handle) else { return ([], printed) }
        defer { TessResultIteratorDelete(iterator) }
        var lines: [TextLine] = []
        repeat {
            guard let raw = TessResultIteratorGetUTF8Text(iterator, RIL_TEXTLINE) else { continue }
            let text = String(cString: raw)
            TessDeleteText(raw)
            let trimmed = String(text.reversed().drop(while: { $0.isNewline || $0 == " " }).reversed())
            if trimmed.isEmpty { continue }
            var left: Int32 = 0, top: Int32 = 0, right: Int32 = 0, bottom: Int32 = 0
            let page = TessResultIteratorGetPageIteratorConst(iterator)
            _ = TessPageIteratorBoundingBox(page, RIL_TEXTLINE, &left, &top, &right, &bottom)
            let confidence = Double(TessResultIteratorConfidence(iterator, RIL_TEXTLINE))
            lines.append(TextLine(text: trimmed, confidence: confidence,
                                  box: PixelBox(x: Int(left), y: Int(top),
                                                width: Int(right - left), height: Int(bottom - top))))
        } while TessResultIteratorNext(iterator, RIL_TEXTLINE) != 0
        return (lines, printed)
    }
}
