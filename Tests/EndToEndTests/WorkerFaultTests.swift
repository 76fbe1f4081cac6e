import Foundation
import Testing
import Scoring
import Backends
@testable import Runner

/// The built `ocrgauge` executable, started as `ocrgauge worker` by the runner.
let ocrgaugeExecutable = repositoryRoot.appendingPathComponent(".build/debug/ocrgauge")

/// A corpus of two headline copies and one 1×1 blank: the simulate backend's faults are
/// aimed at the blank through its width (1 pixel).
func faultCorpus() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-faults-\(UUID().uuidString)")
    let suite = root.appendingPathComponent("s")
    try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
    for id in ["a", "c"] {
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Corpus/known-text/headline.png"),
                                         to: suite.appendingPathComponent("\(id).png"))
        try Data("simulated text\n".utf8).write(to: suite.appendingPathComponent("\(id).gt.txt"))
    }
    try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Corpus/blank/one-pixel.png"),
                                     to: suite.appendingPathComponent("b.png"))
    try Data("simulated text\n".utf8).write(to: suite.appendingPathComponent("b.gt.txt"))
    return root
}

func runWithFault(_ fault: SimulateSettings.Fault, timeout: Duration = .seconds(60)) throws -> [String: SampleResult] {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-faults-out-\(UUID().uuidString)")
    let profile = Profile(name: "sim", SimulateBackend.self, SimulateSettings(fault: fault, faultOnWidths: [1]))
    let options = RunOptions(corpus: try faultCorpus(), output: out, profiles: [profile], jobs: 1,
                             workerExecutable: ocrgaugeExecutable, timeout: timeout)
    let finished = try EvaluationRunner.run(options)
    #expect(finished.record.metadata.complete)
    return Dictionary(uniqueKeysWithValues: finished.record.results.map { ($0.id, $0) })
}

@Suite(.serialized) struct WorkerFaultTests {
    @Test("a worker that segfaults ends its sample crashed with the signal; the run goes on")
    func segfaultIsCrashed() throws {
        let results = try runWithFault(.segfault)
        #expect(results["b"]?.outcome == .crashed)
        #expect(results["b"]?.message == "the worker died: signal 11 (SIGSEGV)")
        #expect(results["a"]?.outcome == .text && results["c"]?.outcome == .text)
        // Read right, with no criterion beyond the outcome: scored (never a failure).
        #expect(results["c"]?.verdict == .scored)
    }

    @Test("a worker that exits mid-run ends its sample crashed with the status")
    func exitIsCrashed() throws {
        let results = try runWithFault(.exit)
        #expect(results["b"]?.outcome == .crashed)
        #expect(results["b"]?.message == "the worker died: exit status 3")
        #expect(results["c"]?.outcome == .text)
    }

    @Test("a hanging backend is killed at the timeout and the sample ends timeout")
    func hangIsTimeout() throws {
        let results = try runWithFault(.hang, timeout: .seconds(2))
        #expect(results["b"]?.outcome == .timeout)
        #expect(results["b"]?.message?.hasPrefix("no answer within 2 s") == true)
        #expect(results["c"]?.outcome == .text)
    }

    @Test("garbage on the protocol is an error quoting the first bytes")
    func garbageIsError() throws {
        let results = try runWithFault(.garbage)
        #expect(results["b"]?.outcome == .error)
        #expect(results["b"]?.message?.contains("\"GARBAGE\\x01\\x02 not json\\xFF\"") == true, "\(results["b"]?.message ?? "")")
        #expect(results["c"]?.outcome == .text)
    }

    /// The largest image goes first and faults; the two small ones are already waiting in
    /// the worker's input behind it (two requests in flight) when it dies or hangs.
    func runWithFaultFirst(_ fault: SimulateSettings.Fault, timeout: Duration = .seconds(60)) throws -> [String: SampleResult] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-queued-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let suite = root.appendingPathComponent("s")
        try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
        let images = ["big": "Corpus/known-text/headline.png", "small1": "Corpus/blank/one-pixel.png",
                      "small2": "Corpus/blank/one-pixel.png"]
        for (id, image) in images {
            try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent(image),
                                             to: suite.appendingPathComponent("\(id).png"))
            try Data("simulated text\n".utf8).write(to: suite.appendingPathComponent("\(id).gt.txt"))
        }
        let profile = Profile(name: "sim", SimulateBackend.self, SimulateSettings(fault: fault, faultOnWidths: [1437]))   // headline.png is 1437 wide
        let options = RunOptions(corpus: root, output: root.appendingPathComponent("out"), profiles: [profile], jobs: 1,
                                 workerExecutable: ocrgaugeExecutable, timeout: timeout)
        let finished = try EvaluationRunner.run(options)
        #expect(finished.record.metadata.complete)
        return Dictionary(uniqueKeysWithValues: finished.record.results.map { ($0.id, $0) })
    }

    @Test("the image waiting behind one that crashes or hangs its worker is answered by the next worker",
          arguments: [SimulateSettings.Fault.segfault, .hang, .garbage])
    func queuedRequestSurvivesFault(_ fault: SimulateSettings.Fault) throws {
        let results = try runWithFaultFirst(fault, timeout: .seconds(2))
        #expect(results["big"]?.outcome == [.segfault: Outcome.crashed, .hang: .timeout, .garbage: .error][fault])
        for id in ["small1", "small2"] {
            #expect(results[id]?.outcome == .text, "\(id): \(results[id]?.message ?? "")")
            #expect(results[id]?.verdict == .scored, "read right, no criterion: scored")
        }
    }

    @Test("a backend error is an error outcome, not a crash")
    func backendErrorIsError() throws {
        let results = try runWithFault(.error)
        #expect(results["b"]?.outcome == .error)
        #expect(results["b"]?.message == "simulate: injected failure")
    }
}
