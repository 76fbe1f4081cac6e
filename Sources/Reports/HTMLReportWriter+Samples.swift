import Scoring

extension HTMLReportWriter {
    /// One sample's detail section: a collapsible block, open when the sample failed,
    /// with its facts, failures, field results, reference beside hypothesis, and the
    /// recognized lines with their boxes.
    static func sampleDetail(_ result: SampleResult, index: Int) -> String {
        let state = result.passed ? "pass" : "fail"
        var html = "<details class=\"sample \(state)\" id=\"sample-\(index)\"\(result.passed ? "" : " open")>\n"
        html += "<summary>\(badge(pass: result.passed))"
        html += "<span class=\"name\">\(e(result.suite))/\(e(result.id))</span>"
        html += "<span class=\"muted\">\(e(result.profile))</span>"
        html += "<span class=\"figures\">CER \(percent(result.cer)) · WER \(percent(result.wer))</span></summary>\n"
        html += "<div class=\"sample-body\">\n"
        html += facts(result)
        if !result.failures.isEmpty {
            html += "<h3>Why it failed</h3>\n<ul class=\"failures\">\n"
            for failure in result.failures { html += "<li>\(e(failure))</li>\n" }
            html += "</ul>\n"
        }
        if !result.fields.isEmpty {
            html += "<h3>Fields</h3>\n<div class=\"table-wrap\"><table>\n"
            html += "<thead><tr><th>Field</th><th>Check</th><th>Result</th><th>Reason</th></tr></thead>\n<tbody>\n"
            for field in result.fields {
                html += "<tr><td>\(e(field.name))</td><td>\(e(field.kind))</td><td>\(badge(pass: field.passed))</td>"
                html += "<td class=\"text\">\(e(field.reason))</td></tr>\n"
            }
            html += "</tbody>\n</table></div>\n"
        }
        html += "<h3>Text</h3>\n<div class=\"compare\">\n"
        html += textFigure("Reference (ground truth)", result.reference)
        html += textFigure("Hypothesis (recognized)", result.hypothesis)
        html += "</div>\n"
        if !result.lines.isEmpty { html += lines(result) }
        html += "</div>\n</details>\n"
        return html
    }

    private static func facts(_ result: SampleResult) -> String {
        var rows: [(String, String)] = [
            ("Image", "<code>\(e(result.image))</code>"),
            ("Outcome", "\(result.outcome.rawValue) <span class=\"muted\">(expected \(result.expected.rawValue))</span>"),
        ]
        if let message = result.message { rows.append(("Message", e(message))) }
        rows.append(("Characters", e(countsTitle(result.characters, unit: "characters"))
                     + ", \(result.characters.hypothesisLength) recognized"))
        rows.append(("Words", e(countsTitle(result.words, unit: "words")) + ", \(result.words.hypothesisLength) recognized"))
        if let maxCER = ReportNumber.finite(result.maxCER) { rows.append(("Max CER", percent(maxCER))) }
        rows.append(("Duration", "\(ReportNumber.fixed(ReportNumber.finite(result.durationSeconds), decimals: 3)) s"))
        if let confidence = ReportNumber.finite(result.meanConfidence) {
            rows.append(("Mean confidence", ReportNumber.confidence(confidence)))
        }
        if let width = result.imageWidth, let height = result.imageHeight {
            rows.append(("Image size", "\(width) × \(height) px"))
        }
        if !result.tags.isEmpty { rows.append(("Tags", result.tags.map(e).joined(separator: ", "))) }
        var html = "<dl class=\"meta\">\n"
        for (label, value) in rows { html += "<dt>\(label)</dt><dd>\(value)</dd>\n" }
        return html + "</dl>\n"
    }

    private static func textFigure(_ caption: String, _ text: String) -> String {
        let empty = text.isEmpty ? " empty" : ""
        return "<figure><figcaption>\(caption)</figcaption><pre class=\"text\(empty)\">\(e(text))</pre></figure>\n"
    }

    private static func lines(_ result: SampleResult) -> String {
        var html = "<h3>Recognized lines</h3>\n"
        if let width = result.imageWidth, let height = result.imageHeight, width > 0, height > 0 {
            html += "<svg class=\"boxes\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(width) \(height)\""
            html += " width=\"\(min(width, 480))\" role=\"img\" aria-label=\"line boxes on a \(width) by \(height) image\">\n"
            for line in result.lines {
                html += "<rect x=\"\(line.x)\" y=\"\(line.y)\" width=\"\(max(0, line.width))\" height=\"\(max(0, line.height))\">"
                html += "<title>\(e(line.text))</title></rect>\n"
            }
            html += "</svg>\n"
        }
        html += "<div class=\"table-wrap\"><table>\n<thead><tr><th>Text</th><th class=\"num\">Confidence</th>"
        html += "<th class=\"num\">x</th><th class=\"num\">y</th><th class=\"num\">Width</th><th class=\"num\">Height</th></tr></thead>\n<tbody>\n"
        for line in result.lines {
            let confidence = ReportNumber.finite(line.confidence).map(ReportNumber.confidence) ?? "–"
            html += "<tr><td class=\"text mono\">\(e(line.text))</td><td class=\"num\">\(confidence)</td>"
            html += "<td class=\"num\">\(line.x)</td><td class=\"num\">\(line.y)</td>"
            html += "<td class=\"num\">\(line.width)</td><td class=\"num\">\(line.height)</td></tr>\n"
        }
        return html + "</tbody>\n</table></div>\n"
    }
}
