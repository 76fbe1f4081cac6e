import Foundation
import Testing
import Backends
import Reports
import TestFixtures
@testable import CLI
@testable import Runner
import RunXML

/// Issue #29 case 4: correcting a `.gt.txt` gave "✗ CER 21.54 % → 22.45 %" with no word
/// that the truth changed. A truth, image or sidecar that changed since the baseline (its
/// fingerprint in run.xml differs) is a data change: listed with both CERs in every
/// output, never a regression. The figures: "TOTAL 12.50" read against the truth
/// "TOTAL 12.60" is 1 substitution in 11 graphemes, CER 9.09 %, above the sidecar's
/// maxCER 5 %.
@Suite struct DataChangesAreNotRegressions {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-data-\(UUID().uuidString)")

    /// A corpus of two receipts, a and b, each with `image` (the bundled one-pixel PNG when
    /// nil), `truth` and a sidecar; the simulate backend reads `text` from every image.
    /// Returns run.xml's path.
    func run(_ name: String, truth: String = "TOTAL 12.50\n", image: [UInt8]? = nil, text: String = "TOTAL 12.50",
             baseline: String? = nil, cache: URL? = nil) throws -> (path: String, finished: EvaluationRunner.Finished) {
        let corpus = root.appendingPathComponent(name)
        let suite = corpus.appendingPathComponent("receipts")
        try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
        let pixels = try image ?? [UInt8](Data(contentsOf: repositoryRoot.appendingPathComponent("Corpus/blank/one-pixel.png")))
        for id in ["a", "b"] {
            try Data(pixels).write(to: suite.appendingPathComponent("\(id).png"))
            try Data(truth.utf8).write(to: suite.appendingPathComponent("\(id).gt.txt"))
            try Data(#"{"maxCER": 0.05}"#.utf8).write(to: suite.appendingPathComponent("\(id).json"))
        }
        let out = corpus.appendingPathComponent("out")
        var options = RunOptions(corpus: corpus, output: out,
                                 profiles: [Profile(name: "sim", SimulateBackend.self, SimulateSettings(text: text))],
                                 jobs: 1, cache: cache)
        options.baseline = baseline.map { URL(fileURLWithPath: $0) }
        let finished = try EvaluationRunner.run(options)
        return (out.appendingPathComponent("run.xml").path, finished)
    }

    func read(_ file: URL) throws -> String { try String(contentsOf: file, encoding: .utf8) }

    @Test("a corrected truth: compare passes, and the terminal, junit.xml, summary.md and the HTML say the truth changed, with both CERs")
    func correctedTruthIsNotARegression() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let baseline = try run("before").path
        let corrected = try run("after", truth: "TOTAL 12.60\n").path
        let junit = root.appendingPathComponent("junit.xml"), markdown = root.appendingPathComponent("summary.md")
        let html = root.appendingPathComponent("compare.html")
        let (code, text) = runCLI(["compare", baseline, corrected, "--junit", junit.path, "--markdown", markdown.path,
                                   "--html", html.path])
        let finding = "receipts/a (sim): truth changed — not a regression: passed → failed; CER 0.00 % → 9.09 %"
        #expect(code == 0, "\(text)")
        #expect(text.contains("Regression gate: PASSED"), "\(text)")
        #expect(text.contains("Data changed since the baseline — not regressions, the figures are not comparable (2):"), "\(text)")
        #expect(text.contains("  Δ " + finding), "\(text)")
        #expect(!text.contains("✗"), "\(text)")
        #expect(text.contains("2 data changes (not gated)"), "\(text)")
        let junitText = try read(junit)
        #expect(junitText.contains(#"<skipped message="data changed, not gated: \#(finding)"/>"#), "\(junitText)")
        #expect(!junitText.contains("<failure"), "\(junitText)")
        // Strings from data are inert in Markdown: a zero-width joiner follows ':' and '%'.
        let summary = try read(markdown).replacingOccurrences(of: "\u{200D}", with: "")
        #expect(summary.contains("### Data changed since the baseline — not regressions, the figures are not comparable"), "\(summary)")
        #expect(summary.contains("- receipts/a (sim): truth changed — not a regression: passed → failed; CER 0.00 % → 9.09 %"), "\(summary)")
        let page = try read(html)
        #expect(page.contains(">truth changed</span>"))
        #expect(page.contains("truth changed — not a regression: passed → failed; CER 0.00 % → 9.09 %"))
        #expect(page.contains("The ground truth changed between the runs."))
    }

