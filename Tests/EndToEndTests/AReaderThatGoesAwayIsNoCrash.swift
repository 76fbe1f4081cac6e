import Foundation
import Testing

/// `ocrgauge run … | head -1`: the reader of standard output goes away before the run
/// ends. The run still finishes, writes its reports and exits with its own code; it
/// never dies of SIGPIPE or of a trap on EPIPE.
@Suite struct AReaderThatGoesAwayIsNoCrash {
    @Test("a run whose standard output is a pipe nobody reads ends 0 with its reports written and no trap")
    func closedPipe() throws {
        let corpus = try smallCorpus(truth: "SWIFT VISION 2468")
        let config = corpus.appendingPathComponent("config.json")
        try Data(#"{"profiles": {"sim": {"backend": "simulate", "simulate": {"text": "SWIFT VISION 2468"}}}}"#.utf8).write(to: config)
        let out = corpus.appendingPathComponent("out")
        // The pipe's read end is closed before the child starts: its every write to
        // standard output fails with EPIPE (or raises SIGPIPE), whatever the timing.
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        close(ends[0])
        let errors = Pipe()
        let process = Process()
        process.executableURL = ocrgaugeExecutable
        process.arguments = ["run", "--corpus", corpus.path, "--config", config.path, "--out", out.path]
        process.standardOutput = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
        process.standardError = errors
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0, "\(stderr)")
        #expect(!stderr.contains("Fatal error"), "\(stderr)")
        for name in ["run.xml", "junit.xml", "report.html"] {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(name).path), "\(name)")
        }
    }
}
