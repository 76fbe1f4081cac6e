import Foundation
import Synchronization
import Testing
@testable import CLI

final class Captured: Sendable {
    let text = Mutex<String>("")
    var console: Console {
        Console(out: { line in self.text.withLock { $0 += line + "\n" } },
                err: { line in self.text.withLock { $0 += line + "\n" } }, isTerminal: false)
    }
    var all: String { text.withLock { $0 } }
}

/// A small corpus folder for one test: the headline image with a given truth.
func smallCorpus(truth: String, sidecar: String? = nil) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-cli-\(UUID().uuidString)")
    let suite = root.appendingPathComponent("s")
    try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Corpus/known-text/headline.png"),
                                     to: suite.appendingPathComponent("h.png"))
    try Data(truth.utf8).write(to: suite.appendingPathComponent("h.gt.txt"))
    if let sidecar { try Data(sidecar.utf8).write(to: suite.appendingPathComponent("h.json")) }
    return root
}

func runCLI(_ arguments: [String]) -> (Int32, String) {
    let captured = Captured()
    // In this test process /proc/self/exe is the test runner, not ocrgauge: recognize in-process.
    let code = CommandLineTool.main(arguments.first == "run" ? arguments + ["--in-process"] : arguments, console: captured.console)
    return (code, captured.all)
}

@Suite struct RunCommandExitCodeTests {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-out-\(UUID().uuidString)").path

    @Test("a passing run exits 0 and prints the summary and the report paths")
    func passingRunExitsZero() throws {
        let corpus = try smallCorpus(truth: "SWIFT VISION 2468\n")
        let (code, text) = runCLI(["run", "--corpus", corpus.path, "--out", out, "--quiet", "--strict", "--config", "/dev/null/none"])
        #expect(code == 2, "a missing --config file is a configuration error")
        #expect(text.contains("/dev/null/none"))
        let (ok, summary) = runCLI(["run", "--corpus", corpus.path, "--out", out, "--quiet", "--strict",
                                    "--config", repositoryRoot.appendingPathComponent("ocrgauge.json").path])
        #expect(ok == 0, "\(summary)")
        #expect(summary.contains("report.html: \(out)/report.html"))
        #expect(FileManager.default.fileExists(atPath: out + "/run.xml"))
    }

    @Test("a failed sample exits 1 with --strict and 0 without")
    func strictFailsOnFailedSample() throws {
        let corpus = try smallCorpus(truth: "SWIFT VISION 2468\n", sidecar: #"{"fields": [{"name": "total", "contains": "TOTAL 12.50"}]}"#)
        let config = repositoryRoot.appendingPathComponent("ocrgauge.json").path
        #expect(runCLI(["run", "--corpus", corpus.path, "--out", out, "-q", "--config", config, "--strict"]).0 == 1)
        #expect(runCLI(["run", "--corpus", corpus.path, "--out", out, "-q", "--config", config]).0 == 0)
    }

    @Test("a broken sidecar exits 2 naming the file and the key")
    func brokenSidecarExitsTwo() throws {
        let corpus = try smallCorpus(truth: "x", sidecar: #"{"maxCER": "five"}"#)
        let (code, text) = runCLI(["run", "--corpus", corpus.path, "--out", out, "-q"])
        #expect(code == 2)
        #expect(text.contains("s/h.json: key 'maxCER': must be a number"))
    }

    @Test("a missing corpus folder and an unknown profile exit 2")
    func usageErrorsExitTwo() throws {
        #expect(runCLI(["run", "--corpus", "/nonexistent/corpus", "--out", out, "-q"]).0 == 2)
        let config = repositoryRoot.appendingPathComponent("ocrgauge.json").path
        let (code, text) = runCLI(["run", "--config", config, "--profile", "nope", "-q"])
        #expect(code == 2)
        #expect(text.contains("unknown profile 'nope'"))
    }

    @Test("a language without traineddata is a configuration error naming the file, profile, key and package (exit 2)")
    func missingLanguageExitsTwo() throws {
        let corpus = try smallCorpus(truth: "SWIFT VISION 2468\n")
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("cfg-\(UUID().uuidString).json")
        try Data(#"{"profiles": {"klingon": {"languages": ["tlh"]}}}"#.utf8).write(to: config)
        let (code, text) = runCLI(["run", "--corpus", corpus.path, "--out", out, "-q", "--config", config.path])
        #expect(code == 2)
        #expect(text.contains("\(config.path): profile 'klingon': key 'languages': no traineddata for 'tlh'"))
        #expect(text.contains("tesseract-ocr-tlh"))
    }

    @Test("an unknown Tesseract variable and a missing data folder are configuration errors naming their keys (exit 2)")
    func engineSettingsExitTwo() throws {
        let corpus = try smallCorpus(truth: "SWIFT VISION 2468\n")
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("cfg-\(UUID().uuidString).json")
        try Data((#"{"profiles": {"a": {"tesseract": {"variables": {"no_such_variable": "1", "tessedit_char_whitelist": "AB"}}},"#
                  + #" "b": {"tesseract": {"dataPath": "/nonexistent/tessdata"}}}, "default": ["a", "b"]}"#).utf8)
            .write(to: config)
        let (code, text) = runCLI(["run", "--corpus", corpus.path, "--out", out, "-q", "--config", config.path])
        #expect(code == 2)
        #expect(text.contains("profile 'a': key 'tesseract.variables.no_such_variable': Tesseract"))
        #expect(!text.contains("tessedit_char_whitelist"))
        #expect(text.contains("profile 'b': key 'tesseract.dataPath': no folder /nonexistent/tessdata"))
    }

    @Test("a backend whose program is missing cannot start: exit 3")
    func missingProgramExitsThree() throws {
        let corpus = try smallCorpus(truth: "SWIFT VISION 2468\n")
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("cfg-\(UUID().uuidString).json")
        try Data(#"{"profiles": {"gone": {"backend": "command", "command": {"executable": "no-such-ocr-engine-here"}}}}"#.utf8)
            .write(to: config)
        let (code, text) = runCLI(["run", "--corpus", corpus.path, "--out", out, "-q", "--config", config.path])
        #expect(code == 3)
        #expect(text.contains("'no-such-ocr-engine-here' is not found on PATH"))
    }
}
