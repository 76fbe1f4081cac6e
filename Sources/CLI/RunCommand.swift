import Foundation
import Imaging
import Reports
import LayoutFormats
import Runner
import Scoring
import ReportFiles
import RunXML

/// `ocrgauge run`: evaluate the corpus with one or more profiles and write the reports.
enum RunCommand: Command {
    static let name = "run"
    static let summary = "run the corpus through backends and write run.xml, junit.xml, report.html"
    static let help = """
    Usage: ocrgauge run [--corpus DIR] [--out DIR] [--config FILE] [--profile NAME]...
                        [--jobs N] [--timeout S] [--resume] [--cache DIR | --no-cache] [--shard I/N [--balance FILE]] [--record DIR]
                        [--suite NAME]... [--baseline FILE [--tolerance PP]] [--report-images M]
                        [--normalization P] [--textequiv-level L] [--max-megapixels N] [--repeat N]
                        [--strict] [--quiet]

    Runs every sample of the corpus through each profile's backend, scores it, and
    writes <out>/run.xml, <out>/junit.xml, <out>/report.html and <out>/summary.md (a
    short Markdown summary for a merge request). Recognition runs in
    worker processes (`ocrgauge worker`), each loading its engine once; every finished
    result is appended to <out>/journal.jsonl at once.

    Options:
    \(options.help())

    Progress: a bar on a terminal, plain lines otherwise (every failure, and a
    progress line every 10 s). Ctrl-C stops scheduling, stops the workers, writes the
    reports marked incomplete and exits 130; --resume continues later.

    Exit codes: 0 ok (samples may have failed unless --strict); 1 a sample failed
    with --strict; 2 usage, configuration or corpus error; 3 backend missing or
    reports cannot be written; 130 interrupted.
    """

    /// The options, declared once: the parser, the help above and the completion read them.
    static let options = OptionTable([
        .value("corpus", "DIR", "the corpus folder (default: \(CommandDefaults.corpus))"),
        .value("out", "DIR", short: "o", "where the reports go (default: \(CommandDefaults.output))"),
        .value("config", "FILE", "profiles file (default: \(CommandDefaults.configuration) when present,",
               "else one built-in profile \"tesseract\": eng, orientation applied)"),
        .value("profile", "NAME", short: "p", "a profile to run; repeat for a settings matrix",
               "(default: the config's \"default\" list)").completing(.profiles),
        .value("jobs", "N", short: "j", "worker processes, each with its own engine (default: cores)"),
        .value("timeout", "S", "per-sample limit in seconds; the worker is killed and",
               "replaced and the sample ends `timeout` (default: \(RunOptions.defaultTimeout.components.seconds))"),
        .value("score-timeout", "S", "per-sample limit on scoring; beyond it the sample ends",
               "`error` and the run goes on (default: \(Int(ScoringBudget.defaultSeconds)))"),
        .flag("resume", "continue an interrupted or killed run from its journal"),
        .value("cache", "DIR", "reuse recognizer output keyed on image bytes, backend,",
               "version and every setting (re-scoring without OCR); each entry",
               "is sealed and checked when read (HMAC under",
               "OCRGAUGE_CACHE_SECRET when set), one that does not verify is",
               "recognized again; write a shared cache from trusted jobs only"),
        .flag("no-cache", "read and write no cache, even with --cache (which a wrapper",
              "script may pass): every sample is recognized"),
        .value("baseline", "FILE", "gate against a run.xml: exit 1 when a sample went from pass",
               "to fail or its CER (or a suite's micro CER) rose by more",
               "than the tolerance, when a baseline profile or sample still",
               "in the corpus was not run, when the run is incomplete, or",
               "when nothing was compared; junit.xml then fails exactly that"),
    ], GateOptions.specs, [
        .value("suite", "NAME", "run only this suite; repeat for several"),
        .value("normalization", "P", "exact, default, lenient or dinglehopper, instead of",
               "corpus.json's (see ocrgauge score --help)").completing(.words(NormalizationProfile.allCases.map(\.rawValue))),
        .value("textequiv-level", "L", "read PAGE-XML truth and output at region level (each",
               "TextRegion's own TextEquiv, as dinglehopper and OCR-D do)",
               "or line level, instead of corpus.json's \"textEquivLevel\"",
               "(default: region under dinglehopper, line otherwise)").completing(.words(TextEquivLevel.allCases.map(\.rawValue))),
    ], ReportImagesOption.specs, [
        .value("shard", "I/N", "run only shard I of N (split by sample name; merge the",
               "shards' run.xml with ocrgauge merge)"),
        .value("balance", "FILE", "with --shard: cut the shards by cost, so they take similar time:",
               "the durations a previous run.xml FILE recorded (pixel counts",
               "while FILE does not exist); every shard needs the same FILE"),
        .value("label", "TEXT", "the run's name in trends and headers, e.g. a release (default:",
               "OCRGAUGE_LABEL, else the tag being built: GITHUB_REF_NAME of a",
               "tag, CI_COMMIT_TAG)"),
        .value("record", "DIR", "write each recognition as DIR/<suite>/<id>.json (with several",
               "profiles DIR/<profile>/<suite>/<id>.json) for the recorded backend"),
        .value("max-megapixels", "N", "the decoded-size budget: refuse, before decoding, an image, a",
               "HEIC grid's canvas or tiles, a PDF page or an image it draws of",
               "more pixels (default: \(DecodeOptions.defaultMaxPixels / 1_000_000))"),
        .value("repeat", "N", "recognize every sample N times (2 to 20), each pass in a new",
               "order, without the cache: the first is the result; the CER",
               "spread and changed texts are recorded, unstable samples",
               "listed, and --gate significant does not fail a sample whose",
               "rise is within its spread"),
        .flag("in-process", "recognize in this process (no isolation, no timeout)"),
        .flag("strict", "exit 1 when any sample fails"),
        .flag("quiet", short: "q", "no progress output"),
    ])

