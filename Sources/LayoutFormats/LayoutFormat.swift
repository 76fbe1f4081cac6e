import Foundation
import XMLReading

/// The layout documents the harness reads, as ground truth (`<id>.gt.page.xml`,
/// `<id>.gt.alto.xml`, `<id>.gt.hocr`) and as recognizer output.
public enum LayoutFormat: String, Sendable, CaseIterable, Codable {
    /// PAGE-XML, ALTO or hOCR.
    case page, alto, hocr

    /// What people call it.
    public var displayName: String {
        switch self {
        case .page: return "PAGE-XML"
        case .alto: return "ALTO"
        case .hocr: return "hOCR"
        }
    }

    /// The ground-truth file ending, after the sample id: ".gt.page.xml".
    public var truthSuffix: String {
        switch self {
        case .page: return ".gt.page.xml"
        case .alto: return ".gt.alto.xml"
        case .hocr: return ".gt.hocr"
        }
    }

    /// Reads a document of this format; `name` names it in errors. `level` says which
    /// PAGE-XML `TextEquiv` the text comes from (ALTO and hOCR have one level), `rules`
    /// whose rules PAGE-XML's and ALTO's text is read by (hOCR has ocrgauge's alone).
    /// The text read is bounded as the document is (`textLimitBytes`): a reading order
    /// reads each region or line once, so it never is larger, and a document whose text
    /// would be is refused, naming the limit.
    public func read(_ bytes: some Collection<UInt8>, name: String, level: TextEquivLevel = .line,
                     rules: LayoutTextRules = .ocrgauge) throws(LayoutError) -> LayoutDocument {
        let document: LayoutDocument
        switch self {
        case .page: document = try PageXMLReader.read(bytes, name: name, level: level, rules: rules)
        case .alto: document = try ALTOReader.read(bytes, name: name, rules: rules)
        case .hocr: document = try HOCRReader.read(bytes, name: name)
        }
        let size = document.textBytes
        guard size <= Self.textLimitBytes else {
            throw LayoutError(file: name, reason: "its text in reading order holds \(XMLReadingLimits.describe(size)) bytes, "
                              + "more than the \(XMLReadingLimits.describe(Self.textLimitBytes)) a layout document may hold")
        }
        return document
    }

    /// The most bytes (UTF-8) a layout document's text may hold once read in reading
    /// order: the 64 MB a document itself may hold (`XMLReadingLimits.layoutDocument`).
    public static let textLimitBytes = XMLReadingLimits.layoutDocument.bytes
}

extension LayoutDocument {
    /// The bytes (UTF-8) of its text (`text`), counted without joining the lines.
    var textBytes: Int {
        if let textAsWritten { return textAsWritten.utf8.count }
        return lines.reduce(max(lines.count - 1, 0)) { $0 + $1.text.utf8.count }
    }
}
