import Backends
import Foundation
import StrictJSON

/// The profiles of `ocrgauge.json`:
///
///     {"profiles": {"tesseract": {"backend": "tesseract", "languages": ["eng"],
///                                 "orientation": "apply", "tesseract": {"psm": 3}}},
///      "default": ["tesseract"]}
///
/// A profile holds the common settings (`CommonSettingsParser.keys`), `"backend"` (one
/// of `BackendRegistry`'s kinds, the first by default) and that kind's block under its
/// name. This parser knows only the common keys and the registry: each kind reads its
/// own block. A block of another backend, an engine setting the backend does not
/// honour, and any unknown key are refused; one error names every bad key of the file.
public struct Configuration: Sendable, Equatable {
    /// Profiles in the file's order of names (sorted, since JSON objects have none).
    public var profiles: [Profile]
    /// The profiles a run uses when no --profile is given.
    public var defaultProfiles: [String]

    /// A configuration of these profiles.
    public init(profiles: [Profile], defaultProfiles: [String]) {
        self.profiles = profiles
        self.defaultProfiles = defaultProfiles
    }

    /// Used when there is no configuration file: one profile of the default backend.
    public static let builtIn = Configuration(profiles: [.builtInDefault], defaultProfiles: [Profile.builtInDefault.name])

    static let topKeys: Set<String> = ["profiles", "default"]

    /// Loads and validates a configuration file.
    public static func load(from url: URL) throws(RunnerError) -> Configuration {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw RunnerError.configuration("\(url.path): cannot be read")
        }
        do {
            return try parse(data, file: url.lastPathComponent, baseDirectory: url.deletingLastPathComponent())
        } catch {
            throw RunnerError.file(error)
        }
    }

    /// Parses a configuration; every problem names the file, the profile and the key.
    /// Relative paths in backend blocks (an executable, a folder) are taken from
    /// `baseDirectory` (the file's folder), so a shipped configuration works from anywhere.
    public static func parse(_ data: Data, file: String, baseDirectory: URL? = nil) throws(FileProblem) -> Configuration {
        let top = try JSONFields.parseObject(data, file: file)
        var problems = ProblemCollector()
        problems.attempt { () throws(FileProblem) in try top.rejectUnknownKeys(topKeys) }
        guard let profilesObject = try top.object("profiles"), !profilesObject.keys.isEmpty else {
            throw top.fail("profiles", "must name at least one profile")
        }
        let context = SettingsContext(file: file, baseDirectory: baseDirectory)
        var profiles: [Profile] = []
        for name in profilesObject.keys {
            guard let fields = problems.attempt({ () throws(FileProblem) in try profilesObject.object(name) }) ?? nil else { continue }
            if let profile = parseProfile(name: name, fields, context: context, problems: &problems) { profiles.append(profile) }
        }
        let defaults = problems.attempt { () throws(FileProblem) in try top.strings("default") } ?? nil
        for name in defaults ?? [] where !profilesObject.keys.contains(name) {
            problems.add(top.fail("default", "names profile '\(name)', which is not in 'profiles'"))
        }
        try problems.finish()
        return Configuration(profiles: profiles, defaultProfiles: defaults ?? [profiles[0].name])
    }

    /// One profile: the common settings, the backend kind and the kind's block. Problems
    /// go to `problems`; nil when the profile cannot be made.
    static func parseProfile(name: String, _ fields: JSONFields, context: SettingsContext,
                             problems: inout ProblemCollector) -> Profile? {
        let kinds = BackendRegistry.kinds
        problems.attempt { () throws(FileProblem) in
            try fields.rejectUnknownKeys(CommonSettingsParser.keys.union(["backend"]).union(kinds.map { $0.name }))
        }
        var kind: (any BackendKind.Type)? = BackendRegistry.defaultKind
        problems.attempt { () throws(FileProblem) in
            if let backend = try fields.string("backend") {
                kind = BackendRegistry.kind(named: backend)
                if kind == nil {
                    throw fields.fail("backend", "unknown backend '\(backend)'; available: " + BackendRegistry.names.joined(separator: ", "))
                }
            }
        }
        let common = CommonSettingsParser.parse(fields, problems: &problems)
        guard let kind else { return nil }
        for other in kinds where other.name != kind.name && fields.object[other.name] != nil {
            problems.add(fields.fail(other.name, "settings of the \(other.name) backend, but this profile's backend is "
                                     + "\(kind.name); remove the block (or set \"backend\": \"\(other.name)\")"))
        }
        for setting in common.engineSettingsSet where !kind.honoured.contains(setting) {
            problems.add(fields.fail(setting.rawValue, "unsupported by the \(kind.name) backend, which cannot honour it; remove it"))
        }
        let block = problems.attempt { () throws(FileProblem) in try fields.object(kind.name) } ?? nil
        guard let backend = problems.attempt({ () throws(FileProblem) in
            try ConfiguredBackend.reading(kind, block: block, context: context)
        }) else { return nil }
        return Profile(name: name, common: common, backend: backend)
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
