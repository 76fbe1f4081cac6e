/// One line of structured ground truth (PAGE-XML, ALTO, hOCR): its text and, when the
/// document gives one, its box in pixels of the upright image.
public struct TruthLine: Sendable, Equatable, Hashable, Codable {
    /// The line's text.
    public var text: String
    /// The left edge.
    public var x: Int
    /// The top edge.
    public var y: Int
    /// The width.
    public var width: Int
    /// The height.
    public var height: Int

    /// A truth line with this text and box.
    public init(text: String, x: Int, y: Int, width: Int, height: Int) {
        self.text = text
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
