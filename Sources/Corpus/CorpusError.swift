/// A problem with the corpus, with the file (relative to the corpus folder) and, for
/// sidecars, the key it concerns, so the person at the terminal can fix it at once.
public struct CorpusError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file, relative to the corpus folder where possible.
    public var file: String
    /// The sidecar key, e.g. "fields[2].regex", when the problem is in a sidecar.
    public var key: String?
    public var problem: String

    public init(file: String, key: String? = nil, _ problem: String) {
        self.file = file
        self.key = key
        self.problem = problem
    }

    public var description: String {
        if let key { return "\(file): key '\(key)': \(problem)" }
        return "\(file): \(problem)"
    }
}
