import LayoutFormats
import Scoring
/// What a backend recognized on one image: lines in the engine's reading order.
public struct Recognition: Sendable, Equatable {
    /// The recognized lines, in the engine's reading order.
    public var lines: [TextLine]
    /// An outcome the backend declares instead of text ("unreadable", "error", ...), as a
    /// recording made elsewhere may; nil for an ordinary result.
    public var declaredOutcome: String?
    /// The message that goes with a declared outcome (e.g. why it is an error), if any.
    public var declaredMessage: String?
    /// The text exactly as the engine prints it (Tesseract's, as its CLI writes it, with
    /// the blank lines between blocks; a plain-text output's bytes), when it gives one:
    /// the transcript that is stored and scored. Nil: the lines joined.
    public var printedText: String?

    /// A recognition of these lines, with an outcome declared instead of text if given.
    public init(lines: [TextLine], declaredOutcome: String? = nil, declaredMessage: String? = nil,
                printedText: String? = nil) {
        self.lines = lines
        self.declaredOutcome = declaredOutcome
        self.declaredMessage = declaredMessage
        self.printedText = printedText
    }

    /// The transcript: the engine's printed text, else the line texts joined by line breaks.
    public var text: String { printedText ?? lines.map(\.text).joined(separator: "\n") }

    /// True when no line holds anything but white space.
    public var isEmpty: Bool {
        lines.allSatisfy { $0.text.unicodeScalars.allSatisfy { $0.properties.isWhitespace } }
    }
}

/// One recognized line: text, confidence (0...100, when known) and box in pixels of the
/// image the engine was given (x and y from the top-left corner).
public struct TextLine: Sendable, Equatable {
    /// The line's text.
    public var text: String
    /// The engine's confidence, 0...100; nil when it gives none.
    public var confidence: Double?
    /// Where the line is on the image.
    public var box: PixelBox

    /// A line with this text, confidence and box.
    public init(text: String, confidence: Double?, box: PixelBox) {
        self.text = text
        self.confidence = confidence
        self.box = box
    }
}

/// A rectangle in pixels, origin top-left: the layout reader's box, so lines read from
/// hOCR, ALTO or PAGE keep theirs as they are.
public typealias PixelBox = LayoutBox
