import Foundation
import TestFixtures
import Testing
import Reports
import Scoring
import RunXML

/// `run --repeat N`: every sample recognized N times in fresh orders; the spread and
/// changed texts are recorded, unstable samples listed, and the significant gate does not
/// fail a sample whose rise is within its spread.
@Suite struct RepeatsMeasureEngineNoise {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-repeat-\(UUID().uuidString)")

    /// A per-image command that reads "SWIFT VISION 2468" on odd calls and "SWIFT VISI0N
    /// 2468" on even ones (a counter file): a deterministic stand-in for a noisy engine.
    func noisyEngine() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-noisy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let counter = folder.appendingPathComponent("calls")
        let script = folder.appendingPathComponent("engine.sh")
        try Data("""
            #!/bin/sh
            n=$(cat \(counter.path) 2>/dev/null || echo 0); n=$((n + 1)); echo $n > \(counter.path)
            if [ $((n % 2)) -eq 1 ]; then echo "SWIFT VISION 2468"; else echo "SWIFT VISI0N 2468"; fi

            """.utf8).write(to: script)
        chmod(script.path, 0o755)
        let config = folder.appendingPathComponent("config.json")
        try Data(#"{"profiles": {"noisy": {"backend": "command", "command": {"executable": "\#(script.path)", "mode": "per-image", "arguments": ["{image}"]}}}}"#
            .utf8).write(to: config)
        return config
    }

    @Test("Tesseract read three times gives the same text: spread 0, stable, in run.xml and on the terminal")
    func tesseractIsDeterministic() throws {
        let corpus = try smallCorpus(truth: "SWIFT VISION 2468\n")
        let (code, text) = runCLI(["run", "--corpus", corpus.path, "--out", out.path, "--repeat", "3", "-q"])
        #expect(code == 0, "\(text)")
        #expect(text.contains("Stable: every sample read the same in all 3 repeats."))
        let run = try RunXMLReader.read(out.appendingPathComponent("run.xml")).run
        let spread = try #require(run.results.first?.repeats)
        #expect(spread == RepeatSpread(repeats: 3, cerMin: run.results[0].cer, cerMax: run.results[0].cer, distinctTexts: 1))
        let validator = try SchemaValidator(schemaURL: repositoryRoot.appendingPathComponent("Reports/schema/run.xsd"))
        #expect(validator.validate(fileAt: out.appendingPathComponent("run.xml")) == [])
    }

    @Test("a noisy engine's changing text is listed as unstable with its CER spread")
    func noisyEngineIsUnstable() throws {
        let corpus = try smallCorpus(truth: "SWIFT VISION 2468\n")
        let config = try noisyEngine()
        let (code, text) = runCLI(["run", "--corpus", corpus.path, "--out", out.path, "--config", config.path,
                                   "--repeat", "3", "-q"])
        #expect(code == 0, "\(text)")
        #expect(text.contains("Unstable over 3 repeats (1):"), "\(text)")
        let run = try RunXMLReader.read(out.appendingPathComponent("run.xml")).run
        let result = try #require(run.results.first)
        // Calls 1, 2, 3 read right, wrong (O → 0: 1 edit in 17), right; the result is the first.
        #expect(result.cer == 0)
        let spread = try #require(result.repeats)
        #expect(spread.repeats == 3 && spread.distinctTexts == 2 && spread.cerMin == 0)
        #expect(abs(spread.cerMax - 1.0 / 17.0) < 1e-6)   // run.xml keeps six decimals
        let html = ReportPages.expanded(try String(contentsOf: out.appendingPathComponent("report.html"), encoding: .utf8))
        #expect(html.contains("3 recognitions: 2 different texts"))
    }

    @Test("--repeat with --resume is refused (exit 2)")
    func repeatWithResumeIsRefused() throws {
        let corpus = try smallCorpus(truth: "SWIFT VISION 2468\n")
        let (code, text) = runCLI(["run", "--corpus", corpus.path, "--out", out.path, "--repeat", "2", "--resume"])
        #expect(code == 2 && text.contains("--repeat and --resume"), "\(text)")
    }
}
