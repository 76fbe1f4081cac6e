import Foundation

/// One running command of the `command` backend in persistent mode: owns the process
/// and its pipes; `stop()` kills it.
final class CommandProcess {
    private let process = Process()
    private let input: FileHandle
    private let reader: FileDescriptorLineReader
    private let output = Pipe()

    init(executable: String, arguments: [String]) throws(BackendError) {
        let inputPipe = Pipe()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = inputPipe
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        input = inputPipe.fileHandleForWriting
        reader = FileDescriptorLineReader(fd: output.fileHandleForReading.fileDescriptor)
        do { try process.run() } catch {
            throw BackendError.unavailable("command: cannot start \(executable): \(error.localizedDescription)")
        }
    }

    deinit { stop() }

    /// Sends one line and returns the answer line; throws when the command died or closed.
    func exchange(_ line: Data) throws(BackendError) -> Data {
        var message = line
        message.append(0x0A)
        do { try input.write(contentsOf: message) } catch {
            throw BackendError.failed("command: stopped reading its input (\(ended()))")
        }
        switch reader.readLine(timeout: nil) {
        case .line(let answer): return answer
        case .timeout: throw BackendError.failed("command: no answer")
        case .end(let partial):
            let tail = partial.isEmpty ? "" : "; it wrote \(PrintableBytes.quote(partial))"
            throw BackendError.failed("command: ended without answering (\(ended()))\(tail)")
        }
    }

    func stop() {
        if process.isRunning { process.terminate() }
        try? input.close()
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    private func ended() -> String {
        let deadline = ContinuousClock.now + .seconds(2)
        while process.isRunning && ContinuousClock.now < deadline { usleep(10_000) }
        if process.isRunning { return "still running" }
        return process.terminationReason == .uncaughtSignal
            ? "signal \(process.terminationStatus)" : "exit status \(process.terminationStatus)"
    }
}
