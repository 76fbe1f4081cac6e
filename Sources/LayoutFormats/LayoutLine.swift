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

/// An axis-aligned rectangle in pixels, origin top left.
public struct LayoutBox: Sendable, Equatable, Hashable {
    /// The left edge.
    public var x: Int
    /// The top edge.
    public var y: Int
    /// The width.
    public var width: Int
    /// The height.
    public var height: Int

    /// A box at (`x`, `y`) of this size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The bounding box of points; nil without any.
    static func enclosing(_ points: [(Int, Int)]) -> LayoutBox? {
        guard let minX = points.map(\.0).min(), let maxX = points.map(\.0).max(),
              let minY = points.map(\.1).min(), let maxY = points.map(\.1).max() else { return nil }
        return LayoutBox(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// A coordinate from an attribute: a NaN, infinite or huge value reads as nil rather
    /// than trapping in Int(_:); 32-bit range, so differences cannot overflow.
    static func coordinate(_ text: String?) -> Int? {
        guard let text, let number = Double(text.trimmingCharacters(in: .whitespaces)), number.isFinite,
              abs(number) <= Double(Int32.max) else { return nil }
        return Int(number)
    }
}
