/// Why a run could not start or finish, mapped to the CLI's exit codes.
public enum RunnerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Bad configuration or corpus (exit 2): the message names the file and the key.
    case configuration(String)
    /// The harness could not do its work (exit 3): a backend is missing, a report cannot be written.
    case harness(String)

    public var description: String {
        switch self {
        case .configuration(let message), .harness(let message): return message
        }
    }

    /// The process exit code DESIGN.md assigns to this error.
    public var exitCode: Int32 {
        switch self {
        case .configuration: return 2
        case .harness: return 3
        }
    }
}
