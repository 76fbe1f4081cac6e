import Synchronization

/// The process groups of the engines this process started (the `command` backend), so
/// that whoever supervises this process can stop them together with it.
///
/// Each command runs in a process group of its own, which it and its children share. A
/// worker process reports every group it starts and ends to the harness, which kills
/// them with the worker on a timeout, a replacement or the end of the run: a hung
/// command and whatever it started never outlive `ocrgauge run`.
package enum EngineProcessGroups {
    private static let observer = Mutex<(@Sendable (_ group: Int32, _ running: Bool) -> Void)?>(nil)
    /// The groups (their leaders' pids) running now, and whether any started since the
    /// last `startedSinceLastAsked`.
    private static let state = Mutex<(running: Set<Int32>, started: Bool)>(([], false))

    /// The engines running now (their pids, which lead their groups).
    package static var running: Set<Int32> { state.withLock { $0.running } }

    /// Whether an engine was started since the last call (or since the process began).
    package static func startedSinceLastAsked() -> Bool {
        state.withLock { current in
            defer { current.started = false }
            return current.started
        }
    }

    /// Calls `report` for every group started (running: true) or ended (false) from now on.
    package static func observe(_ report: (@Sendable (_ group: Int32, _ running: Bool) -> Void)?) {
        observer.withLock { $0 = report }
    }

    static func started(_ group: Int32) {
        state.withLock { $0.running.insert(group); $0.started = true }
        observer.withLock { $0 }?(group, true)
    }

    static func ended(_ group: Int32) {
        state.withLock { _ = $0.running.remove(group) }
        observer.withLock { $0 }?(group, false)
    }
}
