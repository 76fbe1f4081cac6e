import Corpus
import Foundation
import LayoutFormats
import Scoring

/// `ocrgauge score REF HYP`: CER, WER, error layers and an aligned diff of two files,
/// each plain text or a layout document (PAGE-XML, ALTO, hOCR) read as the corpus reads
/// truth.
enum ScoreCommand: Command {
    static let name = "score"
    static let summary = "score one hypothesis (text, PAGE-XML, ALTO or hOCR) against a reference"
    static let help = """
    Usage: ocrgauge score [--normalization exact|default|lenient|dinglehopper]
                          [--textequiv-level region|line] [--score-timeout S] REF HYP

    Prints the character and word error rates with their edit counts, what remains of
    the character errors once white space, case and punctuation are ignored, then the
    aligned diff: [-deleted-] {+inserted+} [reference→hypothesis] (coloured on a terminal).

    REF and HYP are told by their content, as the corpus tells truth: PAGE-XML, ALTO
    and hOCR are read into their text (reading order, lines) by the corpus's readers,
    anything else as UTF-8 plain text; standard error says what each was read as.

    Options:
    \(options.help())
    """

    /// The options, declared once: the parser, the help above and the completion read them.
    static let options = OptionTable([
        .value("normalization", "P", "exact (NFC, line breaks to LF, a file's final line break",
               "dropped), default (also trims every line, collapses spaces,",
               "drops blank lines), lenient (also NFKC, case folding,",
               "typographic quotes and dashes) or dinglehopper (dinglehopper",
               "0.11's reading: its CER and WER); default: default").completing(.words(NormalizationProfile.allCases.map(\.rawValue))),
        .value("textequiv-level", "L", "PAGE-XML's text from each TextRegion's own TextEquiv",
               "(region, as dinglehopper and OCR-D read it) or from its",
               "TextLines (line); default: region under dinglehopper,",
               "line otherwise").completing(.words(TextEquivLevel.allCases.map(\.rawValue))),
        .flag("no-diff", "print the figures only"),
        .value("score-timeout", "S", "stop after S seconds of scoring (default: \(Int(ScoringBudget.defaultSeconds)),",
               "as `run`), or at once when an exact figure's programme",
               "cannot fit them; the figures not finished are named",
               "and the exit code is 3"),
    ])

    static func run(_ arguments: [String], console: Console) -> Int32 {
        run(arguments, console: console, clock: .continuous)
    }

    /// `run` with the clock its budget reads (a stepping clock in tests).
    static func run(_ arguments: [String], console: Console, clock: ScoringClock) -> Int32 {
        let parsed: ArgumentParser.Parsed
        let profile: NormalizationProfile
        let level: TextEquivLevel
        var seconds = ScoringBudget.defaultSeconds
        do {
            parsed = try parser.parse(arguments)
            if parsed.has("help") { console.out(help); return ExitCode.ok }
            guard parsed.positionals.count == 2 else {
                throw UsageError("needs two files, REF and HYP (got \(parsed.positionals.count)); see ocrgauge score --help")
            }
            let name = parsed.value("normalization") ?? "default"
            guard let chosen = NormalizationProfile(rawValue: name) else {
                throw UsageError("--normalization must be exact, default, lenient or dinglehopper, not '\(name)'")
            }
            profile = chosen
            if let name = parsed.value("textequiv-level") {
                guard let chosenLevel = TextEquivLevel(rawValue: name) else {
                    throw UsageError("--textequiv-level must be \(TextEquivLevel.names), not '\(name)'")
                }
                level = chosenLevel
            } else {
                level = .default(for: profile)
            }
            if let limit = try parsed.integer("score-timeout", in: 1...86_400) { seconds = Double(limit) }
        } catch {
            console.err("ocrgauge score: \(error)")
            return ExitCode.usage
        }
        var texts: [String] = []
        for path in parsed.positionals {
            guard let data = FileManager.default.contents(atPath: path) else {
                console.err("ocrgauge score: \(path): cannot be read")
                return ExitCode.usage
            }
            let document: DocumentText
            do { document = try DocumentText.read(data, file: path, level: level, rules: .of(profile)) } catch {
                console.err("ocrgauge score: \(error)")
                return ExitCode.usage
            }
            console.err("ocrgauge score: \(path): read as \(document.describe(level: level))")
            for note in document.notes { console.err("ocrgauge score: \(path): \(note)") }
            texts.append(profile.normalize(document.text, source: document.source))
        }
        let (reference, hypothesis) = (texts[0], texts[1])
        let budget = ScoringBudget(seconds: seconds, clock: clock)
        return ScoringBudget.$current.withValue(budget) {
            printFigures(reference: reference, hypothesis: hypothesis, diff: !parsed.has("no-diff"), budget: budget,
                         console: console)
        }
    }

