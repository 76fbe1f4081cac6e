import Scoring
import Backends
import Foundation
import Imaging

/// One worker's place in a run: requests are sent, and answers received in the order
/// they were sent, either through a child process (isolated, with a timeout) or in
/// this process.
protocol RecognitionSlot: AnyObject {
    /// How many requests may be sent before the first answer is received: a worker with
    /// its next request already waiting never idles while the last answer is scored.
    var depth: Int { get }
    func send(_ request: WorkerRequest) throws(RunnerError)
    /// The answer to the oldest request sent and not yet answered.
    func receive() throws(RunnerError) -> RecognitionReport
    /// Stops whatever the slot started.
    func close()
}

/// Recognizes through an `ocrgauge worker` child, two requests at a time, replacing the
/// worker after a timeout, a crash or garbage on the protocol; requests the replaced
/// worker left unanswered go to the new one.
final class ProcessSlot: RecognitionSlot {
    private let executable: URL
    private let setup: WorkerSetup
    private let timeout: Duration
    private let registry: WorkerRegistry
    private let quiet: Bool
    private var worker: WorkerProcess?
    /// Sent and not yet answered, oldest first.
    private var unanswered: [WorkerRequest] = []

    let depth = 2

    init(executable: URL, setup: WorkerSetup, timeout: Duration, registry: WorkerRegistry, quiet: Bool) {
        self.executable = executable
        self.setup = setup
        self.timeout = timeout
        self.registry = registry
        self.quiet = quiet
    }

    /// Starts the worker ahead of the first request; a failure to start is left for
    /// `send` to report.
    func prestart() {
        if worker == nil { worker = try? WorkerProcess(executable: executable, setup: setup, registry: registry, quiet: quiet) }
    }

    /// The running worker, or a new one that has been sent every unanswered request.
    private func running() throws(RunnerError) -> WorkerProcess {
        if let worker { return worker }
        let fresh = try WorkerProcess(executable: executable, setup: setup, registry: registry, quiet: quiet)
        worker = fresh
        for request in unanswered { _ = fresh.send(request) }
        return fresh
    }

    func send(_ request: WorkerRequest) throws(RunnerError) {
        let current = try running()
        unanswered.append(request)
        _ = current.send(request)   // a worker that is gone is found out by `receive`
    }

    func receive() throws(RunnerError) -> RecognitionReport {
        precondition(!unanswered.isEmpty, "receive without a request sent")
        let current = try running()
        let request = unanswered.removeFirst()
        switch current.receive(index: request.index, timeout: timeout) {
        case .response(let response):
            return response.report
        case .timeout:
            replace(current)
            return RecognitionReport(outcome: .timeout, message: "no answer within \(Self.describe(timeout)); the worker was stopped",
                                     seconds: timeout.seconds)
        case .died(let how):
            replace(current)
            return RecognitionReport(outcome: .crashed, message: "the worker died: \(how)")
        case .garbage(let quoted):
            replace(current)
            return RecognitionReport(outcome: .error, message: "the worker answered outside the protocol: \(quoted)")
        }
    }

    /// Stops a failed worker; the next send or receive starts another.
    private func replace(_ failed: WorkerProcess) {
        failed.stop()
        worker = nil
    }

    func close() {
        worker?.stop()
        worker = nil
        unanswered = []
    }

    static func describe(_ duration: Duration) -> String {
        let seconds = duration.seconds
        return seconds == seconds.rounded() ? "\(Int(seconds)) s" : String(format: "%.1f s", seconds)
    }
}

/// Recognizes in this process, one engine per profile (and sample language list),
/// loaded on first use. No isolation and no timeout: for library use and tests.
final class InProcessSlot: RecognitionSlot {
    private let pool: RecognizerPool
    private var pending: [WorkerRequest] = []

    let depth = 1

    init(setup: WorkerSetup) { pool = RecognizerPool(setup: setup) }

    func send(_ request: WorkerRequest) throws(RunnerError) { pending.append(request) }

    func receive() throws(RunnerError) -> RecognitionReport { pool.recognize(pending.removeFirst()) }

    func close() {
        pool.removeAll()
        pending = []
    }
}
