import Foundation
import Reports

/// `ocrgauge compare BASE CANDIDATE`: the regression gate between two runs.
enum CompareCommand: Command {
    static let name = "compare"
    static let summary = "gate a run against a baseline run.xml (exit 1 on a regression)"
    static let help = """
    Usage: ocrgauge compare BASE.xml CANDIDATE.xml [--html F] [--junit F] [--tolerance PP]

    Fails (exit 1) when, for a sample in both runs, it passed and now fails, or its CER
    rose by more than the tolerance; or when a suite's micro CER rose by more than the
    tolerance. Added and removed samples are listed, not failed; known-issue samples
    never fail the gate and their unexpected passes are listed; drafts are ignored.
    A baseline made with another backend version is compared, with a warning.

    Options:
      --html F          write the comparison report (regressions first, before/after diffs)
      --junit F         write the gate as JUnit XML (one failure per regression)
      --tolerance PP    percentage points a CER may rise (default: 0.5)
    """

    static let parser = ArgumentParser(options: ["html", "junit", "tolerance"])

    static func run(_ arguments: [String], console: Console) -> Int32 {
        do {
            let parsed = try parser.parse(arguments)
            if parsed.has("help") { console.out(help); return ExitCode.ok }
            guard parsed.positionals.count == 2 else {
                throw UsageError("needs BASE.xml and CANDIDATE.xml; see ocrgauge compare --help")
            }
            let baseline = try RunReading.read(parsed.positionals[0])
            let candidate = try RunReading.read(parsed.positionals[1])
            let comparison = RunComparison(
                baseline: baseline, candidate: candidate, tolerancePercentagePoints: try Tolerance.parse(parsed.value("tolerance")),
                baselineLabel: URL(fileURLWithPath: parsed.positionals[0]).lastPathComponent,
                candidateLabel: URL(fileURLWithPath: parsed.positionals[1]).lastPathComponent)
            console.out(comparison.terminalReport())
            do {
                if let html = parsed.value("html") {
                    try HTMLReportWriter.write(candidate, to: URL(fileURLWithPath: html),
                                               options: HTMLReportOptions(title: "ocrgauge comparison", comparison: comparison))
                    console.out("report.html: \(html)")
                }
                if let junit = parsed.value("junit") {
                    try JUnitWriter.writeGate(comparison, candidate: candidate.metadata, to: URL(fileURLWithPath: junit))
                    console.out("junit.xml:   \(junit)")
                }
            } catch {
                console.err("ocrgauge compare: \(error)")
                return ExitCode.harness
            }
            return comparison.exitCode == 0 ? ExitCode.ok : ExitCode.gateFailed
        } catch {
            console.err("ocrgauge compare: \(error)")
            return ExitCode.usage
        }
    }
}
