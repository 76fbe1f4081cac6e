/// A problem with a file a person wrote (a sidecar, corpus.json, ocrgauge.json, a truth
/// file), with the key it concerns, so the person at the terminal can fix it at once.
/// The corpus calls it `FileProblem`.
public struct FileProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file, relative to the corpus folder where possible.
    public var file: String
    /// The key path, e.g. "fields[2].regex" or "profiles.fast.tesseract.psm".
    public var key: String?
    /// What is wrong, for a person.
    public var problem: String
    /// Further problems found in the same file, so that one error lists every bad key.
    public var more: [FileProblem] = []

    /// A problem with `file` (and `key`, when it concerns one).
    public init(file: String, key: String? = nil, _ problem: String) {
        self.file = file
        self.key = key
        self.problem = problem
    }

    /// One error carrying every problem in `problems` (at least one), the first in front.
    public init(combining problems: [FileProblem]) {
        precondition(!problems.isEmpty, "nothing to combine")
        self = problems[0]
        more += problems.dropFirst().flatMap { [$0.withoutMore] + $0.more }
    }

    private var withoutMore: FileProblem {
        var copy = self
        copy.more = []
        return copy
    }

    /// Every problem this error carries, the first included.
    public var all: [FileProblem] { [withoutMore] + more }

    /// "file: key 'k': problem", then one "also …" line for every further problem.
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
    /// The problems kept so far.
    public private(set) var problems: [FileProblem] = []

    /// An empty collector.
    public init() {}

    /// Runs `body`; a problem it throws is kept and nil returned.
    public mutating func attempt<T>(_ body: () throws(FileProblem) -> T) -> T? {
        do { return try body() } catch {
            problems.append(contentsOf: error.all)
            return nil
        }
    }

    /// Keeps `problem`.
    public mutating func add(_ problem: FileProblem) { problems.append(contentsOf: problem.all) }

    /// Throws every problem kept, as one error.
    public func finish() throws(FileProblem) {
        if !problems.isEmpty { throw FileProblem(combining: problems) }
    }
}
