import Scoring

/// One text line of a layout document (PAGE-XML, ALTO, hOCR), in reading order.
public struct LayoutLine: Sendable, Equatable {
    /// The line's text, edge white space stripped.
    public var text: String
    /// The line's bounding box in pixels, when the document gives one.
    public var box: LayoutBox?
    /// The line's confidence, 0...100, when the document gives one.
    public var confidence: Double?
    /// The page the line is on, 1-based: an ALTO file may hold several `Page`s (a
    /// document's truth in one file); other formats hold one.
    public var page: Int = 1

    /// A line of this text, with its box and confidence when the document gives them.
    public init(text: String, box: LayoutBox? = nil, confidence: Double? = nil) {
        self.text = text
        self.box = box
        self.confidence = confidence
    }
}
