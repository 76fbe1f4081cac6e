/// One recognized line as it is kept in a report: text, confidence (0...100) and box
/// in pixels of the upright image.
public struct LineRecord: Sendable, Equatable, Hashable, Codable {
    /// The `userInfo` key that, set to true, makes a value holding lines (`SampleResult`,
    /// `RecognitionReport`) leave them out of its encoding, for a writer that writes them
    /// itself, without an encoder's dictionary per line.
    public static let omittedFromEncoding = CodingUserInfoKey(rawValue: "ocrgauge.linesOmitted")!

    /// The recognized text.
    public var text: String
    /// The engine's confidence, 0...100; nil when it gives none.
    public var confidence: Double?
    /// The left edge.
    public var x: Int
    /// The top edge.
    public var y: Int
    /// The width.
    public var width: Int
    /// The height.
    public var height: Int
    /// Whether the line matches a reference line exactly (nil: not determined).
    public var correct: Bool?

    /// A line record with these values.
    public init(text: String, confidence: Double?, x: Int, y: Int, width: Int, height: Int, correct: Bool? = nil) {
        self.text = text
        self.confidence = confidence
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.correct = correct
    }
}
