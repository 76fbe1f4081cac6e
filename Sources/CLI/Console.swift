import Foundation
import Reports

/// Where a command writes: standard output for results, standard error for progress
/// and problems. Tests pass closures that collect the text.
///
/// `out` and `err` show control characters as escapes (`TerminalText`): ids, file
/// names and backend messages never reach the terminal raw. Text the program styles
/// itself (coloured diffs) goes through `styled`, its untrusted parts escaped first.
public struct Console: Sendable {
    private var rawOut: @Sendable (String) -> Void
    private var rawErr: @Sendable (String) -> Void
    /// True when standard output is a terminal (colour and bars are allowed).
    public var isTerminal: Bool

    /// A console writing results through `out` and progress and problems through `err`.
    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void, isTerminal: Bool) {
        rawOut = out
        rawErr = err
        self.isTerminal = isTerminal
    }

    /// Writes a line of results to standard output, control characters escaped.
    public func out(_ text: String) { rawOut(TerminalText.safe(text)) }

    /// Writes a line to standard error, control characters escaped.
    public func err(_ text: String) { rawErr(TerminalText.safe(text)) }

    /// Writes text that carries the program's own terminal styling as it is; every part
    /// of it from outside must have gone through `TerminalText.safe`.
    public func styled(_ text: String) { rawOut(text) }

    /// The process's own standard output and error.
    public static let standard = Console(
        out: { StandardStream.output.write($0 + "\n") },
        err: { StandardStream.error.write($0 + "\n") },
        isTerminal: isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
}
