import Foundation

/// How ocrgauge opens the files it writes (in `--out` and wherever a report goes) so
/// that a symbolic link planted at one of their names is never written through: CI runs
/// as root, and a link at `<out>/.ocrgauge.lock` or `<out>/journal.jsonl` would otherwise
/// truncate and fill any file on the machine, or create one where it points.
///
/// Two ways, one per kind of file:
/// - a file written whole (every report, a fresh journal, a temporary file) is created
///   under a new name with `O_CREAT | O_EXCL | O_NOFOLLOW` and renamed over its name when
///   complete; rename(2) replaces a link itself and never follows it;
/// - a file opened in place (the lock, a resumed journal) is opened with `O_NOFOLLOW`
///   and used only when it is a regular file of this user with no other hard link;
///   anything else is refused with an `OutputFileRefusal` naming the path.
public enum OutputFiles {
    /// Creates a new file at `path` for reading and writing; fails when anything (a
    /// file, a link, even a dangling one) is already there.
    public static func createNew(_ path: String, mode: mode_t = 0o644) throws(OutputFileRefusal) -> Int32 {
        let fd = open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard fd >= 0 else { throw OutputFileRefusal(path: path, errno: errno) }
        return fd
    }

    /// Opens the file at `path` for reading and writing in place, creating it when
    /// missing, without following a link and only when it is a regular file of this user
    /// with no other hard link (so that writing it cannot change a file elsewhere).
    public static func openInPlace(_ path: String, create: Bool = true, mode: mode_t = 0o644) throws(OutputFileRefusal) -> Int32 {
        let fd = open(path, O_RDWR | O_NOFOLLOW | O_CLOEXEC | (create ? O_CREAT : 0), mode)
        guard fd >= 0 else { throw OutputFileRefusal(path: path, errno: errno) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let error = OutputFileRefusal(path: path, errno: errno)
            close(fd)
            throw error
        }
        let problem: String?
        if info.st_mode & S_IFMT != S_IFREG {
            problem = "is not a regular file; ocrgauge writes only its own files here: remove it"
        } else if info.st_uid != geteuid() {
            problem = "belongs to another user (uid \(info.st_uid)); ocrgauge writes only its own files here: remove it"
        } else if info.st_nlink > 1 {
            problem = "is a hard link to a file with \(info.st_nlink) names; ocrgauge does not write a file that lives "
                + "elsewhere too: remove it"
        } else {
            problem = nil
        }
        if let problem {
            close(fd)
            throw OutputFileRefusal(path: path, problem: problem, planted: true)
        }
        return fd
    }

    /// Throws when something other than a regular file is at `path` (a link, a folder, a
    /// FIFO that would block the reader for ever), for a file about to be read and then
    /// written in place, such as a resumed journal; nothing when `path` is missing.
    public static func refuseUnlessRegular(_ path: String) throws(OutputFileRefusal) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFLNK: throw OutputFileRefusal(path: path, errno: ELOOP)
        default: throw OutputFileRefusal(path: path, problem: "is not a regular file; ocrgauge writes only its own files here: remove it",
                                         planted: true)
        }
    }

    /// Writes `data` to a new file at `path` (see `createNew`).
    public static func writeNew(_ data: Data, to path: String, mode: mode_t = 0o644) throws(OutputFileRefusal) {
        let fd = try createNew(path, mode: mode)
        defer { close(fd) }
        try write(data, to: fd, path: path)
    }

    /// Writes all of `data` at the descriptor's offset; `path` names it in the error.
    public static func write(_ data: Data, to fd: Int32, path: String) throws(OutputFileRefusal) {
        var written = 0
        while written < data.count {
            let count = data.withUnsafeBytes { Foundation.write(fd, $0.baseAddress! + written, data.count - written) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw OutputFileRefusal(path: path, errno: errno) }
            written += count
        }
    }
}

/// A file ocrgauge would not write, or could not open: its path and why, e.g.
/// "/ci/out/.ocrgauge.lock: is a symbolic link; ocrgauge does not write through links: remove it".
public struct OutputFileRefusal: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path refused.
    public var path: String
    /// Why, in a sentence.
    public var problem: String
    /// True when the path holds something ocrgauge must not write (a link, another
    /// user's file, a hard link, a folder): the folder needs a person's look (exit 2);
    /// false when the system refused (exit 3).
    public var planted: Bool

    /// A refusal of `path` for `problem`.
    public init(path: String, problem: String, planted: Bool) {
        self.path = path
        self.problem = problem
        self.planted = planted
    }

    /// A refusal of `path` after open(2) or another call failed with `errno`; a link
    /// (`ELOOP` under `O_NOFOLLOW`, `EEXIST` for a dangling one) is said as such.
    public init(path: String, errno code: Int32) {
        self.path = path
        var info = stat()
        let isLink = lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
        if code == ELOOP || isLink {
            planted = true
            problem = "is a symbolic link; ocrgauge does not write through links: remove it"
        } else if code == EISDIR {
            planted = true
            problem = "is a folder, not a file; remove it"
        } else {
            planted = false
            problem = String(cString: strerror(code))
        }
    }

    /// "path: problem".
    public var description: String { "\(path): \(problem)" }
}
