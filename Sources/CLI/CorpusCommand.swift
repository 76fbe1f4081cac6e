import Corpus
import Foundation
import Runner

/// `ocrgauge corpus check | add | list`: keep the corpus sound and grow it.
enum CorpusCommand: Command {
    static let name = "corpus"
    static let summary = "check the corpus, list its suites, or add real-world images with draft truth"
    static let help = """
    Usage: ocrgauge corpus check [--corpus DIR]
           ocrgauge corpus list  [--corpus DIR]
           ocrgauge corpus add IMAGE... --suite NAME [--profile P] [--config F] [--corpus DIR]

    check   every image has truth or an "expect", sidecars parse and use known keys, no
            orphans or stray files, ids unique, no duplicate images (same bytes), files
            marked unreadable really fail to decode and the others decode. Prints every
            problem with its file; exit 1 if there is any.
    list    suites with sample counts, expected outcomes, drafts, known issues and tags.
    add     copies the images into <corpus>/<suite>/ (never overwriting), writes a draft
            <id>.gt.txt from the profile's OCR output and a sidecar marked
            "review": "draft"; correct the text, then remove the mark. Until then `run`
            reports the sample as a draft and the gate ignores it.
    """

    static let parser = ArgumentParser(options: ["corpus", "suite", "profile", "config"])

    static func run(_ arguments: [String], console: Console) -> Int32 {
        let parsed: ArgumentParser.Parsed
        do { parsed = try parser.parse(arguments) } catch {
            console.err("ocrgauge corpus: \(error)")
            return ExitCode.usage
        }
        if parsed.has("help") { console.out(help); return ExitCode.ok }
        let folder = URL(fileURLWithPath: parsed.value("corpus") ?? "Corpus")
        switch parsed.positionals.first {
        case "check":
            let report = CorpusCheck.run(folder)
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
            let images = parsed.positionals.dropFirst().map { URL(fileURLWithPath: $0) }
            guard !images.isEmpty, let suite = parsed.value("suite") else {
                console.err("ocrgauge corpus add: needs IMAGE... and --suite NAME")
                return ExitCode.usage
            }
            do {
                let configuration: Configuration
                if let path = parsed.value("config") { configuration = try Configuration.load(from: URL(fileURLWithPath: path)) }
                else if FileManager.default.fileExists(atPath: "ocrgauge.json") { configuration = try Configuration.load(from: URL(fileURLWithPath: "ocrgauge.json")) }
                else { configuration = .builtIn }
                let profile = try configuration.select(parsed.value("profile").map { [$0] } ?? [])[0]
                for added in try CorpusAdder.add(images, suite: suite, corpus: folder, profile: profile) {
                    console.out("added \(added.imagePath): \(added.outcome.rawValue), \(added.lines) draft line(s) to review")
                }
                return ExitCode.ok
            } catch {
                console.err("ocrgauge corpus add: \(error)")
                return error.exitCode
            }
        case let other?:
            console.err("ocrgauge corpus: no subverb '\(other)'\(Suggestion.phrase(other, ["check", "list", "add"])); "
                        + "needs check, list or add; see ocrgauge help corpus")
            return ExitCode.usage
        case nil:
            console.err("ocrgauge corpus: needs check, list or add; see ocrgauge help corpus")
            return ExitCode.usage
        }
    }
}
