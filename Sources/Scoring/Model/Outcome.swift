/// How one (sample, profile) pair ended. Every pair ends in exactly one outcome.
public enum Outcome: String, Sendable, CaseIterable, Codable {
    /// A non-empty transcript.
    case text
    /// The image decoded, and nothing was recognized.
    case empty
    /// The file could not be decoded; the result's message says why.
    case unreadable
    /// The backend failed.
    case error
    /// The backend took longer than the per-sample limit.
    case timeout
    /// The backend process died.
    case crashed
}
