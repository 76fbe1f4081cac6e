import Foundation
import Scoring
import Imaging
import StrictJSON

/// Settings of the `pdf-text` backend: the order in which a page's text layer is read.
public struct PDFTextSettings: BackendSettings {
    /// How the words of a text layer are put in order.
    public enum Order: String, Sendable, Codable, CaseIterable {
        /// As the page's content stream draws them (`pdftotext -raw`): the order the
        /// program that wrote the layer gave, Tesseract's and OCRmyPDF's reading order.
        case raw
        /// Poppler's own reading-order analysis of where the words stand (`pdftotext`
        /// without options), which regroups the words of an invisible OCR layer.
        case reading
    }

    /// `raw` unless the profile says `"order": "reading"`.
    public var order: Order

    /// Settings reading in `order`.
    public init(order: Order = .raw) { self.order = order }
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

    /// The `pdf-text` block's one key, `order`: `"raw"` (the default) or `"reading"`.
    public static func settings(from block: JSONFields?, context: SettingsContext) throws(FileProblem) -> PDFTextSettings {
        try block?.rejectUnknownKeys(["order"])
        guard let order = try block?.string("order") else { return PDFTextSettings() }
        guard let known = PDFTextSettings.Order(rawValue: order) else {
            throw block!.fail("order", "must be \"raw\" (the content stream's order, as pdftotext -raw) or \"reading\" "
                              + "(Poppler's reading-order analysis), not \"\(order)\"")
        }
        return PDFTextSettings(order: known)
    }

    /// `pdf-text.order`.
    public static func record(_ settings: PDFTextSettings, common: CommonSettings) -> [(key: String, value: String)] {
        [("pdf-text.order", JSONText.quote(settings.order.rawValue))]
    }

    /// A `PDFTextFactory`.
    public static func factory(_ settings: PDFTextSettings, common: CommonSettings) throws(BackendError) -> any RecognizerFactory {
        PDFTextFactory(order: settings.order)
    }

    /// Available wherever ocrgauge runs (Poppler is linked in).
    public static func statuses(projectFolder: URL) -> [BackendStatus] {
        [BackendStatus(name: name, available: true,
                       detail: "reads the text layer of PDF pages (Poppler \(PDFDocument.popplerVersion))")]
    }
}

/// Makes `pdf-text` recognizers.
public struct PDFTextFactory: RecognizerFactory {
    /// The order its recognizers read in.
    public var order: PDFTextSettings.Order
    /// A factory of recognizers reading in `order`.
    public init(order: PDFTextSettings.Order = .raw) { self.order = order }
    /// `pdf-text` and Poppler's version.
    public var identity: BackendIdentity { BackendIdentity(name: PDFTextBackend.name, version: PDFDocument.popplerVersion) }
    /// A recognizer; it loads nothing.
    public func makeRecognizer() throws(BackendError) -> any Recognizer { PDFTextRecognizer(order: order) }
}

/// Reads the text layer of the PDF page a decoded image is.
public final class PDFTextRecognizer: Recognizer {
    private let order: PDFTextSettings.Order
    /// A recognizer reading in `order` (the content stream's, by default).
    public init(order: PDFTextSettings.Order = .raw) { self.order = order }

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
        guard let layer = try layer(of: page, in: document, bytes: data), let size = document.pageSize(page),
              size.width > 0, size.height > 0 else {
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

    /// Page `page`'s text layer in this recognizer's order; nil when there is no such page.
    private func layer(of page: Int, in document: PDFDocument, bytes: Data) throws(BackendError) -> PDFPageText? {
        switch order {
        case .reading:
            return document.text(page: page)
        case .raw:
            let raw: PDFRawTextDocument
            do { raw = try PDFRawTextDocument(bytes: [UInt8](bytes)) } catch { throw BackendError.failed("pdf-text: \(error.reason)") }
            guard let text = raw.rawText(page: page) else { return nil }
            return PDFRawLines.page(text: text, words: raw.words(page: page) ?? [])
        }
    }
}
