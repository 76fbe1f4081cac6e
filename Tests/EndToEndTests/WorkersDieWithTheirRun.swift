import Foundation
import Testing

/// `kill -9` of `ocrgauge run` while an engine hangs: the worker and the engine it
/// started go with it, long before any timeout (here 600 s), instead of running on
/// under init.
@Suite struct WorkersDieWithTheirRun {
    /// The state letter of a process ("Z" for a zombie), nil when it is gone.
    static func state(_ pid: Int32) -> String? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(close, offsetBy: 2)...].split(separator: " ").first.map(String.init)
    }

    static func parent(_ pid: Int32) -> Int32? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(close, offsetBy: 2)...].split(separator: " ")
        return fields.count > 1 ? Int32(fields[1]) : nil
    }

    static func alive(_ pid: Int32) -> Bool { state(pid).map { $0 != "Z" && $0 != "X" } ?? false }

    @Test("SIGKILL of run while its engine hangs: the worker and the engine are gone", .timeLimit(.minutes(3)))
    func killedRunTakesItsWorkers() throws {
        let corpus = try smallCorpus(truth: "SWIFT VISION 2468")
        defer { try? FileManager.default.removeItem(at: corpus) }
        let pidFile = corpus.appendingPathComponent("engine.pid")
        let engine = corpus.appendingPathComponent("hang.sh")
        try Data("#!/bin/sh\necho $$ > '\(pidFile.path)'\nexec sleep 600\n".utf8).write(to: engine)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: engine.path)
        let config = corpus.appendingPathComponent("config.json")
        try Data(#"{"profiles": {"hang": {"backend": "command", "command": {"executable": "\#(engine.path)", "mode": "per-image", "arguments": ["{image}"]}}}}"#.utf8).write(to: config)
        let run = try SpawnedProcess(ocrgaugeExecutable.path, ["run", "--corpus", corpus.path, "--config", config.path,
                                                                "--out", corpus.appendingPathComponent("out").path,
                                                                "--timeout", "600", "--quiet", "--jobs", "1"],
                                     environment: ProcessInfo.processInfo.environment, directory: corpus.path)
        // Wait for the event (the engine has started and written its pid), not for a time.
        var enginePID: Int32?
        while enginePID == nil {
            if let text = try? String(contentsOf: pidFile, encoding: .utf8), let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                enginePID = pid
            } else {
                #expect(run.poll() == nil, "run ended before its engine started")
                usleep(20_000)
            }
        }
        let engineProcess = try #require(enginePID)
        let worker = try #require(Self.parent(engineProcess))
        #expect(worker != run.pid && Self.alive(worker))
        kill(run.pid, SIGKILL)
        #expect(run.wait() == .signalled(SIGKILL))
        // Both go at once; 2,000 polls of 50 ms (100 s) is the bound of a broken build,
        // which left them running for the engine's whole 600 s.
        var polls = 0
        while (Self.alive(engineProcess) || Self.alive(worker)) && polls < 2_000 {
            usleep(50_000)
            polls += 1
        }
        #expect(!Self.alive(engineProcess), "the engine outlived its run")
        #expect(!Self.alive(worker), "the worker outlived its run")
        if Self.alive(engineProcess) { kill(engineProcess, SIGKILL) }
        if Self.alive(worker) { kill(worker, SIGKILL) }
    }
}
