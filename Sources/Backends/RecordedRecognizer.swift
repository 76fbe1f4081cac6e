import Foundation
import Imaging
import StrictJSON

/// Settings of the `recorded` backend: where outputs made elsewhere are stored.
public struct RecordedSettings: BackendSettings {
    /// The folder laid out as `<suite>/<id>.{json,hocr,xml,txt}`.
    public var directory: String
    /// Settings reading from `directory`.
    public init(directory: String = "") { self.directory = directory }
}

/// The `recorded` backend: scores outputs made elsewhere (a phone, a Mac with Apple
/// Vision, a cloud API) and stored as files, so Linux CI can gate them. For each sample
/// it reads `<directory>/<suite>/<id>.json` (ocrgauge JSON, as `ocrgauge run --record`
/// writes), else `.hocr`, `.xml` (ALTO, PAGE-XML or hOCR, told by the root element past
/// any licence comment or other prolog; any other XML is the sample's error, never
/// scored as text) or `.txt`.
public final class RecordedRecognizer: Recognizer {
    private let folder: URL

    /// A recognizer reading from `settings.directory`; throws `.unavailable` when it is not an existing folder.
    public init(settings: RecordedSettings) throws(BackendError) {
        folder = URL(fileURLWithPath: settings.directory)
        var isDirectory: ObjCBool = false
        guard !settings.directory.isEmpty,
              FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw BackendError.unavailable("recorded: folder '\(settings.directory)' does not exist (recorded.directory)")
        }
    }

    /// The stored output of the sample (`context`): the first of `.json`, `.hocr`, `.xml` and `.txt`
    /// found under `<directory>/<suite>/<id>`. Throws `.failed` when there is none or it cannot be parsed.
    public func recognize(_ image: DecodedImage, context: RecognitionContext) throws(BackendError) -> Recognition {
        for (ext, format) in RecognizerOutputFormat.recordedExtensions {
            let url = folder.appendingPathComponent(context.suite).appendingPathComponent("\(context.id).\(ext)")
            guard let data = FileManager.default.contents(atPath: url.path) else { continue }
            let output: RecordedOutput
            do {
                // A .xml output is ALTO, PAGE-XML or hOCR, told by its root element.
                let actual = ext == "xml" ? try RecognizerOutputFormat.xml(data) : format
                output = try actual.parse(data, level: context.textEquivLevel ?? .line)
            } catch {
                throw BackendError.failed("recorded: \(context.suite)/\(context.id).\(ext): \(error.description)")
            }
            return Recognition(lines: output.lines, declaredOutcome: output.outcome, declaredMessage: output.message,
                               printedText: output.printedText)
        }
        throw BackendError.failed("recorded: no output for \(context.suite)/\(context.id) in \(folder.path) (.json, .hocr, .xml or .txt)")
    }
}


/// Makes `recorded` recognizers.
public struct RecordedFactory: RecognizerFactory {
    /// The settings the recognizers read with.
    public var settings: RecordedSettings
    /// A factory reading from the settings' folder.
    public init(settings: RecordedSettings) { self.settings = settings }
    /// `recorded`, version "1".
    public var identity: BackendIdentity { BackendIdentity(name: RecordedBackend.name, version: "1") }
    /// A recognizer reading the settings' folder; throws `.unavailable` when it does not exist.
    public func makeRecognizer() throws(BackendError) -> any Recognizer { try RecordedRecognizer(settings: settings) }
}

/// The `recorded` backend: outputs made elsewhere and stored as files. It runs no
/// engine, so it honours no engine setting; its block names the folder.
public enum RecordedBackend: BackendKind {
    /// `"recorded"`.
    public static let name = "recorded"
    /// None: the outputs were made elsewhere.
    public static let honoured: Set<EngineSetting> = []

    /// Reads the `recorded` block, which is required and holds only `directory` (resolved against the
    /// configuration's folder when relative). Throws, naming the key, when it is missing or empty.
    public static func settings(from block: JSONFields?, context: SettingsContext) throws(FileProblem) -> RecordedSettings {
        guard let block else {
            throw FileProblem(file: context.file, key: name, "the recorded backend needs {\"directory\": \"DIR\"}")
        }
        try block.rejectUnknownKeys(["directory"])
        guard let directory = try block.string("directory"), !directory.isEmpty else {
            throw block.fail("directory", "the recorded backend needs the folder of the outputs")
        }
        return RecordedSettings(directory: directory.hasPrefix("/") ? directory
                                : context.baseDirectory.map { $0.appendingPathComponent(directory).standardizedFileURL.path } ?? directory)
    }

    /// `recorded.directory` as JSON text.
    public static func record(_ settings: RecordedSettings, common: CommonSettings) -> [(key: String, value: String)] {
        [("recorded.directory", JSONText.quote(settings.directory))]
    }

    /// A `RecordedFactory` with these settings.
    public static func factory(_ settings: RecordedSettings, common: CommonSettings) throws(BackendError) -> any RecognizerFactory {
        RecordedFactory(settings: settings)
    }

    /// Always available.
    public static func statuses(projectFolder: URL) -> [BackendStatus] {
        [BackendStatus(name: name, available: true,
                       detail: "scores outputs stored as <dir>/<suite>/<id>.{json,hocr,xml,txt} (ocrgauge run --record DIR writes them)")]
    }
}
