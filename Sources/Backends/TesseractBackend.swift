import Foundation
import Imaging
import StrictJSON

/// The Tesseract backend, in-process through the C API: one engine per worker, its
/// model loaded once and reused for every image. Honours every engine setting of the
/// common vocabulary; its block holds `psm`, `dpi`, `variables` and `dataPath`.
public enum TesseractBackend: BackendKind {
    /// `"tesseract"`.
    public static let name = "tesseract"
    /// Every engine setting of the common vocabulary.
    public static let honoured: Set<EngineSetting> = [.level, .languages, .languageCorrection, .customWords]

    /// Reads the optional `tesseract` block: `psm` (up to 13), `variables`, `dataPath` (resolved against the
    /// configuration's folder) and `dpi` (Tesseract's credible range). Throws every problem found, naming
    /// its key; no block gives the defaults.
    public static func settings(from block: JSONFields?, context: SettingsContext) throws(FileProblem) -> TesseractSettings {
        var settings = TesseractSettings()
        guard let block else { return settings }
        var problems = ProblemCollector()
        problems.attempt { () throws(FileProblem) in try block.rejectUnknownKeys(["psm", "variables", "dataPath", "dpi"]) }
        problems.attempt { () throws(FileProblem) in
            if let psm = try block.integer("psm") {
                guard psm <= 13 else { throw block.fail("psm", "must be 0...13, not \(psm)") }
                settings.pageSegmentationMode = psm
            }
        }
        problems.attempt { () throws(FileProblem) in
            if let variables = try block.object("variables") {
                for key in variables.keys {
                    guard let value = try variables.string(key) else { continue }
                    settings.variables[key] = value
                }
            }
        }
        problems.attempt { () throws(FileProblem) in
            settings.dataPath = try block.string("dataPath").map(context.resolve)
        }
        problems.attempt { () throws(FileProblem) in
            if let dpi = try block.integer("dpi") {
                let range = TesseractSettings.credibleDotsPerInch
                guard range.contains(dpi) else {
                    throw block.fail("dpi", "must be \(range.lowerBound)...\(range.upperBound) (Tesseract's credible range), not \(dpi)")
                }
                settings.dotsPerInch = dpi
            }
        }
        try problems.finish()
        return settings
    }

    /// The engine mode `level` selects, `psm` (3 by default), `dpi`, each variable in key order and
    /// `dataPath` when set, as `tesseract.*` JSON text.
    public static func record(_ settings: TesseractSettings, common: CommonSettings) -> [(key: String, value: String)] {
        var entries: [(key: String, value: String)] = [
            ("tesseract.engine", JSONText.quote(common.fast ? "legacy if the traineddata has it, else lstm without the inverted-text pass" : "lstm")),
            ("tesseract.psm", String(settings.pageSegmentationMode ?? 3)),
            ("tesseract.dpi", settings.dotsPerInch.map { String($0) }
                ?? JSONText.quote("the image's own; estimated by Tesseract when the file has none")),
        ]
        for (key, value) in settings.variables.sorted(by: { $0.key < $1.key }) {
            entries.append(("tesseract.variables.\(key)", JSONText.quote(value)))
        }
        if let dataPath = settings.dataPath { entries.append(("tesseract.dataPath", JSONText.quote(dataPath))) }
        return entries
    }

    /// What `TesseractConfigurationCheck` finds: a missing data folder or traineddata, an unknown variable.
    public static func problems(_ settings: TesseractSettings, common: CommonSettings) -> [(key: String, problem: String)] {
        TesseractConfigurationCheck.problems(settings, languages: common.effectiveLanguages).map { ($0.key, $0.problem) }
    }

    /// A `TesseractFactory` with these settings.
    public static func factory(_ settings: TesseractSettings, common: CommonSettings) throws(BackendError) -> any RecognizerFactory {
        TesseractFactory(settings: settings, common: common)
    }

    /// The linked libtesseract version and the installed languages; unavailable when no traineddata is found.
    public static func statuses(projectFolder: URL) -> [BackendStatus] {
        let languages = TesseractData.installedLanguages(dataPath: nil)
        if languages.isEmpty {
            return [BackendStatus(name: name, available: false,
                                  detail: "libtesseract \(TesseractEngine.version) but no traineddata found; on Debian: apt-get install tesseract-ocr-eng")]
        }
        return [BackendStatus(name: name, available: true,
                              detail: "\(TesseractEngine.version) in-process, languages: \(languages.joined(separator: ", "))")]
    }
}

/// One Tesseract engine as a recognizer.
public final class TesseractRecognizer: Recognizer {
    private let engine: TesseractEngine

    /// Loads the model the settings name.
    public init(settings: TesseractSettings, common: CommonSettings = CommonSettings()) throws(BackendError) {
        engine = try TesseractEngine(settings: settings, common: common)
    }

    /// Recognizes the image's pixels with the loaded engine.
    public func recognize(_ image: DecodedImage, context: RecognitionContext) throws(BackendError) -> Recognition {
        let (lines, printed) = try engine.recognize(image.pixels)
        return Recognition(lines: lines, printedText: printed)
    }
}

/// Makes Tesseract recognizers with fixed settings.
public struct TesseractFactory: RecognizerFactory {
    /// The profile's Tesseract settings.
    public var settings: TesseractSettings
    /// The profile's common settings.
    public var common: CommonSettings

    /// A factory for engines with these settings.
    public init(settings: TesseractSettings, common: CommonSettings = CommonSettings()) {
        self.settings = settings
        self.common = common
    }

    /// `tesseract` and the linked libtesseract's version.
    public var identity: BackendIdentity { BackendIdentity(name: TesseractBackend.name, version: TesseractEngine.version) }

    /// Loads a Tesseract engine; throws `.unavailable` when it cannot start with these settings.
    public func makeRecognizer() throws(BackendError) -> any Recognizer {
        try TesseractRecognizer(settings: settings, common: common)
    }
}
