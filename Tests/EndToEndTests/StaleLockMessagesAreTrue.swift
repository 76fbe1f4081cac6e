import Foundation
import Testing

/// Issue #30, second round, case 13: taking over a lock whose file names pid 1 said pid 1
/// was "no longer running". The lock was free, so whatever pid the file names holds no
/// run of this folder; a pid that is gone and a pid that is running are told apart.
@Suite struct StaleLockMessagesAreTrue {
    /// Runs a one-sample simulated run into `out` and returns its exit status and standard error.
    func run(out: URL) throws -> (Int32, String) {
        let corpus = try smallCorpus(truth: "SWIFT VISION 2468\n")
        let config = corpus.appendingPathComponent("config.json")
        try Data(#"{"profiles": {"sim": {"backend": "simulate"}}}"#.utf8).write(to: config)
        let process = Process()
        let errors = Pipe()
        process.executableURL = ocrgaugeExecutable
        process.arguments = ["run", "--corpus", corpus.path, "--out", out.path, "--config", config.path, "-q"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("a lock naming a running process that does not hold it (pid 1) is taken over, saying so")
    func livePidIsNotCalledGone() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-lock1-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try Data("1\n".utf8).write(to: out.appendingPathComponent(".ocrgauge.lock"))
        let (code, text) = try run(out: out)
        #expect(code == 0, "\(text)")
        #expect(text.contains("the file names pid 1, which is running but does not hold the lock, so it is not an ocrgauge run "
                              + "of this folder"), "\(text)")
        #expect(!text.contains("no longer running"), "\(text)")
    }
}
