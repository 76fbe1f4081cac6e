import Runner

/// The harness version for `--version`.
enum HarnessVersionText {
    static var current: String { HarnessVersion.current }
}
