public import XMLReading
/// A layout document read into text lines in reading order, with what the reading had
/// to decide that a person should know ("regions r1, r4 are outside the ReadingOrder:
/// left out").
public struct LayoutDocument: Sendable, Equatable {
    /// The text lines, in reading order.
    public var lines: [LayoutLine]
    /// Decisions made while reading, one sentence each.
    public var notes: [String]
    /// The text read at region level (`TextEquivLevel.region`): each PAGE-XML text
    /// region's own text as written, joined by line feeds; nil when the text is the lines'.
    public var regionText: String?

    /// A document of these lines, with the notes of reading it and, read at region
    /// level, the regions' text.
    public init(lines: [LayoutLine], notes: [String] = [], regionText: String? = nil) {
        self.lines = lines
        self.notes = notes
        self.regionText = regionText
    }

    /// The text: the regions' text when read at region level, else one line per line,
    /// joined by line feeds.
    public var text: String { regionText ?? lines.map(\.text).joined(separator: "\n") }

    /// The number of pages it holds (ALTO `Page` elements; 1 for the other formats).
    public var pages = 1

    /// The lines of page `number` (1-based) as a document of their own, with the notes.
    public func page(_ number: Int) -> LayoutDocument {
        var single = LayoutDocument(lines: lines.filter { $0.page == number }, notes: notes)
        single.pages = 1
        return single
    }

    /// Whether every line has a box (line-level figures need them).
    public var hasLineBoxes: Bool { !lines.isEmpty && lines.allSatisfy { $0.box != nil } }
}

/// Why a layout document could not be read: the file (or what the document is, e.g.
/// "hOCR output"), the line when known, and the reason. The XML reader's own error, so a
/// reading problem passes through unchanged.
public typealias LayoutError = XMLReadingError
