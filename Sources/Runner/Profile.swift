import Backends
import Scoring

/// A named backend with settings: the common settings
/// every profile shares, and the backend's kind with its own typed settings. The harness
/// applies `orientation`, `regionOfInterest`, `minimumTextHeight` and `layout` itself,
/// the same way for every backend; an engine setting the backend does not honour is
/// refused when the configuration is read (never ignored).
public struct Profile: Sendable, Hashable, Codable {
    /// The profile's name in ocrgauge.json (`--profile NAME`).
    public var name: String
    /// The settings every profile shares.
    public var common: CommonSettings
    /// The backend and its own settings.
    public var backend: ConfiguredBackend

    /// A profile of `backend` (the default backend with its defaults when omitted).
    public init(name: String, common: CommonSettings = CommonSettings(), backend: ConfiguredBackend = .standardDefault) {
        self.name = name
        self.common = common
        self.backend = backend
    }

    /// A profile of kind `kind` with `settings`.
    public init<Kind: BackendKind>(name: String, common: CommonSettings = CommonSettings(), _ kind: Kind.Type, _ settings: Kind.Settings) {
        self.init(name: name, common: common, backend: ConfiguredBackend(kind, settings))
    }

    /// The profile used when no configuration file names one: the default backend with
    /// its defaults, English, tags applied.
    public static let builtInDefault = Profile(name: ConfiguredBackend.standardDefault.name)

    /// Every effective setting, for the reports (values as JSON text): the common ones,
    /// then the backend's own, each prefixed with its name.
    public var record: ProfileRecord {
        let entries = common.record + backend.record(common: common)
        return ProfileRecord(name: name, backend: backend.name,
                             settings: entries.map { ProfileRecord.Setting(key: $0.key, value: $0.value) })
    }

    /// What would stop this profile's engine from starting, found without starting it (a
    /// missing language, data folder or engine variable), each with its key.
    public func configurationProblems() -> [(key: String, problem: String)] {
        var problems = backend.problems(common: common)
        if common.detectOrientation, let missing = OrientationDetector.missingModelProblem() {
            problems.append(("orientation", missing))
        }
        return problems
    }

    /// The factory that makes this profile's recognizers.
    public func makeFactory() throws(RunnerError) -> any RecognizerFactory {
        do { return try backend.factory(common: common) } catch {
            throw RunnerError.harness("profile '\(name)': \(error.description)")
        }
    }
}
