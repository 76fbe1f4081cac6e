import Foundation
import Reports
import Runner
import ReportFiles

/// `ocrgauge report RUN.xml...`: renders HTML from run.xml alone; several runs make a trend.
enum ReportCommand: Command {
    static let name = "report"
    static let summary = "render report.html from run.xml (several runs: suite CER over time)"
    static let help = """
    Usage: ocrgauge report RUN.xml... [--html F] [--markdown F] [--junit F] [--corpus DIR]
                                      [--report-images M]

    One run: its full report, with the images of --corpus DIR, or of the corpus path
    recorded in run.xml when that folder exists. Several runs, in the order given
    (oldest first): a trend report of suite CER over time, each run labelled by its
    corpus commit and date.

    Options:
    \(options.help())
    """

    /// The options, declared once: the parser, the help above and the completion read them.
    static let options = OptionTable([
        .value("html", "F", "where to write (default: report.html, or trend.html for several runs)"),
        .value("markdown", "F", "also write a short Markdown summary of one run (verdict, suites,",
               "failed samples), for $GITHUB_STEP_SUMMARY or a merge-request comment"),
        .value("junit", "F", "also write the run's junit.xml"),
        .value("corpus", "DIR", "embed the images from this corpus folder"),
    ], ReportImagesOption.specs)

    static func run(_ arguments: [String], console: Console) -> Int32 {
        do {
            let parsed = try parser.parse(arguments)
            if parsed.has("help") { console.out(help); return ExitCode.ok }
            guard !parsed.positionals.isEmpty else { throw UsageError("needs at least one run.xml; see ocrgauge report --help") }
            let others = ReportOptions.names(excluding: ["xml", "html"]).filter { parsed.value($0) != nil }
            if let option = others.first, parsed.positionals.count > 1 {
                throw UsageError("--\(option) reports one run; give one RUN.xml (several make a trend, written with --html)")
            }
            let images = try ReportImagesOption.mode(parsed)
            let runs = try parsed.positionals.map { path throws(UsageError) in try RunReading.read(path) }
            do throws(ReportsError) {
                if runs.count == 1 {
                    var folder = parsed.value("corpus").map { URL(fileURLWithPath: $0) }
                    if folder == nil, FileManager.default.fileExists(atPath: runs[0].metadata.corpusPath) {
                        folder = URL(fileURLWithPath: runs[0].metadata.corpusPath)
                    }
                    var options = parsed
                    if options.value("html") == nil { options.values["html"] = ["report.html"] }
                    let html = HTMLReportOptions(pictures: folder.flatMap {
                        CorpusPictures.source(corpus: $0, mode: images, profiles: runs[0].metadata.profiles)
                    })
                    try ReportOptions.write(runs[0], context: ReportContext(html: html), parsed: options, console: console)
                } else {
                    let output = URL(fileURLWithPath: parsed.value("html") ?? "trend.html")
                    try HTMLReportWriter.writeTrend(runs, labels: parsed.positionals.map { URL(fileURLWithPath: $0).lastPathComponent },
                                                    to: output, title: "ocrgauge trend")
                    console.out("trend.html:  \(output.path)")
                }
            } catch {
                console.err("ocrgauge report: \(error)")
                return ExitCode.harness
            }
            return ExitCode.ok
        } catch {
            console.err("ocrgauge report: \(error)")
            return ExitCode.usage
        }
    }
}
