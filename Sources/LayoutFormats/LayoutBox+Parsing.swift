import Foundation
import Scoring

/// Boxes as the layout formats give them: from points, from attributes.
extension LayoutBox {
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
