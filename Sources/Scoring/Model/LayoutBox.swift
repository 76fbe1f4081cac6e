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

    /// The right edge.
    public var right: Int { x + width }
    /// The vertical middle.
    public var centerY: Int { y + height / 2 }
}
