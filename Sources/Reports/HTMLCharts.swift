import ReportFiles
/// Small inline SVG charts for report.html: no script, no external resources, colours
/// from the page's CSS classes (so the dark theme applies). Every label is escaped.
enum HTMLCharts {
    /// The CER buckets of the distribution chart, as upper bounds (rates).
    static let cerBuckets: [(label: String, upper: Double)] = [
        ("0", 0), ("1", 0.01), ("2", 0.02), ("5", 0.05), ("10", 0.10), ("25", 0.25), ("50", 0.5), (">50", .infinity),
    ]

    /// The bucket of `cerBuckets` a rate falls into (not a number: the last).
    static func bucket(of rate: Double) -> Int {
        let value = rate.isFinite ? rate : 1
        return cerBuckets.firstIndex { value <= $0.upper + 1e-12 } ?? cerBuckets.count - 1
    }

    /// A small bar chart of a CER histogram, titled `title`.
    static func distribution(title: String, counts: [Int]) -> String {
        let width = 260, height = 120, left = 8, bottom = 22, top = 14
        let barSlot = (width - left * 2) / max(1, counts.count)
        let peak = max(1, counts.max() ?? 1)
        var svg = "<figure class=\"chart\"><svg viewBox=\"0 0 \(width) \(height)\" width=\"\(width)\" height=\"\(height)\" role=\"img\""
        svg += " aria-label=\"CER distribution, \(HTMLEscaping.escape(title))\">\n"
        for (index, count) in counts.enumerated() {
            let barHeight = count == 0 ? 0 : max(2, (height - bottom - top) * count / peak)
            let x = left + index * barSlot + 3
            let y = height - bottom - barHeight
            let kind = index == 0 ? "bar good" : (index >= 5 ? "bar bad" : "bar")
            svg += "<rect class=\"\(kind)\" x=\"\(x)\" y=\"\(y)\" width=\"\(barSlot - 6)\" height=\"\(barHeight)\">"
            let range = index == 0 ? "CER 0" : (index == counts.count - 1 ? "CER above 50 %" : "CER up to \(cerBuckets[index].label) %")
            svg += "<title>\(count) sample\(count == 1 ? "" : "s"), \(range)</title></rect>"
            if count > 0 {
                svg += "<text class=\"value\" text-anchor=\"middle\" x=\"\(x + (barSlot - 6) / 2)\" y=\"\(y - 3)\">\(count)</text>"
            }
            svg += "<text class=\"axis\" text-anchor=\"middle\" x=\"\(x + (barSlot - 6) / 2)\" y=\"\(height - 8)\">\(HTMLEscaping.escape(cerBuckets[index].label))</text>\n"
        }
        svg += "<line class=\"baseline\" x1=\"\(left)\" x2=\"\(width - left)\" y1=\"\(height - bottom)\" y2=\"\(height - bottom)\"/>"
        svg += "</svg><figcaption>\(HTMLEscaping.escape(title)) · CER up to … %</figcaption></figure>\n"
        return svg
    }

    /// Grouped horizontal bars: for each group (suite), one bar per series (profile).
    static func groupedBars(title: String, groups: [String], series: [String], values: [[Double?]]) -> String {
        let rowHeight = 16, labelWidth = 150, barWidth = 360, gap = 10
        let peak = max(0.0001, values.flatMap { $0.compactMap { $0 } }.max() ?? 0.0001)
        let height = groups.count * (series.count * rowHeight + gap) + 30
        let width = labelWidth + barWidth + 80
        var svg = "<figure class=\"chart wide\"><svg viewBox=\"0 0 \(width) \(height)\" width=\"\(width)\" height=\"\(height)\" role=\"img\""
        svg += " aria-label=\"\(HTMLEscaping.escape(title))\">\n"
        var y = 4
        for (groupIndex, group) in groups.enumerated() {
            svg += "<text class=\"label\" x=\"0\" y=\"\(y + rowHeight - 4)\">\(HTMLEscaping.escape(truncate(group, 22)))</text>\n"
            for (seriesIndex, name) in series.enumerated() {
                let value = values[groupIndex][seriesIndex]
                let length = value.map { max(1, Int(Double(barWidth) * $0 / peak)) } ?? 0
                svg += "<rect class=\"series s\(seriesIndex % 6)\" x=\"\(labelWidth)\" y=\"\(y + 2)\" width=\"\(length)\" height=\"\(rowHeight - 4)\">"
                svg += "<title>\(HTMLEscaping.escape(group)) · \(HTMLEscaping.escape(name)): "
                svg += "\(value.map { ReportNumber.percent($0) + " %" } ?? "no samples")</title></rect>"
                svg += "<text class=\"value\" text-anchor=\"start\" x=\"\(labelWidth + length + 4)\" y=\"\(y + rowHeight - 4)\">"
                svg += "\(value.map { ReportNumber.percent($0) + " %" } ?? "–")</text>\n"
                y += rowHeight
            }
            y += gap
        }
        svg += legend(series, x: labelWidth, y: height - 12)
        svg += "</svg><figcaption>\(HTMLEscaping.escape(title))</figcaption></figure>\n"
        return svg
    }

