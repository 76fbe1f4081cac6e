import Backends
import Corpus
import Foundation

/// The profiles of `ocrgauge.json`:
///
///     {"profiles": {"tesseract": {"backend": "tesseract", "languages": ["eng"],
///                                 "orientation": "apply", "tesseract": {"psm": 3}}},
///      "default": ["tesseract"]}
public struct Configuration: Sendable, Equatable {
    /// Profiles in the file's order of names (sorted, since JSON objects have none).
    public var profiles: [Profile]
    /// The profiles a run uses when no --profile is given.
    public var defaultProfiles: [String]

    public init(profiles: [Profile], defaultProfiles: [String]) {
        self.profiles = profiles
        self.defaultProfiles = defaultProfiles
    }

    /// Used when there is no configuration file: one Tesseract profile.
    public static let builtIn = Configuration(profiles: [.builtInDefault], defaultProfiles: [Profile.builtInDefault.name])

    static let topKeys: Set<String> = ["profiles", "default"]
    static let profileKeys: Set<String> = ["backend", "languages", "orientation", "tesseract", "simulate", "recorded", "command",
                                           "level", "languageCorrection", "customWords", "minimumTextHeight",
                                           "regionOfInterest", "layout", "automaticLanguageDetection"]
    /// Keys only an engine can honour; the recorded and simulate backends refuse them.
    static let engineKeys = ["level", "languages", "languageCorrection", "customWords"]
    static let simulateKeys: Set<String> = ["text", "fault", "faultOnWidths", "delaySeconds"]
    static let tesseractKeys: Set<String> = ["psm", "variables", "dataPath"]

