import Runner

/// `ocrgauge --version`: the version, the commit and the libraries it runs with.
enum HarnessVersionText {
    static var current: String { BuildInfo.versionText }
}
