import StrictJSON
import Scoring
import Foundation
import Imaging

/// Settings of the `simulate` backend: a stand-in engine for testing the harness and a
/// CI pipeline without OCR. It answers a fixed text, and misbehaves on purpose for
/// images whose width (in pixels) is listed in `faultOnWidths`, or for every image.
public struct SimulateSettings: BackendSettings {
    /// What goes wrong.
    public enum Fault: String, Sendable, CaseIterable, Codable {
        /// The process dies with SIGSEGV.
        case segfault
        /// The process aborts (SIGABRT).
        case abort
        /// The process exits with status 3 in the middle of a run.
        case exit
        /// Recognition never returns.
        case hang
        /// The worker writes bytes that are not the protocol.
        case garbage
        /// Recognition throws an ordinary error.
        case error
    }

    /// The transcript every image gets (lines separated by "\n").
    public var text: String
    /// The fault to inject (nil: none).
    public var fault: Fault?
    /// Image widths that trigger the fault; empty means every image.
    public var faultOnWidths: [Int]
    /// Seconds each recognition takes, to make runs long enough to interrupt.
    public var delaySeconds: Double

    /// Settings answering `text`, with `fault` on images of the listed widths (all when empty).
    public init(text: String = "simulated text", fault: Fault? = nil, faultOnWidths: [Int] = [], delaySeconds: Double = 0) {
        self.text = text
        self.fault = fault
        self.faultOnWidths = faultOnWidths
        self.delaySeconds = delaySeconds
    }
}

/// The `simulate` backend's recognizer.
public final class SimulatedRecognizer: Recognizer {
    private let settings: SimulateSettings

    /// A stand-in engine with these settings.
    public init(settings: SimulateSettings) { self.settings = settings }

    /// After the delay, injects the fault if this image's width calls for it; otherwise answers the text,
    /// one line per "\n"-separated part, each 20 pixels high across the image at confidence 90.
    public func recognize(_ image: DecodedImage, context: RecognitionContext) throws(BackendError) -> Recognition {
        if settings.delaySeconds > 0 { usleep(UInt32(min(settings.delaySeconds, 3600) * 1_000_000)) }
        if let fault = settings.fault, settings.faultOnWidths.isEmpty || settings.faultOnWidths.contains(image.width) {
            switch fault {
            case .segfault:
                signal(SIGSEGV, SIG_DFL)   // past any crash reporter, as a real fault in C code ends
                raise(SIGSEGV)
            case .abort: abort()
            case .exit: exit(3)
            case .hang: while true { sleep(60) }
            case .garbage:
                // The worker's answers go to the descriptor it names in this variable.
                let fd = Int32(ProcessInfo.processInfo.environment["OCRGAUGE_PROTOCOL_FD"] ?? "") ?? STDOUT_FILENO
                let junk: [UInt8] = Array("GARBAGE\u{1}\u{2} not json".utf8) + [0xFF, 0x0A]
                _ = junk.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            case .error: throw BackendError.failed("simulate: injected failure")
            }
        }
        let lines = settings.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            TextLine(text: String(line), confidence: 90, box: PixelBox(x: 0, y: index * 20, width: image.width, height: 20))
        }
        return Recognition(lines: lines)
    }
}

/// Makes `simulate` recognizers.
public struct SimulatedFactory: RecognizerFactory {
    /// The settings the recognizers run with.
    public var settings: SimulateSettings
    /// A factory for stand-in engines with these settings.
    public init(settings: SimulateSettings) { self.settings = settings }
    /// `simulate`, version "1".
    public var identity: BackendIdentity { BackendIdentity(name: SimulateBackend.name, version: "1") }
    /// A `SimulatedRecognizer` with the settings.
    public func makeRecognizer() throws(BackendError) -> any Recognizer { SimulatedRecognizer(settings: settings) }
}

/// The `simulate` backend: a stand-in engine that answers a fixed text and can inject
/// faults (a crash, a hang, garbage on the protocol), for testing the harness and CI.
/// It runs no engine, so it honours no engine setting.
public enum SimulateBackend: BackendKind {
    /// `"simulate"`.
    public static let name = "simulate"
    /// None: it runs no engine.
    public static let honoured: Set<EngineSetting> = []

    /// Reads the optional `simulate` block: `text`, `fault`, `faultOnWidths` and `delaySeconds` (0...3600).
    /// Throws every problem found, naming its key; no block gives the defaults.
    public static func settings(from block: JSONFields?, context: SettingsContext) throws(FileProblem) -> SimulateSettings {
        var settings = SimulateSettings()
        guard let block else { return settings }
        var problems = ProblemCollector()
        problems.attempt { () throws(FileProblem) in try block.rejectUnknownKeys(["text", "fault", "faultOnWidths", "delaySeconds"]) }
        problems.attempt { () throws(FileProblem) in if let text = try block.string("text") { settings.text = text } }
        problems.attempt { () throws(FileProblem) in
            if let fault = try block.string("fault") {
                guard let known = SimulateSettings.Fault(rawValue: fault) else {
                    throw block.fail("fault", "must be one of " + SimulateSettings.Fault.allCases.map(\.rawValue).joined(separator: ", "))
                }
                settings.fault = known
            }
        }
        problems.attempt { () throws(FileProblem) in
            if let widths = try block.numbers("faultOnWidths") { settings.faultOnWidths = widths.map { Int($0) } }
        }
        problems.attempt { () throws(FileProblem) in
            if let delay = try block.number("delaySeconds") {
                guard delay >= 0, delay <= 3600 else { throw block.fail("delaySeconds", "must be 0...3600") }
                settings.delaySeconds = delay
            }
        }
        try problems.finish()
        return settings
    }

    /// The `simulate.*` settings as JSON text.
    public static func record(_ settings: SimulateSettings, common: CommonSettings) -> [(key: String, value: String)] {
        [("simulate.text", JSONText.quote(settings.text)),
         ("simulate.fault", settings.fault.map { JSONText.quote($0.rawValue) } ?? "null"),
         ("simulate.faultOnWidths", "[" + settings.faultOnWidths.map(String.init).joined(separator: ", ") + "]"),
         ("simulate.delaySeconds", "\(settings.delaySeconds)")]
    }

    /// A `SimulatedFactory` with these settings.
    public static func factory(_ settings: SimulateSettings, common: CommonSettings) throws(BackendError) -> any RecognizerFactory {
        SimulatedFactory(settings: settings)
    }

    /// Always available.
    public static func statuses(projectFolder: URL) -> [BackendStatus] {
        [BackendStatus(name: name, available: true, detail: "a stand-in engine with injected faults, for testing the harness and CI")]
    }
}
