/// One recognized line as it is kept in a report: text, confidence (0...100) and box
/// in pixels of the upright image.
public struct LineRecord: Sendable, Equatable, Hashable, Codable {
    public var text: String
    public var confidence: Double?
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int
    /// Whether the line matches a reference line exactly (nil: not determined).
    public var correct: Bool?

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
