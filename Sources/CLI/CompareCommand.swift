import Corpus
import Foundation
import Reports
import Runner
import ReportFiles
import Gate

/// `ocrgauge compare BASE CANDIDATE`: the regression gate between two runs.
enum CompareCommand: Command {
    static let name = "compare"
    static let summary = "gate a run against a baseline run.xml (exit 1 on a regression or missing coverage)"
    static let help = """
    Usage: ocrgauge compare BASE.xml CANDIDATE.xml [--html F] [--junit F] [--markdown F] [--xml F]
                            [--tolerance PP] [--map BASE=CAND]... [--corpus DIR]

    Fails (exit 1) when, for a sample in both runs, it passed and now fails, or its CER
    rose by more than the tolerance; or when a suite's micro CER rose by more than the
    tolerance. Coverage is part of the verdict: it also fails when a baseline profile
    was not run, when a baseline sample still in the corpus has no result, when the
    candidate is incomplete (interrupted, a partial merge), and when nothing was
    compared at all (the message says why). Added and removed samples are listed, not
    failed; known-issue samples never fail the gate and their unexpected passes are
    listed; drafts are ignored. A baseline made with another backend version is
    compared, with a warning.

    Options:
    \(options.help())
    """

    /// The options, declared once: the parser, the help above and the completion read them.
    static let options = OptionTable([
        .value("html", "F", "write the comparison report (gate failures first, before/after diffs)"),
        .value("junit", "F", "write junit.xml failing exactly what the gate fails"),
        .value("markdown", "F", "write a short Markdown summary (for $GITHUB_STEP_SUMMARY)"),
        .value("xml", "F", "write the candidate's run.xml with the gate's verdict (<gate>)"),
    ], GateOptions.specs, [
        .value("corpus", "DIR", "the corpus now: a baseline sample in it without a result is",
               "\"not run\", one not in it \"removed\"; its images go into the",
               "HTML (default for images: the corpus path in run.xml, if it exists)"),
    ], ReportImagesOption.specs)

    static func run(_ arguments: [String], console: Console) -> Int32 {
        do {
            let parsed = try parser.parse(arguments)
            if parsed.has("help") { console.out(help); return ExitCode.ok }
            let images = try ReportImagesOption.mode(parsed)
            guard parsed.positionals.count == 2 else {
                throw UsageError("needs BASE.xml and CANDIDATE.xml; see ocrgauge compare --help")
            }
            let gate = try GateOptions(parsed)
            let baseline = try RunReading.read(parsed.positionals[0])
            let candidate = try RunReading.read(parsed.positionals[1])
            var corpusSamples: Set<String>?
            var imagesFolder: URL?
            if let path = parsed.value("corpus") {
                let folder = URL(fileURLWithPath: path)
                do {
                    let corpus = try CorpusLoader.load(from: folder)
                    corpusSamples = Set(corpus.samples.map { sample in sample.name })
                } catch {
                    throw UsageError("--corpus \(path): \(error)")
                }
                imagesFolder = folder
            } else if FileManager.default.fileExists(atPath: candidate.metadata.corpusPath) {
                imagesFolder = URL(fileURLWithPath: candidate.metadata.corpusPath)
            }
            let comparison = RunComparison(
                baseline: baseline, candidate: candidate, tolerancePercentagePoints: gate.tolerance,
                baselineLabel: URL(fileURLWithPath: parsed.positionals[0]).lastPathComponent,
                candidateLabel: URL(fileURLWithPath: parsed.positionals[1]).lastPathComponent,
                profileMap: gate.profileMap, corpusSamples: corpusSamples, rule: gate.rule, intervals: gate.intervals)
            for warning in comparison.warnings { console.err("warning: \(warning)") }
            console.out(comparison.terminalReport(warnings: false))
            do throws(ReportsError) {
                var html = HTMLReportOptions(title: "ocrgauge comparison")
                html.pictures = imagesFolder.flatMap {
                    CorpusPictures.source(corpus: $0, mode: images, profiles: candidate.metadata.profiles)
                }
                try ReportOptions.write(candidate, context: ReportContext(comparison: comparison, html: html),
                                        parsed: parsed, console: console)
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
