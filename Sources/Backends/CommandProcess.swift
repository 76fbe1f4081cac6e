import Foundation

/// One running command of the `command` backend in persistent mode: owns the process
/// (in a process group of its own, reported to `EngineProcessGroups`), its pipes and
/// the tail of its standard error; `stop()` kills the whole group.
final class CommandProcess {
    private let child: ChildProcess
    private let reader: FileDescriptorLineReader
    private let errors: StandardErrorTail
    private let maxAnswerBytes: Int
    private var stopped = false

    init(executable: String, arguments: [String], maxAnswerBytes: Int) throws(BackendError) {
        do {
            child = try ChildProcess(executable: executable, arguments: arguments,
                                     environment: ProcessInfo.processInfo.environment, standardError: .capture)
        } catch {
            throw BackendError.unavailable("command: cannot start \(executable): \(error)")
        }
        EngineProcessGroups.started(child.pid)
        self.maxAnswerBytes = maxAnswerBytes
        reader = FileDescriptorLineReader(fd: child.output, maxLineBytes: maxAnswerBytes)
        errors = StandardErrorTail(fd: child.errors!)
    }

    deinit { stop() }

    /// Sends one line and returns the answer line; throws when the command died, closed
    /// its output or answered more than the limit.
    func exchange(_ line: Data) throws(BackendError) -> Data {
        var message = [UInt8](line)
        message.append(0x0A)
        guard child.write(message) else {
            throw BackendError.failed("command: stopped reading its input (\(ended()))\(errors.quoted())")
        }
        switch reader.readLine(timeout: nil) {
        case .line(let answer): return answer
        case .tooLong(let bytes):
            stop()
            throw BackendError.failed("command: answered \(bytes) bytes, over the limit of \(CommandSettings.describe(bytes: maxAnswerBytes)) "
                                      + "(command.maxAnswerMegabytes); the command was stopped")
        case .timeout: throw BackendError.failed("command: no answer")
        case .end(let partial):
            let tail = partial.isEmpty ? "" : "; it wrote \(PrintableBytes.quote(partial))"
            throw BackendError.failed("command: ended without answering (\(ended()))\(tail)\(errors.quoted())")
        }
    }

    /// Kills the command and everything in its process group, and reaps it.
    func stop() {
        guard !stopped else { return }
        stopped = true
        child.closeInput()
        child.kill(signal: SIGKILL)
        child.waitForEnd()
        errors.wait()
        EngineProcessGroups.ended(child.pid)
    }

    /// How the command ended, waiting up to 2 s for it to finish dying.
    private func ended() -> String {
        let deadline = ContinuousClock.now + .seconds(2)
        var termination = child.termination()
        while termination == nil && ContinuousClock.now < deadline {
            usleep(10_000)
            termination = child.termination()
        }
        errors.wait()
        switch termination {
        case nil: return "still running"
        case .exited(let status): return "exit status \(status)"
        case .signalled(let signal): return "signal \(signal)"
        }
    }
}

/// One run of a `command` in per-image mode: started in a process group of its own, its
/// standard output read up to a limit, then the group killed (nothing it started
/// outlives it) and the process reaped.
enum CommandRun {
    /// Runs `executable` and returns what it printed; throws a failure quoting the
    /// command's standard error when it could not start, failed or printed too much.
    static func output(of executable: String, arguments: [String], maxBytes: Int) throws(BackendError) -> Data {
        let child: ChildProcess
        do {
            child = try ChildProcess(executable: executable, arguments: arguments,
                                     environment: ProcessInfo.processInfo.environment, standardError: .capture)
        } catch {
            throw BackendError.unavailable("command: cannot start \(executable): \(error)")
        }
        EngineProcessGroups.started(child.pid)
        let errors = StandardErrorTail(fd: child.errors!)
        defer {
            child.kill(signal: SIGKILL)   // whatever it left running in its group
            child.waitForEnd()
            errors.wait()
            EngineProcessGroups.ended(child.pid)
        }
        child.closeInput()
        var output = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = read(child.output, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            guard output.count + count <= maxBytes else {
                throw BackendError.failed("command: printed more than \(CommandSettings.describe(bytes: maxBytes)) "
                                          + "(command.maxAnswerMegabytes); the command was stopped")
            }
            output.append(contentsOf: chunk[0..<count])
        }
        child.waitForExit()
        child.kill(signal: SIGKILL)
        let termination = child.waitForEnd()
        errors.wait()
        switch termination {
        case .exited(0)?: return output
        case .exited(let status)?: throw BackendError.failed("command: exit status \(status)\(errors.quoted())")
        case .signalled(let signal)?: throw BackendError.failed("command: signal \(signal)\(errors.quoted())")
        case nil: throw BackendError.failed("command: could not be waited for")
        }
    }
}
