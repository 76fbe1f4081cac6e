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
/// deinit). The one way this project starts processes: recognition workers and the
/// `command` backend's engines.
///
/// Foundation's `Process` is not used: on Linux it adds one close action per possible
/// descriptor, so each start cost 15–50 ms with a high descriptor limit, and it does not
/// put the child in a process group of its own.
///
/// Writing to a child that has died must be an outcome, not the death of this process:
/// the first child started sets SIGPIPE to be ignored here (children get it back).
package final class ChildProcess {
    /// How the child ended.
    package enum Termination: Equatable, Sendable {
        case exited(Int32)
        case signalled(Int32)
    }

    /// Where the child's standard error goes.
    package enum StandardError: Sendable {
        /// Ours.
        case inherit
        /// /dev/null.
        case discard
        /// A pipe: read it from `errors` (keep reading, or the child blocks when it fills).
        case capture
    }

    package let pid: pid_t
    /// The write end of the child's standard input (-1 once closed).
    package private(set) var input: Int32
    /// The read end of the child's standard output.
    package let output: Int32
    /// The read end of the child's standard error, when captured.
    package let errors: Int32?
    private var ended: Termination?

    private static let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()

    /// Starts `executable` (a path) with `arguments`. Throws the failed call and errno's
    /// text when it cannot start.
    package init(executable: String, arguments: [String], environment: [String: String],
                 standardError: StandardError) throws(ChildProcessError) {
        Self.ignoreBrokenPipes
        var pipes: [[Int32]] = []
        func closeAll() { for pair in pipes { close(pair[0]); close(pair[1]) } }
        for _ in 0..<(standardError == .capture ? 3 : 2) {
            var pair: [Int32] = [-1, -1]
            let status = cspawn_pipe(&pair)
            guard status == 0 else {
                closeAll()
                throw ChildProcessError(call: "pipe", errno: status)
            }
            pipes.append(pair)
        }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var child: Int32 = 0
        let errorTarget: Int32
        switch standardError {
        case .inherit: errorTarget = Int32(CSPAWN_ERRORS_INHERIT)
        case .discard: errorTarget = Int32(CSPAWN_ERRORS_DISCARD)
        case .capture: errorTarget = pipes[2][1]
        }
        let status = cspawn_start(executable, argv, envp, pipes[0][0], pipes[1][1], errorTarget, &child)
        // The child's ends.
        close(pipes[0][0])
        close(pipes[1][1])
        if pipes.count > 2 { close(pipes[2][1]) }
        guard status == 0 else {
            close(pipes[0][1]); close(pipes[1][0])
            if pipes.count > 2 { close(pipes[2][0]) }
            throw ChildProcessError(call: "posix_spawn \(executable)", errno: status)
        }
        pid = pid_t(child)
        input = pipes[0][1]
        output = pipes[1][0]
        errors = pipes.count > 2 ? pipes[2][0] : nil
    }

    deinit {
        kill(signal: SIGKILL)
        waitForEnd()
        closeInput()
        close(output)
        if let errors { close(errors) }
    }

    /// Writes all of `bytes` to the child's standard input; false when the child is gone
    /// or its input was closed.
    package func write(_ bytes: [UInt8]) -> Bool {
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
    package func closeInput() {
        guard input >= 0 else { return }
        close(input)
        input = -1
    }

    /// Sends `signal` to the child's whole process group (to the child alone if that
    /// fails); nothing once the child has been reaped (its pid may be reused).
    package func kill(signal: Int32) {
        guard ended == nil else { return }
        if systemKill(-pid, signal) != 0 { _ = systemKill(pid, signal) }
    }

    /// How the child ended, if it has (never blocks).
    package func termination() -> Termination? {
        if ended == nil { reap(options: WNOHANG) }
        return ended
    }

    /// Waits until the child has exited without reaping it: its process group can still
    /// be signalled safely (what it left running is killed with `kill`), then
    /// `waitForEnd` reaps it.
    package func waitForExit() {
        guard ended == nil else { return }
        var info = siginfo_t()
        var result: Int32
        repeat { result = waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) } while result < 0 && errno == EINTR
    }

    /// Waits for the child to end and says how it did.
    @discardableResult
    package func waitForEnd() -> Termination? {
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
package struct ChildProcessError: Error, CustomStringConvertible {
    package var call: String
    package var errno: Int32
    package var description: String { "\(call): \(String(cString: strerror(errno)))" }
}
