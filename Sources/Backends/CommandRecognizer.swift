import Foundation
import LayoutFormats
import Imaging

/// The `command` backend's engine: any executable (docs/backends.md).
///
/// Persistent mode sends one request per line on the command's standard input, the
/// settings as JSON values:
///
///     {"image": "/tmp/…/page.png", "width": 2480, "height": 3508, "suite": "receipts",
///      "id": "r-01", "languages": ["eng"],
///      "settings": {"level": "accurate", "languageCorrection": true, "customWords": ["Zucchini"]}}
///
/// (a page of a document adds `"document"`, the PDF's or TIFF's path, and `"page"`, 1-based)
/// and reads one answer line: ocrgauge JSON (`{"lines": [{"text": …, "confidence": …,
/// "box": [x, y, w, h]}]}`), or `{"format": "hocr"|"alto"|"page"|"text", "output": "…"}`,
/// or `{"error": "…"}`. Per-image mode runs the command once per image with the
/// placeholders of its arguments replaced (`CommandPlaceholders`) and parses all it
/// prints. The image the command sees is always upright and one page: when the harness
/// turned it (orientation tag) or cropped it, or it is a page of a document (a PDF page
/// rendered, a TIFF's page), its pixels are written to a temporary PNG first.
public final class CommandRecognizer: Recognizer {
    private let settings: CommandSettings
    /// The executable's absolute path (looked up on PATH for a bare name).
    private let executable: String
    private let common: CommonSettings
    private var running: CommandProcess?
    private let scratch: URL

    /// A recognizer running `settings.executable`; throws `.unavailable` when it cannot
    /// be found.
    public init(settings: CommandSettings, common: CommonSettings = CommonSettings()) throws(BackendError) {
        guard let executable = ExecutableLookup.resolve(settings.executable) else {
            throw BackendError.unavailable("command: '\(settings.executable)' is "
                + (settings.executable.contains("/") ? "not an executable file" : "not found on PATH") + " (command.executable)")
        }
        self.executable = executable
        self.settings = settings
        self.common = common
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-command-\(getpid())-\(UUID().uuidString)")
    }

    deinit {
        running?.stop()
        try? FileManager.default.removeItem(at: scratch)
    }

    /// Recognizes the image with the command, in persistent or per-image mode. Throws `.failed` when the
    /// command fails or answers an error or output it cannot parse; a persistent command out of step with
    /// the protocol is restarted for the next image.
    public func recognize(_ image: DecodedImage, context: RecognitionContext) throws(BackendError) -> Recognition {
        let path = try uprightFile(image, context: context)
        switch settings.mode {
        case .persistent: return try persistent(path: path, image: image, context: context)
        case .perImage: return try perImage(path: path, image: image, level: context.textEquivLevel ?? .line)
        }
    }

    private func persistent(path: String, image: DecodedImage, context: RecognitionContext) throws(BackendError) -> Recognition {
        struct Request: Encodable {
            struct Settings: Encodable { var level: String, languageCorrection: Bool, customWords: [String] }
            var image: String, width: Int, height: Int, suite: String, id: String, languages: [String]
            var settings: Settings
            /// A document page's file and number (left out for a picture).
            var document: String?, page: Int?
        }
        let process: CommandProcess
        if let running { process = running } else {
            process = try CommandProcess(executable: executable, arguments: settings.arguments,
                                         maxAnswerBytes: settings.maxAnswerBytes)
            running = process
        }
        let request = Request(image: path, width: image.width, height: image.height,
                              suite: context.suite, id: context.id, languages: common.effectiveLanguages,
                              settings: .init(level: (common.level ?? .accurate).rawValue,
                                              languageCorrection: common.effectiveLanguageCorrection,
                                              customWords: common.effectiveCustomWords),
                              document: image.page == nil ? nil : image.documentPath ?? image.sourcePath, page: image.page)
        let line: Data
        do {
            line = try process.exchange((try? JSONEncoder().encode(request)) ?? Data())
        } catch {
            running = nil   // start afresh for the next image
            throw error
        }
        do {
            return recognition(try CommandAnswer.parse(line, level: context.textEquivLevel ?? .line))
        } catch {
            if case .outsideProtocol = error {
                running?.stop()   // out of step with us: start afresh for the next image
                running = nil
            }
            throw BackendError.failed(error.description)
        }
    }

    private func perImage(path: String, image: DecodedImage, level: TextEquivLevel) throws(BackendError) -> Recognition {
        let wordsFile = try customWordsFile()
        let document = image.page == nil ? nil : image.documentPath ?? image.sourcePath
        let arguments = CommandPlaceholders.fill(settings.arguments, image: path, width: image.width, height: image.height,
                                                 document: document ?? path, page: image.page ?? 1,
                                                 common: common, customWordsFile: wordsFile)
        let data = try CommandRun.output(of: executable, arguments: arguments, maxBytes: settings.maxAnswerBytes)
        let format = settings.format == "auto" ? RecognizerOutputFormat.detect(data) : RecognizerOutputFormat(rawValue: settings.format) ?? .text
        return try recognition(format.parse(data, level: level))
    }

    private func recognition(_ output: RecordedOutput) -> Recognition {
        Recognition(lines: output.lines, declaredOutcome: output.outcome, declaredMessage: output.message,
                    printedText: output.printedText)
    }

    /// The custom words, one per line, in a file for `{customWordsFile}` (nil when the
    /// arguments do not name it).
    private func customWordsFile() throws(BackendError) -> String? {
        guard settings.arguments.contains(where: { $0.contains("{customWordsFile}") }) else { return nil }
        let url = scratch.appendingPathComponent("custom-words.txt")
        if FileManager.default.fileExists(atPath: url.path) { return url.path }
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            try Data(common.effectiveCustomWords.map { $0 + "\n" }.joined().utf8).write(to: url)
        } catch {
            throw BackendError.failed("command: cannot write the custom word list: \(error.localizedDescription)")
        }
        return url.path
    }

    /// The path of an upright picture of one page: the original file when nothing was
    /// turned or cropped and it is no document's page, else a PNG of the pixels.
    private func uprightFile(_ image: DecodedImage, context: RecognitionContext) throws(BackendError) -> String {
        if !image.orientationApplied, image.page == nil, let source = image.sourcePath { return source }
        guard let png = image.pixels.pngData() else { throw BackendError.failed("command: cannot encode the upright image") }
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            let url = scratch.appendingPathComponent("upright.png")
            try Data(png).write(to: url)
            return url.path
        } catch {
            throw BackendError.failed("command: cannot write a temporary image: \(error.localizedDescription)")
        }
    }
}

/// Makes `command` recognizers.
public struct CommandFactory: RecognizerFactory {
    /// The settings the recognizers run with.
    public var settings: CommandSettings
    /// The common settings sent with every request (persistent) or through placeholders.
    public var common: CommonSettings
    /// A factory for commands with these settings.
    public init(settings: CommandSettings, common: CommonSettings = CommonSettings()) {
        self.settings = settings
        self.common = common
    }
    /// The name and version the settings give (the command is not asked).
    public var identity: BackendIdentity { BackendIdentity(name: settings.name, version: settings.version) }
    /// A recognizer for `settings.executable`; throws `.unavailable` when it cannot be found.
    public func makeRecognizer() throws(BackendError) -> any Recognizer {
        try CommandRecognizer(settings: settings, common: common)
    }
}
