import Foundation
import Testing

/// Issue #30, second round, case 13: SIGINT or SIGTERM during `report` left
/// `.report.html.<uuid>.tmp` and the pictures' staging folder behind, and `report` and
/// `compare` exited 143 where `run` exits 130. Now every verb removes its temporary
/// files and exits 130.
///
/// Two ways to land the signal mid-write, neither depending on the machine's speed: the
/// process signals itself right after making its first temporary file
/// (`OCRGAUGE_TEST_SIGNAL_AFTER_TEMPORARY`, the thread that made it waits there), and a
/// real `kill` once a temporary file is seen, whose verdict holds wherever it lands.
@Suite(.serialized) struct InterruptedVerbsLeaveNothingBehind {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-sigtmp-\(UUID().uuidString)")

    /// A run.xml of a one-sample simulated run whose corpus exists (so `report` makes pictures).
    func smallRun() throws -> URL {
        let corpus = try smallCorpus(truth: "SWIFT VISION 2468\n")
        let config = corpus.appendingPathComponent("config.json")
        try Data(#"{"profiles": {"sim": {"backend": "simulate"}}}"#.utf8).write(to: config)
        let out = root.appendingPathComponent("run")
        let process = Process()
        process.executableURL = ocrgaugeExecutable
        process.arguments = ["run", "--corpus", corpus.path, "--out", out.path, "--config", config.path, "-q"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return out.appendingPathComponent("run.xml")
    }

    /// A run.xml of 6,000 results (report.html of about 8 MB).
    func bigRun() throws -> URL {
        let xml = root.appendingPathComponent("big-run.xml")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = repositoryRoot.appendingPathComponent(".build/debug/reports-bench")
        process.arguments = ["generate", "6000", xml.path]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return xml
    }

    /// Starts `ocrgauge` with `arguments` in `root` (so no corpus is found by a relative
    /// path), as a shell or CI starts it: no signal blocked, every signal at its default.
    /// (Foundation's Process would hand on the test thread's mask, which blocks SIGTERM.)
    func start(_ arguments: [String], signalAfterTemporary: String? = nil) throws -> SpawnedProcess {
        var environment = ProcessInfo.processInfo.environment
        environment["OCRGAUGE_TEST_SIGNAL_AFTER_TEMPORARY"] = signalAfterTemporary
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return try SpawnedProcess(ocrgaugeExecutable.path, arguments, environment: environment, directory: root.path)
    }

    /// Every entry of `folder`, hidden ones included (none when it does not exist).
    func entries(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test("a signal while report writes leaves no temporary file or folder and exits 130",
          .timeLimit(.minutes(2)), arguments: ["INT", "TERM"])
    func reportInterrupted(signal: String) throws {
        let run = try smallRun()
        let target = root.appendingPathComponent("html-\(signal)")
        let process = try start(["report", run.path, "--html", target.appendingPathComponent("report.html").path],
                                signalAfterTemporary: signal)
        #expect(process.wait() == .exited(130))
        #expect(entries(target) == [], "left behind: \(entries(target))")
    }

    @Test("a signal while compare writes leaves no temporary file and exits 130",
          .timeLimit(.minutes(2)), arguments: ["INT", "TERM"])
    func compareInterrupted(signal: String) throws {
        let run = try smallRun()
        let target = root.appendingPathComponent("compare-\(signal)")
        let process = try start(["compare", run.path, run.path, "--html", target.appendingPathComponent("comparison.html").path,
                                 "--markdown", target.appendingPathComponent("summary.md").path], signalAfterTemporary: signal)
        #expect(process.wait() == .exited(130))
        #expect(entries(target) == [], "left behind: \(entries(target))")
    }

    @Test("SIGTERM sent once report is writing a large page: exit 130 with nothing left, or exit 0 with the whole page",
          .timeLimit(.minutes(3)))
    func reportKilledWhileWriting() throws {
        let xml = try bigRun()
        let target = root.appendingPathComponent("big")
        let page = target.appendingPathComponent("report.html")
        let process = try start(["report", xml.path, "--html", page.path])
        // Until a temporary file appears or the process ends: then the signal.
        var ended: SpawnedProcess.Ending?
        while ended == nil && !entries(target).contains(where: { $0.hasSuffix(".tmp") }) {
            ended = process.poll()
            usleep(5_000)
        }
        kill(process.pid, SIGTERM)
        switch ended ?? process.wait() {
        case .exited(130):
            #expect(entries(target) == [], "left behind: \(entries(target))")
        case let other:
            #expect(other == .exited(0))
            #expect(entries(target) == ["report.html"])
            let text = (try? String(contentsOf: page, encoding: .utf8)) ?? ""
            #expect(text.hasSuffix("</html>\n"))
        }
    }
}
