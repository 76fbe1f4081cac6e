import Foundation
import StrictJSON

/// The `command` backend: any executable as an engine, started once per worker
/// (persistent: a JSON request per line) or once per image (per-image: placeholders in
/// its arguments). It passes every engine setting on — the command honours it or
/// answers an error saying it cannot — so it refuses none; a per-image command whose
/// arguments have no placeholder for a setting the profile sets is refused before the
/// run (docs/backends.md).
public enum CommandBackend: BackendKind {
    /// `"command"`.
    public static let name = "command"
    /// Every engine setting: the command is sent them all (persistent) or gets them through placeholders (per-image).
    public static let honoured: Set<EngineSetting> = Set(EngineSetting.allCases)

    /// Reads the `command` block, which is required: `executable` (resolved against the configuration's folder),
    /// `arguments`, `mode`, `format`, `version`, `name` and `maxAnswerMegabytes` (1...4096). Throws
    /// every problem found, naming its key; a per-image command without `{image}` in its arguments is refused.
    public static func settings(from block: JSONFields?, context: SettingsContext) throws(FileProblem) -> CommandSettings {
        guard let block else {
            throw FileProblem(file: context.file, key: name, "the command backend needs {\"executable\": \"PATH\"}")
        }
        var settings = CommandSettings()
        var problems = ProblemCollector()
        problems.attempt { () throws(FileProblem) in
            try block.rejectUnknownKeys(["executable", "arguments", "mode", "format", "version", "name", "maxAnswerMegabytes"])
        }
        problems.attempt { () throws(FileProblem) in
            guard let executable = try block.string("executable"), !executable.isEmpty else {
                throw block.fail("executable", "the command backend needs the program to run (a path, or a name on PATH)")
            }
            settings.executable = context.resolve(executable)
        }
        problems.attempt { () throws(FileProblem) in settings.arguments = try block.strings("arguments") ?? [] }
        problems.attempt { () throws(FileProblem) in
            if let mode = try block.string("mode") {
                guard let known = CommandSettings.Mode(rawValue: mode) else {
                    throw block.fail("mode", "must be \"persistent\" or \"per-image\", not \"\(mode)\"")
                }
                settings.mode = known
            }
        }
        problems.attempt { () throws(FileProblem) in
            if let format = try block.string("format") {
                guard CommandSettings.formats.contains(format) else {
                    throw block.fail("format", "must be one of " + CommandSettings.formats.joined(separator: ", "))
                }
                settings.format = format
            }
        }
        problems.attempt { () throws(FileProblem) in settings.version = try block.string("version") ?? "unknown" }
        problems.attempt { () throws(FileProblem) in settings.name = try block.string("name") ?? name }
        problems.attempt { () throws(FileProblem) in
            if let limit = try block.integer("maxAnswerMegabytes") {
                guard (1...4096).contains(limit) else { throw block.fail("maxAnswerMegabytes", "must be 1...4096") }
                settings.maxAnswerMegabytes = limit
            }
        }
        try problems.finish()
        if settings.mode == .perImage && !settings.arguments.contains(where: { $0.contains("{image}") }) {
            throw block.fail("arguments", "a per-image command needs {image} in its arguments: the image's path goes there")
        }
        return settings
    }

    /// The `command.*` settings as JSON text: name, executable, arguments, mode, format, version and answer limit.
    public static func record(_ settings: CommandSettings, common: CommonSettings) -> [(key: String, value: String)] {
        [("command.name", JSONText.quote(settings.name)),
         ("command.executable", JSONText.quote(settings.executable)),
         ("command.arguments", JSONText.strings(settings.arguments)),
         ("command.mode", JSONText.quote(settings.mode.rawValue)),
         ("command.format", JSONText.quote(settings.format)),
         ("command.version", JSONText.quote(settings.version)),
         ("command.maxAnswerMegabytes", String(settings.maxAnswerMegabytes))]
    }

    /// For a per-image command: each engine setting the profile sets whose placeholder its arguments lack,
    /// keyed by the setting's name. Persistent commands have none.
    public static func problems(_ settings: CommandSettings, common: CommonSettings) -> [(key: String, problem: String)] {
        guard settings.mode == .perImage else { return [] }
        return CommandPlaceholders.missing(in: settings.arguments, common: common).map { setting in
            (setting.rawValue, "set, but the per-image command's arguments have no \(CommandPlaceholders.carriers[setting]!) "
                + "placeholder, so it could never reach the engine; add it to command.arguments, or remove the setting")
        }
    }

    /// A `CommandFactory` with these settings.
    public static func factory(_ settings: CommandSettings, common: CommonSettings) throws(BackendError) -> any RecognizerFactory {
        CommandFactory(settings: settings, common: common)
    }

    /// The bundled RapidOCR adapter (available when `ci/backends/rapidocr` and its virtual environment are
    /// installed) and the command backend itself, which is always available.
    public static func statuses(projectFolder: URL) -> [BackendStatus] {
        let adapter = projectFolder.appendingPathComponent("ci/backends/rapidocr")
        let venv = projectFolder.appendingPathComponent(".venv-rapidocr/bin/python")
        let rapidocr = FileManager.default.isExecutableFile(atPath: adapter.path) && FileManager.default.isExecutableFile(atPath: venv.path)
            ? BackendStatus(name: "rapidocr", available: true,
                            detail: "rapidocr-onnxruntime 1.4.4 through the command backend (profile \"rapidocr\")")
            : BackendStatus(name: "rapidocr", available: false, detail: rapidOCRMissing(projectFolder: projectFolder))
        return [rapidocr, BackendStatus(name: name, available: true,
                                        detail: "any executable speaking the protocol in docs/backends.md (text, hOCR, ALTO, PAGE-XML or JSON)")]
    }

    /// How to get RapidOCR, for whoever runs `backends`: in a source checkout of ocrgauge,
    /// its bootstrap; elsewhere (the Debian package), what it takes, since the adapter
    /// ships with the source only.
    static func rapidOCRMissing(projectFolder: URL) -> String {
        let bootstrap = projectFolder.appendingPathComponent("ci/bootstrap")
        if FileManager.default.isExecutableFile(atPath: bootstrap.path) {
            return "not installed; enable with: ci/bootstrap --with rapidocr (then --profile rapidocr)"
        }
        return "not installed here: its adapter (ci/backends/rapidocr) comes with ocrgauge's source, not the package; "
            + "any engine runs through the command backend (docs/backends.md, \"backend\": \"command\")"
    }
}
