/// The reading order of Label Studio's transcribed regions: top to bottom, then left to
/// right. Regions are sorted by their top edge; a region whose vertical centre lies
/// within the row being gathered (between its first region's top and its lowest bottom)
/// joins that row, else it starts the next; each row reads left to right. Regions without
/// a box keep the export's order, after the others.
enum LabelStudioReadingOrder {
    /// A rectangle in Label Studio's units (percent of the image's width and height).
    struct Box: Sendable, Equatable {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
    }

    /// One transcribed region: its texts, its box when it has one, and its place in the export.
    struct Region: Sendable, Equatable {
        var texts: [String]
        var box: Box?
        var index: Int
    }

    /// `regions` in reading order.
    static func ordered(_ regions: [Region]) -> [Region] {
        let boxed = regions.compactMap { region in region.box.map { (region, $0) } }
            .sorted { ($0.1.y, $0.1.x, $0.0.index) < ($1.1.y, $1.1.x, $1.0.index) }
        var rows: [[(Region, Box)]] = []
        var top = 0.0, bottom = 0.0
        for (region, box) in boxed {
            let centre = box.y + box.height / 2
            if !rows.isEmpty, centre >= top, centre <= bottom {
                rows[rows.count - 1].append((region, box))
                bottom = max(bottom, box.y + box.height)
            } else {
                rows.append([(region, box)])
                top = box.y
                bottom = box.y + box.height
            }
        }
        let read = rows.flatMap { row in row.sorted { ($0.1.x, $0.0.index) < ($1.1.x, $1.0.index) }.map(\.0) }
        return read + regions.filter { $0.box == nil }
    }
}
