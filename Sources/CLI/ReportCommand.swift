import Foundation
import Reports

/// `ocrgauge report RUN.xml...`: renders HTML from run.xml alone; several runs make a trend.
enum ReportCommand: Command {
    static let name = "report"
    static let summary = "render report.html from run.xml (several runs: suite CER over time)"
    static let help = """
    Usage: ocrgauge report RUN.xml... [--html F] [--corpus DIR]

    One run: its full report (without images unless --corpus names the corpus folder).
    Several runs, oldest first: a trend report of suite CER over time.

    Options:
      --html F        where to write (default: report.html, or trend.html for several runs)
      --corpus DIR    embed the images from this corpus folder
    """

    static let parser = ArgumentParser(options: ["html", "corpus"])

    static func run(_ arguments: [String], console: Console) -> Int32 {
        do {
            let parsed = try parser.parse(arguments)
            if parsed.has("help") { console.out(help); return ExitCode.ok }
            guard !parsed.positionals.isEmpty else { throw UsageError("needs at least one run.xml; see ocrgauge report --help") }
            let runs = try parsed.positionals.map { path throws(UsageError) in try RunReading.read(path) }
            let output = URL(fileURLWithPath: parsed.value("html") ?? (runs.count == 1 ? "report.html" : "trend.html"))
            do {
                if runs.count == 1 {
                    let images = parsed.value("corpus").map { HTMLReportOptions.images(under: URL(fileURLWithPath: $0)) }
                    try HTMLReportWriter.write(runs[0], to: output, options: HTMLReportOptions(images: images))
                } else {
                    try HTMLReportWriter.writeTrend(runs, labels: parsed.positionals.map { URL(fileURLWithPath: $0).lastPathComponent },
                                                    to: output, title: "ocrgauge trend")
                }
            } catch {
                console.err("ocrgauge report: \(error)")
                return ExitCode.harness
            }
            console.out("report.html: \(output.path)")
            return ExitCode.ok
        } catch {
            console.err("ocrgauge report: \(error)")
            return ExitCode.usage
        }
    }
}
