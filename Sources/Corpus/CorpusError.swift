import StrictJSON

/// A problem with a corpus file (sidecar, truth, image, corpus.json), naming the file
/// and, for JSON, the key.
public typealias CorpusError = FileProblem
