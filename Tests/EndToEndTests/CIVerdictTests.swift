import Foundation
import Testing
import Backends
import Reports
import Scoring
@testable import CLI
@testable import Runner
import RunXML
import Gate

/// The CI verdict cannot lie: each way the gate used to pass without having checked
/// anything, kept as a test.
@Suite struct CIVerdictTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-verdict-\(UUID().uuidString)")

    /// A corpus of `count` samples in suite "s" (the one-pixel image), truth "TOTAL 12.50".
    func corpus(count: Int = 3) throws -> URL {
        let root = folder.appendingPathComponent("corpus-\(UUID().uuidString)")
        let suite = root.appendingPathComponent("s")
        try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
        for index in 0..<count {
            try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Corpus/blank/one-pixel.png"),
                                             to: suite.appendingPathComponent("p\(index).png"))
            try Data("TOTAL 12.50\n".utf8).write(to: suite.appendingPathComponent("p\(index).gt.txt"))
            try Data(#"{"maxCER": 0.05}"#.utf8).write(to: suite.appendingPathComponent("p\(index).json"))
        }
        return root
    }

    func profile(_ name: String, text: String = "TOTAL 12.50", fault: SimulateSettings.Fault? = nil) -> Profile {
        Profile(name: name, SimulateBackend.self, SimulateSettings(text: text, fault: fault))
    }

    /// Runs the corpus; returns the run.xml path.
    @discardableResult
    func run(_ corpus: URL, _ profiles: [Profile], shard: Shard? = nil, name: String = UUID().uuidString) throws -> String {
        let out = folder.appendingPathComponent("out-\(name)")
        _ = try EvaluationRunner.run(RunOptions(corpus: corpus, output: out, profiles: profiles, jobs: 1, shard: shard))
        return out.appendingPathComponent("run.xml").path
    }

    /// The run.xml at `path` written again with `change` applied to its metadata.
    func rewritten(_ path: String, _ change: (inout RunMetadata) -> Void) throws -> String {
        var record = try RunXMLReader.read(URL(fileURLWithPath: path)).run
        change(&record.metadata)
        let copy = folder.appendingPathComponent("rewritten-\(UUID().uuidString).xml")
        try RunXMLWriter.write(record, to: copy)
        return copy.path
    }

    @Test("compare of runs with different profile names fails and says why; --map pairs them")
    func profileNamesDiffer() throws {
        let corpus = try corpus()
        let baseline = try run(corpus, [profile("tesseract")])
        let candidate = try run(corpus, [profile("tesseract-fast")])
        let (code, text) = runCLI(["compare", baseline, candidate])
        #expect(code == 1)
        #expect(text.contains("Regression gate: FAILED"))
        #expect(text.contains("profile 'tesseract' of run.xml was not run: 3 samples not compared"), "\(text)")
        #expect(text.contains("--map tesseract=tesseract-fast"))
        #expect(text.contains("nothing was compared: no profile in common"))
        let (mapped, mappedText) = runCLI(["compare", baseline, candidate, "--map", "tesseract=tesseract-fast"])
        #expect(mapped == 0, "\(mappedText)")
        #expect(mappedText.contains("3 compared"))
        #expect(runCLI(["compare", baseline, candidate, "--map", "tesseract"]).0 == 2)
    }

    @Test("a candidate missing a profile of the baseline fails, even when others compare")
    func profileNotRun() throws {
        let corpus = try corpus()
        let baseline = try run(corpus, [profile("a"), profile("b")])
        let candidate = try run(corpus, [profile("a")])
        let (code, text) = runCLI(["compare", baseline, candidate])
        #expect(code == 1)
        #expect(text.contains("profile 'b' of run.xml was not run"), "\(text)")
    }

    @Test("an interrupted candidate never passes; baseline update refuses it without --allow-incomplete")
    func incompleteCandidate() throws {
        let corpus = try corpus()
        let baseline = try run(corpus, [profile("t")])
        let interrupted = try rewritten(try run(corpus, [profile("t")])) {
            $0.complete = false
            $0.incompleteReason = "interrupted"
        }
        let (code, text) = runCLI(["compare", baseline, interrupted])
        #expect(code == 1)
        #expect(text.contains("is an incomplete run (interrupted): an incomplete run never passes the gate"), "\(text)")
        let target = folder.appendingPathComponent("baseline.xml").path
        let (refused, message) = runCLI(["baseline", "update", interrupted, "--baseline", target])
        #expect(refused == 2)
        #expect(message.contains("is an incomplete run (interrupted"))
        #expect(!FileManager.default.fileExists(atPath: target))
        #expect(runCLI(["baseline", "update", interrupted, "--baseline", target, "--allow-incomplete"]).0 == 0)
    }

    @Test("a baseline sample missing from an incomplete run is not run; from a complete one, removed")
    func missingSamples() throws {
        let big = try corpus(count: 3)
        let baseline = try run(big, [profile("t")])
        try FileManager.default.removeItem(at: big.appendingPathComponent("s/p2.png"))
        try FileManager.default.removeItem(at: big.appendingPathComponent("s/p2.gt.txt"))
        try FileManager.default.removeItem(at: big.appendingPathComponent("s/p2.json"))
        let smaller = try run(big, [profile("t")])
        let (code, text) = runCLI(["compare", baseline, smaller])
        #expect(code == 0, "\(text)")
        #expect(text.contains("Removed from the corpus (not gated) (1):\n  - s/p2 (t)"))
        let partial = try rewritten(smaller) { $0.complete = false }
        let (failed, failure) = runCLI(["compare", baseline, partial])
        #expect(failed == 1)
        #expect(failure.contains("s/p2 (t): not run"), "\(failure)")
    }

    @Test("run --baseline on a sample still in the corpus but not run fails it as not run")
    func notRunAgainstCorpus() throws {
        let corpus = try corpus(count: 2)
        let baseline = try run(corpus, [profile("t")])
        // The corpus grows a sample the baseline has; this run covers only suite "s"…
        // and a baseline sample of another suite still in the corpus.
        let other = corpus.appendingPathComponent("u")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: corpus.appendingPathComponent("s/p0.png"), to: other.appendingPathComponent("x.png"))
        try Data("TOTAL 12.50\n".utf8).write(to: other.appendingPathComponent("x.gt.txt"))
        let full = try run(corpus, [profile("t")])
        let out = folder.appendingPathComponent("selected")
        let finished = try EvaluationRunner.run(RunOptions(corpus: corpus, output: out, profiles: [profile("t")], jobs: 1,
                                                           suites: ["s"]).with(baseline: URL(fileURLWithPath: full)))
        let comparison = try #require(finished.comparison)
        #expect(comparison.verdict == .passed, "\(comparison.terminalReport())")
        #expect(comparison.outsideSelection == [SampleKey(suite: "u", id: "x", profile: "t")])
        _ = baseline
    }

    @Test("merge refuses a missing shard by name; the merge folder is created; --allow-partial passes no gate")
    func shards() throws {
        let corpus = try corpus(count: 9)
        let whole = try run(corpus, [profile("t")])
        let shards = try (1...3).map { try run(corpus, [profile("t")], shard: Shard(index: $0, count: 3), name: "shard\($0)") }
        let merged = folder.appendingPathComponent("merged/deep/run.xml").path
        let (missing, text) = runCLI(["merge", shards[0], shards[2], "-o", merged])
        #expect(missing == 2)
        #expect(text.contains("shard 2/3 missing"), "\(text)")
        #expect(runCLI(["merge"] + shards + ["-o", merged]).0 == 0)
        #expect(runCLI(["compare", whole, merged]).0 == 0)
        let partial = folder.appendingPathComponent("partial/run.xml").path
        #expect(runCLI(["merge", shards[0], shards[2], "-o", partial, "--allow-partial"]).0 == 0)
        let (gate, gateText) = runCLI(["compare", whole, partial])
        #expect(gate == 1)
        #expect(gateText.contains("partial merge: shard 2/3 missing"), "\(gateText)")
        let record = try RunXMLReader.read(URL(fileURLWithPath: shards[1])).run
        #expect(record.metadata.shard == "2/3")
        #expect(record.metadata.corpusSamples == 9)
    }

    @Test("an empty corpus and a --suite that selects nothing are errors (exit 2), with or without --strict")
    func emptySelections() throws {
        let empty = folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty.appendingPathComponent("s"), withIntermediateDirectories: true)
        let (code, text) = runCLI(["run", "--corpus", empty.path, "--out", folder.appendingPathComponent("o").path, "-q", "--strict"])
        #expect(code == 2)
        #expect(text.contains("holds no sample"))
        let corpus = try corpus()
        #expect(runCLI(["run", "--corpus", corpus.path, "--out", folder.appendingPathComponent("o2").path, "-q",
                        "--suite", "nope"]).0 == 2)
    }

    @Test("with a baseline, junit.xml fails exactly the gate's failures; samples failing in both are skipped")
    func junitMatchesTheGate() throws {
        let corpus = try corpus(count: 2)
        // Both samples fail in the baseline and now (CER over maxCER): no regression.
        let baseline = try run(corpus, [profile("t", text: "TOTAL 99.99")])
        let out = folder.appendingPathComponent("gated")
        let finished = try EvaluationRunner.run(RunOptions(corpus: corpus, output: out, profiles: [profile("t", text: "TOTAL 99.99")],
                                                           jobs: 1).with(baseline: URL(fileURLWithPath: baseline)))
        #expect(finished.comparison?.verdict == .passed)
        let junit = try String(contentsOf: finished.written.junit, encoding: .utf8)
        #expect(junit.contains(#"<testsuites name="ocrgauge" tests="2" failures="0""#), "\(junit)")
        #expect(junit.contains("<skipped message=\"failing in the baseline too: "))
        // Without a baseline the same run fails both.
        let plain = try String(contentsOf: URL(fileURLWithPath: baseline).deletingLastPathComponent().appendingPathComponent("junit.xml"),
                               encoding: .utf8)
        #expect(plain.contains(#"failures="2""#))
    }

    @Test("two profiles give distinct test cases; a test case holds one failure")
    func junitDistinctCases() throws {
        let corpus = try corpus(count: 1)
        let baseline = try run(corpus, [profile("a"), profile("b")])
        let out = folder.appendingPathComponent("two")
        let finished = try EvaluationRunner.run(RunOptions(corpus: corpus, output: out,
                                                           profiles: [profile("a", text: "X"), profile("b", text: "X")], jobs: 1)
            .with(baseline: URL(fileURLWithPath: baseline)))
        let junit = try String(contentsOf: finished.written.junit, encoding: .utf8)
        #expect(junit.contains(#"<testcase classname="s.a" name="p0""#))
        #expect(junit.contains(#"<testcase classname="s.b" name="p0""#))
        for testcase in junit.components(separatedBy: "<testcase").dropFirst() {
            #expect(testcase.components(separatedBy: "<failure").count <= 2)
        }
    }

    @Test("a backend that fails on every image ends the run with exit 3 naming the profile and the reason")
    func brokenBackend() throws {
        let corpus = try corpus(count: 2)
        let script = folder.appendingPathComponent("broken.sh")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("#!/bin/sh\necho 'model file weights.onnx not found' >&2\nexit 7\n".utf8).write(to: script)
        chmod(script.path, 0o755)
        let config = folder.appendingPathComponent("broken.json")
        try Data(#"{"profiles": {"broken": {"backend": "command", "command": {"executable": "\#(script.path)", "mode": "per-image", "arguments": ["{image}"]}}}}"#
            .utf8).write(to: config)
        let (code, text) = runCLI(["run", "--corpus", corpus.path, "--out", folder.appendingPathComponent("b").path, "-q",
                                   "--config", config.path])
        #expect(code == 3)
        #expect(text.contains("profile 'broken': every sample failed in the backend"), "\(text)")
        #expect(text.contains("exit status 7; its standard error ends: model file weights.onnx not found"))
    }

    @Test("the terminal lists the failing samples with their reasons")
    func failingSamplesListed() throws {
        let corpus = try corpus(count: 2)
        let (code, text) = runCLI(["run", "--corpus", corpus.path, "--out", folder.appendingPathComponent("f").path, "-q",
                                   "--config", try config(text: "TOTAL 12.60")])
        #expect(code == 0)
        #expect(text.contains("Failed (2):\n  ✗ s/p0 (sim): CER 9.09 % (1/11) above maxCER 5.00 %"), "\(text)")
        #expect(text.contains("0 passed, 2 failed, 0 scored (no criterion: maxCER or a field), 0 known issues (not gated), 0 drafts (not gated)."))
    }

    func config(text: String) throws -> String {
        let config = folder.appendingPathComponent("sim-\(UUID().uuidString).json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"profiles": {"sim": {"backend": "simulate", "simulate": {"text": "\#(text)"}}}}"#.utf8).write(to: config)
        return config.path
    }

    @Test("the Markdown summary of the bundled baseline fits a merge request (at most 60 lines)")
    func markdownSummary() throws {
        let baseline = repositoryRoot.appendingPathComponent("Reports/baseline/tesseract.xml").path
        let summary = folder.appendingPathComponent("md/summary.md")
        #expect(runCLI(["compare", baseline, baseline, "--markdown", summary.path]).0 == 0)
        let text = try String(contentsOf: summary, encoding: .utf8)
        #expect(text.hasPrefix("## ✅ ocrgauge regression gate: PASSED"))
        #expect(text.contains("| multi-column | tesseract |"))
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count <= 60)
        let report = folder.appendingPathComponent("md/run.md")
        #expect(runCLI(["report", baseline, "--html", folder.appendingPathComponent("md/r.html").path, "--markdown", report.path]).0 == 0)
        let runText = try String(contentsOf: report, encoding: .utf8)
        // The heading says what the counts line under it says: some failed, so a red mark.
        let lines = runText.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("## ❌ ocrgauge: "), "\(lines[0])")
        let counts = lines[1]
        for part in lines[0].dropFirst("## ❌ ocrgauge: ".count).split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            let number = part.prefix { $0.isNumber }
            #expect(counts.contains(number + " "), "\(part) against \(counts)")
        }
        #expect(runText.split(separator: "\n", omittingEmptySubsequences: false).count <= 60)
    }

    @Test("help VERB, and did-you-mean for verbs and subverbs")
    func cliHabits() {
        let (code, text) = runCLI(["help", "compare"])
        #expect(code == 0 && text.contains("Usage: ocrgauge compare"))
        let (verb, verbText) = runCLI(["compar"])
        #expect(verb == 2 && verbText.contains("unknown verb 'compar' (did you mean 'compare'?)"))
        let (sub, subText) = runCLI(["corpus", "chekc"])
        #expect(sub == 2 && subText.contains("no subverb 'chekc' (did you mean 'check'?)"), "\(subText)")
        let (base, baseText) = runCLI(["baseline", "updte", "x.xml", "--baseline", "y.xml"])
        #expect(base == 2 && baseText.contains("(did you mean 'update'?)"))
    }
}

extension RunOptions {
    /// These options gating against `baseline`.
    func with(baseline: URL) -> RunOptions {
        var options = self
        options.baseline = baseline
        return options
    }
}
