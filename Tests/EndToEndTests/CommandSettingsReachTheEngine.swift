import Foundation
import Testing
@testable import CLI

/// A per-image command gets its settings through placeholders (or its profile is
/// refused), a bare executable name is found on PATH, and a persistent command gets the
/// settings as JSON values (issue: a profile with languages ["deu"] ran
/// `tesseract ... -l eng` and run.xml recorded deu).
@Suite struct CommandSettingsReachTheEngine {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-placeholders-\(UUID().uuidString)")

    func config(_ profile: String) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("config-\(UUID().uuidString).json")
        try Data(#"{"profiles": {"p": \#(profile)}}"#.utf8).write(to: url)
        return url.path
    }

    @Test("the tesseract CLI as a per-image command, named on PATH, gets its languages through {languages}")
    func tesseractCLIPerImage() throws {
        let corpus = try smallCorpus(truth: "SWIFT VISION 2468\n")
        // A wrapper that writes down the arguments it got, then runs the CLI.
        let wrapper = folder.appendingPathComponent("bin/tesseract-logged")
        try FileManager.default.createDirectory(at: wrapper.deletingLastPathComponent(), withIntermediateDirectories: true)
        let log = folder.appendingPathComponent("arguments.log")
        try Data("#!/bin/sh\necho \"$@\" >> \(log.path)\nexec tesseract \"$@\"\n".utf8).write(to: wrapper)
        chmod(wrapper.path, 0o755)
        setenv("PATH", wrapper.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? ""), 1)
        let path = try config(#"{"backend": "command", "languages": ["eng"], "customWords": ["Zucchini"], "command": {"name": "tesseract-cli", "executable": "tesseract-logged", "mode": "per-image", "arguments": ["{image}", "-", "-l", "{languages}", "--psm", "3", "--user-words", "{customWordsFile}"], "format": "text"}}"#)
        let out = folder.appendingPathComponent("out").path
        let (code, text) = runCLI(["run", "--corpus", corpus.path, "--out", out, "-q", "--config", path])
        #expect(code == 0, "\(text)")
        let run = try String(contentsOfFile: out + "/run.xml", encoding: .utf8)
        #expect(run.contains("SWIFT VISION 2468"))
        let arguments = try String(contentsOf: log, encoding: .utf8)
        #expect(arguments.contains(" - -l eng --psm 3 --user-words /"), "\(arguments)")
    }

    @Test("a setting a per-image command has no placeholder for is refused before the run (exit 2)")
    func missingPlaceholderIsRefused() throws {
        let corpus = try smallCorpus(truth: "SWIFT VISION 2468\n")
        let path = try config(#"{"backend": "command", "languages": ["deu"], "command": {"executable": "tesseract", "mode": "per-image", "arguments": ["{image}", "-", "-l", "eng"], "format": "text"}}"#)
        let (code, text) = runCLI(["run", "--corpus", corpus.path, "--out", folder.appendingPathComponent("o").path, "-q", "--config", path])
        #expect(code == 2)
        #expect(text.contains("profile 'p': key 'languages': set, but the per-image command's arguments have no {languages} placeholder"), "\(text)")
    }

    @Test("a persistent command gets the settings as JSON values: a boolean and a list")
    func persistentSettingsAreTyped() throws {
        let corpus = try smallCorpus(truth: "ok\n")
        let script = folder.appendingPathComponent("engine.py")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("""
        #!/usr/bin/env python3
        import json, sys
        for line in sys.stdin:
            s = json.loads(line)["settings"]
            ok = s["languageCorrection"] is False and s["customWords"] == ["Zucchini", "Choco1ate"] and s["level"] == "fast"
            print(json.dumps({"lines": [{"text": "ok" if ok else "wrong: " + json.dumps(s)}]}), flush=True)
        """.utf8).write(to: script)
        chmod(script.path, 0o755)
        let path = try config(#"{"backend": "command", "level": "fast", "languageCorrection": false, "customWords": ["Zucchini", "Choco1ate"], "command": {"executable": "\#(script.path)"}}"#)
        let out = folder.appendingPathComponent("typed").path
        let (code, text) = runCLI(["run", "--corpus", corpus.path, "--out", out, "-q", "--config", path, "--strict"])
        #expect(code == 0, "\(text)")
        #expect(try String(contentsOfFile: out + "/run.xml", encoding: .utf8).contains("<hypothesis>ok</hypothesis>"))
    }
}
