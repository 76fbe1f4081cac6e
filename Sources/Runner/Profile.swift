import Backends
import Scoring

/// A named backend with settings (DESIGN.md "Settings vocabulary"). The harness applies
/// `orientation`, `regionOfInterest`, `minimumTextHeight` and `layout` itself, the same
/// way for every backend; the rest goes to the backend, and a backend that cannot honour
/// a setting refuses the profile (never ignores it).
public struct Profile: Sendable, Equatable, Codable {
    public var name: String
    /// tesseract, command, recorded or simulate.
    public var backend: String
    public var languages: [String]
    /// Honour orientation tags (the default) or hand the stored pixels to the engine.
    public var applyOrientation: Bool
    /// `level: fast` (true) or `accurate` (false, the default).
    public var fast = false
    /// Dictionaries on (the default) or off.
    public var languageCorrection = true
    /// Words the engine should know.
    public var customWords: [String] = []
    /// Lines lower than this fraction of the image height are dropped (harness-applied).
    public var minimumTextHeight: Double?
    /// [x, y, width, height] as fractions of the upright image; it is cropped first (harness-applied).
    public var regionOfInterest: [Double]?
    /// `layout: columns`: the harness orders lines column by column from their boxes.
    public var columnLayout = false
    /// Apple Vision only: let the engine detect the language.
    public var automaticLanguageDetection = false
    public var tesseract: TesseractSettings
    /// Settings of the `simulate` backend (a stand-in engine for testing the harness).
    public var simulate: SimulateSettings
    /// Settings of the `recorded` backend (outputs stored as files).
    public var recorded: RecordedSettings
    /// Settings of the `command` backend (any executable).
    public var command: CommandSettings

    public init(name: String, backend: String = "tesseract", languages: [String] = ["eng"],
                applyOrientation: Bool = true, tesseract: TesseractSettings = TesseractSettings(),
                simulate: SimulateSettings = SimulateSettings(), recorded: RecordedSettings = RecordedSettings(),
                command: CommandSettings = CommandSettings()) {
        self.name = name
        self.backend = backend
        self.languages = languages
        self.applyOrientation = applyOrientation
        self.tesseract = tesseract
        self.tesseract.languages = languages
        self.simulate = simulate
        self.recorded = recorded
        self.command = command
    }

    /// The backends a profile may name.
    public static let backends = ["tesseract", "vision", "command", "recorded", "simulate"]

    /// The profile used when no configuration file names one: Tesseract, English, tags applied.
    public static let builtInDefault = Profile(name: "tesseract")

    /// Every effective setting, for the report (values as JSON text).
    public var record: ProfileRecord {
        var settings: [ProfileRecord.Setting] = [
            .init(key: "languages", value: "[" + languages.map(JSONText.quote).joined(separator: ", ") + "]"),
            .init(key: "orientation", value: JSONText.quote(applyOrientation ? "apply" : "ignore")),
        ]
        settings.append(.init(key: "level", value: JSONText.quote(fast ? "fast" : "accurate")))
        settings.append(.init(key: "languageCorrection", value: languageCorrection ? "true" : "false"))
        settings.append(.init(key: "customWords", value: "[" + customWords.map(JSONText.quote).joined(separator: ", ") + "]"))
        settings.append(.init(key: "minimumTextHeight", value: minimumTextHeight.map { "\($0)" } ?? "null"))
        settings.append(.init(key: "regionOfInterest",
                              value: regionOfInterest.map { "[" + $0.map { "\($0)" }.joined(separator: ", ") + "]" } ?? "null"))
        settings.append(.init(key: "layout", value: JSONText.quote(columnLayout ? "columns" : "engine")))
        if backend == "tesseract" {
            settings.append(.init(key: "tesseract.engine",
                                  value: JSONText.quote(fast ? "legacy if the traineddata has it, else lstm without the inverted-text pass" : "lstm")))
            settings.append(.init(key: "tesseract.psm",
                                  value: String(tesseract.pageSegmentationMode ?? 3)))
            for (key, value) in tesseract.variables.sorted(by: { $0.key < $1.key }) {
                settings.append(.init(key: "tesseract.variables.\(key)", value: JSONText.quote(value)))
            }
        }
        if backend == "command" {
            settings.append(.init(key: "command.name", value: JSONText.quote(command.name)))
            settings.append(.init(key: "command.executable", value: JSONText.quote(command.executable)))
            settings.append(.init(key: "command.arguments", value: "[" + command.arguments.map(JSONText.quote).joined(separator: ", ") + "]"))
            settings.append(.init(key: "command.mode", value: JSONText.quote(command.mode.rawValue)))
            settings.append(.init(key: "command.format", value: JSONText.quote(command.format)))
            settings.append(.init(key: "command.version", value: JSONText.quote(command.version)))
            settings.append(.init(key: "command.maxAnswerMegabytes", value: String(command.maxAnswerMegabytes)))
        }
        if backend == "recorded" {
            settings.append(.init(key: "recorded.directory", value: JSONText.quote(recorded.directory)))
        }
        if backend == "simulate" {
            settings.append(.init(key: "simulate.text", value: JSONText.quote(simulate.text)))
            settings.append(.init(key: "simulate.fault", value: simulate.fault.map { JSONText.quote($0.rawValue) } ?? "null"))
            settings.append(.init(key: "simulate.faultOnWidths", value: "[" + simulate.faultOnWidths.map(String.init).joined(separator: ", ") + "]"))
            settings.append(.init(key: "simulate.delaySeconds", value: "\(simulate.delaySeconds)"))
        }
        return ProfileRecord(name: name, backend: backend, settings: settings)
    }

    /// What would stop this profile's engine from starting, found without starting it
    /// (a missing language, data folder or engine variable), each with its key.
    public func configurationProblems() -> [(key: String, problem: String)] {
        switch backend {
        case "tesseract":
            return TesseractConfigurationCheck.problems(tesseract, languages: languages).map { ($0.key, $0.problem) }
        default:
            return []
        }
    }

    /// The factory that makes this profile's recognizers.
    public func makeFactory() throws(RunnerError) -> any RecognizerFactory {
        switch backend {
        case "tesseract":
            var settings = tesseract
            settings.languages = languages
            settings.fast = fast
            settings.languageCorrection = languageCorrection
            settings.customWords = customWords
            return TesseractFactory(settings: settings)
        case "simulate": return SimulatedFactory(settings: simulate)
        case "recorded": return RecordedFactory(settings: recorded)
        case "vision":
            #if canImport(Vision)
            return VisionFactory(settings: VisionSettings(
                fast: fast, languages: languages, languageCorrection: languageCorrection,
                automaticLanguageDetection: automaticLanguageDetection, customWords: customWords,
                minimumTextHeight: minimumTextHeight))
            #else
            throw RunnerError.harness("profile '\(name)': the vision backend needs Apple's Vision framework, which exists only on Apple platforms; record its output on a Mac (ocrgauge run --record DIR) and score it here with the recorded backend")
            #endif
        case "command":
            return CommandFactory(settings: command, languages: languages,
                                  requestSettings: ["level": fast ? "fast" : "accurate",
                                                    "languageCorrection": languageCorrection ? "true" : "false",
                                                    "customWords": customWords.joined(separator: "\n")])
        default: throw RunnerError.configuration("profile '\(name)': key 'backend': unknown backend '\(backend)'; available: \(Profile.backends.joined(separator: ", "))")
        }
    }
}

/// JSON string quoting for settings values in reports.
enum JSONText {
    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
