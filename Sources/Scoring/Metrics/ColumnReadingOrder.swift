/// Puts recognized lines into reading order for multi-column pages (a profile's
/// `layout: columns`): columns left to right, each read top to bottom, with lines that
/// span several columns (titles, footers) read where they stand between the column blocks.
///
/// Columns are found by clustering left edges: edges closer than `indentTolerance`
/// (default three median line heights) join one cluster, so indented sub-entries and
/// wrapped continuation lines stay in their column. A line whose box reaches into two or
/// more columns' extents spans them; spanning lines are taken out one at a time, widest
/// first, and the columns found again without them. Spanning lines then cut the page into
/// horizontal blocks, each read column by column.
public enum ColumnReadingOrder {
    /// The indices of `boxes` in reading order.
    public static func order(_ boxes: [LayoutBox], indentTolerance: Int? = nil) -> [Int] {
        if boxes.count < 2 { return Array(boxes.indices) }
        let heights = boxes.map(\.height).sorted()
        let tolerance = indentTolerance ?? max(1, 3 * heights[heights.count / 2])
        let touching = max(1, heights[heights.count / 2] / 2)

        var columnLines = Set(boxes.indices)
        var spanning: [Int] = []
        while true {
            let clusters = columns(of: columnLines, boxes, tolerance: tolerance)
            let extents = clusters.map { members in
                (members.map { boxes[$0].x }.min()!, members.map { boxes[$0].right }.max()!)
            }
            let crossing = columnLines.filter { index in
                let box = boxes[index]
                return extents.filter { min(box.right, $0.1) - max(box.x, $0.0) >= touching }.count >= 2
            }
            guard let widest = crossing.max(by: { (boxes[$0].width, -$0) < (boxes[$1].width, -$1) }),
                  columnLines.count > 1 else { break }
            columnLines.remove(widest)
            spanning.append(widest)
        }

        let clusters = columns(of: columnLines, boxes, tolerance: tolerance)
        spanning.sort { (boxes[$0].centerY, boxes[$0].x, $0) < (boxes[$1].centerY, boxes[$1].x, $1) }
        var result: [Int] = []
        for block in 0...spanning.count {
            let top = block == 0 ? Int.min : boxes[spanning[block - 1]].centerY
            let bottom = block == spanning.count ? Int.max : boxes[spanning[block]].centerY
            for members in clusters {
                let inBlock = members.filter { boxes[$0].centerY > top && boxes[$0].centerY <= bottom }
                result += inBlock.sorted { (boxes[$0].y, boxes[$0].x, $0) < (boxes[$1].y, boxes[$1].x, $1) }
            }
            if block < spanning.count { result.append(spanning[block]) }
        }
        return result
    }

    /// `lines` in reading order (by their boxes).
    public static func order(_ lines: [LineRecord], indentTolerance: Int? = nil) -> [LineRecord] {
        order(lines.map { LayoutBox(x: $0.x, y: $0.y, width: $0.width, height: $0.height) },
              indentTolerance: indentTolerance).map { lines[$0] }
    }

    /// Single-linkage clusters of left edges (gaps above `tolerance` separate columns),
    /// left to right; each cluster lists its lines.
    static func columns(of lines: Set<Int>, _ boxes: [LayoutBox], tolerance: Int) -> [[Int]] {
        let sorted = lines.sorted { (boxes[$0].x, $0) < (boxes[$1].x, $1) }
        var clusters: [[Int]] = []
        var previousX = Int.min
        for index in sorted {
            if clusters.isEmpty || boxes[index].x - previousX > tolerance {
                clusters.append([index])
            } else {
                clusters[clusters.count - 1].append(index)
            }
            previousX = boxes[index].x
        }
        return clusters
    }
}
