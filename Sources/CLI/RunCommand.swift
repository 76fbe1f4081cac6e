import Foundation
import Imaging
import Runner
import Scoring

/// `ocrgauge run`: evaluate the corpus with one or more profiles and write the reports.
enum RunCommand: Command {
    static let name = "run"
    static let summary = "run the corpus through backends and write run.xml, junit.xml, report.html"
    static let help = """
    Usage: ocrgauge run [--corpus DIR] [--out DIR] [--config FILE] [--profile NAME]...
                        [--jobs N] [--max-megapixels N] [--strict] [--quiet]

    Runs every sample of the corpus through each profile's backend, scores it, and
    writes <out>/run.xml, <out>/junit.xml and <out>/report.html.

    Options:
      --corpus DIR          the corpus folder (default: Corpus)
      --out DIR             where the reports go (default: Reports/latest)
      --config FILE         profiles file (default: ocrgauge.json when present,
                            else one built-in profile "tesseract": eng, orientation applied)
      --profile NAME        a profile to run; repeat for a settings matrix
                            (default: the config's "default" list)
      --jobs, -j N          workers, each with its own engine (default: number of cores)
      --max-megapixels N    refuse images whose header claims more (default: 100)
      --strict              exit 1 when any sample fails
      --quiet, -q           no progress lines

    Exit codes: 0 ok (samples may have failed unless --strict); 1 a sample failed
    with --strict; 2 usage, configuration or corpus error; 3 backend missing or
    reports cannot be written.
    """

    static let parser = ArgumentParser(
        options: ["corpus", "out", "config", "profile", "jobs", "max-megapixels"],
        flags: ["strict", "quiet"],
        aliases: ["j": "jobs", "q": "quiet", "o": "out", "p": "profile"])

    static func run(_ arguments: [String], console: Console) -> Int32 {
        let parsed: ArgumentParser.Parsed
        let options: RunOptions
        do {
            parsed = try parser.parse(arguments)
            if parsed.has("help") { console.out(help); return ExitCode.ok }
            guard parsed.positionals.isEmpty else {
                throw UsageError("run takes no positional arguments (got '\(parsed.positionals[0])'); see ocrgauge run --help")
            }
            options = try makeOptions(parsed)
        } catch let error as UsageError {
            console.err("ocrgauge run: \(error)")
            return ExitCode.usage
        } catch let error as RunnerError {
            console.err("ocrgauge run: \(error)")
            return error.exitCode
        } catch {
            console.err("ocrgauge run: \(error)")
            return ExitCode.usage
        }
        do {
            let (record, written) = try EvaluationRunner.run(options)
            console.out(SummaryTable.render(record))
            console.out("")
            console.out("run.xml:     \(written.runXML.path)")
            console.out("junit.xml:   \(written.junit.path)")
            console.out("report.html: \(written.html.path)")
            let failed = record.results.filter { !$0.passed }.count
            return parsed.has("strict") && failed > 0 ? ExitCode.gateFailed : ExitCode.ok
        } catch {
            console.err("ocrgauge run: \(error)")
            return error.exitCode
        }
    }

    static func makeOptions(_ parsed: ArgumentParser.Parsed) throws -> RunOptions {
        let fm = FileManager.default
        let configuration: Configuration
        if let path = parsed.value("config") {
            configuration = try Configuration.load(from: URL(fileURLWithPath: path))
        } else if fm.fileExists(atPath: "ocrgauge.json") {
            configuration = try Configuration.load(from: URL(fileURLWithPath: "ocrgauge.json"))
        } else {
            configuration = .builtIn
        }
        let profiles = try configuration.select(parsed.all("profile"))
        let megapixels = try parsed.integer("max-megapixels", in: 1...10_000) ?? DecodeOptions.defaultMaxPixels / 1_000_000
        return RunOptions(
            corpus: URL(fileURLWithPath: parsed.value("corpus") ?? "Corpus"),
            output: URL(fileURLWithPath: parsed.value("out") ?? "Reports/latest"),
            profiles: profiles,
            jobs: try parsed.integer("jobs", in: 1...256) ?? ProcessInfo.processInfo.activeProcessorCount,
            maxPixels: megapixels * 1_000_000,
            showProgress: !parsed.has("quiet"))
    }
}
