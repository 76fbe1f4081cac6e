import Foundation

/// Where a command writes: standard output for results, standard error for progress
/// and problems. Tests pass closures that collect the text.
public struct Console: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void
    /// True when standard output is a terminal (colour and bars are allowed).
    public var isTerminal: Bool

    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void, isTerminal: Bool) {
        self.out = out
        self.err = err
        self.isTerminal = isTerminal
    }

    /// The process's own standard output and error.
    public static let standard = Console(
        out: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
        err: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
        isTerminal: isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
}
