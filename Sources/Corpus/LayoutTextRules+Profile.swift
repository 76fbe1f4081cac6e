import LayoutFormats
import Scoring

extension LayoutTextRules {
    /// The rules a normalization profile reads PAGE-XML and ALTO truth by: dinglehopper's
    /// under `dinglehopper`, whose figures it reproduces; ocrgauge's under the others.
    public static func of(_ profile: NormalizationProfile) -> LayoutTextRules {
        profile == .dinglehopper ? .dinglehopper : .ocrgauge
    }

    /// Where a truth read by these rules from a file of `format` comes from, for the
    /// scorer (`ScoringInput.truthSource`): a layout document's text as dinglehopper
    /// reads it, or (ocrgauge's rules, hOCR, plain text) what plain text is.
    public func source(of format: LayoutFormat?) -> TextSource {
        self == .dinglehopper && (format == .page || format == .alto) ? .layoutDocument : .plainText
    }
}
