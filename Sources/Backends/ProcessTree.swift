import Foundation

/// The processes descending from this one, read from /proc (Linux): each process's
/// parent is the fourth field of /proc/<pid>/stat, after the command name in brackets.
enum ProcessTree {
    /// Every living process whose chain of parents leads to `ancestor`, leaving out the
    /// processes in `spared` and everything below them; deepest first is not promised.
    static func descendants(of ancestor: pid_t, sparing spared: Set<pid_t>) -> [pid_t] {
        var children: [pid_t: [pid_t]] = [:]
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        for entry in entries {
            guard let pid = pid_t(entry), let parent = parentOf(pid) else { continue }
            children[parent, default: []].append(pid)
        }
        var found: [pid_t] = []
        var queue = (children[ancestor] ?? []).filter { !spared.contains($0) }
        while let pid = queue.popLast() {
            found.append(pid)
            queue += (children[pid] ?? []).filter { !spared.contains($0) }
        }
        return found
    }

    /// The parent of `pid`, or nil when it is gone or unreadable.
    static func parentOf(_ pid: pid_t) -> pid_t? { status(of: pid)?.parent }

    /// The state letter ("Z" for a zombie) and parent of `pid`, or nil when it is gone or
    /// unreadable: after the command name in brackets, /proc/<pid>/stat holds the state,
    /// then the parent's pid.
    static func status(of pid: pid_t) -> (state: Substring, parent: pid_t)? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 1, let parent = pid_t(fields[1]) else { return nil }
        return (fields[0], parent)
    }
}
