/// One line of structured ground truth (PAGE-XML, ALTO, hOCR): its text and, when the
/// document gives one, its box in pixels of the upright image.
public struct TruthLine: Sendable, Equatable, Hashable, Codable {
    public var text: String
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(text: String, x: Int, y: Int, width: Int, height: Int) {
        self.text = text
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
