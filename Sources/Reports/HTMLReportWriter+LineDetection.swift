import Foundation
import Scoring

extension HTMLReportWriter {
    /// The ground-truth line boxes drawn over the page beside the recognized ones: dashed,
    /// red where no recognized line matched.
    static func truthBoxes(_ result: SampleResult) -> String {
        guard let detection = result.lineDetection else { return "" }
        var html = ""
        for (index, line) in detection.lines.enumerated() {
            let box = line.truth
            html += "<rect class=\"truth\(line.match == nil ? " missed" : "")\" x=\"\(box.x)\" y=\"\(box.y)\""
            html += " width=\"\(max(0, box.width))\" height=\"\(max(0, box.height))\">"
            html += "<title>ground-truth line \(index + 1): \(e(box.text))\(line.match == nil ? " · missed" : "")</title></rect>\n"
        }
        return html
    }

    /// Line detection: precision, recall, F1 and reading order, then every ground-truth
    /// line with the recognized line it matched and its own CER, then the spurious lines.
    static func lineDetectionView(_ result: SampleResult) -> String {
        guard let detection = result.lineDetection else { return "" }
        var html = "<h3>Line detection</h3>\n<p class=\"order\">"
        html += "<strong>\(detection.matched)</strong> of \(detection.lines.count) ground-truth lines found"
        html += " (recall \(percent(detection.recall))), \(detection.spurious) spurious of \(detection.recognizedLines) recognized"
        html += " (precision \(percent(detection.precision))) · F1 \(percent(detection.f1))"
        html += " · reading order \(percent(detection.readingOrder))"
        html += " <span class=\"muted\">(\(detection.concordantPairs) of \(detection.pairs) pairs of found lines in the truth's order;"
        html += " lines match at an overlap of \(Int(LineDetection.minimumOverlap * 100)) % or more)</span></p>\n"
        html += "<details class=\"texts\"\(detection.missed + detection.spurious > 0 ? " open" : "")>"
        html += "<summary>Ground-truth lines (\(detection.lines.count))</summary>\n"
        html += "<div class=\"table-wrap\"><table>\n<thead><tr><th class=\"num\">#</th><th>Ground truth</th><th>Recognized</th>"
        html += "<th class=\"num\">Overlap</th><th class=\"num\">CER</th></tr></thead>\n<tbody>\n"
        for (index, line) in detection.lines.enumerated() {
            let recognized = line.match.flatMap { $0 < result.lines.count ? result.lines[$0].text : nil }
            html += "<tr><td class=\"num\">\(index + 1)</td><td class=\"text mono\">\(e(line.truth.text))</td>"
            html += recognized.map { "<td class=\"text mono\">\(e($0))</td>" } ?? "<td>\(badge(pass: false, "missed"))</td>"
            html += "<td class=\"num\">\(line.match == nil ? "–" : percent(line.overlap))</td>"
            html += "<td class=\"num\">\(percent(line.characters.rate))</td></tr>\n"
        }
        html += "</tbody>\n</table></div>\n</details>\n"
        let spurious = detection.spuriousLines().filter { $0 < result.lines.count }
        if !spurious.isEmpty {
            html += "<p class=\"muted\">Spurious (no ground-truth line under them): "
            html += spurious.map { "<code>\(e(result.lines[$0].text))</code>" }.joined(separator: " · ") + "</p>\n"
        }
        return html
    }

    /// Line detection per suite and profile, when some samples have structured truth with
    /// line boxes.
    static func lineDetectionSummary(suites: [SuiteSummary], totals: [SuiteSummary]) -> String {
        guard totals.contains(where: { $0.lines.samples > 0 }) else { return "" }
        var html = "<h3>Line detection</h3>\n<p class=\"muted\">Samples whose ground truth has line coordinates (PAGE-XML, "
        html += "ALTO, hOCR): recognized lines matched to ground-truth lines by overlap; reading order is the share of "
        html += "pairs of found lines in the truth's order.</p>\n"
        html += "<div class=\"table-wrap\"><table>\n<thead><tr><th>Profile</th><th>Suite</th><th class=\"num\">Samples</th>"
        html += "<th class=\"num\">Truth lines</th><th class=\"num\">Found</th><th class=\"num\">Spurious</th>"
        html += "<th class=\"num\">Precision</th><th class=\"num\">Recall</th><th class=\"num\">F1</th>"
        html += "<th class=\"num\">Reading order</th></tr></thead>\n<tbody>\n"
        func row(_ summary: SuiteSummary, suite: String, total: Bool) -> String {
            let lines = summary.lines
            let cells = [String(lines.samples), String(lines.truthLines), String(lines.matched),
                         String(max(0, lines.recognizedLines - lines.matched)), percent(lines.precision), percent(lines.recall),
                         percent(lines.f1), percent(lines.readingOrder)]
            let open = total ? "<tr class=\"total\">" : "<tr>"
            return open + "<td>\(e(summary.profile))</td><td>\(suite)</td>"
                + cells.map { "<td class=\"num\">\($0)</td>" }.joined() + "</tr>\n"
        }
        for total in totals where total.lines.samples > 0 {
            for summary in suites where summary.profile == total.profile && summary.lines.samples > 0 {
                html += row(summary, suite: e(summary.suite ?? ""), total: false)
            }
            html += row(total, suite: "all suites", total: true)
        }
        return html + "</tbody>\n</table></div>\n"
    }
}
