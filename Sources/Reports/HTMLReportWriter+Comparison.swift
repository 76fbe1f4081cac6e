import Scoring
import ReportFiles
import Gate

extension HTMLReportWriter {
    /// The gate's verdict at the top of the page, with every regression named.
    static func verdictBanner(_ comparison: RunComparison) -> String {
        let failed = comparison.verdict == .failed
        var html = "<div class=\"verdict \(failed ? "fail" : "pass")\">\n"
        html += "<strong>Regression gate: \(failed ? "FAILED" : "PASSED")</strong> "
        html += "<span>\(e(comparison.countsLine)) · tolerance "
        html += "\(ReportNumber.fixed(comparison.tolerancePercentagePoints, decimals: 2)) pp"
        html += comparison.rule == .significant ? ", suites only beyond noise (--gate significant)</span>\n" : "</span>\n"
        if !comparison.regressions.isEmpty {
            html += "<ul>\n"
            for regression in comparison.regressions.prefix(20) { html += "<li>\(e(regression.message))</li>\n" }
            if comparison.regressions.count > 20 {
                html += "<li><a href=\"#comparison\">and \(comparison.regressions.count - 20) more</a></li>\n"
            }
            html += "</ul>\n"
        }
        html += "</div>\n"
        for warning in comparison.warnings { html += "<p class=\"banner\">Warning: \(e(warning))</p>\n" }
        return html
    }

    /// Per-sample deltas, regressions first, then before/after diffs showing which
    /// edits appeared and which disappeared.
    /// The most rows of per-sample changes a comparison section lists.
    static let maximumTableRows = 500

    /// A comparison with a baseline (a gate: its verdict and failures), or with `pairwise`
    /// set, two profiles of one run side by side: no verdict, only which is better and
    /// where ("worse" and "better" instead of gate failures and improvements).
    /// A profile against the first one: better, worse or the same on the whole, and how
    /// many samples and suites are worse (apart: a suite whose CER rose is not a sample).
    private static func pairwiseCards(_ comparison: RunComparison, against first: String) -> String {
        let total = comparison.suiteChanges.first { $0.suite == nil }
        let change = total.map { $0.microCERAfter - $0.microCERBefore } ?? 0
        let word = change < -1e-12 ? "better" : (change > 1e-12 ? "worse" : "the same")
        let points = (change > 0 ? "+" : "") + ReportNumber.fixed(change * 100, decimals: 2) + " pp"
        var html = card("Micro CER against \(first)", "\(points) (\(word))", change < -1e-12 ? "pass" : (change > 1e-12 ? "fail" : nil))
        let sampleKinds: Set<GateFinding.Kind> = [.passedToFailed, .cerRose, .linesWorse]
        html += card("Samples worse", String(comparison.regressions.filter { sampleKinds.contains($0.kind) }.count), nil)
        let suitesWorse = comparison.regressions.filter { $0.kind == .suiteCERRose }.count
        if suitesWorse > 0 { html += card("Suites worse", String(suitesWorse), nil) }
        return html
    }

