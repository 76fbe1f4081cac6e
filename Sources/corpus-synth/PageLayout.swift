/// Lays the recipe's lines (or columns of lines) on a page cropped to the text
/// plus margins, with baselines from the face's ascender/descender.
struct PageLayout {
    let recipe: Recipe
    let file: String

    /// Columns of lines; a single-column recipe is one column.
    var columns: [[String]] {
        if let columns = recipe.columns { return columns }
        return [recipe.lines ?? []]
    }

    /// Ground truth: non-empty lines, trimmed, column by column.
    var truthLines: [String] {
        columns.flatMap { $0 }
            .map { $0.trimmingSpaces() }
            .filter { !$0.isEmpty }
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
        let pitch = max(1, Int((Double(face.lineHeight) * (recipe.lineSpacing ?? 1.0)).rounded()))

        var columnWidths: [Int] = []
        for column in columns {
            var widest = 0
            for line in column { widest = max(widest, try renderer.measure(line)) }
            columnWidths.append(widest)
        }
        let tallest = columns.map(\.count).max() ?? 0
        let textHeight = tallest == 0 ? 0 : face.ascender + face.descender + (tallest - 1) * pitch
        let textWidth = columnWidths.reduce(0, +) + gap * max(0, columns.count - 1)
        let width = max(textWidth + 2 * margin, recipe.page?.width ?? 0)
        let height = max(textHeight + 2 * margin, recipe.page?.height ?? 0)

        var image = GrayImage(width: width, height: height, fill: background)
        var x = margin
        for (index, column) in columns.enumerated() {
            for (row, line) in column.enumerated() {
                let baseline = margin + face.ascender + row * pitch
                try renderer.draw(line, into: &image, x: x, baseline: baseline)
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
