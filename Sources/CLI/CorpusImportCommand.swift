import Reports
import StrictJSON
import Foundation
import Runner

/// `ocrgauge corpus import FORMAT SOURCE --suite NAME`: the subverb's options, its
/// run, and the summary it prints (see `DatasetImport`).
enum CorpusImportCommand {
    /// The options of `corpus import`, declared once: its help lines, the parser and
    /// which options the other subverbs refuse read them.
    static let specs: [OptionSpec] = [
        .value("source", "TEXT", "where the dataset comes from, written into each sidecar's \"source\""),
        .value("licence", "TEXT", "its licence, written into each sidecar's \"licence\""),
        .value("entities", "DIR", "sroie: the task 3 entities folder"),
        .value("image-group", "G", "ocr-d: the file group of the images (default OCR-D-IMG)"),
        .value("truth-group", "G", "ocr-d: the file group of the PAGE-XML truth (default",
               "OCR-D-GT-SEG-LINE, else the first group with GT in its name)"),
        .flag("dry-run", "check everything and print what would be imported; write nothing"),
        .flag("keep-metadata", "copy the images byte for byte"),
        .flag("quiet", short: "q", "no progress bar"),
    ]
    /// The options and flags only `corpus import` takes (the other subverbs refuse them).
    static let ownOptions: Set<String> = Set(specs.map(\.name)).subtracting(CorpusCommand.addOptions.map(\.name))
    /// Every option and flag `corpus import` takes.
    static let accepted: Set<String> = Set(specs.map(\.name)).union(["corpus", "suite"])

    static let help = """
    import  reads a dataset in a known format and adds each of its samples to <corpus>/<suite>/
            with the dataset's truth, through add's checks (an image by content, decodable,
            not in the corpus already by its pixels, a free name, metadata removed); an item
            that fails them, or whose annotation is missing, malformed or empty, is skipped
            and the summary says why. Nothing is read by OCR: run the suite, then
            propose-limits. Formats (layouts in docs/corpus.md):
              sroie         SOURCE: X.jpg beside X.txt (or X.csv) box lines, or img/ and box/,
                            or data/ with those; task 3 entities, X.txt or X.json (--entities
                            DIR, else entities/ or key/ inside SOURCE or data/) become
                            "contains" fields marked "entity": true
              wildreceipt   SOURCE: train.txt/test.txt (JSON lines), or their folder
              funsd         SOURCE: images/ and annotations/ (or training_data/, testing_data/)
              ocr-d         SOURCE: a workspace (mets.xml), its METS file, or an OCRD-ZIP
                            bag's root (data/mets.xml, or bag-info.txt's Ocrd-Mets)
              page-folder   SOURCE: X.jpg beside X.xml (or page/X.xml), PAGE-XML
              alto-folder   SOURCE: X.jpg beside X.xml (or alto/X.xml), ALTO
              label-studio  SOURCE: the JSON export of the OCR template, or its folder
            Exit 0 when the import ran (skips included), 2 for bad options or a dataset that
            cannot be read at all.
    \(OptionTable(specs).help())
    """

    /// Runs `corpus import` with the parsed arguments (positionals: "import", FORMAT, SOURCE).
    static func run(_ parsed: ArgumentParser.Parsed, corpus: URL, console: Console) -> Int32 {
        let misplaced = parsed.values.keys.filter { !accepted.contains($0) } + parsed.flags.filter { !accepted.contains($0) }
        if let option = misplaced.sorted().first {
            console.err("ocrgauge corpus import: --\(option) is not an option of import; see ocrgauge help corpus")
            return ExitCode.usage
        }
        guard parsed.positionals.count == 3, let suite = parsed.value("suite") else {
            console.err("ocrgauge corpus import: needs FORMAT SOURCE and --suite NAME (formats: \(DatasetFormat.names))")
            return ExitCode.usage
        }
        let name = parsed.positionals[1]
        guard let format = DatasetFormat(rawValue: name) else {
            console.err("ocrgauge corpus import: no format '\(name)'\(Suggestion.phrase(name, DatasetFormat.allCases.map(\.rawValue))); "
                        + "formats: \(DatasetFormat.names)")
            return ExitCode.usage
        }
        var options = DatasetImport.Options(format: format, source: URL(fileURLWithPath: parsed.positionals[2]), suite: suite, corpus: corpus)
        options.entities = parsed.value("entities").map { URL(fileURLWithPath: $0) }
        options.imageGroup = parsed.value("image-group")
        options.truthGroup = parsed.value("truth-group")
        options.sourceText = parsed.value("source")
        options.licence = parsed.value("licence")
        options.dryRun = parsed.has("dry-run")
        options.keepMetadata = parsed.has("keep-metadata")
        do { options.maxPixels = try CorpusCommand.maxPixels(parsed) } catch {
            console.err("ocrgauge corpus import: \(error)")
            return ExitCode.usage
        }
        options.progress = parsed.has("quiet") ? .none : (isatty(STDERR_FILENO) == 1 ? .bar : .lines)
        do throws(RunnerError) {
            let summary = try DatasetImport.run(options)
            for line in report(summary, options) { console.out(line) }
            return ExitCode.ok
        } catch {
            // The error may quote the dataset: each of its lines escaped and cut.
            let text = "\(error)".split(separator: "\n", omittingEmptySubsequences: false)
                .map { TerminalText.value(String($0), limit: 2_000) }.joined(separator: "\n")
            console.err("ocrgauge corpus import: \(text)")
            return error.exitCode
        }
    }

    /// The lines printed: each sample imported, the totals, then each item skipped and why.
    static func report(_ summary: DatasetImport.Summary, _ options: DatasetImport.Options) -> [String] {
        var lines: [String] = []
        // Every value from the dataset is escaped (a line feed in it cannot forge a line)
        // and cut when long (`TerminalText.value`).
        let shown = { (text: String) in TerminalText.value(text, limit: 200) }
        for sample in summary.imported {
            var details = ["\(sample.lines) line(s)"]
            if !sample.fields.isEmpty { details.append("fields " + sample.fields.map(shown).joined(separator: ", ")) }
            if !sample.removed.isEmpty { details.append("removed \(sample.removed.summary)") }
            lines.append((options.dryRun ? "would import " : "imported ") + "\(shown(sample.imagePath)) with truth \(shown(sample.truthPath)) ("
                         + details.joined(separator: "; ") + ")")
            lines += sample.notes.map { "  note: \(TerminalText.value($0))" }
        }
        let counts = options.dryRun
            ? "\(summary.imported.count) would be imported, \(summary.skipped.count) skipped; nothing was written (dry run)"
            : "\(summary.imported.count) imported, \(summary.skipped.count) skipped"
        lines.append("corpus import \(options.format.rawValue) into \(options.corpus.appendingPathComponent(options.suite).path): \(counts)")
        if !summary.skipped.isEmpty {
            lines.append("skipped:")
            lines += summary.skipped.map { skip in
                // The detail names its file on its own; where that is the item's name, once is enough.
                let detail = skip.problem.detail.hasPrefix(skip.item + ": ")
                    ? String(skip.problem.detail.dropFirst(skip.item.count + 2)) : skip.problem.detail
                return "  \(shown(skip.item)): \(skip.problem.reason.rawValue): \(TerminalText.value(detail))"
            }
        }
        if !summary.imported.isEmpty && !options.dryRun {
            lines.append("next: nothing was read by OCR while importing; ocrgauge run --suite \(options.suite), then ocrgauge corpus "
                         + "propose-limits RUN.xml proposes a maxCER (to review) for every sample without a field")
        }
        return lines
    }
}
