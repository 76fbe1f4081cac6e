import Scoring
import ReportFiles

extension HTMLReportWriter {
    /// "Profiles side by side": per suite, each profile's CER, WER, passes and time per
    /// page, the best one named and marked. Only for runs with several profiles.
    static func matrixSection(_ matrix: ProfileMatrix) -> String {
        guard matrix.profiles.count > 1 else { return "" }
        var html = "<section id=\"matrix\">\n<h2>Profiles side by side</h2>\n"
        html += "<p class=\"muted\">Per suite: micro CER · micro WER · passed/samples · seconds per page. "
        html += "Best: lowest micro CER, then more passes; ties go to the profile listed first. A best profile is named only "
        html += "when every other profile's CER is higher on the samples both ran, beyond noise (its 95 % paired-bootstrap "
        html += "interval lies above 0); otherwise the row says “no clear winner”. Under each other profile: how much higher "
        html += "its CER is, with that interval.</p>\n"
        html += "<div class=\"table-wrap\"><table>\n<thead><tr><th>Suite</th>"
        for profile in matrix.profiles { html += "<th class=\"num\">\(e(profile))</th>" }
        html += "<th>Best profile</th></tr></thead>\n<tbody>\n"
        for row in matrix.rows {
            html += row.suite == "all suites" ? "<tr class=\"total\"><td>all suites</td>" : "<tr><td>\(e(row.suite))</td>"
            for (index, cell) in row.cells.enumerated() {
                guard let cell else { html += "<td class=\"num muted\">–</td>"; continue }
                let isBest = matrix.profiles[index] == row.best
                html += "<td class=\"num\">\(isBest ? "<strong>" : "")\(percent(cell.microCER))\(isBest ? "</strong>" : "")"
                html += "<div class=\"muted\">\(percent(cell.microWER)) · \(cell.passed)/\(cell.samples) · "
                html += "\(ReportNumber.fixed(ProfileMatrix.secondsPerPage(cell), decimals: 2))\u{202F}s</div>"
                if index < row.margins.count, let margin = row.margins[index], margin.resamples > 0 {
                    html += "<div class=\"muted\">\(ReportNumber.pointsText(margin.change)) "
                        + "[\(ReportNumber.pointsText(margin.lower)) … \(ReportNumber.pointsText(margin.upper))]</div>"
                }
                html += "</td>"
            }
            let ties = row.tied > 1 ? " <span class=\"muted\">(tied with \(row.tied - 1) more)</span>" : ""
            html += row.clearWinner ? "<td>\(badge(pass: true, row.best))\(ties)</td></tr>\n"
                : "<td>no clear winner <span class=\"muted\">(\(e(row.best)) leads)</span>\(ties)</td></tr>\n"
        }
        html += "</tbody>\n</table></div>\n</section>\n"
        return html
    }
}
