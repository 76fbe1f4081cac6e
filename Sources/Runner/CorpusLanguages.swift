import Backends
import Corpus

/// The Tesseract languages a run reads the corpus in: what `ocrgauge corpus languages`
/// prints, and what the GitHub Action and the GitLab template install (as
/// `tesseract-ocr-XXX`) before the run, so that a corpus with German or French samples
/// runs in CI as it runs here.
///
/// For each Tesseract profile of the run: its own `languages` when it pins them; else
/// every sample's sidecar `languages`, and the default (`eng`) for samples naming none.
/// Profiles of other backends read no Tesseract data and add nothing.
public enum CorpusLanguages {
    /// The languages, sorted, each once.
    public static func needed(samples: SampleList, profiles: [Profile]) -> [String] {
        var languages = Set<String>()
        for profile in profiles where profile.backend.name == TesseractBackend.name {
            if let pinned = profile.common.languages {
                languages.formUnion(pinned)
                continue
            }
            for sample in samples {
                let named = sample.sidecar.languages
                languages.formUnion(named.isEmpty ? CommonSettings.defaultLanguages : named)
            }
        }
        return languages.sorted()
    }
}
