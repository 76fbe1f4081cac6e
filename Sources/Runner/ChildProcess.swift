import CSpawn
import Foundation
#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
private let systemKill = Glibc.kill
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
private let systemKill = Darwin.kill
#endif

/// A child process started with posix_spawn(3) (through `cspawn_start`) in its own
/// process group, its standard input and output on pipes, inheriting no other
/// descriptor. Owns the pid (reaped exactly once) and the parent's pipe ends (closed on
/// deinit).
///
/// Foundation's `Process` is not used for workers: on Linux it adds one close action per
/// possible descriptor, so each start cost 15–50 ms with a high descriptor limit.
///
/// Writing to a child that has died must be an outcome, not the death of this process:
/// the first child started sets SIGPIPE to be ignored here (children get it back).
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

    private static let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()

    /// Starts `executable` with `arguments`; standard error goes to ours, or to /dev/null
    /// when `silenceErrors`. Throws the failed call and errno's text when it cannot start.
    init(executable: String, arguments: [String], environment: [String: String],
         silenceErrors: Bool) throws(ChildProcessError) {
        Self.ignoreBrokenPipes
        var toChild: [Int32] = [-1, -1], fromChild: [Int32] = [-1, -1]
        var status = cspawn_pipe(&toChild)
        guard status == 0 else { throw ChildProcessError(call: "pipe", errno: status) }
        status = cspawn_pipe(&fromChild)
        guard status == 0 else {
            close(toChild[0]); close(toChild[1])
            throw ChildProcessError(call: "pipe", errno: status)
        }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var child: Int32 = 0
        status = cspawn_start(executable, argv, envp, toChild[0], fromChild[1], silenceErrors ? 1 : 0, &child)
        close(toChild[0])
        close(fromChild[1])
        guard status == 0 else {
            close(toChild[1]); close(fromChild[0])
            throw ChildProcessError(call: "posix_spawn \(executable)", errno: status)
        }
        pid = pid_t(child)
        input = toChild[1]
        output = fromChild[0]
    }

    deinit {
        kill(signal: SIGKILL)
        waitForEnd()
        closeInput()
        close(output)
    }

    /// Writes all of `bytes` to the child's standard input; false when the child is gone
    /// or its input was closed.
    func write(_ bytes: [UInt8]) -> Bool {
        guard input >= 0 else { return false }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                systemWrite(input, raw.baseAddress! + offset, raw.count - offset)
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

    /// Sends `signal` to the child's whole process group (to the child alone if that
    /// fails); nothing once the child has been reaped (its pid may be reused).
    func kill(signal: Int32) {
        guard ended == nil else { return }
        if systemKill(-pid, signal) != 0 { _ = systemKill(pid, signal) }
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

/// A system call that failed while starting a child process.
struct ChildProcessError: Error, CustomStringConvertible {
    var call: String
    var errno: Int32
    var description: String { "\(call): \(String(cString: strerror(errno)))" }
}
