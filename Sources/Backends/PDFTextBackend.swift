import Foundation
import Scoring
import Imaging
import StrictJSON

/// Settings of the `pdf-text` backend: none (a PDF's text layer is read as it is).
public struct PDFTextSettings: BackendSettings {
    /// No settings.
    public init() {}
}

/// The `pdf-text` backend: the text layer a searchable PDF already carries (OCRmyPDF's,
/// a vendor's, Acrobat's), read page by page through Poppler, with a box per line. A
/// team gates that layer, or compares it with an engine on the same pages in one run. It
/// reads documents' pages only; a page with no text layer ends `empty`, saying so.
public enum PDFTextBackend: BackendKind {
    /// `"pdf-text"`.
    public static let name = "pdf-text"
    /// None: the text was made before the run.
    public static let honoured: Set<EngineSetting> = []

    /// There is nothing to set: a `pdf-text` block is refused unless it is empty.
    public static func settings(from block: JSONFields?, context: SettingsContext) throws(FileProblem) -> PDFTextSettings {
        try block?.rejectUnknownKeys([])
        return PDFTextSettings()
    }

    /// Nothing of its own to record.
    public static func record(_ settings: PDFTextSettings, common: CommonSettings) -> [(key: String, value: String)] { [] }

    /// A `PDFTextFactory`.
    public static func factory(_ settings: PDFTextSettings, common: CommonSettings) throws(BackendError) -> any RecognizerFactory {
        PDFTextFactory()
    }

    /// Available wherever ocrgauge runs (Poppler is linked in).
    public static func statuses(projectFolder: URL) -> [BackendStatus] {
        [BackendStatus(name: name, available: true,
                       detail: "reads the text layer of PDF pages (Poppler \(PDFDocument.popplerVersion))")]
    }
}

/// Makes `pdf-text` recognizers.
public struct PDFTextFactory: RecognizerFactory {
    /// A factory.
    public init() {}
    /// `pdf-text` and Poppler's version.
    public var identity: BackendIdentity { BackendIdentity(name: PDFTextBackend.name, version: PDFDocument.popplerVersion) }
    /// A recognizer; it loads nothing.
    public func makeRecognizer() throws(BackendError) -> any Recognizer { PDFTextRecognizer() }
}

/// Reads the text layer of the PDF page a decoded image is.
public final class PDFTextRecognizer: Recognizer {
    /// A recognizer.
    public init() {}

    /// The page's text layer as lines with boxes in the rendered page's pixels; `empty`
    /// with the reason when it has none. Throws `.failed` for an image that is not a PDF
    /// page, or a page whose PDF cannot be read again.
    public func recognize(_ image: DecodedImage, context: RecognitionContext) throws(BackendError) -> Recognition {
        let name = "\(context.suite)/\(context.id)"
        guard image.format == .pdf, let page = image.page else {
            throw BackendError.failed("pdf-text: \(name) is a \(image.format.rawValue.uppercased()) image, not a page of a PDF: "
                                      + "this backend reads a PDF's text layer")
        }
        guard let path = image.sourcePath, let data = FileManager.default.contents(atPath: path) else {
            throw BackendError.failed("pdf-text: the PDF of \(name) cannot be read again (with a regionOfInterest the "
                                      + "engine gets a crop, and the text layer is the whole page's)")
        }
        let document: PDFDocument
        do { document = try PDFDocument(bytes: [UInt8](data)) } catch { throw BackendError.failed("pdf-text: \(error.reason)") }
        guard let layer = document.text(page: page), let size = document.pageSize(page), size.width > 0, size.height > 0 else {
            throw BackendError.failed("pdf-text: \(name): the PDF has no page \(page)")
        }
        guard !layer.lines.isEmpty else {
            return Recognition(lines: [], declaredOutcome: "empty", declaredMessage: "page \(page) has no text layer")
        }
        // Points to the rendered page's pixels.
        let sx = Double(image.width) / size.width, sy = Double(image.height) / size.height
        let lines = layer.lines.map { line in
            let x = Int((line.x * sx).rounded(.down)), y = Int((line.y * sy).rounded(.down))
            let right = Int(((line.x + line.width) * sx).rounded(.up)), bottom = Int(((line.y + line.height) * sy).rounded(.up))
            return TextLine(text: line.text, confidence: nil, box: PixelBox(x: x, y: y, width: right - x, height: bottom - y))
        }
        return Recognition(lines: lines, printedText: layer.text)
    }
}
