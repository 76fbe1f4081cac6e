import Foundation
import Scoring
import Testing
import Backends
import Corpus
import Imaging
import StrictJSON
@testable import Runner

/// A backend is one file and one registry line: this tiny one, registered at run time,
/// is parsed, refused where it does not belong, recorded, listed and run like the
/// built-in ones.
struct EchoSettings: BackendSettings {
    var prefix = ""
}

enum EchoBackend: BackendKind {
    static let name = "echo"
    static let honoured: Set<EngineSetting> = []

    static func settings(from block: JSONFields?, context: SettingsContext) throws(FileProblem) -> EchoSettings {
        var settings = EchoSettings()
        try block?.rejectUnknownKeys(["prefix"])
        settings.prefix = try block?.string("prefix") ?? ""
        return settings
    }

    static func record(_ settings: EchoSettings, common: CommonSettings) -> [(key: String, value: String)] {
        [("echo.prefix", JSONText.quote(settings.prefix))]
    }

    static func factory(_ settings: EchoSettings, common: CommonSettings) throws(BackendError) -> any RecognizerFactory {
        EchoFactory(settings: settings)
    }

    static func statuses(projectFolder: URL) -> [BackendStatus] {
        [BackendStatus(name: name, available: true, detail: "answers the sample's id")]
    }
}

struct EchoFactory: RecognizerFactory {
    var settings: EchoSettings
    var identity: BackendIdentity { BackendIdentity(name: EchoBackend.name, version: "0") }
    func makeRecognizer() throws(BackendError) -> any Recognizer { EchoRecognizer(prefix: settings.prefix) }
}

final class EchoRecognizer: Recognizer {
    let prefix: String
    init(prefix: String) { self.prefix = prefix }
    func recognize(_ image: DecodedImage, context: RecognitionContext) throws(BackendError) -> Recognition {
        Recognition(lines: [TextLine(text: prefix + context.id, confidence: 99, box: PixelBox(x: 0, y: 0, width: 1, height: 1))])
    }
}

@Suite(.serialized) struct BackendRegistryTests {
    init() { BackendRegistry.register(EchoBackend.self) }

    @Test("a registered backend is parsed from its own block and recorded")
    func registeredBackendParses() throws {
        let configuration = try Configuration.parse(Data(#"{"profiles": {"e": {"backend": "echo", "echo": {"prefix": "> "}}}}"#.utf8),
                                                    file: "c.json")
        let profile = configuration.profiles[0]
        #expect(profile.backend.name == "echo")
        #expect((profile.backend.settings as? EchoSettings)?.prefix == "> ")
        #expect(profile.record.settings.contains(.init(key: "echo.prefix", value: "\"> \"")))
        #expect(BackendCatalog.statuses().contains { $0.name == "echo" && $0.available })
    }

    @Test("its block in another profile, and engine settings it does not honour, are refused")
    func registeredBackendRefusals() {
        let foreign = #expect(throws: FileProblem.self) {
            try Configuration.parse(Data(#"{"profiles": {"t": {"echo": {"prefix": "x"}}}}"#.utf8), file: "c.json")
        }
        #expect(foreign?.key == "profiles.t.echo")
        #expect(throws: FileProblem(file: "c.json", key: "profiles.e.prefix", "unknown key; known keys: backend, command, customWords, dpi, echo, languageCorrection, languages, layout, level, minimumTextHeight, orientation, orientationConfidence, pdf-text, recorded, regionOfInterest, simulate, tesseract, vision")) {
            try Configuration.parse(Data(#"{"profiles": {"e": {"backend": "echo", "prefix": "x"}}}"#.utf8), file: "c.json")
        }
        #expect(throws: FileProblem.self) {
            try Configuration.parse(Data(#"{"profiles": {"e": {"backend": "echo", "customWords": ["x"]}}}"#.utf8), file: "c.json")
        }
    }

    @Test("a run with the registered backend scores its answers")
    func registeredBackendRuns() throws {
        let corpus = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-echo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: corpus.appendingPathComponent("s"), withIntermediateDirectories: true)
        let png = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Corpus/blank/one-pixel.png")
        try FileManager.default.copyItem(at: png, to: corpus.appendingPathComponent("s/hello.png"))
        try Data("> hello\n".utf8).write(to: corpus.appendingPathComponent("s/hello.gt.txt"))
        let profile = Profile(name: "e", EchoBackend.self, EchoSettings(prefix: "> "))
        let finished = try EvaluationRunner.run(RunOptions(corpus: corpus, output: corpus.appendingPathComponent("out"),
                                                           profiles: [profile], jobs: 1))
        #expect(finished.record.results.map(\.hypothesis) == ["> hello"])
        #expect(finished.record.results[0].verdict == .scored)   // read right; no maxCER, no field
        #expect(finished.record.metadata.backends == [.init(name: "echo", version: "0")])
    }
}
