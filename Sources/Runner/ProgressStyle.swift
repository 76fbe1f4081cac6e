/// How a run shows its progress on standard error.
public enum ProgressStyle: Sendable, Equatable {
    /// A bar redrawn in place: done/total, failures so far, ETA, per profile (terminals).
    case bar
    /// Plain lines: every failed sample, and a progress line every few seconds (CI logs).
    case lines
    /// Nothing (`--quiet`).
    case none
}
