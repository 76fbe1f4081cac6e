import Foundation
import Scoring

/// `ocrgauge score REF HYP`: CER, WER, error layers and an aligned diff of two text files.
enum ScoreCommand: Command {
    static let name = "score"
    static let summary = "score one hypothesis text file against a reference"
    static let help = """
    Usage: ocrgauge score [--normalization exact|default|lenient|dinglehopper] REF.txt HYP.txt

    Prints the character and word error rates with their edit counts, what remains of
    the character errors once white space, case and punctuation are ignored, then the
    aligned diff: [-deleted-] {+inserted+} [reference→hypothesis] (coloured on a terminal).

    Options:
      --normalization P   exact (NFC, line breaks to LF, a file's final line break
                          dropped), default (also trims every line, collapses spaces,
                          drops blank lines), lenient (also NFKC, case folding,
                          typographic quotes and dashes) or dinglehopper (dinglehopper
                          0.11's reading: its CER and WER); default: default
      --no-diff           print the figures only
    """

    static let parser = ArgumentParser(options: ["normalization"], flags: ["no-diff"])

    static func run(_ arguments: [String], console: Console) -> Int32 {
        let parsed: ArgumentParser.Parsed
        let profile: NormalizationProfile
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
            guard let text = String(validating: data, as: UTF8.self) else {
                console.err("ocrgauge score: \(path): not valid UTF-8")
                return ExitCode.usage
            }
            texts.append(profile.normalize(text))
        }
        let (reference, hypothesis) = (texts[0], texts[1])
        let characters = CharacterErrorRate.counts(reference: reference, hypothesis: hypothesis)
        let words = WordErrorRate.counts(reference: reference, hypothesis: hypothesis)
        console.out(figureLine("CER", characters))
        console.out(figureLine("WER", words))
        let layers = ErrorLayers(reference: reference, hypothesis: hypothesis)
        console.out(figureLine("CER ignoring whitespace", layers.ignoringWhitespace))
        console.out(figureLine("CER ignoring whitespace, case", layers.ignoringWhitespaceAndCase))
        console.out(figureLine("CER ignoring whitespace, case, punctuation", layers.ignoringWhitespaceCaseAndPunctuation))
        if !parsed.has("no-diff") {
            console.out("")
            console.styled(DiffRenderer.render(Alignment.characters(reference: reference, hypothesis: hypothesis).steps,
                                            colour: console.isTerminal))
        }
        return ExitCode.ok
    }

    /// "CER 0.333333 (1/3)  S 0 D 0 I 1": the rate, then edits over reference length.
    static func figureLine(_ label: String, _ counts: EditCounts) -> String {
        String(format: "%@ %.6f (%d/%d)  S %d D %d I %d", label, counts.rate, counts.edits, counts.referenceLength,
               counts.substitutions, counts.deletions, counts.insertions)
    }
}
