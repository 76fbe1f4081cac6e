/// A layout document read into text lines in reading order, with what the reading had
/// to decide that a person should know ("regions r1, r4 are outside the ReadingOrder:
/// left out").
public struct LayoutDocument: Sendable, Equatable {
    /// The text lines, in reading order.
    public var lines: [LayoutLine]
    /// Decisions made while reading, one sentence each.
    public var notes: [String]

    /// A document of these lines, with the notes of reading it.
    public init(lines: [LayoutLine], notes: [String] = []) {
        self.lines = lines
        self.notes = notes
    }

    /// The text: one line per line, joined by line feeds.
    public var text: String { lines.map(\.text).joined(separator: "\n") }

    /// Whether every line has a box (line-level figures need them).
    public var hasLineBoxes: Bool { !lines.isEmpty && lines.allSatisfy { $0.box != nil } }
}

/// Why a layout document could not be read: the file (or name) and the reason.
public struct LayoutError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file's name, or what the document is (e.g. "hOCR output").
    public var file: String
    /// The line in the file, when known.
    public var line: Int?
    /// What is wrong.
    public var reason: String

    /// A problem with `file` (at `line`, when known).
    public init(file: String, line: Int? = nil, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    /// `file:line: reason` (the line left out when unknown or 0; the reason alone when it already names the file).
    public var description: String {
        if reason.hasPrefix(file + ":") { return reason }
        return (line.map { $0 > 0 ? "\(file):\($0)" : file } ?? file) + ": " + reason
    }
}
