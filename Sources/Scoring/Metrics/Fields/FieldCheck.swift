/// Evaluates a sidecar's required fields on a (normalized) hypothesis, matching by
/// grapheme clusters, with a short reason a person can read for every result.
public enum FieldCheck {
    /// The result of `spec` on `hypothesis`.
    ///
    /// With a `normalization` profile, the texts to look for are normalized with it
    /// first, like the hypothesis was (so a field written "TOTAL" is found in lenient,
    /// case-folded text), and regular expressions ignore case under `lenient`.
    /// Positions in reasons count characters from 1. Barcode fields look at `barcodes`,
    /// what was decoded on the image (nil: nothing was scanned, the image did not decode).
    /// An entity field (`"entity": true`) also says how its value fared in SROIE task 3's
    /// terms (`FieldResult.extraction`, see `EntityExtraction`).
    public static func evaluate(_ spec: FieldSpec, in hypothesis: String, normalization: NormalizationProfile? = nil,
                                regexStepLimit: Int32 = BoundedRegex.defaultStepLimit,
                                barcodes: [DecodedBarcode]? = nil) -> FieldResult {
        var result = spec.field.check(FieldText(hypothesis: hypothesis, normalization: normalization,
                                                regexStepLimit: regexStepLimit, barcodes: barcodes))
        if !spec.isEntity { result.extraction = nil }   // for entity fields only
        return result
    }

    /// `text` in single quotes on one line: line breaks shown as "\n", long text shortened.
    static func quoted(_ text: String) -> String {
        var shown = text.count > 80 ? String(text.prefix(77)) + "..." : text
        if shown.contains("\n") {
            shown = shown.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\\n")
        }
        return "'" + shown + "'"
    }

    static func editsText(_ count: Int) -> String {
        count == 1 ? "1 edit" : "\(count) edits"
    }
}