    /// A line chart of several series over the same x points (runs), values as rates.
    static func lines(title: String, xLabels: [String], axisLabels: [String]? = nil,
                      series: [(name: String, values: [Double?])]) -> String {
        // Each point's axis label whole, turned 60°: the chart widens past 24 px a point and
        // its bottom margin fits the longest label, so 30 runs still read.
        let shown = (axisLabels ?? xLabels).map { truncate(shortTime($0), 32) }
        let longest = shown.map(\.count).max() ?? 0
        let left = 56, right = 24, top = 16, bottom = 24 + Int((Double(longest) * 6.2 * 0.87).rounded(.up))
        let width = max(880, left + right + 24 * xLabels.count), plotHeight = 250
        let height = top + plotHeight + bottom, plotWidth = width - left - right
        let peak = niceCeiling(series.flatMap { $0.values.compactMap { $0 } }.max() ?? 0)
        func x(_ index: Int) -> Int { xLabels.count <= 1 ? left + plotWidth / 2 : left + plotWidth * index / (xLabels.count - 1) }
        func y(_ value: Double) -> Int { top + plotHeight - Int(Double(plotHeight) * value / peak) }
        var svg = "<figure class=\"chart trend\"><svg viewBox=\"0 0 \(width) \(height)\" width=\"\(width)\" height=\"\(height)\" role=\"img\""
        svg += " aria-label=\"\(HTMLEscaping.escape(title))\">\n"
        for step in 0...4 {
            let value = peak * Double(step) / 4
            svg += "<line class=\"grid\" x1=\"\(left)\" x2=\"\(width - right)\" y1=\"\(y(value))\" y2=\"\(y(value))\"/>"
            svg += "<text class=\"axis\" text-anchor=\"end\" x=\"\(left - 6)\" y=\"\(y(value) + 4)\">\(ReportNumber.percent(value)) %</text>\n"
        }
        for (index, label) in shown.enumerated() {
            svg += "<text class=\"axis\" text-anchor=\"end\" transform=\"translate(\(x(index) + 4),\(top + plotHeight + 12)) rotate(-60)\">"
            svg += "<title>\(HTMLEscaping.escape(xLabels[index]))</title>\(HTMLEscaping.escape(label))</text>\n"
        }
        for (seriesIndex, item) in series.enumerated() {
            var points: [String] = []
            for (index, value) in item.values.enumerated() {
                guard let value else { continue }
                points.append("\(x(index)),\(y(value))")
            }
            svg += "<polyline class=\"series-line s\(seriesIndex % 6)\" points=\"\(points.joined(separator: " "))\"/>\n"
            for (index, value) in item.values.enumerated() {
                guard let value else { continue }
                svg += "<circle class=\"series s\(seriesIndex % 6)\" cx=\"\(x(index))\" cy=\"\(y(value))\" r=\"3.5\">"
                svg += "<title>\(HTMLEscaping.escape(item.name)) · \(HTMLEscaping.escape(xLabels[index])): \(ReportNumber.percent(value)) %</title></circle>\n"
            }
        }
        svg += "</svg><figcaption>\(HTMLEscaping.escape(title))</figcaption>"
        svg += "<div class=\"legend\">"
        for (index, item) in series.enumerated() {
            svg += "<span><i class=\"swatch s\(index % 6)\"></i>\(HTMLEscaping.escape(item.name))</span>"
        }
        return svg + "</div></figure>\n"
    }

    private static func legend(_ series: [String], x: Int, y: Int) -> String {
        var svg = ""
        var position = x
        for (index, name) in series.enumerated() {
            svg += "<rect class=\"series s\(index % 6)\" x=\"\(position)\" y=\"\(y - 9)\" width=\"10\" height=\"10\"/>"
            svg += "<text class=\"label\" x=\"\(position + 14)\" y=\"\(y)\">\(HTMLEscaping.escape(truncate(name, 18)))</text>"
            position += 24 + min(18, name.count) * 7
        }
        return svg + "\n"
    }

    /// An ISO 8601 time as "2025-03-01 10:00"; other labels unchanged.
    static func shortTime(_ label: String) -> String {
        let characters = Array(label)
        guard characters.count >= 16, characters[4] == "-", characters[10] == "T" else { return label }
        return String(characters[0..<10]) + " " + String(characters[11..<16])
    }

    /// A round axis maximum at or above `value` (at least 1 %).
    static func niceCeiling(_ value: Double) -> Double {
        let candidates = [0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10]
        return candidates.first { $0 >= value } ?? max(value, 0.01)
    }

    static func truncate(_ text: String, _ length: Int) -> String {
        text.count <= length ? text : String(text.prefix(length - 1)) + "…"
    }
}
