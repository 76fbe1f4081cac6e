import Foundation
import Imaging

/// Settings of the `recorded` backend: where outputs made elsewhere are stored.
public struct RecordedSettings: Sendable, Equatable, Hashable, Codable {
    /// The folder laid out as `<suite>/<id>.{json,hocr,xml,txt}`.
    public var directory: String
    public init(directory: String = "") { self.directory = directory }
}

/// The `recorded` backend: scores outputs made elsewhere (a phone, a Mac with Apple
/// Vision, a cloud API) and stored as files, so Linux CI can gate them. For each sample
/// it reads `<directory>/<suite>/<id>.json` (ocrgauge JSON, as `ocrgauge run --record`
/// writes), else `.hocr`, `.xml` (ALTO or PAGE-XML, told apart by content) or `.txt`.
public final class RecordedRecognizer: Recognizer {
    private let folder: URL

    public init(settings: RecordedSettings) throws(BackendError) {
        folder = URL(fileURLWithPath: settings.directory)
        var isDirectory: ObjCBool = false
        guard !settings.directory.isEmpty,
              FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw BackendError.unavailable("recorded: folder '\(settings.directory)' does not exist (recorded.directory)")
        }
    }

    public func recognize(_ image: DecodedImage, context: RecognitionContext) throws(BackendError) -> Recognition {
        for (ext, format) in RecognizerOutputFormat.recordedExtensions {
            let url = folder.appendingPathComponent(context.suite).appendingPathComponent("\(context.id).\(ext)")
            guard let data = FileManager.default.contents(atPath: url.path) else { continue }
            let actual = format == .alto ? RecognizerOutputFormat.detect(data) : format
            let output: RecordedOutput
            do { output = try actual.parse(data) } catch {
                throw BackendError.failed("recorded: \(context.suite)/\(context.id).\(ext): \(error.description)")
            }
            return Recognition(lines: output.lines, declaredOutcome: output.outcome, declaredMessage: output.message)
        }
        throw BackendError.failed("recorded: no output for \(context.suite)/\(context.id) in \(folder.path) (.json, .hocr, .xml or .txt)")
    }
}

/// Makes `recorded` recognizers.
public struct RecordedFactory: RecognizerFactory {
    public var settings: RecordedSettings
    public init(settings: RecordedSettings) { self.settings = settings }
    public var identity: BackendIdentity { BackendIdentity(name: "recorded", version: "1") }
    public func makeRecognizer() throws(BackendError) -> any Recognizer { try RecordedRecognizer(settings: settings) }
}
