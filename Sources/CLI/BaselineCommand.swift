import Foundation
import Reports

/// `ocrgauge baseline update RUN.xml --baseline FILE`: replaces a baseline, saying what
/// changed; `--only-improvements` refuses to loosen any sample (a ratchet).
enum BaselineCommand: Command {
    static let name = "baseline"
    static let summary = "update a baseline from a run, printing what changed (--only-improvements: a ratchet)"
    static let help = """
    Usage: ocrgauge baseline update RUN.xml --baseline FILE [--only-improvements]

    Writes RUN.xml as the new baseline FILE and prints what changed against the old one.
    With --only-improvements it refuses (exit 1, FILE untouched) when any sample would
    get worse: from pass to fail, or a higher CER.
    """

    static let parser = ArgumentParser(options: ["baseline"], flags: ["only-improvements"])

    static func run(_ arguments: [String], console: Console) -> Int32 {
        do {
            let parsed = try parser.parse(arguments)
            if parsed.has("help") { console.out(help); return ExitCode.ok }
            guard parsed.positionals.first == "update", parsed.positionals.count == 2 else {
                throw UsageError("usage: ocrgauge baseline update RUN.xml --baseline FILE [--only-improvements]")
            }
            guard let target = parsed.value("baseline") else { throw UsageError("needs --baseline FILE") }
            let candidate = try RunReading.read(parsed.positionals[1])
            let targetURL = URL(fileURLWithPath: target)
            if FileManager.default.fileExists(atPath: target) {
                let old = try RunReading.read(target)
                let update = BaselineUpdate(baseline: old, candidate: candidate,
                                            baselineLabel: targetURL.lastPathComponent, candidateLabel: parsed.positionals[1])
                console.out(update.terminalReport())
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