    /// Loads and validates a configuration file.
    public static func load(from url: URL) throws(RunnerError) -> Configuration {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw RunnerError.configuration("\(url.path): cannot be read")
        }
        do {
            return try parse(data, file: url.lastPathComponent, baseDirectory: url.deletingLastPathComponent())
        } catch {
            throw RunnerError.configuration(error.description)
        }
    }

    /// Parses a configuration; every problem names the file, the profile and the key.
    /// Relative `command.executable` and `recorded.directory` paths are taken from `baseDirectory`
    /// (the configuration file's folder), so a shipped configuration works from anywhere.
    public static func parse(_ data: Data, file: String, baseDirectory: URL? = nil) throws(CorpusError) -> Configuration {
        let top = try JSONFields.parseObject(data, file: file)
        try top.rejectUnknownKeys(topKeys)
        guard let profilesObject = try top.object("profiles"), !profilesObject.keys.isEmpty else {
            throw top.fail("profiles", "must name at least one profile")
        }
        var profiles: [Profile] = []
        for name in profilesObject.keys {
            guard let fields = try profilesObject.object(name) else { continue }
            var profile = try parseProfile(name: name, fields)
            if let base = baseDirectory {
                // A path relative to the file's folder; a bare name is looked up on PATH.
                if profile.command.executable.contains("/") && !profile.command.executable.hasPrefix("/") {
                    profile.command.executable = base.appendingPathComponent(profile.command.executable).standardizedFileURL.path
                }
                if !profile.recorded.directory.isEmpty && !profile.recorded.directory.hasPrefix("/") {
                    profile.recorded.directory = base.appendingPathComponent(profile.recorded.directory).standardizedFileURL.path
                }
            }
            profiles.append(profile)
        }
        let defaults = try top.strings("default") ?? [profiles[0].name]
        for name in defaults where !profiles.contains(where: { $0.name == name }) {
            throw top.fail("default", "names profile '\(name)', which is not in 'profiles'")
        }
        return Configuration(profiles: profiles, defaultProfiles: defaults)
    }

    private static func parseProfile(name: String, _ fields: JSONFields) throws(CorpusError) -> Profile {
        try fields.rejectUnknownKeys(profileKeys)
        var profile = Profile(name: name)
        profile.backend = try fields.string("backend") ?? "tesseract"
        guard Profile.backends.contains(profile.backend) else {
            throw fields.fail("backend", "unknown backend '\(profile.backend)'; available: " + Profile.backends.joined(separator: ", "))
        }
        if let languages = try fields.strings("languages") {
            guard !languages.isEmpty else { throw fields.fail("languages", "must list at least one language") }
            profile.languages = languages
            profile.tesseract.languages = languages
        }
        if ["recorded", "simulate"].contains(profile.backend),
           let key = engineKeys.first(where: { fields.object[$0] != nil }) {
            throw fields.fail(key, "unsupported by the \(profile.backend) backend, which runs no engine; remove it")
        }
        if let level = try fields.string("level") {
            guard level == "accurate" || level == "fast" else {
                throw fields.fail("level", "must be \"accurate\" or \"fast\", not \"\(level)\"")
            }
            profile.fast = level == "fast"
        }
        profile.languageCorrection = try fields.bool("languageCorrection") ?? true
        if let automatic = try fields.bool("automaticLanguageDetection") {
            guard profile.backend == "vision" else {
                throw fields.fail("automaticLanguageDetection", "unsupported by the \(profile.backend) backend (Apple Vision only)")
            }
            profile.automaticLanguageDetection = automatic
        }
        profile.customWords = try fields.strings("customWords") ?? []
        if let height = try fields.number("minimumTextHeight") {
            guard height >= 0, height < 1 else { throw fields.fail("minimumTextHeight", "must be a fraction of the image height, 0 ≤ h < 1") }
            profile.minimumTextHeight = height
        }
        if let region = try fields.numbers("regionOfInterest") {
            guard region.count == 4, region.allSatisfy({ $0 >= 0 && $0 <= 1 }), region[2] > 0, region[3] > 0,
                  region[0] + region[2] <= 1.000001, region[1] + region[3] <= 1.000001 else {
                throw fields.fail("regionOfInterest", "must be [x, y, width, height] as fractions inside the image")
            }
            profile.regionOfInterest = region
        }
        if let layout = try fields.string("layout") {
            guard layout == "columns" || layout == "engine" else {
                throw fields.fail("layout", "must be \"columns\" or \"engine\", not \"\(layout)\"")
            }
            profile.columnLayout = layout == "columns"
        }
        if let orientation = try fields.string("orientation") {
            guard orientation == "apply" || orientation == "ignore" else {
                throw fields.fail("orientation", "must be \"apply\" or \"ignore\", not \"\(orientation)\"")
            }
            profile.applyOrientation = orientation == "apply"
        }
        if let tesseract = try fields.object("tesseract") {
            try tesseract.rejectUnknownKeys(tesseractKeys)
            if let psm = try tesseract.integer("psm") {
                guard psm <= 13 else { throw tesseract.fail("psm", "must be 0...13, not \(psm)") }
                profile.tesseract.pageSegmentationMode = psm
            }
            if let variables = try tesseract.object("variables") {
                for key in variables.keys {
                    guard let value = try variables.string(key) else { continue }
                    profile.tesseract.variables[key] = value
                }
            }
            profile.tesseract.dataPath = try tesseract.string("dataPath")
        }
        if let command = try fields.object("command") {
            try command.rejectUnknownKeys(["executable", "arguments", "mode", "format", "version", "name", "maxAnswerMegabytes"])
            profile.command.executable = try command.string("executable") ?? ""
            profile.command.arguments = try command.strings("arguments") ?? []
            if let mode = try command.string("mode") {
                guard let known = CommandSettings.Mode(rawValue: mode) else {
                    throw command.fail("mode", "must be \"persistent\" or \"per-image\", not \"\(mode)\"")
                }
                profile.command.mode = known
            }
            if let format = try command.string("format") {
                guard CommandSettings.formats.contains(format) else {
                    throw command.fail("format", "must be one of " + CommandSettings.formats.joined(separator: ", "))
                }
                profile.command.format = format
            }
            profile.command.version = try command.string("version") ?? "unknown"
            profile.command.name = try command.string("name") ?? "command"
            if let limit = try command.integer("maxAnswerMegabytes") {
                guard (1...4096).contains(limit) else { throw command.fail("maxAnswerMegabytes", "must be 1...4096") }
                profile.command.maxAnswerMegabytes = limit
            }
        }
        if profile.backend == "command" && profile.command.executable.isEmpty {
            throw fields.fail("command", "the command backend needs {\"executable\": \"PATH\"}")
        }
        if let recorded = try fields.object("recorded") {
            try recorded.rejectUnknownKeys(["directory"])
            profile.recorded.directory = try recorded.string("directory") ?? ""
        }
        if profile.backend == "recorded" && profile.recorded.directory.isEmpty {
            throw fields.fail("recorded", "the recorded backend needs {\"directory\": \"DIR\"}")
        }
        if let simulate = try fields.object("simulate") {
            try simulate.rejectUnknownKeys(simulateKeys)
            if let text = try simulate.string("text") { profile.simulate.text = text }
            if let fault = try simulate.string("fault") {
                guard let known = SimulateSettings.Fault(rawValue: fault) else {
                    throw simulate.fail("fault", "must be one of " + SimulateSettings.Fault.allCases.map(\.rawValue).joined(separator: ", "))
                }
                profile.simulate.fault = known
            }
            if let widths = try simulate.numbers("faultOnWidths") { profile.simulate.faultOnWidths = widths.map { Int($0) } }
            if let delay = try simulate.number("delaySeconds") {
                guard delay >= 0, delay <= 3600 else { throw simulate.fail("delaySeconds", "must be 0...3600") }
                profile.simulate.delaySeconds = delay
            }
        }
        return profile
    }

    /// The profiles for a run: those named, in the order given, or the defaults.
    public func select(_ names: [String]) throws(RunnerError) -> [Profile] {
        let wanted = names.isEmpty ? defaultProfiles : names
        var chosen: [Profile] = []
        for name in wanted {
            guard let profile = profiles.first(where: { $0.name == name }) else {
                throw RunnerError.configuration("unknown profile '\(name)'; available: "
                                                + profiles.map(\.name).joined(separator: ", "))
            }
            if !chosen.contains(where: { $0.name == name }) { chosen.append(profile) }
        }
        return chosen
    }
}
