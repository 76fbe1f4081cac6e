import Foundation
import Testing
@testable import CLI
import Reports
import RunXML

/// One rule for every count (issue #29 cases 1 and 2): a draft is never a pass and no
/// figure of its suite holds it; a sample with truth but no criterion is scored, never a
/// pass. The terminal, run.xml, junit.xml and summary.md say the same, and so does the
/// gate.
@Suite struct OneRuleForEveryCount {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-counts-\(UUID().uuidString)")
    var corpus: URL { root.appendingPathComponent("Corpus") }

    func bundled(_ name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Corpus/known-text/\(name)"))
    }

    /// g1 passes (maxCER), g2 fails (one character of its truth changed, maxCER 0.01), u
    /// reads right with no criterion (scored), d1 a draft read right, d2 a draft read wrong.
    func makeCorpus() throws {
        let suite = corpus.appendingPathComponent("s")
        try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
        let samples: [(String, String, String, String)] = [
            ("g1", "headline", "SWIFT VISION 2468\n", #"{"maxCER": 0.05}"#),
            ("g2", "swift-vision-serif", "SWIFT VISION 2469\n", #"{"maxCER": 0.01}"#),
            ("u", "size-48-p052", "Grand Opening\nMay 17\n", "{}"),
            ("d1", "swift-vision-mono", try String(decoding: bundled("swift-vision-mono.gt.txt"), as: UTF8.self), #"{"review": "draft"}"#),
            ("d2", "white-on-black", "EXIT 99 SOUTH\nSpeed limit 90\n", #"{"review": "draft", "maxCER": 0.01}"#),
        ]
        for (id, image, truth, sidecar) in samples {
            try bundled("\(image).png").write(to: suite.appendingPathComponent("\(id).png"))
            try Data(truth.utf8).write(to: suite.appendingPathComponent("\(id).gt.txt"))
            try Data(sidecar.utf8).write(to: suite.appendingPathComponent("\(id).json"))
        }
    }

    @Test("passed 1, failed 1, scored 1, drafts 2 in the terminal, run.xml, junit.xml and summary.md; drafts in no figure")
    func everyOutputCountsAlike() throws {
        try makeCorpus()
        let out = root.appendingPathComponent("out")
        let (code, terminal) = runCLI(["run", "--corpus", corpus.path, "--out", out.path, "--report-images", "none"])
        #expect(code == 0, "\(terminal)")
        let counts = "1 passed, 1 failed, 1 scored (no criterion: maxCER or a field), 0 known issues (not gated), 2 drafts (not gated)"
        #expect(terminal.contains(counts), "\(terminal)")
        // Strings from data are inert in Markdown (a zero-width joiner after ':').
        let summary = try String(contentsOf: out.appendingPathComponent("summary.md"), encoding: .utf8)
            .replacingOccurrences(of: "\u{200D}", with: "")
        #expect(summary.contains(counts), "\(summary)")
        #expect(summary.contains("Drafts (tesseract): 2 samples"), "\(summary)")

        let run = try RunXMLReader.read(out.appendingPathComponent("run.xml"))
        let total = try #require(run.totals.first)
        #expect(total.samples == 5 && total.passed == 1 && total.failed == 1 && total.scored == 1 && total.drafts == 2)
        // The suite's figures over g1, g2 and u only: one edit (g2's 9 for 8) in
        // 17 + 17 + 20 characters ("SWIFT VISION 2468" twice, "Grand Opening\nMay 17").
        #expect(total.characters.edits == 1 && total.characters.referenceLength == 17 + 17 + 20, "\(total.characters)")
        #expect(total.draftCharacters.referenceLength > 0 && total.draftCharacters.edits > 0)
        let verdicts = Dictionary(uniqueKeysWithValues: run.run.results.map { ($0.id, $0.verdict) })
        #expect(verdicts == ["g1": .passed, "g2": .failed, "u": .scored, "d1": .draft, "d2": .draft])

        // report.html: the same counts in its cards and table, each sample's verdict as its badge.
        let page = try String(contentsOf: out.appendingPathComponent("report.html"), encoding: .utf8)
        for card in ["<div class=\"label\">Passed</div><div class=\"value\">1</div>",
                     "<div class=\"label\">Failed</div><div class=\"value\">1</div>",
                     "<div class=\"label\">Scored (no criterion: maxCER or a field)</div><div class=\"value\">1</div>",
                     "<div class=\"label\">Drafts (not gated, in no figure)</div><div class=\"value\">2</div>"] {
            #expect(page.contains(card), "\(card)")
        }
        // Each sample's row in the table: its verdict's badge, neutral for scored and draft.
        func row(_ id: String) -> String {
            guard let start = page.range(of: "data-key=\"s/\(id)/tesseract\">"),
                  let end = page.range(of: "</tr>", range: start.upperBound..<page.endIndex) else { return "" }
            return String(page[start.upperBound..<end.lowerBound])
        }
        #expect(row("g1").contains("badge pass\">pass<") && row("g2").contains("badge fail\">fail<"))
        #expect(row("u").contains(">scored</span>") && !row("u").contains("badge pass"), "\(row("u"))")
        #expect(row("d1").contains(">draft</span>") && !row("d1").contains("badge pass"), "a draft read right is no pass")
        #expect(page.contains("Drafts (tesseract): 2 samples"))
        #expect(page.contains("s · 3 results"), "the CER distribution leaves the drafts out")
        let junit = try String(contentsOf: out.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains(#"tests="5" failures="1" errors="0" skipped="3""#), "\(junit)")
        #expect(junit.contains("scored, not judged: no maxCER and no field to pass"))
        #expect(junit.contains("draft truth awaiting review, never a pass"))

        // The gate against this very run: nothing regressed, and the same verdicts.
        let again = root.appendingPathComponent("again")
        let (gateCode, gate) = runCLI(["run", "--corpus", corpus.path, "--out", again.path, "--report-images", "none",
                                       "--baseline", out.appendingPathComponent("run.xml").path])
        #expect(gateCode == 0 && gate.contains("Regression gate: PASSED"), "\(gate)")
        #expect(gate.contains(counts), "\(gate)")
    }

    @Test("corpus check says what run does of a sample without a criterion: scored, never passed")
    func corpusCheckAgreesWithRun() throws {
        try makeCorpus()
        defer { try? FileManager.default.removeItem(at: root) }
        let (code, text) = runCLI(["corpus", "check", "--corpus", corpus.path])
        #expect(code == 0, "\(text)")
        #expect(text.contains("hint: s: 1 reviewed sample has no maxCER and no field (u): they are scored, never passed or failed"), "\(text)")
        #expect(!text.contains("pass whatever"))
    }

    @Test("corpus accept clears the draft marks of named samples or a whole suite, and nothing when a name is unknown")
    func acceptClearsDrafts() throws {
        try makeCorpus()
        defer { try? FileManager.default.removeItem(at: root) }
        let (unknown, refusal) = runCLI(["corpus", "accept", "s/d9", "--corpus", corpus.path])
        #expect(unknown == 2 && refusal.contains("no sample 's/d9'"), "\(refusal)")
        let d2 = corpus.appendingPathComponent("s/d2.json")
        #expect(try String(contentsOf: d2, encoding: .utf8).contains("draft"), "nothing written on a refusal")
        let (code, text) = runCLI(["corpus", "accept", "s/d1", "--corpus", corpus.path])
        #expect(code == 0, "\(text)")
        #expect(text.contains("accepted s/d1: \"review\": \"draft\" removed from s/d1.json"))
        #expect(try String(contentsOf: corpus.appendingPathComponent("s/d1.json"), encoding: .utf8) == "{}\n")
        let (suiteCode, suite) = runCLI(["corpus", "accept", "--suite", "s", "--corpus", corpus.path])
        #expect(suiteCode == 0, "\(suite)")
        #expect(suite.contains("accepted s/d2") && suite.contains("s/g1: no review mark, nothing to accept"))
        #expect(suite.contains("corpus accept: 1 accepted, 4 without a mark"))
        // d2 keeps its maxCER: only the mark is gone.
        #expect(try String(contentsOf: d2, encoding: .utf8) == "{\n  \"maxCER\": 0.01\n}\n")
    }
}
