import Foundation
import Synchronization

/// Every temporary file and folder ocrgauge has made beside its outputs and not yet
/// renamed or removed (a report's `.report.html.<uuid>.tmp`, the pictures' staging
/// folder), so that an interrupting signal can remove them all before the process exits
/// (`removeAllAndClose`), whatever thread is writing at that moment.
///
/// Temporaries are made under the registry's lock (`create`, `createInside`): the
/// signal handler takes the same lock to close the registry, so a temporary is either
/// made and listed before it (and removed by it), or never made (the thread making it
/// waits for the process to exit).
public enum TemporaryFiles {
    private struct State {
        var paths: Set<String> = []
        var closed = false
    }

    private static let state = Mutex(State())

    /// Registers `path` and runs `make`, which creates it, under the lock.
    public static func create<T: Sendable, Failure: Error>(_ path: String, _ make: () throws(Failure) -> T) throws(Failure) -> T {
        let made: Result<T, Failure> = state.withLock { state in
            if state.closed { waitForExit() }
            do throws(Failure) {
                let value = try make()
                state.paths.insert(path)
                return .success(value)
            } catch {
                return .failure(error)
            }
        }
        let value = try made.get()
        TestSignal.afterTemporaryCreated()
        return value
    }

    /// Runs `make`, which creates a file inside a registered folder, under the lock.
    public static func createInside<T: Sendable, Failure: Error>(_ make: () throws(Failure) -> T) throws(Failure) -> T {
        let made: Result<T, Failure> = state.withLock { state in
            if state.closed { waitForExit() }
            do throws(Failure) { return .success(try make()) } catch { return .failure(error) }
        }
        return try made.get()
    }

    /// Forgets `path`: it was renamed into place or removed.
    public static func forget(_ path: String) {
        _ = state.withLock { $0.paths.remove(path) }
    }

    /// Closes the registry (no temporary is made after this) and removes every
    /// temporary still listed, folders with what they hold. For a signal handler, just
    /// before the process exits.
    public static func removeAllAndClose() {
        let paths = state.withLock { state in
            state.closed = true
            return state.paths
        }
        for path in paths { try? FileManager.default.removeItem(atPath: path) }
    }

    /// Parks the calling thread: the registry is closed because the process is exiting.
    private static func waitForExit() -> Never {
        while true { pause() }
    }
}
