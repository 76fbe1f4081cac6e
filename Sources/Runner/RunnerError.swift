import StrictJSON

/// Why a run could not start or finish, mapped to the CLI's exit codes.
public enum RunnerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Bad configuration or corpus (exit 2): the message names the file and the key.
    case configuration(String)
    /// A file a person wrote is wrong (exit 2): a sidecar, corpus.json, ocrgauge.json,
    /// with the key and every other problem of the file.
    case file(FileProblem)
    /// The harness could not do its work (exit 3): a backend is missing, a report cannot be written.
    case harness(String)

    /// The message, or the file problem's description.
    public var description: String {
        switch self {
        case .configuration(let message), .harness(let message): return message
        case .file(let problem): return problem.description
        }
    }

    /// The process exit code of this error.
    public var exitCode: Int32 {
        switch self {
        case .configuration, .file: return 2
        case .harness: return 3
        }
    }

    /// The same error with `prefix` before its message ("baseline ...").
    func prefixed(_ prefix: String) -> RunnerError {
        switch self {
        case .configuration(let message): return .configuration(prefix + message)
        case .file(let problem): return .configuration(prefix + problem.description)
        case .harness(let message): return .harness(prefix + message)
        }
    }
}
