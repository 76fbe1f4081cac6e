/// Why an XML document could not be read: the file (or the name given to bytes), the
/// line when known, and the reason, written for the person at the terminal.
public struct XMLReadingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file, or the name given to the bytes.
    public var file: String
    /// The line of the problem, when known.
    public var line: Int?
    /// What is wrong.
    public var reason: String

    /// A problem reading `file` (at `line`, when known).
    public init(file: String, line: Int? = nil, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    /// "file:line: reason" (libxml2's own messages already start with the file).
    public var description: String {
        if reason.hasPrefix(file + ":") { return reason }
        return (line.map { $0 > 0 ? "\(file):\($0)" : file } ?? file) + ": " + reason
    }
}
