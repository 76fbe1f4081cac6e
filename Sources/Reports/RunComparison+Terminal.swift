extension RunComparison {
    /// The comparison as plain text for a terminal: the verdict, warnings, then
    /// regressions (each with before and after figures), known issues that pass now,
    /// known issues and drafts (not gated), improvements, added and removed samples,
    /// and a one-line count. No colours; one finding per line.
    public func terminalReport() -> String {
        var lines: [String] = []
        let verdictLine = verdict == .passed
            ? "Regression gate: PASSED (no regression; tolerance \(Self.points(tolerancePercentagePoints / 100)) pp)"
            : "Regression gate: FAILED (\(regressions.count) regression\(regressions.count == 1 ? "" : "s"); "
                + "tolerance \(Self.points(tolerancePercentagePoints / 100)) pp)"
        lines.append(verdictLine)
        for warning in warnings { lines.append("warning: \(warning)") }
        func section(_ title: String, _ items: [String], mark: String) {
            guard !items.isEmpty else { return }
            lines.append("")
            lines.append("\(title) (\(items.count)):")
            for item in items { lines.append("  \(mark) \(item)") }
        }
        section("Regressions", regressions.map(\.message), mark: "✗")
        section("Known issues that pass now — remove the known-issue mark", unexpectedPasses.map(\.message), mark: "!")
        section("Known issues that got worse (not gated)", knownIssues.map(\.message), mark: "~")
        section("Drafts (ignored by the gate)", drafts.map(\.message), mark: "~")
        section("Improvements", improvements.map(\.message), mark: "✓")
        section("Added (not gated)", added.map(\.description), mark: "+")
        section("Removed (not gated)", removed.map(\.description), mark: "-")
        lines.append("")
        lines.append("\(comparedCount) compared, \(regressions.count) regressions, \(improvements.count) improvements, "
                     + "\(added.count) added, \(removed.count) removed.")
        return lines.joined(separator: "\n") + "\n"
    }
}
