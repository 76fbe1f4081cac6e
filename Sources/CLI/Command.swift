/// One verb of the command line, in a file of its own.
protocol Command: Sendable {
    /// The verb, e.g. "run".
    static var name: String { get }
    /// One line for the verb list.
    static var summary: String { get }
    /// The full `--help` text.
    static var help: String { get }
    /// Runs the verb with the arguments after it; returns the exit code.
    static func run(_ arguments: [String], console: Console) -> Int32
}
