/// What a run was: when, where, with which harness, corpus, backends and profiles.
public struct RunMetadata: Sendable, Equatable {
    /// ISO 8601 time the run started, UTC.
    public var startedAt: String
    public var finishedAt: String
    public var host: String
    public var harnessVersion: String
    public var corpusPath: String
    /// The git commit of the corpus, when it is in a git checkout.
    public var corpusCommit: String?
    public var normalization: String
    public var backends: [BackendRecord]
    public var profiles: [ProfileRecord]
    /// False when the run was interrupted and the reports hold only part of the corpus.
    public var complete: Bool

    public init(startedAt: String, finishedAt: String, host: String, harnessVersion: String,
                corpusPath: String, corpusCommit: String?, normalization: String,
                backends: [BackendRecord], profiles: [ProfileRecord], complete: Bool = true) {
        self.startedAt = startedAt; self.finishedAt = finishedAt; self.host = host
        self.harnessVersion = harnessVersion; self.corpusPath = corpusPath
        self.corpusCommit = corpusCommit; self.normalization = normalization
        self.backends = backends; self.profiles = profiles; self.complete = complete
    }
}

/// A backend used in a run, with its version.
public struct BackendRecord: Sendable, Equatable, Hashable {
    public var name: String
    public var version: String
    public init(name: String, version: String) { self.name = name; self.version = version }
}

/// A profile used in a run, with every effective setting as key and value text.
public struct ProfileRecord: Sendable, Equatable {
    public var name: String
    public var backend: String
    /// Settings in a stable order, values rendered as JSON text (e.g. `["eng"]`, `"apply"`).
    public var settings: [Setting]
    public init(name: String, backend: String, settings: [Setting]) {
        self.name = name; self.backend = backend; self.settings = settings
    }

    /// One effective setting of a profile.
    public struct Setting: Sendable, Equatable {
        public var key: String
        public var value: String
        public init(key: String, value: String) { self.key = key; self.value = value }
    }
}
