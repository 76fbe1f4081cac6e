import Scoring

/// The texts a report aligns to show a diff: a result's stored reference and hypothesis
/// (the truth as read and the engine's text as printed) normalized as the run scored them,
/// so the diff shows the edits the figures count. Normalizing twice changes nothing, so
/// results of older runs, stored normalized, show the same.
enum ShownTexts {
    /// The normalization profile a run's metadata names (default when it names none known).
    static func profile(_ name: String) -> NormalizationProfile {
        NormalizationProfile(rawValue: name) ?? .default
    }

    static func of(_ result: SampleResult, _ profile: NormalizationProfile) -> (reference: String, hypothesis: String) {
        (profile.normalize(result.reference), profile.normalize(result.hypothesis))
    }
}
