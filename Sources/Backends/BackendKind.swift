import Foundation
import StrictJSON

/// One kind of backend (tesseract, command, recorded, …): everything the harness needs
/// to know about it, in the backend's own file. Adding a backend is that file plus one
/// line in `BackendRegistry.standard` (docs/backends.md shows a whole one).
///
/// A profile names its kind with `"backend"` and may carry a block of the kind's own
/// settings under the kind's name (`"tesseract": {"psm": 6}`). The kind parses that
/// block into its typed `Settings` (every problem naming the key), says which engine
/// settings of the common vocabulary it honours (a profile setting another is refused,
/// never ignored), lists its settings for the reports, checks what it can before any
/// worker starts, and makes the recognizers.
public protocol BackendKind: Sendable {
    /// The kind's typed settings: what its block says.
    associatedtype Settings: BackendSettings

    /// The name profiles give as `"backend"`, and the key of the settings block.
    static var name: String { get }

    /// The engine settings of the common vocabulary this kind honours. The harness
    /// applies `orientation`, `regionOfInterest`, `minimumTextHeight` and `layout` itself,
    /// for every kind.
    static var honoured: Set<EngineSetting> { get }

    /// The kind's settings from its block (nil: the profile has none). Throws naming the
    /// file and key; a required block that is missing is an error too.
    static func settings(from block: JSONFields?, context: SettingsContext) throws(FileProblem) -> Settings

    /// The kind's own settings as reports record them: keys (prefixed with the kind's
    /// name) and values as JSON text, in a stable order.
    static func record(_ settings: Settings, common: CommonSettings) -> [(key: String, value: String)]

    /// What would stop the engine from starting, found without starting it (a missing
    /// model, an unknown engine variable), each with the settings key it concerns.
    static func problems(_ settings: Settings, common: CommonSettings) -> [(key: String, problem: String)]

    /// The factory that makes this profile's recognizers (one per worker).
    static func factory(_ settings: Settings, common: CommonSettings) throws(BackendError) -> any RecognizerFactory

    /// Whether it can run on this machine, for `ocrgauge backends` (one or more lines).
    static func statuses(projectFolder: URL) -> [BackendStatus]
}

extension BackendKind {
    /// No check before the run, by default.
    public static func problems(_ settings: Settings, common: CommonSettings) -> [(key: String, problem: String)] { [] }
}

/// A backend kind's settings: encoded with the profile (journal, worker setup, cache key)
/// and compared (a resumed run must have the same).
public protocol BackendSettings: Sendable, Codable, Hashable {}

/// The engine settings of the common vocabulary. Each
/// kind honours some of them; a profile that sets one its kind does not honour is
/// refused.
public enum EngineSetting: String, Sendable, CaseIterable, Codable {
    /// One setting of the common vocabulary, named as profiles write it.
    case level, languages, languageCorrection, customWords
}

/// Where a profile's settings come from, for kinds that resolve paths or name the file.
public struct SettingsContext: Sendable {
    /// The configuration file's name, for messages.
    public var file: String
    /// Its folder: relative paths in settings (an executable, a folder) are taken from it.
    public var baseDirectory: URL?

    /// A context for `file` in `baseDirectory`.
    public init(file: String, baseDirectory: URL? = nil) {
        self.file = file
        self.baseDirectory = baseDirectory
    }

    /// `path` made absolute against the configuration's folder when it is relative and
    /// holds a "/" (a bare name is left for a PATH lookup).
    public func resolve(_ path: String) -> String {
        guard let baseDirectory, path.contains("/"), !path.hasPrefix("/") else { return path }
        return baseDirectory.appendingPathComponent(path).standardizedFileURL.path
    }
}

/// One backend's availability here, for `ocrgauge backends`.
public struct BackendStatus: Sendable, Equatable {
    /// The backend (or engine) name.
    public var name: String
    /// Whether it can run on this machine now.
    public var available: Bool
    /// The version and languages, or why it is unavailable and what to do.
    public var detail: String

    /// A status line.
    public init(name: String, available: Bool, detail: String) {
        self.name = name
        self.available = available
        self.detail = detail
    }
}
