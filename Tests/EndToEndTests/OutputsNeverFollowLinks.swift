import Foundation
import Testing
@testable import CLI

/// Issue #30, second round, case 1: a symbolic link planted at any name ocrgauge writes
/// inside `--out` (the lock, the journal, each report, the pictures' folder) is never
/// written through. A link to a file outside `--out` leaves that file as it was; a link
/// to a missing path does not create it. The run either refuses, naming the link
/// (exit 2), or replaces the link itself by a rename.
@Suite(.serialized) struct OutputsNeverFollowLinks {
    /// Every name a run writes inside `--out`.
    static let names = [".ocrgauge.lock", "journal.jsonl", "run.xml", "junit.xml", "report.html", "summary.md", "report_files"]

    let root = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-links-\(UUID().uuidString)")
    var out: URL { root.appendingPathComponent("out") }
    var outside: URL { root.appendingPathComponent("outside") }

    /// A corpus and a configuration whose one sample runs in a moment.
    func corpus() throws -> (corpus: URL, config: URL) {
        let corpus = try smallCorpus(truth: "SWIFT VISION 2468\n")
        let config = corpus.appendingPathComponent("config.json")
        try Data(#"{"profiles": {"sim": {"backend": "simulate"}}}"#.utf8).write(to: config)
        return (corpus, config)
    }

    /// Runs `ocrgauge run` into `out` and checks what the planted link must not have led to.
    func runAndCheck(_ name: String, extra: [String] = [], corpus: URL, config: URL,
                     untouched victim: URL?, victimBytes: Data?, missing: URL?) throws {
        let (code, text) = runCLI(["run", "--corpus", corpus.path, "--out", out.path, "-q", "--config", config.path] + extra)
        let link = out.appendingPathComponent(name)
        if let victim, let victimBytes {
            #expect(FileManager.default.contents(atPath: victim.path) == victimBytes, "\(name): the file outside --out was written")
        }
        if let missing {
            #expect(!FileManager.default.fileExists(atPath: missing.path), "\(name): the missing target was created")
        }
        let stillLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) != nil
        if code == 2 {
            #expect(text.contains(link.path) && text.contains("symbolic link"), "\(name): \(text)")
        } else {
            #expect(code == 0, "\(name): \(text)")
            #expect(!stillLink, "\(name): the run wrote through the link and left it")
        }
    }

    @Test("a link at an output name to a file outside --out leaves that file untouched", arguments: names)
    func linkToFileOutside(name: String) throws {
        let (corpus, config) = try corpus()
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let victim = outside.appendingPathComponent("precious")
        let bytes = Data("precious\n".utf8)
        try bytes.write(to: victim)
        if name == "report_files" {
            let folder = outside.appendingPathComponent("folder")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try bytes.write(to: folder.appendingPathComponent("precious"))
            try FileManager.default.createSymbolicLink(at: out.appendingPathComponent(name), withDestinationURL: folder)
            try runAndCheck(name, corpus: corpus, config: config, untouched: folder.appendingPathComponent("precious"),
                            victimBytes: bytes, missing: nil)
            return
        }
        try FileManager.default.createSymbolicLink(at: out.appendingPathComponent(name), withDestinationURL: victim)
        try runAndCheck(name, corpus: corpus, config: config, untouched: victim, victimBytes: bytes, missing: nil)
    }

    @Test("a link at an output name to a missing path does not create it", arguments: names)
    func linkToMissingPath(name: String) throws {
        let (corpus, config) = try corpus()
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let missing = outside.appendingPathComponent("missing")
        try FileManager.default.createSymbolicLink(at: out.appendingPathComponent(name), withDestinationURL: missing)
        try runAndCheck(name, corpus: corpus, config: config, untouched: nil, victimBytes: nil, missing: missing)
    }

    @Test("--resume with the journal linked to a journal outside --out leaves that journal untouched")
    func resumedJournalLink() throws {
        let (corpus, config) = try corpus()
        // A journal of this run holding only its header: resuming through the link would append to it.
        let first = root.appendingPathComponent("first")
        #expect(runCLI(["run", "--corpus", corpus.path, "--out", first.path, "-q", "--config", config.path]).0 == 0)
        let whole = try Data(contentsOf: first.appendingPathComponent("journal.jsonl"))
        let header = Data(whole.prefix(through: whole.firstIndex(of: 0x0A)!))
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let victim = outside.appendingPathComponent("journal.jsonl")
        try header.write(to: victim)
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: out.appendingPathComponent("journal.jsonl"), withDestinationURL: victim)
        try runAndCheck("journal.jsonl", extra: ["--resume"], corpus: corpus, config: config, untouched: victim,
                        victimBytes: header, missing: nil)
    }

    @Test("--resume with a FIFO at journal.jsonl is refused naming it, not waited on for ever", .timeLimit(.minutes(2)))
    func resumedJournalFIFO() throws {
        let (corpus, config) = try corpus()
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let journal = out.appendingPathComponent("journal.jsonl")
        #expect(mkfifo(journal.path, 0o644) == 0)
        // A child process: reading a FIFO with no writer would block this test's own thread.
        let process = Process()
        let output = Pipe()
        process.executableURL = ocrgaugeExecutable
        process.arguments = ["run", "--corpus", corpus.path, "--out", out.path, "-q", "--config", config.path, "--resume"]
        process.standardOutput = output
        process.standardError = output
        try process.run()
        // A generous bound only so that a hang fails instead of stalling the suite; the
        // refusal takes well under a second.
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning && Date() < deadline { usleep(50_000) }
        let hung = process.isRunning
        if hung { kill(process.processIdentifier, SIGKILL) }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(!hung, "the run waited on the FIFO")
        #expect(process.terminationStatus == 2, "\(text)")
        #expect(text.contains("\(journal.path): is not a regular file"), "\(text)")
    }

    @Test("a lock file that is hard-linked elsewhere is refused, not truncated")
    func hardLinkedLock() throws {
        let (corpus, config) = try corpus()
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let victim = outside.appendingPathComponent("precious")
        let bytes = Data("precious\n".utf8)
        try bytes.write(to: victim)
        let lock = out.appendingPathComponent(".ocrgauge.lock")
        #expect(link(victim.path, lock.path) == 0)
        let (code, text) = runCLI(["run", "--corpus", corpus.path, "--out", out.path, "-q", "--config", config.path])
        #expect(code == 2, "\(text)")
        #expect(text.contains(lock.path) && text.contains("hard link"), "\(text)")
        #expect(FileManager.default.contents(atPath: victim.path) == bytes)
    }
}
