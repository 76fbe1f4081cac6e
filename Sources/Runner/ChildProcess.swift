import Foundation

/// A child process started with posix_spawn(3) in its own process group, its standard
/// input and output on pipes. Owns the pid (reaped exactly once) and the parent's pipe
/// ends (closed on deinit).
///
/// Foundation's `Process` is not used for workers: on Linux it adds one close action per
/// possible descriptor, so each start cost 15–50 ms with a high descriptor limit.
final class ChildProcess {
    /// How the child ended.
    enum Termination: Equatable {
        case exited(Int32)
        case signalled(Int32)
    }

    let pid: pid_t
    /// The write end of the child's standard input (-1 once closed).
    private(set) var input: Int32
    /// The read end of the child's standard output.
    let output: Int32
    private var ended: Termination?

    /// Starts `executable` with `arguments`; standard error goes to ours, or to /dev/null
    /// when `silenceErrors`. Throws the failed call and errno's text when it cannot start.
    init(executable: String, arguments: [String], environment: [String: String],
         silenceErrors: Bool) throws(ChildProcessError) {
        // One start at a time: pipes are made close-on-exec in two steps (pipe2 is not
        // imported), so another start must not run in between and inherit them.
        Self.starting.lock()
        defer { Self.starting.unlock() }
        var toChild: [Int32] = [-1, -1], fromChild: [Int32] = [-1, -1]
        guard pipe(&toChild) == 0 else { throw ChildProcessError(call: "pipe", errno: errno) }
        guard pipe(&fromChild) == 0 else {
            close(toChild[0]); close(toChild[1])
            throw ChildProcessError(call: "pipe", errno: errno)
        }
        for fd in toChild + fromChild { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        if silenceErrors { posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0) }
        // Nothing else of ours leaks into the child: descriptors opened without
        // close-on-exec are closed in it.
        for fd in Self.openDescriptors() where fd > 2 && fcntl(fd, F_GETFD) & FD_CLOEXEC == 0 {
            posix_spawn_file_actions_addclose(&actions, fd)
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), defaults = sigset_t()
        sigemptyset(&noSignals)
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGPIPE, SIGCHLD, SIGHUP, SIGQUIT] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        close(toChild[0])
        close(fromChild[1])
        guard status == 0 else {
            close(toChild[1]); close(fromChild[0])
            throw ChildProcessError(call: "posix_spawn \(executable)", errno: status)
        }
        pid = child
        input = toChild[1]
        output = fromChild[0]
    }

    deinit {
        kill(signal: SIGKILL)
        _ = waitForEnd()
        closeInput()
        close(output)
    }

    /// Writes all of `bytes` to the child's standard input; false when the child is gone.
    func write(_ bytes: [UInt8]) -> Bool {
        guard input >= 0 else { return false }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                #if canImport(Glibc)
                Glibc.write(input, raw.baseAddress! + offset, raw.count - offset)
                #else
                Darwin.write(input, raw.baseAddress! + offset, raw.count - offset)
                #endif
            }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// Closes the child's standard input (it sees end of file).
    func closeInput() {
        guard input >= 0 else { return }
        close(input)
        input = -1
    }

    /// Sends `signal` to the child's whole process group (to the child alone if that fails).
    func kill(signal: Int32) {
        guard ended == nil else { return }
        #if canImport(Glibc)
        if Glibc.kill(-pid, signal) != 0 { _ = Glibc.kill(pid, signal) }
        #else
        if Darwin.kill(-pid, signal) != 0 { _ = Darwin.kill(pid, signal) }
        #endif
    }

    /// How the child ended, if it has (never blocks).
    func termination() -> Termination? {
        if ended == nil { reap(options: WNOHANG) }
        return ended
    }

    /// Waits for the child to end and says how it did.
    @discardableResult
    func waitForEnd() -> Termination? {
        if ended == nil { reap(options: 0) }
        return ended
    }

    private func reap(options: Int32) {
        var status: Int32 = 0
        var result: pid_t
        repeat { result = waitpid(pid, &status, options) } while result < 0 && errno == EINTR
        guard result == pid else {
            if result < 0 { ended = .exited(-1) }   // not our child any more: nothing to wait for
            return
        }
        // WIFEXITED / WTERMSIG spelled out: the C macros are not imported.
        let signal = status & 0x7F
        ended = signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    }
}

extension ChildProcess {
    fileprivate static let starting = NSLock()

    /// The descriptors open in this process (from /proc/self/fd; empty elsewhere).
    fileprivate static func openDescriptors() -> [Int32] {
        guard let directory = opendir("/proc/self/fd") else { return [] }
        defer { closedir(directory) }
        let own = dirfd(directory)
        var found: [Int32] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if let fd = Int32(name), fd != own { found.append(fd) }
        }
        return found
    }
}

/// A system call that failed while starting a child process.
struct ChildProcessError: Error, CustomStringConvertible {
    var call: String
    var errno: Int32
    var description: String { "\(call): \(String(cString: strerror(errno)))" }
}