    /// Prints each figure as it is computed; once the budget has run out (the edit
    /// distance throws `.outOfBudget`), names what was not computed.
    private static func printFigures(reference: String, hypothesis: String, diff: Bool, budget: ScoringBudget,
                                     console: Console) -> Int32 {
        func stopped(_ what: String) -> Int32 {
            console.err(stoppedMessage(budget, what))
            return ExitCode.harness
        }
        // The WER first (words are few): it is printed even when the character
        // alignment does not finish.
        guard let words = try? WordErrorRate.counts(reference: reference, hypothesis: hypothesis) else {
            return stopped("the WER, the character alignment (CER) and all that follows")
        }
        guard let aligned = try? CharacterAlignment(reference: reference, hypothesis: hypothesis) else {
            // What is known without the programme: bounds, never a figure.
            let bounds = CharacterErrorRate.editBounds(reference: reference, hypothesis: hypothesis)
            let length = max(1, reference.count)
            console.out(String(format: "CER not computed (between %.4f %% and %.4f %%: %d to %d edits over %d)",
                               100 * Double(bounds.lowerBound) / Double(length), 100 * Double(bounds.upperBound) / Double(length),
                               bounds.lowerBound, bounds.upperBound, reference.count))
            console.out(figureLine("WER", words))
            return stopped("the character alignment (CER) and all that follows")
        }
        let characters = aligned.counts
        console.out(figureLine("CER", characters))
        console.out(figureLine("WER", words))
        let layers: ErrorLayers
        do throws(EditDistanceStop) {
            if let fromIDs = try aligned.layers() {
                layers = fromIDs
            } else {
                layers = try ErrorLayers(reference: reference, hypothesis: hypothesis, counts: aligned.counts)
            }
        } catch {
            return stopped("the error layers, confusions and diff")
        }
        console.out(figureLine("CER ignoring whitespace", layers.ignoringWhitespace))
        console.out(figureLine("CER ignoring whitespace, case", layers.ignoringWhitespaceAndCase))
        console.out(figureLine("CER ignoring whitespace, case, punctuation", layers.ignoringWhitespaceCaseAndPunctuation))
        if characters.edits > 0 {
            let errors = aligned.profile
            console.out("")
            console.out(confusionLines(errors.confusions, edits: characters.edits))
            console.out(classLines(errors.classes))
        }
        if diff {
            console.out("")
            console.styled(DiffRenderer.render(aligned.alignment.steps, colour: console.isTerminal))
        }
        return ExitCode.ok
    }

    /// Why the figures from `what` on are missing: the budget ran out, or it was ended at
    /// once because the exact programme could not fit it.
    static func stoppedMessage(_ budget: ScoringBudget, _ what: String) -> String {
        let seconds = Int(budget.seconds ?? 0)
        if budget.wasForecast {
            return "ocrgauge score: stopped at once: the exact programme for these texts needs more than the "
                + "\(seconds) s budget (--score-timeout) allows: \(what) not computed"
        }
        return "ocrgauge score: stopped after \(seconds) s (--score-timeout): \(what) not computed"
    }

    static func confusionLines(_ confusions: [ConfusionCount], edits: Int) -> String {
        var lines = ["Confusions (most frequent of \(confusions.count), share of \(edits) edits):"]
        let width = confusions.prefix(10).map { $0.confusion.display.count }.max() ?? 0
        for item in confusions.prefix(10) {
            let display = item.confusion.display
            let share = 100 * Double(item.count * item.confusion.edits) / Double(max(1, edits))
            lines.append("  " + display + String(repeating: " ", count: max(0, width - display.count))
                         + String(format: "  ×%-4d %5.1f %%  ", item.count, share) + item.confusion.codePoints)
        }
        return lines.joined(separator: "\n")
    }

    /// "Accuracy by class:" then "  letters  2225/2681  82.99 %" for each class.
    static func classLines(_ classes: [ClassAccuracy]) -> String {
        var lines = ["Accuracy by character class:"]
        let width = classes.map(\.name.count).max() ?? 0
        for item in classes {
            lines.append("  " + item.name + String(repeating: " ", count: width - item.name.count)
                         + String(format: "  %d/%d  %.2f %%", item.correct, item.total, 100 * item.accuracy))
        }
        return lines.joined(separator: "\n")
    }

    /// "CER 33.3333 % (1/3)  S 0 D 0 I 1": the rate in percent, as every other output gives
    /// it, then edits over reference length.
    static func figureLine(_ label: String, _ counts: EditCounts) -> String {
        String(format: "%@ %.4f %% (%d/%d)  S %d D %d I %d", label, 100 * counts.rate, counts.edits, counts.referenceLength,
               counts.substitutions, counts.deletions, counts.insertions)
    }
}
