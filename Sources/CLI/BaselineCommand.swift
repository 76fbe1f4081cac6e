import Foundation
import Reports

/// `ocrgauge baseline update RUN.xml --baseline FILE`: replaces a baseline, saying what
/// changed; `--only-improvements` refuses to loosen any sample (a ratchet).
enum BaselineCommand: Command {
    static let name = "baseline"
    static let summary = "update a baseline from a run, printing what changed (--only-improvements: a ratchet)"
    static let help = """
    Usage: ocrgauge baseline update RUN.xml --baseline FILE [--only-improvements] [--allow-incomplete]

    Writes RUN.xml as the new baseline FILE and prints what changed against the old one.
    With --only-improvements it refuses (exit 1, FILE untouched) when any sample would
    get worse: from pass to fail, or a higher CER. An incomplete run (interrupted, a
    partial merge) is refused (exit 2): it would cut the baseline to what it held;
    --allow-incomplete takes it anyway.
    """

    static let subverbs = ["update"]
    static let parser = ArgumentParser(options: ["baseline"], flags: ["only-improvements", "allow-incomplete"])

    static func run(_ arguments: [String], console: Console) -> Int32 {
        do {
            let parsed = try parser.parse(arguments)
            if parsed.has("help") { console.out(help); return ExitCode.ok }
            if let subverb = parsed.positionals.first, subverb != "update" {
                throw UsageError("no subverb '\(subverb)'\(Suggestion.phrase(subverb, ["update"])); "
                                 + "usage: ocrgauge baseline update RUN.xml --baseline FILE")
            }
            guard parsed.positionals.first == "update", parsed.positionals.count == 2 else {
                throw UsageError("usage: ocrgauge baseline update RUN.xml --baseline FILE [--only-improvements]")
            }
            guard let target = parsed.value("baseline") else { throw UsageError("needs --baseline FILE") }
            let candidate = try RunReading.read(parsed.positionals[1])
            if !candidate.metadata.complete && !parsed.has("allow-incomplete") {
                throw UsageError("\(parsed.positionals[1]) is an incomplete run (\(candidate.metadata.incompleteReason ?? "not every sample has a result"), "
                                 + "\(candidate.results.count) results): as a baseline it would drop the rest; finish it "
                                 + "(--resume) or pass --allow-incomplete")
            }
            let targetURL = URL(fileURLWithPath: target)
            if FileManager.default.fileExists(atPath: target) {
                let old = try RunReading.read(target)
                let update = BaselineUpdate(baseline: old, candidate: candidate,
                                            baselineLabel: targetURL.lastPathComponent, candidateLabel: parsed.positionals[1])
                for warning in update.comparison.warnings { console.err("warning: \(warning)") }
                console.out(update.terminalReport(warnings: false))
                do { try update.check(onlyImprovements: parsed.has("only-improvements")) } catch {
                    console.err("ocrgauge baseline: \(error)")
                    return ExitCode.gateFailed
                }
            } else {
                console.out("new baseline: \(candidate.results.count) results")
            }
            do {
                try FileManager.default.createDirectory(at: targetURL.deletingLastPathComponent(), withIntermediateDirectories: true)
                try RunXMLWriter.write(candidate, to: targetURL)
            } catch {
                console.err("ocrgauge baseline: \(error)")
                return ExitCode.harness
            }
            console.out("baseline written: \(target)")
            return ExitCode.ok
        } catch {
            console.err("ocrgauge baseline: \(error)")
            return ExitCode.usage
        }
    }
}
