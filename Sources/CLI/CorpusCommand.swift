import StrictJSON
import Backends
import Corpus
import Foundation
import Imaging
import Runner

/// `ocrgauge corpus check | list | add | accept | import | propose-limits`: keep the corpus sound and grow it.
enum CorpusCommand: Command {
    static let name = "corpus"
    static let summary = "check or list the corpus, add real-world images with draft truth, import a dataset"
    static let help = """
    Usage: ocrgauge corpus check [--corpus DIR]
           ocrgauge corpus list  [--corpus DIR]
           ocrgauge corpus add IMAGE... --suite NAME [--truth FILE]... [--unreadable] [--keep-metadata]
                                        [--languages L] [--jobs N] [--profile P] [--config F] [--corpus DIR]
           ocrgauge corpus import FORMAT SOURCE --suite NAME [--source TEXT] [--licence TEXT] [--dry-run]
                                        [--entities DIR] [--image-group G] [--truth-group G]
                                        [--keep-metadata] [--quiet] [--corpus DIR]
                  FORMAT: sroie, wildreceipt, funsd, ocr-d, page-folder, alto-folder, label-studio
           ocrgauge corpus accept SAMPLE... | --suite NAME... [--corpus DIR]
           ocrgauge corpus languages [--packages] [--profile P]... [--config F] [--corpus DIR]
           ocrgauge corpus propose-limits RUN.xml [--profile P] [--corpus DIR]

    check   every image has truth or an "expect", sidecars parse and use known keys, no
            orphans or stray files, ids unique, no duplicate images (same bytes), files
            marked unreadable really fail to decode and the others decode. Prints every
            problem with its file; exit 1 if there is any.
    list    suites with sample counts, expected outcomes, drafts, known issues and tags.
    languages
            the Tesseract languages a run of the profiles (--profile, else the config's
            default list) reads the corpus in: each Tesseract profile's own languages,
            else every sidecar's "languages" and eng for samples naming none. One a
            line; --packages prints the Debian packages that hold them
            (tesseract-ocr-deu …), as the GitHub Action and GitLab template install.
    accept  after you reviewed them: clears the "review" mark ("draft" from corpus add,
            "limits" from propose-limits) of each SAMPLE (suite/id, as corpus list and
            the reports name it) and of every sample of each --suite, so they count and
            are gated from the next run on. Nothing is written when a name is unknown;
            samples without a mark are listed, not changed.
    propose-limits
            for every sample RUN.xml scored without a criterion (truth, but no maxCER
            and no field: it can never pass), writes a maxCER into its sidecar: the CER
            that run read it at plus a quarter, at least 1 point, marked
            "review": "limits" for a person to confirm (the sidecar is rewritten with
            its keys sorted; its other keys are kept). --profile names the run's
            profile when it holds several.
    add     copies the images into <corpus>/<suite>/ (never overwriting) and writes a
            draft <id>.gt.txt from the profile's OCR output with a sidecar saying
            "expect": "text" and "review": "draft" (also when the draft is empty: a
            person decides that a page is blank); correct the text, then remove the
            mark. Until then `run` reports the sample as a draft and the gate ignores it.
            Every image is checked first and nothing is copied when one is refused
            (exit 2): it must be an image by content, decode, and not be in the corpus
            already (same bytes, named). GPS position, camera make, model and serial,
            maker notes, XMP and comments are removed without touching the pixels or
            the orientation tag.
    \(OptionTable(addOptions).help())
    \(CorpusImportCommand.help)

    Every subverb:
    \(OptionTable(commonOptions).help())
    """

    static let subverbs = ["check", "list", "add", "accept", "languages", "import", "propose-limits"]
    /// The options of `corpus add`, declared once: its help lines and the parser read them.
    static let addOptions: [OptionSpec] = [
        .value("truth", "FILE", "the image's ground truth instead of an OCR draft (.gt.txt text,",
               "PAGE-XML, ALTO or hOCR, by content); once per image, in order.",
               "The image is still read by OCR: its sidecar gets a proposed",
               "maxCER (the CER read plus a quarter, at least 1 point) marked",
               "\"review\": \"limits\", so the sample is never an unguarded pass"),
        .flag("unreadable", "the images are damaged on purpose: each must fail to decode,",
              "and gets \"expect\": \"unreadable\""),
        .flag("keep-metadata", "copy the images byte for byte"),
        .value("languages", "L", "the images' languages (Tesseract names: fra, deu+eng): the draft is",
               "read in them and each sidecar gets \"languages\" (refused when the",
               "profile pins its own or the language data is not installed)"),
        .value("jobs", "N", short: "j", "images recognized at once (default: cores)"),
        .value("profile", "P", "the profile that reads the drafts (propose-limits: the run's",
               "profile, when it holds several)").completing(.profiles),
        .value("config", "F", "the profiles file (default: \(CommandDefaults.configuration) when present)"),
        .flag("packages", "languages: print the Debian packages of the languages"),
    ]

