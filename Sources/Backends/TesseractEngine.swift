import CTesseract
import CLeptonica
import Imaging

/// Owns one `TessBaseAPI` handle (created, initialised with a model, deleted on deinit).
/// Every C string it receives is copied into a `String` and freed at once.
final class TesseractEngine {
    private let handle: OpaquePointer

    /// The version string of the linked libtesseract, e.g. "5.3.0".
    static var version: String { String(cString: TessVersion()) }

    init(settings: TesseractSettings) throws(BackendError) {
        guard let handle = TessBaseAPICreate() else {
            throw BackendError.unavailable("tesseract: cannot create an engine instance")
        }
        self.handle = handle
        let language = settings.languages.joined(separator: "+")
        let status = TessBaseAPIInit2(handle, settings.dataPath, language, OEM_LSTM_ONLY)
        guard status == 0 else {
            let available = TesseractData.installedLanguages(dataPath: settings.dataPath)
            throw BackendError.unavailable(
                "tesseract: cannot load language '\(language)'; installed: "
                + (available.isEmpty ? "none found (install tesseract-ocr-eng)" : available.joined(separator: ", ")))
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
    }

    /// Recognizes `image` and returns its text lines with confidences and boxes.
    func recognize(_ image: LeptonicaImage) throws(BackendError) -> [TextLine] {
        TessBaseAPISetImage2(handle, image.pix)
        if pixGetXRes(image.pix) <= 0 {
            // No resolution in the file: say 300 dpi, as most scans are, rather than
            // letting the engine guess per image.
            TessBaseAPISetSourceResolution(handle, 300)
        }
        guard TessBaseAPIRecognize(handle, nil) == 0 else {
            TessBaseAPIClear(handle)
            throw BackendError.failed("tesseract: recognition failed")
        }
        defer { TessBaseAPIClear(handle) }
        guard let iterator = TessBaseAPIGetIterator(handle) else { return [] }
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
        return lines
    }
}
