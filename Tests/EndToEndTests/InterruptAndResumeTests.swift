import Foundation
import Testing
import Scoring

/// A corpus of `count` copies of the headline, and a config whose simulate backend takes
/// `delay` seconds per image, so a run can be stopped in the middle.
func slowRun(count: Int, delay: Double) throws -> (corpus: URL, config: URL) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-slow-\(UUID().uuidString)")
    let suite = root.appendingPathComponent("s")
    try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
    for index in 0..<count {
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Corpus/known-text/headline.png"),
                                         to: suite.appendingPathComponent("p\(index).png"))
        try Data((index % 2 == 0 ? "simulated text\n" : "simulated test\n").utf8)
            .write(to: suite.appendingPathComponent("p\(index).gt.txt"))
    }
    let config = root.appendingPathComponent("config.json")
    try Data(#"{"profiles": {"sim": {"backend": "simulate", "simulate": {"delaySeconds": \#(delay)}}}}"#.utf8).write(to: config)
    return (root, config)
}

/// Starts `ocrgauge run` as a child process.
func startRun(corpus: URL, config: URL, out: URL, extra: [String] = []) throws -> Process {
    let process = Process()
    process.executableURL = ocrgaugeExecutable
    process.arguments = ["run", "--corpus", corpus.path, "--out", out.path, "--config", config.path, "-j", "1", "-q"] + extra
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
}

/// Waits until the journal holds `results` results (plus its header line).
func waitForJournal(_ out: URL, results: Int) throws {
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline {
        let data = FileManager.default.contents(atPath: out.appendingPathComponent("journal.jsonl").path) ?? Data()
        if data.split(separator: 0x0A).count >= results + 1 { return }
        usleep(20_000)
    }
    Issue.record("the journal never reached \(results) results")
}

/// The results in a journal, without their timings, by id.
func journalResults(_ out: URL) throws -> [String: SampleResult] {
    let data = try Data(contentsOf: out.appendingPathComponent("journal.jsonl"))
    var results: [String: SampleResult] = [:]
    for line in data.split(separator: 0x0A).dropFirst() {
        var result = try JSONDecoder().decode(SampleResult.self, from: Data(line))
        result.durationSeconds = 0
        result.scoringSeconds = nil
        results[result.id] = result
    }
    return results
}

func sampleElements(_ out: URL) throws -> [String] {
    let xml = try String(contentsOf: out.appendingPathComponent("run.xml"), encoding: .utf8)
    return xml.components(separatedBy: "<sample ").dropFirst().map {
        $0.replacingOccurrences(of: #"(durationSeconds|scoringSeconds)="[0-9.]+""#, with: "", options: .regularExpression)
            .components(separatedBy: "</sample>")[0]
    }
}

@Suite(.serialized) struct InterruptAndResumeTests {
    @Test("kill -9 in the middle of a run, then --resume, ends with the same reports as an uninterrupted run")
    func killThenResume() throws {
        let (corpus, config) = try slowRun(count: 6, delay: 0.3)
        let killed = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-killed-\(UUID().uuidString)")
        let whole = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-whole-\(UUID().uuidString)")

        let first = try startRun(corpus: corpus, config: config, out: killed)
        try waitForJournal(killed, results: 2)
        kill(first.processIdentifier, SIGKILL)
        first.waitUntilExit()
        #expect(first.terminationReason == .uncaughtSignal)
        #expect(!FileManager.default.fileExists(atPath: killed.appendingPathComponent("run.xml").path))
        let survived = try journalResults(killed).count
        #expect(survived >= 2 && survived < 6)

        let resumed = try startRun(corpus: corpus, config: config, out: killed, extra: ["--resume"])
        resumed.waitUntilExit()
        #expect(resumed.terminationStatus == 0)

        let uninterrupted = try startRun(corpus: corpus, config: config, out: whole)
        uninterrupted.waitUntilExit()
        #expect(uninterrupted.terminationStatus == 0)

        #expect(try journalResults(killed) == journalResults(whole))
        #expect(try sampleElements(killed) == sampleElements(whole))
        #expect(try sampleElements(killed).count == 6)
    }

    @Test("SIGINT writes reports marked incomplete and exits 130; --resume completes them")
    func interruptThenResume() throws {
        let (corpus, config) = try slowRun(count: 8, delay: 0.3)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-int-\(UUID().uuidString)")
        let run = try startRun(corpus: corpus, config: config, out: out)
        try waitForJournal(out, results: 2)
        kill(run.processIdentifier, SIGINT)
        run.waitUntilExit()
        #expect(run.terminationStatus == 130)
        let partial = try String(contentsOf: out.appendingPathComponent("run.xml"), encoding: .utf8)
        #expect(partial.contains(#"complete="false""#))
        #expect(try sampleElements(out).count < 8)

        let resumed = try startRun(corpus: corpus, config: config, out: out, extra: ["--resume"])
        resumed.waitUntilExit()
        #expect(resumed.terminationStatus == 0)
        let whole = try String(contentsOf: out.appendingPathComponent("run.xml"), encoding: .utf8)
        #expect(whole.contains(#"complete="true""#))
        #expect(try sampleElements(out).count == 8)
    }

    @Test("--resume refuses a journal made with other profiles")
    func resumeChecksTheJournal() throws {
        let (corpus, config) = try slowRun(count: 1, delay: 0)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-mismatch-\(UUID().uuidString)")
        let first = try startRun(corpus: corpus, config: config, out: out)
        first.waitUntilExit()
        try Data(#"{"profiles": {"sim": {"backend": "simulate", "simulate": {"text": "other"}}}}"#.utf8).write(to: config)
        let second = try startRun(corpus: corpus, config: config, out: out, extra: ["--resume"])
        second.waitUntilExit()
        #expect(second.terminationStatus == 2)
    }
}
