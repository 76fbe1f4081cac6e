/// A backend failure. `unavailable` stops a run (the harness cannot do its work);
/// `failed` ends one sample with the outcome `error`.
public enum BackendError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The engine or its data is missing or cannot start; the message says what to install.
    case unavailable(String)
    /// Recognition of one image failed.
    case failed(String)

    /// The message, whichever case carries it.
    public var description: String {
        switch self {
        case .unavailable(let message), .failed(let message): return message
        }
    }
}
