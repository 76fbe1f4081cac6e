import LayoutFormats

/// How the loader reads layout truth: the level of PAGE-XML's `TextEquiv`s and whose
/// rules read PAGE-XML and ALTO (both settled by corpus.json and the run's options:
/// `CorpusSettings.effectiveTextEquivLevel`, `CorpusSettings.layoutTextRules`).
struct TruthReading: Sendable, Equatable {
    var level: TextEquivLevel
    var rules: LayoutTextRules

    /// The reading of a corpus with these settings.
    init(_ settings: CorpusSettings) {
        level = settings.effectiveTextEquivLevel
        rules = settings.layoutTextRules
    }

    /// What the fingerprint adds for how truth of the file `truthName` was read, so that
    /// `--resume` scores it again after a change: "textEquivLevel=region" for PAGE-XML at
    /// region level, "rules=dinglehopper" for PAGE-XML and ALTO by dinglehopper's rules
    /// (both, joined by ";", when both hold); nothing otherwise (so fingerprints made
    /// before levels and rules existed still hold).
    func mark(for truthName: String?) -> String? {
        guard let truthName else { return nil }
        let page = truthName.hasSuffix(LayoutFormat.page.truthSuffix)
        var parts: [String] = []
        if page && level == .region { parts.append("textEquivLevel=region") }
        if rules == .dinglehopper && (page || truthName.hasSuffix(LayoutFormat.alto.truthSuffix)) {
            parts.append("rules=dinglehopper")
        }
        return parts.isEmpty ? nil : parts.joined(separator: ";")
    }
}
