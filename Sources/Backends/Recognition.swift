/// What a backend recognized on one image: lines in the engine's reading order.
public struct Recognition: Sendable, Equatable {
    public var lines: [TextLine]
    /// An outcome the backend declares instead of text ("unreadable", "error", ...), as a
    /// recording made elsewhere may; nil for an ordinary result.
    public var declaredOutcome: String?
    public var declaredMessage: String?

    public init(lines: [TextLine], declaredOutcome: String? = nil, declaredMessage: String? = nil) {
        self.lines = lines
        self.declaredOutcome = declaredOutcome
        self.declaredMessage = declaredMessage
    }

    /// The transcript: line texts joined by line breaks.
    public var text: String { lines.map(\.text).joined(separator: "\n") }

    /// True when no line holds anything but white space.
    public var isEmpty: Bool {
        lines.allSatisfy { $0.text.unicodeScalars.allSatisfy { $0.properties.isWhitespace } }
    }
}

/// One recognized line: text, confidence (0...100, when known) and box in pixels of the
/// image the engine was given (x and y from the top-left corner).
public struct TextLine: Sendable, Equatable {
    public var text: String
    public var confidence: Double?
    public var box: PixelBox

    public init(text: String, confidence: Double?, box: PixelBox) {
        self.text = text
        self.confidence = confidence
        self.box = box
    }
}

/// A rectangle in pixels, origin top-left.
public struct PixelBox: Sendable, Equatable, Hashable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
