/// Where a text to be normalized comes from. Only the `dinglehopper` profile tells them
/// apart, as dinglehopper 0.11 does: it strips each line of a plain-text file
/// (`plain_extract`), but takes a PAGE-XML or ALTO document's texts as written
/// (`page_extract`, `alto_extract`): nothing stripped, an empty line kept.
public enum TextSource: Sendable, Equatable {
    /// A plain-text file or a recognizer's text.
    case plainText
    /// A PAGE-XML or ALTO document's text read by dinglehopper's rules
    /// (LayoutFormats' `LayoutTextRules.dinglehopper`).
    case layoutDocument
}

extension NormalizationProfile {
    /// `text`, from `source`, normalized by this profile: under `dinglehopper` a layout
    /// document's text is put in NFC and its substitutions made, nothing else
    /// (`DinglehopperNormalization.normalizeAsWritten`); every other case is `normalize(_:)`.
    public func normalize(_ text: String, source: TextSource) -> String {
        if self == .dinglehopper && source == .layoutDocument { return DinglehopperNormalization.normalizeAsWritten(text) }
        return normalize(text)
    }
}