    @Test("run --baseline: the gate passes and run.xml's <gate> holds the data changes, not failing, valid by run.xsd")
    func gateRecordsDataChanges() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let baseline = try run("before").path
        let (path, finished) = try run("after", truth: "TOTAL 12.60\n", baseline: baseline)
        #expect(finished.comparison?.verdict == .passed)
        let xml = try read(URL(fileURLWithPath: path))
        #expect(xml.contains(#"<finding kind="truthChanged" suite="receipts" id="a" profile="sim" failsGate="false">"#
                             + "receipts/a (sim): truth changed — not a regression: passed → failed; CER 0.00 % → 9.09 %</finding>"),
                "\(xml)")
        #expect(xml.contains(#"failures="0""#) && xml.contains(#"dataChanges="2""#), "\(xml)")
        let validator = try SchemaValidator(schemaURL: repositoryRoot.appendingPathComponent("Reports/schema/run.xsd"))
        #expect(validator.validate(fileAt: URL(fileURLWithPath: path)) == [])
    }

    @Test("other pixels (a blurred scan) read worse: image changed, not a regression; the same truth read worse stays a regression")
    func changedImageIsNotARegression() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let baseline = try run("before").path
        let blurred = HandMadePNG.encode(width: 2, height: 2, colorType: .gray, rows: [[200, 180], [190, 170]])
        let (code, text) = runCLI(["compare", baseline, try run("blurred", image: blurred, text: "TOTAL 12.60").path])
        #expect(code == 0, "\(text)")
        #expect(text.contains("receipts/a (sim): image changed (other pixels) — not a regression: passed → failed; "
                              + "CER 0.00 % → 9.09 %"), "\(text)")
        let (worse, regression) = runCLI(["compare", baseline, try run("same", text: "TOTAL 12.60").path])
        #expect(worse == 1, "\(regression)")
        #expect(regression.contains("✗ receipts/a (sim): passed → failed; CER 0.00 % → 9.09 %"), "\(regression)")
    }

    @Test("a baseline without fingerprints (an older run.xml) compares as before, with one warning")
    func olderBaselineWarnsOnce() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let file = URL(fileURLWithPath: try run("before").path)
        let older = try read(file).split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("<fingerprints") }.joined(separator: "\n")
        try Data(older.utf8).write(to: file)
        let (code, text) = runCLI(["compare", file.path, try run("after", truth: "TOTAL 12.60\n").path])
        #expect(code == 1, "\(text)")
        #expect(text.contains("✗ receipts/a (sim): passed → failed; CER 0.00 % → 9.09 %"), "\(text)")
        let warnings = text.split(separator: "\n").filter { $0.contains("records no fingerprints") }
        #expect(warnings.count == 1, "\(text)")
        #expect(warnings.first?.contains("run.xml records no fingerprints of the images, truths and sidecars (a run.xml from "
                                         + "before ocrgauge kept them): a changed truth or image cannot be told from a regression") == true,
                "\(text)")
    }

    @Test("recognitions cached before fingerprints: the image is unknown, never a false 'image changed', and a warning says so")
    func oldCacheEntriesAreUnknown() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = root.appendingPathComponent("cache")
        let baseline = try run("before", cache: cache).path
        // What a cache written before fingerprints holds: no "image" in the report, sealed
        // as the cache seals it (an entry edited without its seal is not used at all).
        let entries = RecognitionCache(folder: cache)
        for entry in try FileManager.default.subpathsOfDirectory(atPath: cache.path) where entry.hasSuffix(".json") {
            let key = String(entry.split(separator: "/").last!.dropLast(".json".count))
            guard case .hit(var report) = entries.load(key) else { Issue.record("entry \(entry) did not verify"); continue }
            report.image = nil
            entries.store(report, for: key)
        }
        let again = try run("again", cache: cache).path
        #expect(!(try read(URL(fileURLWithPath: again))).contains("pixelsSHA256"))
        let (code, text) = runCLI(["compare", baseline, again])
        #expect(code == 0, "\(text)")
        #expect(!text.contains("image changed"), "\(text)")
        #expect(text.contains("warning: the image fingerprints of 2 compared samples are unknown (recognized from a cache or journal "
                              + "made before fingerprints were kept): a changed image cannot be told there"), "\(text)")
    }

    @Test("baseline update lists data changes; --only-improvements refuses them unless --accept-data-changes")
    func ratchetTakesDataChangesOnlyWhenAccepted() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("baseline.xml").path
        #expect(runCLI(["baseline", "update", try run("before").path, "--baseline", file]).0 == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: file))
        let corrected = try run("after", truth: "TOTAL 12.60\n").path
        let (refused, why) = runCLI(["baseline", "update", corrected, "--baseline", file, "--only-improvements"])
        #expect(refused == 1, "\(why)")
        #expect(why.contains("Δ receipts/a (sim): truth changed — not a regression: passed → failed; CER 0.00 % → 9.09 %"), "\(why)")
        #expect(why.contains("the truth, image or sidecar of 2 samples changed since it, so the ratchet cannot compare their "
                             + "figures (--only-improvements); pass --accept-data-changes to take them as they are now"), "\(why)")
        #expect(!why.contains("Worse than the baseline"), "\(why)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before, "refused: the baseline is untouched")
        let (taken, said) = runCLI(["baseline", "update", corrected, "--baseline", file, "--only-improvements",
                                    "--accept-data-changes"])
        #expect(taken == 0, "\(said)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) != before)
        // Accepted, the new truth is the baseline's: the same run against it changes nothing.
        let (again, text) = runCLI(["compare", file, corrected])
        #expect(again == 0 && !text.contains("Data changed"), "\(text)")
    }
}
