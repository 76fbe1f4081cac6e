/// The defaults the verbs share, each written once: their help texts, their parsing and
/// `init`'s scaffold read them here.
enum CommandDefaults {
    /// The corpus folder when `--corpus` is not given.
    static let corpus = "Corpus"
    /// Where `run` writes its reports when `--out` is not given.
    static let output = "Reports/latest"
    /// The profiles file read when it exists and `--config` is not given.
    static let configuration = "ocrgauge.json"
}
