/// One verb of the command line, in a file of its own.
protocol Command: Sendable {
    /// The verb, e.g. "run".
    static var name: String { get }
    /// One line for the verb list.
    static var summary: String { get }
    /// The full `--help` text.
    static var help: String { get }
    /// The verb's options, declared once: its parser, the Options lines of its help and
    /// the completion come from them.
    static var options: OptionTable { get }
    /// Words that may follow the verb, e.g. ["check", "list", "add"] (for completion).
    static var subverbs: [String] { get }
    /// Runs the verb with the arguments after it; returns the exit code.
    static func run(_ arguments: [String], console: Console) -> Int32
}

extension Command {
    static var options: OptionTable { OptionTable() }
    /// The parser of exactly `options` (and --help).
    static var parser: ArgumentParser { options.parser }
    static var subverbs: [String] { [] }
}
