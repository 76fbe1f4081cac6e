import Foundation
import LayoutFormats

extension RecognizerOutputFormat {
    /// The format of output that must be XML (a recorded `.xml`), by its root element,
    /// looked for past any prolog (`LayoutFormat.detection`): ALTO, PAGE-XML or hOCR.
    /// Anything else is an error (the caller names the file), never a fall back to plain
    /// text, which scored a misread ALTO file as its raw markup.
    ///
    /// - Throws: `BackendError.failed` saying what was found instead.
    static func xml(_ data: Data) throws(BackendError) -> RecognizerOutputFormat {
        let detection = LayoutFormat.detection(of: data)
        switch detection {
        case .layout(.alto): return .alto
        case .layout(.page): return .page
        case .layout(.hocr): return .hocr
        default:
            throw BackendError.failed("\(LayoutFormat.describe(detection)), not ALTO, PAGE-XML or hOCR")
        }
    }
}
