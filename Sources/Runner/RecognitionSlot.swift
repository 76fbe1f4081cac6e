import Backends
import Foundation
import Imaging

/// One worker's place in a run: it recognizes one image at a time, either through a
/// child process (isolated, with a timeout) or in this process.
protocol RecognitionSlot: AnyObject {
    func recognize(_ request: WorkerRequest) throws(RunnerError) -> RecognitionReport
    /// Stops whatever the slot started.
    func close()
}

/// Recognizes through an `ocrgauge worker` child, replacing it after a timeout, a crash
/// or garbage on the protocol.
final class ProcessSlot: RecognitionSlot {
    private let executable: URL
    private let setup: WorkerSetup
    private let timeout: Duration
    private let registry: WorkerRegistry
    private let quiet: Bool
    private var worker: WorkerProcess?

    init(executable: URL, setup: WorkerSetup, timeout: Duration, registry: WorkerRegistry, quiet: Bool) {
        self.executable = executable
        self.setup = setup
        self.timeout = timeout
        self.registry = registry
        self.quiet = quiet
    }

    /// Starts the worker ahead of the first request; a failure to start is left for
    /// `recognize` to report.
    func prestart() {
        if worker == nil { worker = try? WorkerProcess(executable: executable, setup: setup, registry: registry, quiet: quiet) }
    }

    func recognize(_ request: WorkerRequest) throws(RunnerError) -> RecognitionReport {
        let current: WorkerProcess
        if let worker { current = worker } else {
            current = try WorkerProcess(executable: executable, setup: setup, registry: registry, quiet: quiet)
            worker = current
        }
        switch current.request(request, timeout: timeout) {
        case .response(let response):
            return response.report
        case .timeout:
            current.stop()
            worker = nil
            return RecognitionReport(outcome: .timeout, message: "no answer within \(Self.describe(timeout)); the worker was stopped",
                                     seconds: timeout.seconds)
        case .died(let how):
            current.stop()
            worker = nil
            return RecognitionReport(outcome: .crashed, message: "the worker died: \(how)")
        case .garbage(let quoted):
            current.stop()
            worker = nil
            return RecognitionReport(outcome: .error, message: "the worker answered outside the protocol: \(quoted)")
        }
    }

    func close() {
        worker?.stop()
        worker = nil
    }

    static func describe(_ duration: Duration) -> String {
        let seconds = duration.seconds
        return seconds == seconds.rounded() ? "\(Int(seconds)) s" : String(format: "%.1f s", seconds)
    }
}

/// Recognizes in this process, one engine per profile, loaded on first use. No
/// isolation and no timeout: for library use and tests.
final class InProcessSlot: RecognitionSlot {
    private let setup: WorkerSetup
    private var recognizers: [Int: any Recognizer] = [:]

    init(setup: WorkerSetup) { self.setup = setup }

    func recognize(_ request: WorkerRequest) throws(RunnerError) -> RecognitionReport {
        let profile = setup.profiles[request.profile]
        guard let data = FileManager.default.contents(atPath: request.path) else {
            return RecognitionReport(outcome: .unreadable, message: "cannot be read")
        }
        let options = DecodeOptions(applyOrientation: profile.applyOrientation, maxPixels: setup.maxPixels)
        return ImageRecognition.recognize(bytes: [UInt8](data), path: request.path, options: options, context: request.context,
                                               adjustments: HarnessAdjustments(profile: profile)) { () throws(BackendError) in
            if let existing = recognizers[request.profile] { return existing }
            let factory: any RecognizerFactory
            do throws(RunnerError) { factory = try profile.makeFactory() } catch { throw BackendError.unavailable(error.description) }
            let made = try factory.makeRecognizer()
            recognizers[request.profile] = made
            return made
        }
    }

    func close() { recognizers.removeAll() }
}
