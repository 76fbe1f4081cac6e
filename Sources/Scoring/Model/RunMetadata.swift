/// What a run was: when, where, with which harness, corpus, backends and profiles.
public struct RunMetadata: Sendable, Equatable {
    /// ISO 8601 time the run started, UTC.
    public var startedAt: String
    /// ISO 8601 time the run finished, UTC.
    public var finishedAt: String
    /// The host name of the machine that ran it.
    public var host: String
    /// The ocrgauge version that ran it.
    public var harnessVersion: String
    /// The git commit the harness was built from, when its build said (`ocrgauge --version`).
    public var harnessCommit: String?
    /// The C libraries the harness ran with: "tesseract 5.3.0, leptonica 1.82.0, ...".
    public var libraries: String?
    /// The corpus folder's path.
    public var corpusPath: String
    /// The git commit of the corpus: the CI's (GITHUB_SHA, CI_COMMIT_SHA,
    /// BUILD_VCS_NUMBER), else git's HEAD of the corpus folder; nil when neither says.
    public var corpusCommit: String?
    /// True when the corpus folder had changes not committed (git status), so the run is
    /// not the commit's alone; false when clean; nil when git could not tell.
    public var corpusDirty: Bool? = nil
    /// A name for the run in trends and headers: `run --label`, OCRGAUGE_LABEL, or the tag
    /// being built (GITHUB_REF_NAME of a tag, CI_COMMIT_TAG); nil: none.
    public var label: String? = nil
    /// The normalization profile's name, e.g. "default".
    public var normalization: String
    /// The backends used, with their versions.
    public var backends: [BackendRecord]
    /// The profiles run, with their effective settings.
    public var profiles: [ProfileRecord]
    /// False when the run was interrupted and the reports hold only part of the corpus.
    public var complete: Bool
    /// Why the run is incomplete ("interrupted", "partial merge: shard 2/3 missing").
    public var incompleteReason: String?
    /// "I/N" when this run is one shard of the corpus (`--shard`).
    public var shard: String?
    /// How many samples the whole corpus held (before `--suite` and `--shard`): what
    /// `merge` checks its shards against.
    public var corpusSamples: Int?
    /// The suites this run was limited to (`--suite`); nil: every suite.
    public var suites: [String]?
    /// One SHA-256 over the whole corpus's samples (before `--suite` and `--shard`): each
    /// id with its image, truth and sidecar file digests (Runner's `CorpusFingerprint`).
    /// `merge` refuses shards whose fingerprints differ; nil in runs made before it was kept.
    public var corpusSHA256: String? = nil
    /// How the shards were cut when not by name: "balanced:<digest>" (`run --balance`),
    /// the same in every shard of one plan; nil: by name.
    public var shardPlan: String? = nil
    /// With a balanced plan, the names ("suite/id") of this shard's samples: its selection.
    public var shardMembers: Set<String>? = nil
    /// What the recognition cache gave, when the run used one (`--cache`); nil: none.
    public var cache: CacheUse? = nil

    /// Metadata with these values; complete and over the whole corpus unless said otherwise.
    public init(startedAt: String, finishedAt: String, host: String, harnessVersion: String,
                corpusPath: String, corpusCommit: String?, normalization: String,
                backends: [BackendRecord], profiles: [ProfileRecord], complete: Bool = true,
                incompleteReason: String? = nil, shard: String? = nil, corpusSamples: Int? = nil,
                suites: [String]? = nil, harnessCommit: String? = nil, libraries: String? = nil) {
        self.startedAt = startedAt; self.finishedAt = finishedAt; self.host = host
        self.harnessVersion = harnessVersion; self.corpusPath = corpusPath
        self.corpusCommit = corpusCommit; self.normalization = normalization
        self.backends = backends; self.profiles = profiles; self.complete = complete
        self.incompleteReason = incompleteReason; self.shard = shard
        self.corpusSamples = corpusSamples; self.suites = suites
        self.harnessCommit = harnessCommit; self.libraries = libraries
    }

    /// Whether this run selected (suite, id): its suites filter and its shard.
    public func selects(suite: String, id: String) -> Bool {
        if let suites, !suites.contains(suite) { return false }
        if let shardMembers { return shardMembers.contains("\(suite)/\(id)") }
        if let shard, let parsed = ShardName(shard), !parsed.contains(suite: suite, id: id) { return false }
        return true
    }
}

/// "I/N": one of N parts of a corpus split deterministically by sample name.
public struct ShardName: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// 1-based.
    public var index: Int
    /// How many shards the corpus is split into.
    public var count: Int

    /// Shard `index` of `count`.
    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Parses "i/n" with 1 ≤ i ≤ n.
    public init?(_ text: String) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else { return nil }
        self.init(index: i, count: n)
    }

    /// "I/N".
    public var description: String { "\(index)/\(count)" }

    /// Whether the sample "suite/id" belongs to this shard. The same name always lands in
    /// the same shard, on every machine (FNV-1a over the UTF-8 bytes).
    public func contains(suite: String, id: String) -> Bool {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in "\(suite)/\(id)".utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return Int(hash % UInt64(count)) == index - 1
    }
}

/// A backend used in a run, with its version.
public struct BackendRecord: Sendable, Equatable, Hashable {
    /// The backend's name, e.g. "tesseract".
    public var name: String
    /// The engine's version.
    public var version: String
    /// A record of this backend and version.
    public init(name: String, version: String) { self.name = name; self.version = version }
}

/// A profile used in a run, with every effective setting as key and value text.
public struct ProfileRecord: Sendable, Equatable {
    /// The profile's name.
    public var name: String
    /// Its backend's name.
    public var backend: String
    /// Settings in a stable order, values rendered as JSON text (e.g. `["eng"]`, `"apply"`).
    public var settings: [Setting]
    /// A record of this profile, backend and settings.
    public init(name: String, backend: String, settings: [Setting]) {
        self.name = name; self.backend = backend; self.settings = settings
    }

    /// One effective setting of a profile.
    public struct Setting: Sendable, Equatable {
        /// The setting's key, e.g. "languages" or "tesseract.psm".
        public var key: String
        /// The value as JSON text.
        public var value: String
        /// A setting with this key and value.
        public init(key: String, value: String) { self.key = key; self.value = value }
    }
}
