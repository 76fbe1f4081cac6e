import Foundation

/// The lines of a page whose texts come as boxes in no useful order (WildReceipt keeps
/// its annotators' order: a receipt's items, then its prices): boxes whose vertical
/// extents overlap enough go on one line, each line read left to right, the lines top
/// to bottom, on the page straightened by the slant that makes the fewest lines.
///
/// The rule, with a box's extent from its lowest to its highest y (its corners in any
/// order; y grows downwards) and a line's extent the union of its boxes':
///
/// 1. A slant θ lifts each box by tan θ times its horizontal centre (a photo turned by θ,
///    its right side lower, is read level). Every θ from −10° to 10° in steps of 0.5° is
///    tried, and the one giving the fewest lines kept; of those, the smallest |θ| (0°
///    first, then −0.5°, 0.5°, −1°, ...). A level page keeps 0°.
/// 2. Boxes are taken in the order of their (lifted) vertical centre, then left edge,
///    then their place in the annotation.
/// 3. A box joins the most recent line that accepts it: one whose extent overlaps the
///    box's by at least half the smaller of the two heights, and none of whose boxes it
///    sits over (overlapping one horizontally by more than half the narrower width: two
///    stacked texts are two lines). Looking back stops at a line whose extent does not
///    reach the box at all (lines above it). Failing that, the box starts a new line.
/// 4. Each line's boxes are read left to right (then by their place in the annotation)
///    and their texts joined by one space; lines come in the order they were started.
///
/// It is a heuristic: where a page's lines are evenly spaced, a price could belong to its
/// item or to the next one by geometry alone, and the smaller slant wins.
enum BoxedTextLines {
    /// One text and its box.
    struct Box: Sendable, Equatable {
        var text: String
        var left: Double
        var top: Double
        var right: Double
        var bottom: Double
        /// Its place in the annotation, for ties.
        var index: Int

        /// The box of a quadrilateral's corners `points` (x1, y1, x2, y2, ...).
        init(text: String, points: [Double], index: Int) {
            let xs = stride(from: 0, to: points.count, by: 2).map { points[$0] }
            let ys = stride(from: 1, to: points.count, by: 2).map { points[$0] }
            self.init(text: text, left: xs.min() ?? 0, top: ys.min() ?? 0, right: xs.max() ?? 0, bottom: ys.max() ?? 0, index: index)
        }

        init(text: String, left: Double, top: Double, right: Double, bottom: Double, index: Int) {
            self.text = text; self.left = left; self.top = top; self.right = right; self.bottom = bottom; self.index = index
        }

        var centre: Double { (top + bottom) / 2 }
    }

    /// A line being gathered: its boxes and its vertical extent.
    private struct Line {
        var boxes: [Box]
        var top: Double
        var bottom: Double

        /// How far `box`'s vertical extent overlaps this line's (negative: a gap).
        func overlap(_ box: Box) -> Double { min(bottom, box.bottom) - max(top, box.top) }

        func accepts(_ box: Box) -> Bool {
            guard overlap(box) >= min(bottom - top, box.bottom - box.top) / 2 else { return false }
            return !boxes.contains { other in
                min(other.right, box.right) - max(other.left, box.left) > min(other.right - other.left, box.right - box.left) / 2
            }
        }
    }

    /// The slants tried, in degrees, in the order that breaks ties: 0, −0.5, 0.5, ..., −10, 10.
    static let slants: [Double] = {
        var slants: [Double] = [0]
        for step in 1...20 {
            let degrees = Double(step) / 2
            slants.append(-degrees)
            slants.append(degrees)
        }
        return slants
    }()

    /// The texts of `boxes` as lines, each line's texts joined by one space, at the slant
    /// that makes the fewest lines.
    static func lines(_ boxes: [Box]) -> [String] {
        var best: [[Box]]?
        for degrees in slants {
            let lines = gathered(boxes, slope: tan(degrees * .pi / 180))
            if let kept = best, kept.count <= lines.count { continue }
            best = lines
        }
        return (best ?? []).map { line in
            line.sorted { ($0.left, $0.index) < ($1.left, $1.index) }.map(\.text).joined(separator: " ")
        }
    }

    /// `boxes` gathered into lines with each box lifted by `slope` times its horizontal
    /// centre, in the order the lines were started.
    static func gathered(_ boxes: [Box], slope: Double) -> [[Box]] {
        let lifted = boxes.map { box in
            var level = box
            let lift = slope * (box.left + box.right) / 2
            level.top -= lift
            level.bottom -= lift
            return level
        }
        let ordered = lifted.sorted { ($0.centre, $0.left, $0.index) < ($1.centre, $1.left, $1.index) }
        var lines: [Line] = []
        for box in ordered {
            var joined = false
            for index in lines.indices.reversed() {
                if lines[index].overlap(box) < 0 { break }
                if lines[index].accepts(box) {
                    lines[index].boxes.append(box)
                    lines[index].top = min(lines[index].top, box.top)
                    lines[index].bottom = max(lines[index].bottom, box.bottom)
                    joined = true
                    break
                }
            }
            if !joined { lines.append(Line(boxes: [box], top: box.top, bottom: box.bottom)) }
        }
        return lines.map(\.boxes)
    }
}
