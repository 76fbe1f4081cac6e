/// A problem with the corpus, with the file (relative to the corpus folder) and, for
/// sidecars, the key it concerns, so the person at the terminal can fix it at once.
public struct CorpusError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file, relative to the corpus folder where possible.
    public var file: String
    /// The sidecar key, e.g. "fields[2].regex", when the problem is in a sidecar.
    public var key: String?
    public var problem: String
    /// Further problems found in the same file, so that one error lists every bad key.
    public var more: [CorpusError] = []

    public init(file: String, key: String? = nil, _ problem: String) {
        self.file = file
        self.key = key
        self.problem = problem
    }

    /// One error carrying every problem in `problems` (at least one), the first in front.
    public init(combining problems: [CorpusError]) {
        precondition(!problems.isEmpty, "nothing to combine")
        self = problems[0]
        more += problems.dropFirst().flatMap { [$0.withoutMore] + $0.more }
    }

    private var withoutMore: CorpusError {
        var copy = self
        copy.more = []
        return copy
    }

    /// Every problem this error carries, the first included.
    public var all: [CorpusError] { [withoutMore] + more }

    public var description: String {
        var text = key.map { "\(file): key '\($0)': \(problem)" } ?? "\(file): \(problem)"
        for other in more {
            let place = other.file == file ? "" : "\(other.file): "
            text += "\n  also " + place + (other.key.map { "key '\($0)': " } ?? "") + other.problem
        }
        return text
    }
}

/// Gathers the problems of one file while it is read, so that a sidecar or
/// configuration with several wrong keys names all of them in one error.
public struct ProblemCollector {
    public private(set) var problems: [CorpusError] = []

    public init() {}

    /// Runs `body`; a problem it throws is kept and nil returned.
    public mutating func attempt<T>(_ body: () throws(CorpusError) -> T) -> T? {
        do { return try body() } catch {
            problems.append(contentsOf: error.all)
            return nil
        }
    }

    /// Keeps `problem`.
    public mutating func add(_ problem: CorpusError) { problems.append(contentsOf: problem.all) }

    /// Throws every problem kept, as one error.
    public func finish() throws(CorpusError) {
        if !problems.isEmpty { throw CorpusError(combining: problems) }
    }
}