    /// The options every subverb takes.
    static let commonOptions: [OptionSpec] = [
        .value("corpus", "DIR", "the corpus folder (default: \(CommandDefaults.corpus))"),
        .value("suite", "NAME", "add and import: the suite the samples go into; accept: a suite",
               "whose samples are accepted (repeatable)"),
        .value("max-megapixels", "N", "add, check and import: the decoded-size budget, as run's (default:",
               "\(DecodeOptions.defaultMaxPixels / 1_000_000))"),
    ]

    /// The decoded-size budget `--max-megapixels` asks for, in pixels (as `run` reads it).
    static func maxPixels(_ parsed: ArgumentParser.Parsed) throws -> Int {
        (try parsed.integer("max-megapixels", in: 1...10_000) ?? DecodeOptions.defaultMaxPixels / 1_000_000) * 1_000_000
    }

    /// Every option of every subverb, declared once: the parser and the completion read them.
    static let options = OptionTable(commonOptions, addOptions, CorpusImportCommand.specs)

    static func run(_ arguments: [String], console: Console) -> Int32 {
        let parsed: ArgumentParser.Parsed
        do { parsed = try parser.parse(arguments) } catch {
            console.err("ocrgauge corpus: \(error)")
            return ExitCode.usage
        }
        if parsed.has("help") { console.out(help); return ExitCode.ok }
        let folder = URL(fileURLWithPath: parsed.value("corpus") ?? CommandDefaults.corpus)
        if parsed.positionals.first == "import" { return CorpusImportCommand.run(parsed, corpus: folder, console: console) }
        let importOnly = CorpusImportCommand.ownOptions
        if let option = importOnly.sorted().first(where: { parsed.values[$0] != nil || parsed.has($0) }) {
            console.err("ocrgauge corpus: --\(option) is an option of corpus import only; see ocrgauge help corpus")
            return ExitCode.usage
        }
        switch parsed.positionals.first {
        case "check":
            let budget: Int
            do { budget = try maxPixels(parsed) } catch {
                console.err("ocrgauge corpus check: \(error)")
                return ExitCode.usage
            }
            let report = CorpusCheck.run(folder, maxPixels: budget)
            for problem in report.problems { console.out(problem.description) }
            for hint in report.hints { console.out("hint: \(hint)") }
            let hints = report.hints.isEmpty ? "" : ", \(report.hints.count) hint(s)"
            console.out(report.problems.isEmpty
                        ? "corpus check: \(report.samples) samples, no problems\(hints)"
                        : "corpus check: \(report.problems.count) problem(s)\(hints) in \(folder.path)")
            return report.problems.isEmpty ? ExitCode.ok : ExitCode.gateFailed
        case "list":
            do { console.out(CorpusListing.render(try CorpusLoader.load(from: folder))) } catch {
                console.err("ocrgauge corpus: \(error)")
                return ExitCode.usage
            }
            return ExitCode.ok
        case "add":
            return add(parsed, corpus: folder, console: console)
        case "accept":
            return accept(parsed, corpus: folder, console: console)
        case "languages":
            return languages(parsed, corpus: folder, console: console)
        case "propose-limits":
            guard parsed.positionals.count == 2 else {
                console.err("ocrgauge corpus propose-limits: needs one RUN.xml")
                return ExitCode.usage
            }
            do {
                let run = try RunReading.read(parsed.positionals[1])
                let written: [LimitProposer.Written]
                do throws(RunnerError) { written = try LimitProposer.propose(run: run, profile: parsed.value("profile"), corpus: folder) } catch {
                    console.err("ocrgauge corpus propose-limits: \(error)")
                    return error.exitCode
                }
                for item in written {
                    console.out(String(format: "%@: maxCER %.2f proposed (read at CER %.2f %%), \"review\": \"limits\"",
                                       item.sidecar, item.proposal.maxCER, item.proposal.observed * 100))
                }
                console.out("propose-limits: \(written.count) sidecar(s) written; samples with a criterion, drafts and known issues left as they are")
                return ExitCode.ok
            } catch {
                console.err("ocrgauge corpus propose-limits: \(error)")
                return ExitCode.usage
            }
        case let other?:
            console.err("ocrgauge corpus: no subverb '\(other)'\(Suggestion.phrase(other, subverbs)); "
                        + "needs check, list, add, accept, languages, import or propose-limits; see ocrgauge help corpus")
            return ExitCode.usage
        case nil:
            console.err("ocrgauge corpus: needs check, list, add, accept, languages, import or propose-limits; see ocrgauge help corpus")
            return ExitCode.usage
        }
    }