    /// The samples whose text changed between repeats (at most 20), or that none did.
    static func printRepeats(_ unstable: [String], repeats: Int, console: Console) {
        console.out(unstable.isEmpty
            ? "Stable: every sample read the same in all \(repeats) repeats."
            : "Unstable over \(repeats) repeats (\(unstable.count)):")
        for line in unstable.prefix(20) { console.out("  ≈ " + line) }
        if unstable.count > 20 { console.out("  … and \(unstable.count - 20) more (run.xml: <repeats>)") }
        console.out("")
    }

    /// The suites' table, the fields' (when any sample had a field) and the settings
    /// matrix (with several profiles), each followed by a blank line.
    static func printTables(_ summaries: (suites: [SuiteSummary], totals: [SuiteSummary]), fields: [FieldAccuracy],
                            samples: MatrixSamples?, console: Console) {
        for table in [SummaryTable.render(summaries), FieldTable.render(fields),
                      MatrixTable.render(ProfileMatrix(summaries: summaries, samples: samples))] {
            guard let table else { continue }
            console.out(table)
            console.out("")
        }
    }

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
        signal(SIGPIPE, SIG_IGN)   // a dead worker's pipe is an outcome, not our death
        do {
            let finished = try EvaluationRunner.run(options)
            let record = finished.record
            // One pass over the results (they may be read back from the journal).
            var collector = SuiteSummary.Collector()
            var fields = FieldAccuracy.Collector()
            var drafts: [String] = [], failing: [String] = [], unstable: [String] = []
            for result in record.results {
                collector.add(result)
                fields.add(result)
                if let spread = result.repeats, spread.unstable {
                    unstable.append("\(result.suite)/\(result.id) (\(result.profile)): \(spread.distinctTexts) different texts "
                                    + "in \(spread.repeats) repeats, CER \(ReportNumber.percentText(spread.cerMin)) to "
                                    + "\(ReportNumber.percentText(spread.cerMax))")
                }
                if result.draft && !result.passed && drafts.count < 5 { drafts.append("\(result.suite)/\(result.id)") }
                // Failures only: a draft or a sample merely scored (no criterion) is neither a pass nor a failure.
                if result.isFailure && !result.knownIssue && failing.count <= 20 {
                    failing.append("\(result.suite)/\(result.id) (\(result.profile)): " + JUnitWriter.failureMessage(for: result))
                }
            }
            let summaries = collector.summaries
            // Several profiles: a second pass for each sample's figures, the matrix's margins.
            let samples = summaries.totals.count > 1 ? MatrixSamples(record.results) : nil
            printTables(summaries, fields: fields.table, samples: samples, console: console)
            if options.repeats > 1 { printRepeats(unstable, repeats: options.repeats, console: console) }
            let totals = summaries.totals
            let failed = totals.map(\.failed).reduce(0, +)
            console.out(MarkdownSummary.countsLine(totals) + ".")
            if !drafts.isEmpty { console.out("Drafts awaiting review: " + drafts.joined(separator: ", ") + (drafts.count < totals.map(\.drafts).reduce(0, +) ? ", ..." : "")) }
            if finished.comparison == nil && !failing.isEmpty {
                console.out("")
                console.out("Failed (\(failed)):")
                for line in failing.prefix(20) { console.out("  ✗ " + line) }
                if failed > 20 { console.out("  ... and \(failed - 20) more (report.html lists them all)") }
            }
            console.out("")
            if let cache = record.metadata.cache {
                console.out("cache: " + cache.line(of: record.results.count) + " (\(options.cache?.path ?? "--cache")).")
            } else if parsed.has("no-cache") {
                console.out("cache: not used (--no-cache): every sample was recognized.")
            }
            if finished.interrupted || !record.metadata.complete {
                console.out("INCOMPLETE: \(record.results.count) results; continue with --resume")
            }
            for format in ReportFormats.standard {
                console.out((format.fileName + ":").padding(toLength: 13, withPad: " ", startingAt: 0)
                            + finished.written.url(of: format).path)
            }
            if let comparison = finished.comparison {
                console.out("")
                for warning in comparison.warnings { console.err("warning: \(warning)") }
                console.out(comparison.terminalReport(warnings: false))
            }
            if finished.interrupted { return ExitCode.interrupted }
            if !finished.brokenProfiles.isEmpty {
                for broken in finished.brokenProfiles {
                    console.err("ocrgauge run: profile '\(broken.profile)': every sample failed in the backend, so this is not "
                                + "a result; first: \(broken.reason)")
                }
                return ExitCode.harness
            }
            if let comparison = finished.comparison, comparison.exitCode != 0 { return ExitCode.gateFailed }
            return parsed.has("strict") && failed > 0 ? ExitCode.gateFailed : ExitCode.ok
        } catch {
            console.err("ocrgauge run: \(error)")
            return error.exitCode
        }
    }

    static func makeOptions(_ parsed: ArgumentParser.Parsed) throws -> RunOptions {
        let fm = FileManager.default
        let configuration: Configuration
        var configurationName = "the built-in profile"
        if let path = parsed.value("config") {
            configuration = try Configuration.load(from: URL(fileURLWithPath: path))
            configurationName = path
        } else if fm.fileExists(atPath: CommandDefaults.configuration) {
            configuration = try Configuration.load(from: URL(fileURLWithPath: CommandDefaults.configuration))
            configurationName = CommandDefaults.configuration
        } else {
            configuration = .builtIn
        }
        let profiles = try configuration.select(parsed.all("profile"))
        let megapixels = try parsed.integer("max-megapixels", in: 1...10_000) ?? DecodeOptions.defaultMaxPixels / 1_000_000
        var shard: Shard?
        if let text = parsed.value("shard") {
            guard let parsedShard = Shard(text), parsedShard.count <= RunXMLLimits.maxShards else {
                throw UsageError("--shard needs I/N with 1 ≤ I ≤ N ≤ \(RunXMLLimits.maxShards), not '\(text)'")
            }
            shard = parsedShard
        }
        let progress: ProgressStyle = parsed.has("quiet") ? .none : (isatty(STDERR_FILENO) == 1 ? .bar : .lines)
        var options = RunOptions(
            corpus: URL(fileURLWithPath: parsed.value("corpus") ?? CommandDefaults.corpus),
            output: URL(fileURLWithPath: parsed.value("out") ?? CommandDefaults.output),
            profiles: profiles,
            jobs: try parsed.integer("jobs", in: 1...256) ?? RunOptions.defaultJobs,
            maxPixels: megapixels * 1_000_000,
            progress: progress,
            workerExecutable: parsed.has("in-process") ? nil : WorkerExecutable.current,
            timeout: try parsed.integer("timeout", in: 1...86_400).map { .seconds($0) } ?? RunOptions.defaultTimeout,
            resume: parsed.has("resume"),
            cache: parsed.has("no-cache") ? nil : parsed.value("cache").map { URL(fileURLWithPath: $0) },
            shard: shard,
            record: parsed.value("record").map { URL(fileURLWithPath: $0) },
            suites: parsed.all("suite").isEmpty ? nil : parsed.all("suite"))
        options.baseline = parsed.value("baseline").map { URL(fileURLWithPath: $0) }
        if let secret = ProcessInfo.processInfo.environment["OCRGAUGE_CACHE_SECRET"], !secret.isEmpty {
            options.cacheSecret = Array(secret.utf8)
        }
        options.label = try RunLabel.resolve(option: parsed.value("label"), environment: ProcessInfo.processInfo.environment)
        if let balance = parsed.value("balance") {
            guard shard != nil else { throw UsageError("--balance cuts shards: it needs --shard I/N") }
            options.balance = URL(fileURLWithPath: balance)
        }
        let gate = try GateOptions(parsed)
        options.tolerance = gate.tolerance
        options.profileMap = gate.profileMap
        options.gateRule = gate.rule
        options.intervals = gate.intervals
        options.reportImages = try ReportImagesOption.mode(parsed)
        options.configurationName = configurationName
        if let repeats = try parsed.integer("repeat", in: 1...20) {
            if repeats > 1 && options.resume {
                throw UsageError("--repeat and --resume do not go together: the repeats of an interrupted run are not kept; "
                                 + "run again without --resume")
            }
            options.repeats = repeats
        }
        if let seconds = try parsed.integer("score-timeout", in: 1...86_400) { options.scoringBudgetSeconds = Double(seconds) }
        if let name = parsed.value("normalization") {
            guard let normalization = NormalizationProfile(rawValue: name) else {
                throw UsageError("--normalization must be one of "
                                 + NormalizationProfile.allCases.map(\.rawValue).joined(separator: ", ") + ", not '\(name)'")
            }
            options.normalization = normalization
        }
        if let name = parsed.value("textequiv-level") {
            guard let level = TextEquivLevel(rawValue: name) else {
                throw UsageError("--textequiv-level must be \(TextEquivLevel.names), not '\(name)'")
            }
            options.textEquivLevel = level
        }
        return options
    }
}
