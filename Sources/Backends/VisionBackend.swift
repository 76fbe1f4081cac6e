import Foundation
import StrictJSON

/// The settings of the Apple Vision backend's own block, `"vision": {...}`.
public struct VisionSettings: BackendSettings {
    /// Let Vision detect the language (macOS 13, iOS 16 and later).
    public var automaticLanguageDetection: Bool?

    /// Settings with nothing set.
    public init(automaticLanguageDetection: Bool? = nil) {
        self.automaticLanguageDetection = automaticLanguageDetection
    }

    /// Tesseract-style language codes to the BCP 47 tags Vision expects.
    static func visionLanguage(_ code: String) -> String {
        let known = ["eng": "en-US", "deu": "de-DE", "fra": "fr-FR", "spa": "es-ES", "ita": "it-IT",
                     "por": "pt-BR", "chi_sim": "zh-Hans", "chi_tra": "zh-Hant", "jpn": "ja-JP", "kor": "ko-KR",
                     "ukr": "uk-UA", "rus": "ru-RU"]
        return known[code] ?? code
    }
}

/// The Apple Vision backend (VNRecognizeTextRequest), the engine most iOS apps use. It
/// exists only on Apple platforms; elsewhere a profile naming it is refused with the
/// way to record its output on a Mac and gate it here (the `recorded` backend).
public enum VisionBackend: BackendKind {
    /// `"vision"`.
    public static let name = "vision"
    /// Every engine setting of the common vocabulary.
    public static let honoured: Set<EngineSetting> = [.level, .languages, .languageCorrection, .customWords]

    /// Reads the optional `vision` block, which may hold only `automaticLanguageDetection`; throws naming the key.
    public static func settings(from block: JSONFields?, context: SettingsContext) throws(FileProblem) -> VisionSettings {
        guard let block else { return VisionSettings() }
        try block.rejectUnknownKeys(["automaticLanguageDetection"])
        return VisionSettings(automaticLanguageDetection: try block.bool("automaticLanguageDetection"))
    }

    /// `vision.automaticLanguageDetection` as JSON text (false when unset).
    public static func record(_ settings: VisionSettings, common: CommonSettings) -> [(key: String, value: String)] {
        [("vision.automaticLanguageDetection", JSONText.bool(settings.automaticLanguageDetection ?? false))]
    }

    /// A `VisionFactory`; throws `.unavailable` where the Vision framework does not exist.
    public static func factory(_ settings: VisionSettings, common: CommonSettings) throws(BackendError) -> any RecognizerFactory {
        #if canImport(Vision)
        return VisionFactory(settings: settings, common: common)
        #else
        throw BackendError.unavailable("the vision backend needs Apple's Vision framework, which exists only on Apple platforms; "
                                       + "record its output on a Mac (ocrgauge run --record DIR) and score it here with the recorded backend")
        #endif
    }

    /// None on Apple platforms; elsewhere, that Vision does not exist here and how to record its output instead.
    public static func problems(_ settings: VisionSettings, common: CommonSettings) -> [(key: String, problem: String)] {
        #if canImport(Vision)
        return []
        #else
        return [("backend", "vision exists only on Apple platforms; record its output on a Mac (ocrgauge run --profile P "
                 + "--record DIR) and gate it here with the recorded backend (docs/backends.md)")]
        #endif
    }

    /// Available where the Vision framework exists; elsewhere, how to record its output on a Mac.
    public static func statuses(projectFolder: URL) -> [BackendStatus] {
        #if canImport(Vision)
        return [BackendStatus(name: name, available: true, detail: "Apple Vision (VNRecognizeTextRequest) on this machine")]
        #else
        return [BackendStatus(name: name, available: false,
                              detail: "Apple Vision exists only on Apple platforms; record its output on a Mac with `ocrgauge run --profile vision --record DIR` and gate it here with the recorded backend (docs/backends.md)")]
        #endif
    }
}
