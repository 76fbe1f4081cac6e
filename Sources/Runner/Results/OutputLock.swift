import Foundation
import Reports
import ReportFiles

/// `<out>/.ocrgauge.lock`: one run at a time per output folder. Two runs writing one
/// journal and one set of reports would each exit 0 with reports and journal from
/// different runs; the second is refused instead, naming the first (its pid).
///
/// The lock is `flock(2)` on the file, so the system releases it when its holder dies
/// however it dies; the file holds the holder's pid. It is opened without following a
/// link and only as a regular file of this user with one name
/// (`OutputFiles.openInPlace`): anything else planted there is refused (exit 2), never
/// truncated or written. A free lock whose file names a pid is taken over with a message
/// that says whether that pid is gone or is some other running process.
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
            notice("ocrgauge: \(folder.path): " + Self.takeOverMessage(previous))
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

    /// What taking over a lock that names `pid` means. The lock was free (flock(2)
    /// succeeded), so no ocrgauge run of this folder holds it, whatever the file says: a
    /// pid that is gone is a run that ended without releasing it; a pid that is running
    /// (pid 1 always is) is some other process, because that run's pid was reused or the
    /// file was written by something else.
    static func takeOverMessage(_ pid: Int32) -> String {
        if pid <= 0 {
            return "taking over the lock: the file names pid \(pid), which is no process, so no ocrgauge run holds it"
        }
        if kill(pid, 0) == 0 || errno == EPERM {
            return "taking over the lock: the file names pid \(pid), which is running but does not hold the lock, so it is "
                + "not an ocrgauge run of this folder (the pid of an earlier run was reused, or the file was written by "
                + "something else)"
        }
        return "taking over the lock left by a run that ended without releasing it (pid \(pid), no longer running)"
    }

    /// The pid written in the lock file, if any.
    private static func owner(_ fd: Int32) -> Int32? {
        var bytes = [UInt8](repeating: 0, count: 32)
        let count = pread(fd, &bytes, bytes.count, 0)
        guard count > 0 else { return nil }
        return Int32(String(decoding: bytes[0..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