    static func comparisonSection(_ comparison: RunComparison, heading: String, id: String, maximumDiffs: Int,
                                  pairwise: String? = nil, normalization: NormalizationProfile = .default) -> String {
        var html = "<section id=\"\(e(id))\" class=\"comparison\">\n<h2>\(e(heading))</h2>\n"
        html += "<div class=\"cards\">\n"
        if let first = pairwise {
            html += pairwiseCards(comparison, against: first)
        } else {
            html += card("Verdict", comparison.verdict == .passed ? "passed" : "failed", comparison.verdict == .passed ? "pass" : "fail")
            html += card("Gate failures", String(comparison.regressions.count), comparison.regressions.isEmpty ? nil : "fail")
        }
        if comparison.notRunCount > 0 { html += card("Not run", String(comparison.notRunCount), "fail") }
        if !comparison.dataChanges.isEmpty { html += card("Data changed (not gated)", String(comparison.dataChanges.count), nil) }
        let betterCount = pairwise == nil ? comparison.improvements.count
            : comparison.improvements.filter { $0.kind == .failedToPassed || $0.kind == .cerFell }.count
        html += card(pairwise == nil ? "Improvements" : "Samples better", String(betterCount),
                     comparison.improvements.isEmpty || pairwise != nil ? nil : "pass")
        html += card("Compared", String(comparison.comparedCount), nil)
        html += card("Added / removed", "\(comparison.added.count) / \(comparison.removed.count)", nil)
        html += "</div>\n"
        for warning in comparison.warnings { html += "<p class=\"banner\">Warning: \(e(warning))</p>\n" }
        html += intervalTable(comparison)
        html += fieldChangeTable(comparison)
        html += confusionChangeTable(comparison.confusionChanges)

        let groups: [(String, String, [GateFinding])] = [
            (pairwise.map { "Worse than \($0)" } ?? "Gate failures", "fail", comparison.regressions),
            (RunComparison.dataChangesTitle, "neutral", comparison.dataChanges),
            ("Beyond the tolerance, within noise (not gated under --gate significant)", "neutral", comparison.withinNoise),
            ("Known issues that pass now — remove the known-issue mark", "warn", comparison.unexpectedPasses),
            ("Known issues that got worse (not gated)", "neutral", comparison.knownIssues),
            ("Drafts (ignored by the gate)", "neutral", comparison.drafts),
            (pairwise.map { "Better than \($0)" } ?? "Improvements", "pass", comparison.improvements),
        ]
        html += "<div class=\"table-wrap\"><table class=\"sortable deltas\">\n<thead><tr><th data-type=\"text\">Change</th>"
        html += "<th data-type=\"text\">Sample</th><th data-type=\"text\">Profile</th><th data-type=\"text\">Before</th>"
        html += "<th data-type=\"text\">After</th><th class=\"num\" data-type=\"num\">CER before</th>"
        html += "<th class=\"num\" data-type=\"num\">CER after</th><th class=\"num\" data-type=\"num\">Δ pp</th></tr></thead>\n<tbody>\n"
        var rows = 0
        let total = groups.map(\.2.count).reduce(0, +)
        for (title, kind, findings) in groups {
            // Gate failures first; at most `maximumTableRows` rows in the page (a settings matrix
            // over 10,000 samples changes thousands): the rest are in the terminal report.
            for finding in findings where rows < maximumTableRows {
                rows += 1
                html += deltaRow(finding, title: title, kind: kind)
            }
        }
        if rows == 0 { html += "<tr><td colspan=\"8\" class=\"muted\">No sample changed beyond the tolerance.</td></tr>\n" }
        if total > rows {
            html += "<tr><td colspan=\"8\" class=\"muted\">\(total - rows) more changes, listed by <code>ocrgauge compare</code> "
            html += "in the terminal and in junit.xml.</td></tr>\n"
        }
        html += "</tbody>\n</table></div>\n"
        if !comparison.added.isEmpty || !comparison.removed.isEmpty || !comparison.outsideSelection.isEmpty {
            html += "<div class=\"compare\">\n"
            html += keyList("Added (not gated)", comparison.added)
            html += keyList("Removed from the corpus (not gated)", comparison.removed)
            if !comparison.outsideSelection.isEmpty {
                html += keyList("Outside this run's selection (not gated)", comparison.outsideSelection)
            }
            html += "</div>\n"
        }

        let pairs = Dictionary(comparison.pairs.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let findings = (comparison.regressions + comparison.dataChanges + comparison.unexpectedPasses + comparison.knownIssues
                        + comparison.improvements)
            .filter { $0.id != nil }
        if !findings.isEmpty {
            html += "<h3>Before and after</h3>\n"
            html += "<p class=\"muted\">Each reference line beside what both runs read for it: <mark class=\"sub\">x</mark> "
            html += "read instead, <mark class=\"del\">x</mark> missing, <mark class=\"ins\">x</mark> extra; a red edge marks "
            html += "the lines the runs read differently, <span class=\"badge warn\">moved</span> a line read out of order.</p>\n"
        }
        for finding in findings.prefix(max(0, maximumDiffs)) {
            guard let key = finding.key, let pair = pairs[key], let before = pair.baseline, let after = pair.candidate else { continue }
            html += beforeAfter(finding, before: before, after: after, normalization: normalization)
        }
        if findings.count > maximumDiffs {
            html += "<p class=\"muted\">\(findings.count - maximumDiffs) more changed samples are listed in the table above without diffs.</p>\n"
        }
        html += "</section>\n"
        return html
    }

    /// One row of the comparison's table of changes: the finding's kind, subject, profile,
    /// verdicts and CERs (a field finding's figures are pass rates, given in the field
    /// table and its message: its CER cells are dashes).
    private static func deltaRow(_ finding: GateFinding, title: String, kind: String) -> String {
        var html = "<tr class=\"delta \(kind)\"><td data-v=\"\(e(title))\"><span class=\"badge \(kind)\" title=\"\(e(title))\">\(label(finding.kind))</span></td>"
        let subject = finding.id.map { "\(finding.suite)/\($0)" } ?? finding.field.map { "field \($0) (pass rate)" }
            ?? (finding.suite.isEmpty ? finding.message : "suite \(finding.suite) (micro CER)")
        html += "<td class=\"text\">\(e(subject))</td>"
        html += "<td>\(e(finding.profile))</td>"
        html += "<td>\(finding.passedBefore.map { $0 ? "pass" : "fail" } ?? "–")</td>"
        html += "<td>\(finding.passedAfter.map { $0 ? "pass" : "fail" } ?? "–")</td>"
        if finding.field != nil {
            return html + "<td class=\"num\" data-v=\"0\">–</td><td class=\"num\" data-v=\"0\">–</td><td class=\"num\" data-v=\"0\">–</td></tr>\n"
        }
        let delta = finding.cerChangePercentagePoints
        html += "<td class=\"num\" data-v=\"\(ReportNumber.rate(finding.cerBefore))\">\(percent(finding.cerBefore))</td>"
        html += "<td class=\"num\" data-v=\"\(ReportNumber.rate(finding.cerAfter))\">\(percent(finding.cerAfter))</td>"
        return html + "<td class=\"num\" data-v=\"\(ReportNumber.fixed(delta, decimals: 4))\">\(delta > 0 ? "+" : "")\(ReportNumber.fixed(delta, decimals: 2))</td></tr>\n"
    }

    /// Each suite's and profile's micro CER change with its paired-bootstrap interval,
    /// drawn as a bar around 0 (all bars on one scale), and the sign test's p-value.
    static func intervalTable(_ comparison: RunComparison) -> String {
        let changes = comparison.suiteChanges.filter { $0.changes.microCER.resamples > 0 }
        guard !changes.isEmpty else { return "" }
        let scale = max(1e-9, changes.map { max(abs($0.changes.microCER.lower), abs($0.changes.microCER.upper)) }.max() ?? 0)
        let confidence = ReportNumber.fixed((changes.first?.changes.microCER.confidence ?? 0.95) * 100, decimals: 0)
        var html = "<h3>Is the change real?</h3>\n<p class=\"muted\">Micro CER change per suite over the samples the gate "
        html += "compared, with its \(confidence) % paired-bootstrap interval: an interval that reaches 0 (the line) could be "
        let rule = comparison.rule == .significant
            ? "a suite fails only when its rise exceeds the tolerance and its interval lies above 0"
            : "a suite fails when its rise exceeds the tolerance"
        html += "a few pages' luck. Gate rule: \(rule).</p>\n"
        html += "<div class=\"table-wrap\"><table class=\"intervals\">\n<thead><tr><th>Suite</th><th>Profile</th>"
        html += "<th class=\"num\">Samples</th><th class=\"num\">Before</th><th class=\"num\">After</th>"
        html += "<th class=\"num\">Change</th><th>\(confidence) % interval</th><th class=\"num\">Sign test p</th></tr></thead>\n<tbody>\n"
        func position(_ value: Double) -> String { ReportNumber.fixed(50 + 50 * value / scale, decimals: 1) }
        for change in changes {
            let interval = change.changes.microCER
            let kind = interval.isAboveZero ? "fail" : (interval.isBelowZero ? "pass" : "neutral")
            html += change.suite == nil ? "<tr class=\"total\"><td>all suites</td>" : "<tr><td>\(e(change.suite ?? ""))</td>"
            html += "<td>\(e(change.profile))</td><td class=\"num\">\(change.samples)</td>"
            html += "<td class=\"num\">\(percent(change.microCERBefore))</td><td class=\"num\">\(percent(change.microCERAfter))</td>"
            html += "<td class=\"num\">\(e(ReportNumber.pointsText(interval.change)))</td>"
            html += "<td><span class=\"ci\" title=\"\(e(ReportNumber.pointsText(interval.lower))) … "
            html += "\(e(ReportNumber.pointsText(interval.upper)))\"><span class=\"zero\"></span>"
            html += "<span class=\"range \(kind)\" style=\"left:\(position(interval.lower))%;width:"
            html += "\(ReportNumber.fixed(max(0.5, 50 * (interval.upper - interval.lower) / scale), decimals: 1))%\"></span>"
            html += "<span class=\"point\" style=\"left:\(position(interval.change))%\"></span></span> "
            html += "<span class=\"muted\">\(e(ReportNumber.pointsText(interval.lower))) … \(e(ReportNumber.pointsText(interval.upper)))</span>"
            html += "</td><td class=\"num\">\(ReportNumber.fixed(change.significance.signTestP, decimals: 2))</td></tr>\n"
        }
        return html + "</tbody>\n</table></div>\n"
    }

    private static func label(_ kind: GateFinding.Kind) -> String {
        switch kind {
        case .passedToFailed: return "pass → fail"
        case .cerRose: return "CER rose"
        case .linesWorse: return "lines worse"
        case .suiteCERRose: return "suite CER rose"
        case .suiteCERRoseWithinNoise: return "suite CER rose, within noise"
        case .failedToPassed: return "fail → pass"
        case .cerFell: return "CER fell"
        case .suiteCERFell: return "suite CER fell"
        case .unexpectedPass: return "known issue passes"
        case .knownIssueWorse: return "known issue worse"
        case .draftChanged: return "draft changed"
        case .truthChanged: return "truth changed"
        case .imageChanged: return "image changed"
        case .sidecarChanged: return "sidecar changed"
        case .fieldPassRateFell: return "field pass rate fell"
        case .fieldPassRateFellWithinNoise: return "field pass rate fell, within noise"
        case .fieldPassRateRose: return "field pass rate rose"
        case .notRun: return "not run"
        case .profileNotRun: return "profile not run"
        case .incompleteRun: return "incomplete run"
        case .nothingCompared: return "nothing compared"
        }
    }

    private static func keyList(_ title: String, _ keys: [SampleKey]) -> String {
        var html = "<figure><figcaption>\(e(title)) · \(keys.count)</figcaption><ul class=\"keys\">"
        for key in keys.prefix(200) { html += "<li>\(e(key.description))</li>" }
        if keys.count > 200 { html += "<li class=\"muted\">and \(keys.count - 200) more</li>" }
        return html + "</ul></figure>\n"
    }

    private static func beforeAfter(_ finding: GateFinding, before stored: SampleResult, after storedAfter: SampleResult,
                                    normalization: NormalizationProfile) -> String {
        // Diffs of the texts as scored (the stored ones are as read and as printed).
        var before = stored, after = storedAfter
        (before.reference, before.hypothesis) = ShownTexts.of(stored, normalization)
        (after.reference, after.hypothesis) = ShownTexts.of(storedAfter, normalization)
        let regression = finding.failsGate
        var html = "<details class=\"sample \(regression ? "fail" : "pass")\"\(regression ? " open" : "")>\n"
        html += "<summary><span class=\"name\">\(e(finding.message))</span></summary>\n<div class=\"sample-body\">\n"
        if before.reference != after.reference {
            html += "<p class=\"banner\">The ground truth changed between the runs.</p>\n"
        }
        guard let old = HTMLDiff.alignment(reference: before.reference, hypothesis: before.hypothesis),
              let new = HTMLDiff.alignment(reference: after.reference, hypothesis: after.hypothesis) else {
            return html + "<p class=\"muted\">The texts are too long to align here.</p>\n</div>\n</details>\n"
        }
        let oldEdits = HTMLDiff.signatures(old), newEdits = HTMLDiff.signatures(new)
        let appeared = newEdits.subtracting(oldEdits), disappeared = oldEdits.subtracting(newEdits)
        html += "<p class=\"muted\">\(appeared.count) edit\(appeared.count == 1 ? "" : "s") appeared, "
        html += "\(disappeared.count) disappeared; CER \(percent(before.cer)) before, \(percent(after.cer)) after. "
        html += "Rows the two runs read differently are marked.</p>\n"
        if before.reference == after.reference {
            html += HTMLSideBySide.beforeAfter(reference: after.reference, before: old, beforeText: before.hypothesis,
                                               after: new, afterText: after.hypothesis)
        } else {
            html += "<div class=\"compare\">\n"
            html += "<figure><figcaption>Before (baseline) · CER \(percent(before.cer))</figcaption>"
            html += HTMLSideBySide.html(old, hypothesis: before.hypothesis) + "</figure>\n"
            html += "<figure><figcaption>After (candidate) · CER \(percent(after.cer))</figcaption>"
            html += HTMLSideBySide.html(new, hypothesis: after.hypothesis) + "</figure>\n</div>\n"
        }
        html += "</div>\n</details>\n"
        return html
    }

    /// The confusions that appeared or grew and those that shrank or went, top 10 each.
    static func confusionChangeTable(_ changes: [ConfusionChange]) -> String {
        guard !changes.isEmpty else { return "" }
        let rising = changes.filter { $0.change > 0 }.prefix(10), falling = changes.filter { $0.change < 0 }.prefix(10)
        var html = "<h3>Confusions that changed</h3>\n<div class=\"confusion-tables\">\n"
        for (title, list) in [("Appeared or grew", Array(rising)), ("Shrank or disappeared", Array(falling))] where !list.isEmpty {
            html += "<div class=\"table-wrap\"><table class=\"confusion\">\n<thead><tr><th>\(title)</th><th class=\"num\">Before</th>"
            html += "<th class=\"num\">After</th></tr></thead>\n<tbody>\n"
            for change in list {
                html += "<tr><td class=\"mono\" title=\"\(e(change.confusion.codePoints))\">\(e(change.confusion.display))</td>"
                html += "<td class=\"num\">\(change.before)</td><td class=\"num\">\(change.after)</td></tr>\n"
            }
            html += "</tbody>\n</table></div>\n"
        }
        return html + "</div>\n"
    }
}
