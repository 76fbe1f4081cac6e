import Foundation
import StrictJSON

/// A profile's backend: its kind and that kind's settings, whatever the kind. Compared,
/// hashed and encoded like any value (encoded as `{"backend": name, "settings": …}`,
/// decoded through `BackendRegistry`).
public struct ConfiguredBackend: Sendable, Hashable, Codable {
    /// The kind.
    public let kind: any BackendKind.Type
    /// The kind's settings (of type `kind.Settings`).
    public let settings: any BackendSettings

    /// `settings` of kind `Kind`.
    public init<Kind: BackendKind>(_ kind: Kind.Type, _ settings: Kind.Settings) {
        self.kind = kind
        self.settings = settings
    }

    /// The kind's name, e.g. "tesseract".
    public var name: String { kind.name }

    /// Whether the kind honours `setting` of the common vocabulary.
    public func honours(_ setting: EngineSetting) -> Bool { kind.honoured.contains(setting) }

    /// The default backend (the first in `BackendRegistry.standard`) with its defaults.
    public static let standardDefault: ConfiguredBackend = {
        func open<Kind: BackendKind>(_ kind: Kind.Type) -> ConfiguredBackend {
            // A kind's settings without a block are its defaults; the default kind needs none.
            ConfiguredBackend(kind, try! kind.settings(from: nil, context: SettingsContext(file: "")))
        }
        return open(BackendRegistry.defaultKind)
    }()

    /// The settings of `kind` read from its block (nil: none), as a configured backend.
    public static func reading(_ kind: any BackendKind.Type, block: JSONFields?, context: SettingsContext) throws(FileProblem) -> ConfiguredBackend {
        func open<Kind: BackendKind>(_ kind: Kind.Type) throws(FileProblem) -> ConfiguredBackend {
            ConfiguredBackend(kind, try kind.settings(from: block, context: context))
        }
        return try open(kind)
    }

    /// The kind's settings as reports record them.
    public func record(common: CommonSettings) -> [(key: String, value: String)] {
        func open<Kind: BackendKind>(_ kind: Kind.Type) -> [(key: String, value: String)] {
            kind.record(settings as! Kind.Settings, common: common)
        }
        return open(kind)
    }

    /// What would stop the engine from starting, with the keys.
    public func problems(common: CommonSettings) -> [(key: String, problem: String)] {
        func open<Kind: BackendKind>(_ kind: Kind.Type) -> [(key: String, problem: String)] {
            kind.problems(settings as! Kind.Settings, common: common)
        }
        return open(kind)
    }

    /// The factory of this backend's recognizers.
    public func factory(common: CommonSettings) throws(BackendError) -> any RecognizerFactory {
        func open<Kind: BackendKind>(_ kind: Kind.Type) throws(BackendError) -> any RecognizerFactory {
            try kind.factory(settings as! Kind.Settings, common: common)
        }
        return try open(kind)
    }

    /// Same kind name and equal settings.
    public static func == (lhs: ConfiguredBackend, rhs: ConfiguredBackend) -> Bool {
        lhs.kind.name == rhs.kind.name && AnyHashable(lhs.settings) == AnyHashable(rhs.settings)
    }

    /// Hashes the kind's name and the settings.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind.name)
        hasher.combine(AnyHashable(settings))
    }

    private enum Keys: String, CodingKey { case backend, settings }

    /// Decodes `{"backend": name, "settings": …}`; throws for a backend name `BackendRegistry` does not know.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let name = try container.decode(String.self, forKey: .backend)
        guard let kind = BackendRegistry.kind(named: name) else {
            throw DecodingError.dataCorruptedError(forKey: .backend, in: container, debugDescription: "unknown backend '\(name)'")
        }
        func open<Kind: BackendKind>(_ kind: Kind.Type) throws -> any BackendSettings {
            try container.decode(Kind.Settings.self, forKey: .settings)
        }
        self.kind = kind
        settings = try open(kind)
    }

    /// Encodes `{"backend": name, "settings": …}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(kind.name, forKey: .backend)
        try container.encode(settings, forKey: .settings)
    }
}
