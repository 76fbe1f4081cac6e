/// Whose rules a PAGE-XML or ALTO document's text is read by (hOCR has only ocrgauge's).
/// The `dinglehopper` normalization profile reads layout truth by dinglehopper's, the
/// others by ocrgauge's; either way the lines (with their boxes) are ocrgauge's.
public enum LayoutTextRules: String, Sendable, CaseIterable, Codable {
    /// ocrgauge's: each line's text with its line breaks made spaces and its edge white
    /// space stripped, lines left empty dropped (`PageXMLReader`, `ALTOReader`); at
    /// PAGE-XML's region level the regions' own text as written (`PageRegionText`).
    case ocrgauge
    /// dinglehopper 0.11's (`page_extract` and `alto_extract` in its ocr_files.py): every
    /// text as written, nothing stripped, empty lines kept (`PageRegionText`, `ALTOReader`).
    case dinglehopper
}
