public import XMLReading
/// A layout document read into text lines in reading order, with what the reading had
/// to decide that a person should know ("regions r1, r4 are outside the ReadingOrder:
/// left out").
public struct LayoutDocument: Sendable, Equatable {
    /// The text lines, in reading order.
    public var lines: [LayoutLine]
    /// Decisions made while reading, one sentence each.
    public var notes: [String]
    /// The text as the document writes it, when it is not the lines' texts joined: at
    /// PAGE-XML's region level (`TextEquivLevel.region`) each text region's own text,
    /// joined by line feeds; under dinglehopper's rules (`LayoutTextRules.dinglehopper`)
    /// dinglehopper's text at either level. nil: the text is the lines'.
    public var textAsWritten: String?
    /// Under dinglehopper's rules, a multi-page ALTO's text page by page (the first
    /// page's first); nil otherwise.
    public var pageTextsAsWritten: [String]?

    /// A document of these lines, with the notes of reading it and, when it is not the
    /// lines' texts joined, its text as written.
    public init(lines: [LayoutLine], notes: [String] = [], textAsWritten: String? = nil) {
        self.lines = lines
        self.notes = notes
        self.textAsWritten = textAsWritten
    }

    /// The text: `textAsWritten` when there is one, else one line per line, joined by
    /// line feeds.
    public var text: String { textAsWritten ?? lines.map(\.text).joined(separator: "\n") }

    /// The number of pages it holds (ALTO `Page` elements; 1 for the other formats).
    public var pages = 1

    /// The lines of page `number` (1-based) as a document of their own, with the notes
    /// (and the page's text as written, when the document has it by page).
    public func page(_ number: Int) -> LayoutDocument {
        var single = LayoutDocument(lines: lines.filter { $0.page == number }, notes: notes)
        if let pageTextsAsWritten {
            single.textAsWritten = pageTextsAsWritten.indices.contains(number - 1) ? pageTextsAsWritten[number - 1] : ""
        }
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
