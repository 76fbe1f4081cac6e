import ReportFiles
extension RunComparison {
    /// The comparison as plain text for a terminal: the verdict, warnings (unless
    /// `warnings` is false: the CLI writes them to standard error), then
    /// regressions (each with before and after figures), data changes (a truth, image or
    /// sidecar that changed since the baseline, with both CERs), known issues that pass now,
    /// known issues and drafts (not gated), improvements, added and removed samples,
    /// and a one-line count. No colours; one finding per line.
    public func terminalReport(warnings includeWarnings: Bool = true) -> String {
        var lines: [String] = []
        let ruleText = "tolerance \(Self.points(tolerancePercentagePoints / 100)) pp"
            + (rule == .significant ? ", suites only beyond noise (--gate significant)" : "")
        let verdictLine = verdict == .passed
            ? "Regression gate: PASSED (\(comparedCount) compared, nothing failed; \(ruleText))"
            : "Regression gate: FAILED (\(regressions.count) gate failure\(regressions.count == 1 ? "" : "s"); \(ruleText))"
        lines.append(verdictLine)
        if includeWarnings { for warning in warnings { lines.append("warning: \(warning)") } }
        func section(_ title: String, _ items: [String], mark: String) {
            guard !items.isEmpty else { return }
            lines.append("")
            lines.append("\(title) (\(items.count)):")
            for item in items { lines.append("  \(mark) \(item)") }
        }
        section("Gate failures", regressions.map(\.message), mark: "✗")
        section(Self.dataChangesTitle, dataChanges.map(\.message), mark: "Δ")
        section("Known issues that pass now — remove the known-issue mark", unexpectedPasses.map(\.message), mark: "!")
        section("Known issues that got worse (not gated)", knownIssues.map(\.message), mark: "~")
        section("Drafts (ignored by the gate)", drafts.map(\.message), mark: "~")
        section("Beyond the tolerance but within noise (the interval reaches 0; not gated under --gate significant)",
                withinNoise.map(\.message), mark: "≈")
        section("Improvements", improvements.map(\.message), mark: "✓")
        section("Added (not gated)", added.map(\.description), mark: "+")
        section("Removed from the corpus (not gated)", removed.map(\.description), mark: "-")
        section("Outside this run's selection (not gated)", outsideSelection.map(\.description), mark: "·")
        section("Micro CER changes with paired-bootstrap intervals", changedSuitesText, mark: "·")
        section("Field pass-rate changes with paired-bootstrap intervals", changedFieldsText, mark: "·")
        let confusionChanges = self.confusionChanges
        section("Confusions that appeared or grew (the 10 largest rises)",
                confusionChanges.filter { $0.change > 0 }.prefix(10).map(Self.describe), mark: "↑")
        section("Confusions that shrank or disappeared (the 10 largest falls)",
                confusionChanges.filter { $0.change < 0 }.prefix(10).map(Self.describe), mark: "↓")
        lines.append("")
        lines.append(countsLine + ".")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The heading of the data changes in every output.
    public static let dataChangesTitle = "Data changed since the baseline — not regressions, the figures are not comparable"

    /// One line per suite (and per profile over all suites) whose micro CER changed:
    /// "receipts (tesseract): 14.25 % → 13.90 %, -0.35 pp [-0.80, +0.05] (95 %), sign test p 0.38".
    public var changedSuitesText: [String] {
        suiteChanges.filter { $0.microCERBefore != $0.microCERAfter }.map { change in
            let wer = change.changes.microWER
            let werInterval = wer.resamples > 0 ? " [\(ReportNumber.pointsText(wer.lower)), \(ReportNumber.pointsText(wer.upper))]" : ""
            return "\(change.suite ?? "all suites") (\(change.profile)): \(Self.figure(change.microCERBefore)) → "
                + "\(Self.figure(change.microCERAfter)), \(change.intervalText) over \(change.samples) samples; "
                + "WER \(ReportNumber.pointsText(wer.change))\(werInterval)"
        }
    }

    /// "136 compared, 2 gate failures (1 regression, 1 not run), 3 improvements, 1 failing
    /// in both, 0 added, 0 removed": the same counts in every output.
    public var countsLine: String {
        let sampleRegressions = regressions.filter { $0.kind == .passedToFailed || $0.kind == .cerRose || $0.kind == .linesWorse }.count
        let suiteRegressions = regressions.filter { $0.kind == .suiteCERRose }.count
        let fieldRegressions = regressions.filter { $0.kind == .fieldPassRateFell }.count
        var parts: [String] = []
        if sampleRegressions > 0 { parts.append("\(sampleRegressions) sample regression\(sampleRegressions == 1 ? "" : "s")") }
        if suiteRegressions > 0 { parts.append("\(suiteRegressions) suite regression\(suiteRegressions == 1 ? "" : "s")") }
        if fieldRegressions > 0 { parts.append("\(fieldRegressions) field regression\(fieldRegressions == 1 ? "" : "s")") }
        if notRunCount > 0 { parts.append("\(notRunCount) not run") }
        let other = regressions.count - sampleRegressions - suiteRegressions - fieldRegressions
            - regressions.filter { $0.kind == .notRun }.count
        if other > 0 { parts.append("\(other) about the whole run") }
        var line = "\(comparedCount) compared, \(regressions.count) gate failure\(regressions.count == 1 ? "" : "s")"
        if !parts.isEmpty { line += " (" + parts.joined(separator: ", ") + ")" }
        line += ", \(improvements.count) improvement\(improvements.count == 1 ? "" : "s"), \(failingInBoth.count) failing in both, "
            + (dataChanges.isEmpty ? "" : "\(dataChanges.count) data change\(dataChanges.count == 1 ? "" : "s") (not gated), ")
            + "\(added.count) added, \(removed.count) removed"
        if !outsideSelection.isEmpty { line += ", \(outsideSelection.count) outside the selection" }
        return line
    }
}
