import Foundation
import Reports

/// `<out>/.ocrgauge.lock`: one run at a time per output folder. Two runs writing one
/// journal and one set of reports would each exit 0 with reports and journal from
/// different runs; the second is refused instead, naming the first (its pid).
///
/// The lock is `flock(2)` on the file, so the system releases it when its holder dies
/// however it dies; the file holds the holder's pid. It is opened without following a
/// link and only as a regular file of this user with one name (`OutputFiles.openInPlace`):
/// anything else planted there is refused (exit 2), never truncated or written. A file left with the pid of a
/// process that is gone (killed) is taken over with a message.
final class OutputLock: Sendable {
    private let fd: Int32
    let url: URL

    /// Takes the lock of `folder` (creating the folder) or throws `.configuration`
    /// naming the run that holds it. `notice` receives a message when a stale lock is
    /// taken over.
    init(folder: URL, notice: (String) -> Void) throws(RunnerError) {
        url = folder.appendingPathComponent(".ocrgauge.lock")
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            throw RunnerError.harness("cannot create \(folder.path): \(error.localizedDescription)")
        }
        do { fd = try OutputFiles.openInPlace(url.path) } catch {
            throw error.planted ? RunnerError.configuration("\(error)") : RunnerError.harness("cannot open \(error)")
        }
        let previous = Self.owner(fd)
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            close(fd)
            throw RunnerError.configuration("\(folder.path) is in use by another ocrgauge run"
                                            + (previous.map { " (pid \($0))" } ?? "")
                                            + "; wait for it to finish, or give this run another --out")
        }
        if let previous, previous != getpid() {
            notice("ocrgauge: \(folder.path): taking over the lock left by a run that ended without releasing it (pid \(previous), no longer running)")
        }
        let mine = Array("\(getpid())\n".utf8)
        _ = ftruncate(fd, 0)
        _ = mine.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
    }

    /// Releases the lock, leaving an empty file (no owner).
    func release() {
        _ = ftruncate(fd, 0)
        flock(fd, LOCK_UN)
        close(fd)
    }

    /// The pid written in the lock file, if any.
    private static func owner(_ fd: Int32) -> Int32? {
        var bytes = [UInt8](repeating: 0, count: 32)
        let count = pread(fd, &bytes, bytes.count, 0)
        guard count > 0 else { return nil }
        return Int32(String(decoding: bytes[0..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
