/// Lays the recipe's lines (or columns of lines, under an optional title spanning
/// them) on a page cropped to the text plus margins, with baselines from the face's
/// ascender/descender. A tab in a line right-aligns what follows it to the column's
/// width (a receipt's prices); the truth has one space there.
struct PageLayout {
    let recipe: Recipe
    let file: String

    /// Columns of lines (NFC); a single-column recipe is one column.
    var columns: [[String]] {
        let raw = recipe.columns ?? [recipe.lines ?? []]
        return raw.map { $0.map(\.precomposedNFC) }
    }

    var titleLines: [String] { (recipe.title?.lines ?? []).map(\.precomposedNFC) }

    /// Ground truth: non-empty lines, trimmed, tabs as one space; the title first,
    /// then column by column.
    var truthLines: [String] {
        (titleLines + columns.flatMap { $0 })
            .map { Self.truthLine($0) }
            .filter { !$0.isEmpty }
    }

    static func truthLine(_ line: String) -> String {
        let parts = line.split(separator: "\t", omittingEmptySubsequences: false).map { String($0).trimmingSpaces() }
        return parts.filter { !$0.isEmpty }.joined(separator: " ").trimmingSpaces()
    }

    func render() throws(SynthError) -> GrayImage {
        let dpi = recipe.resolvedDPI
        let background = UInt8(clamping: Double(recipe.background ?? 255))
        let foreground = UInt8(clamping: Double(recipe.foreground ?? 0))
        if recipe.kind == .blank || (recipe.lines == nil && recipe.columns == nil) {
            let page = recipe.page ?? PageSize(width: dpi * 2, height: dpi * 2)
            return GrayImage(width: max(page.width, 1), height: max(page.height, 1), fill: background)
        }
        guard let fontPath = recipe.font, let points = recipe.size else {
            throw SynthError.recipe(file, "text recipes need \"font\" and \"size\"")
        }
        let face = try FontFace(path: fontPath, points: points, dpi: dpi)
        var renderer = GlyphRenderer(face: face, colour: foreground)
        func px(_ pt: Double) -> Int { Int((pt * Double(dpi) / 72).rounded()) }
        let margin = px(recipe.margin ?? 36)
        let gap = px(recipe.columnGap ?? 36)
        let minimumColumn = px(recipe.columnWidth ?? 0)
        let tabGap = px(12)
        let pitch = max(1, Int((Double(face.lineHeight) * (recipe.lineSpacing ?? 1.0)).rounded()))

        func measure(_ line: String) throws(SynthError) -> Int {
            let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            if parts.count == 2 {
                return try renderer.measure(String(parts[0])) + tabGap + renderer.measure(String(parts[1]))
            }
            return try renderer.measure(line)
        }

        let columns = self.columns
        var columnWidths: [Int] = []
        for column in columns {
            var widest = minimumColumn
            for line in column { widest = max(widest, try measure(line)) }
            columnWidths.append(widest)
        }
        let tallest = columns.map(\.count).max() ?? 0
        let textHeight = tallest == 0 ? 0 : face.ascender + face.descender + (tallest - 1) * pitch
        var textWidth = columnWidths.reduce(0, +) + gap * max(0, columns.count - 1)

        // The title block: its own face, drawn first, spanning the columns.
        var titleFace: FontFace? = nil
        var titleHeight = 0
        var titlePitch = 0
        if let title = recipe.title, !title.lines.isEmpty {
            let tf = try FontFace(path: title.font, points: title.size, dpi: dpi)
            var titleRenderer = GlyphRenderer(face: tf, colour: foreground)
            titlePitch = tf.lineHeight
            for line in titleLines { textWidth = max(textWidth, try titleRenderer.measure(line)) }
            titleHeight = tf.ascender + tf.descender + (titleLines.count - 1) * titlePitch + px(title.gap ?? 18)
            titleFace = tf
        }

        let width = max(textWidth + 2 * margin, recipe.page?.width ?? 0)
        let height = max(titleHeight + textHeight + 2 * margin, recipe.page?.height ?? 0)

        var image = GrayImage(width: width, height: height, fill: background)
        if let tf = titleFace {
            var titleRenderer = GlyphRenderer(face: tf, colour: foreground)
            for (row, line) in titleLines.enumerated() {
                try titleRenderer.draw(line, into: &image, x: margin, baseline: margin + tf.ascender + row * titlePitch)
            }
        }
        var x = margin
        let top = margin + titleHeight
        for (index, column) in columns.enumerated() {
            for (row, line) in column.enumerated() {
                let baseline = top + face.ascender + row * pitch
                let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
                if parts.count == 2 {
                    try renderer.draw(String(parts[0]), into: &image, x: x, baseline: baseline)
                    let right = String(parts[1])
                    let rightWidth = try renderer.measure(right)
                    try renderer.draw(right, into: &image, x: x + columnWidths[index] - rightWidth, baseline: baseline)
                } else {
                    try renderer.draw(line, into: &image, x: x, baseline: baseline)
                }
            }
            x += columnWidths[index] + gap
        }
        return image
    }
}

extension String {
    func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
