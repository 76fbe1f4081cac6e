/// Intersection over union of two axis-aligned boxes (x, y, width, height): 0 when they
/// do not meet or either is empty, 1 when they are the same.
enum LineBoxOverlap {
    static func intersectionOverUnion(_ a: (x: Int, y: Int, width: Int, height: Int),
                                      _ b: (x: Int, y: Int, width: Int, height: Int)) -> Double {
        guard a.width > 0, a.height > 0, b.width > 0, b.height > 0 else { return 0 }
        let left = max(a.x, b.x), right = min(a.x + a.width, b.x + b.width)
        let top = max(a.y, b.y), bottom = min(a.y + a.height, b.y + b.height)
        guard right > left, bottom > top else { return 0 }
        let intersection = Double(right - left) * Double(bottom - top)
        let union = Double(a.width) * Double(a.height) + Double(b.width) * Double(b.height) - intersection
        return intersection / union
    }
}
