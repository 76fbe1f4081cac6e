import Foundation

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
    public func read(_ bytes: some Collection<UInt8>, name: String, level: TextEquivLevel = .line,
                     rules: LayoutTextRules = .ocrgauge) throws(LayoutError) -> LayoutDocument {
        switch self {
        case .page: return try PageXMLReader.read(bytes, name: name, level: level, rules: rules)
        case .alto: return try ALTOReader.read(bytes, name: name, rules: rules)
        case .hocr: return try HOCRReader.read(bytes, name: name)
        }
    }
}