    /// `corpus languages`: the Tesseract languages (or their Debian packages) a run reads the corpus in.
    static func languages(_ parsed: ArgumentParser.Parsed, corpus folder: URL, console: Console) -> Int32 {
        guard parsed.positionals.count == 1 else {
            console.err("ocrgauge corpus languages: takes no argument but options (see ocrgauge help corpus)")
            return ExitCode.usage
        }
        do {
            let configuration = try loadConfiguration(parsed)
            let profiles = try configuration.select(parsed.all("profile"))
            let corpus = try CorpusLoader.load(from: folder)
            for language in CorpusLanguages.needed(samples: corpus.samples, profiles: profiles) {
                console.out(parsed.has("packages") ? TesseractConfigurationCheck.debianPackage(language) : language)
            }
            return ExitCode.ok
        } catch let error as RunnerError {
            console.err("ocrgauge corpus languages: \(error)")
            return error.exitCode
        } catch {
            console.err("ocrgauge corpus languages: \(error)")
            return ExitCode.usage
        }
    }

    /// The profiles of --config, else ./ocrgauge.json when present, else the built-in one.
    static func loadConfiguration(_ parsed: ArgumentParser.Parsed) throws -> Configuration {
        if let path = parsed.value("config") { return try Configuration.load(from: URL(fileURLWithPath: path)) }
        if FileManager.default.fileExists(atPath: CommandDefaults.configuration) {
            return try Configuration.load(from: URL(fileURLWithPath: CommandDefaults.configuration))
        }
        return .builtIn
    }

    /// `corpus add IMAGE... --suite NAME`: adds the images with draft or given truth and says what it did.
    static func add(_ parsed: ArgumentParser.Parsed, corpus folder: URL, console: Console) -> Int32 {
        let images = parsed.positionals.dropFirst().map { URL(fileURLWithPath: $0) }
        guard !images.isEmpty, let suite = parsed.value("suite") else {
            console.err("ocrgauge corpus add: needs IMAGE... and --suite NAME")
            return ExitCode.usage
        }
        do {
            let configuration = try loadConfiguration(parsed)
            let profile = try configuration.select(parsed.value("profile").map { [$0] } ?? [])[0]
            var options = CorpusAdder.Options(images: images, suite: suite, corpus: folder, profile: profile)
            options.truths = parsed.all("truth").map { URL(fileURLWithPath: $0) }
            options.unreadable = parsed.has("unreadable")
            options.keepMetadata = parsed.has("keep-metadata")
            options.jobs = try parsed.integer("jobs", in: 1...256) ?? RunOptions.defaultJobs
            options.maxPixels = try maxPixels(parsed)
            if let text = parsed.value("languages") {
                let languages = text.split(whereSeparator: { $0 == "+" || $0 == "," }).map(String.init)
                guard !languages.isEmpty, languages.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else {
                    throw UsageError("--languages needs Tesseract language names such as fra or deu+eng, not '\(text)'")
                }
                options.languages = languages
            }
            for added in try CorpusAdder.add(options) {
                var line = "added \(added.imagePath)"
                if added.draft {
                    line += ": draft \(added.truthPath ?? "truth") with \(added.lines) line(s) to review"
                        + (added.outcome == .text ? "" : " (recognition: \(added.outcome.rawValue))")
                } else if let truth = added.truthPath {
                    line += " with truth \(truth)"
                    if let proposed = added.proposed {
                        line += String(format: ", maxCER %.2f proposed (read at CER %.2f %%; \"review\": \"limits\" until you confirm it)",
                                       proposed.maxCER, proposed.observed * 100)
                    } else {
                        line += " (no maxCER proposed: the image gave no text)"
                    }
                } else {
                    line += ": expect unreadable"
                }
                if !added.removed.isEmpty { line += "; removed \(added.removed.summary)" }
                console.out(line)
            }
            return ExitCode.ok
        } catch let error as RunnerError {
            console.err("ocrgauge corpus add: \(error)")
            return error.exitCode
        } catch {
            console.err("ocrgauge corpus add: \(error)")
            return ExitCode.usage
        }
    }

    /// `corpus accept SAMPLE... | --suite NAME`: clears the review marks and says what it did.
    static func accept(_ parsed: ArgumentParser.Parsed, corpus folder: URL, console: Console) -> Int32 {
        let names = Array(parsed.positionals.dropFirst())
        do throws(RunnerError) {
            let outcome = try DraftAcceptance.accept(corpus: folder, samples: names, suites: parsed.all("suite"))
            for item in outcome.accepted { console.out("accepted \(item.sample): \"review\": \"\(item.mark)\" removed from \(item.sidecar)") }
            for name in outcome.unmarked { console.out("\(name): no review mark, nothing to accept") }
            console.out("corpus accept: \(outcome.accepted.count) accepted, \(outcome.unmarked.count) without a mark")
            return ExitCode.ok
        } catch {
            console.err("ocrgauge corpus accept: \(error)")
            return error.exitCode
        }
    }
}
