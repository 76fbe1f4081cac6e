import StrictJSON
import Foundation
import Reports
import RunXML
import Gate

/// `ocrgauge baseline update RUN.xml --baseline FILE`: replaces a baseline, saying what
/// changed; `--only-improvements` refuses to loosen any sample (a ratchet), and to take
/// samples whose data changed unless `--accept-data-changes`.
enum BaselineCommand: Command {
    static let name = "baseline"
    static let summary = "update a baseline from a run, printing what changed (--only-improvements: a ratchet)"
    static let help = """
    Usage: ocrgauge baseline update RUN.xml --baseline FILE [--only-improvements]
                                    [--accept-data-changes] [--allow-incomplete]

    Writes RUN.xml as the new baseline FILE and prints what changed against the old one,
    listing apart the samples whose data changed: their truth file, decoded pixels or
    sidecar differ from the fingerprints the old baseline recorded, so their figures are
    not compared.
    With --only-improvements it refuses (exit 1, FILE untouched) when any sample whose
    data did not change would get worse (from pass to fail, or a higher CER), and when
    any sample's data changed, unless --accept-data-changes: that takes those samples
    with their new figures, the rest still ratcheted. Without --only-improvements
    nothing is refused and --accept-data-changes changes nothing. An old baseline without
    fingerprints (an older run.xml) cannot tell data changes: a warning says so and its
    samples are ratcheted as before. An incomplete run (interrupted, a partial merge) is
    refused (exit 2): it would cut the baseline to what it held; --allow-incomplete takes
    it anyway.

    Options:
    \(options.help())
    """

    static let subverbs = ["update"]
    /// The options, declared once: the parser, the help above and the completion read them.
    static let options = OptionTable([
        .value("baseline", "FILE", "the baseline run.xml to replace (made when missing)"),
        .flag("only-improvements", "refuse any sample that would get worse (a ratchet)"),
        .flag("accept-data-changes", "with --only-improvements: take the samples whose data",
              "changed, with their new figures"),
        .flag("allow-incomplete", "take an incomplete run"),
    ])

    static func run(_ arguments: [String], console: Console) -> Int32 {
        do {
            let parsed = try parser.parse(arguments)
            if parsed.has("help") { console.out(help); return ExitCode.ok }
            if let subverb = parsed.positionals.first, subverb != "update" {
                throw UsageError("no subverb '\(subverb)'\(Suggestion.phrase(subverb, ["update"])); "
                                 + "usage: ocrgauge baseline update RUN.xml --baseline FILE")
            }
            guard parsed.positionals.first == "update", parsed.positionals.count == 2 else {
                throw UsageError("usage: ocrgauge baseline update RUN.xml --baseline FILE [--only-improvements] "
                                 + "[--accept-data-changes]")
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
                do {
                    try update.check(onlyImprovements: parsed.has("only-improvements"),
                                     acceptDataChanges: parsed.has("accept-data-changes"))
                } catch {
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
