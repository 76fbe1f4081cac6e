/// Which `TextEquiv` of a PAGE-XML document its text is read from.
///
/// dinglehopper and OCR-D's evaluators read PAGE at region level by default; ocrgauge
/// read lines. Both readings are kept: the level changes only PAGE-XML's text (ALTO and
/// hOCR have one level of text), never its line boxes, which come from the `TextLine`s.
public enum TextEquivLevel: String, Sendable, CaseIterable, Codable {
    /// Each `TextRegion`'s own `TextEquiv`, as dinglehopper 0.11 reads it: the regions in
    /// its reading order (or every text region, nested ones included, in document order),
    /// each region's text as written (its line breaks kept), regions without text left
    /// out, joined by line feeds. A region whose own `TextEquiv` is missing or empty
    /// gives nothing, even when its lines hold text (a note says so).
    case region
    /// Each `TextLine`'s own `TextEquiv` (ocrgauge's reading, see `PageXMLReader`).
    case line

    /// "region" or "line", for messages and options.
    public static var names: String { allCases.map(\.rawValue).joined(separator: " or ") }
}
