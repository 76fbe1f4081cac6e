import Foundation
import Reports
import Scoring
import RunXML
import Gate

/// `ocrgauge merge SHARD.xml... -o RUN.xml`: joins the run.xml of shards into one run.
enum MergeCommand: Command {
    static let name = "merge"
    static let summary = "join shard run.xml files (from run --shard I/N) into one run"
    static let help = """
    Usage: ocrgauge merge SHARD.xml... -o RUN.xml [--html F] [--junit F] [--markdown F] [--allow-partial]

    Joins the run.xml of shards 1...N of one split (run --shard I/N). Refused (exit 2):
    a shard missing or given twice (named, e.g. "shard 2/3 missing"), shards of
    different corpora (commit, sample count, suites, or corpus fingerprint: every shard
    records one SHA-256 over the whole corpus's ids and image, truth and sidecar bytes,
    so shards of two folders with the same ids are refused, naming both fingerprints),
    a sample whose truth, image or sidecar fingerprint differs between shards, different
    profiles, settings, backend versions or normalization, and overlapping sample ids.
    The merged run is complete only when every shard is. Folders of the output paths
    are created.

    Options:
    \(options.help())
    """

    /// The options, declared once: the parser, the help above and the completion read them.
    static let options = OptionTable([
        .value("output", "RUN.xml", short: "o", "where the merged run.xml goes"),
        .flag("allow-partial", "merge what is there; the result is marked incomplete and",
              "passes no gate"),
        .value("html", "F", "also write the merged run's report.html"),
        .value("junit", "F", "also write its junit.xml"),
        .value("markdown", "F", "also write its Markdown summary"),
    ])

    static func run(_ arguments: [String], console: Console) -> Int32 {
        do {
            let parsed = try parser.parse(arguments)
            if parsed.has("help") { console.out(help); return ExitCode.ok }
            guard let output = parsed.value("output") else { throw UsageError("needs -o RUN.xml") }
            guard !parsed.positionals.isEmpty else { throw UsageError("needs the shards' run.xml files") }
            let shards = try parsed.positionals.map { path throws(UsageError) in try RunReading.read(path) }
            let merged: Scoring.RunRecord
            do { merged = try RunMerge.merge(shards, labels: parsed.positionals, allowPartial: parsed.has("allow-partial")) } catch {
                throw UsageError("\(error)")
            }
            do {
                try RunXMLWriter.write(merged, to: URL(fileURLWithPath: output))
                try ReportOptions.write(merged, context: ReportContext(), parsed: parsed, console: console)
            } catch {
                console.err("ocrgauge merge: \(error)")
                return ExitCode.harness
            }
            console.out(SummaryTable.render(merged))
            if let table = FieldTable.render(merged) { console.out("\n" + table) }
            console.out("\nrun.xml: \(output) (\(merged.results.count) results from \(shards.count) shards)")
            if !merged.metadata.complete {
                console.err("ocrgauge merge: warning: the merged run is incomplete (\(merged.metadata.incompleteReason ?? "an incomplete shard")): it passes no gate")
            }
            return ExitCode.ok
        } catch {
            console.err("ocrgauge merge: \(error)")
            return ExitCode.usage
        }
    }
}
