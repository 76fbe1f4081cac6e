/// The process exit codes every verb uses.
public enum ExitCode {
    /// Everything went as asked.
    public static let ok: Int32 = 0
    /// The gate failed: a regression, or a failed sample with --strict.
    public static let gateFailed: Int32 = 1
    /// Usage or configuration error; the message names the file and the key.
    public static let usage: Int32 = 2
    /// The harness could not do its work (backend missing, disk full).
    public static let harness: Int32 = 3
    /// Interrupted by SIGINT or SIGTERM; the reports are marked incomplete.
    public static let interrupted: Int32 = 130
}
