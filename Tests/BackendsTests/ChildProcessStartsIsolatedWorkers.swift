import Foundation
import Testing
@testable import Backends

/// `ChildProcess`: pipes for input and output, its own process group, nothing of ours
/// inherited, and how it ended.
@Suite struct ChildProcessStartsIsolatedWorkers {
    static func readAll(_ fd: Int32) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(fd, &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test("standard input reaches the child and its output comes back; a clean exit is exit status 0")
    func echo() throws {
        let child = try ChildProcess(executable: "/bin/cat", arguments: [], environment: [:], standardError: .discard)
        #expect(child.write(Array("one line\n".utf8)))
        child.closeInput()
        #expect(Self.readAll(child.output) == "one line\n")
        #expect(child.waitForEnd() == .exited(0))
        #expect(!child.write(Array("late".utf8)))   // input closed: refused, no crash
    }

    @Test("exit status and the killing signal are told apart")
    func termination() throws {
        let exits = try ChildProcess(executable: "/bin/sh", arguments: ["-c", "exit 3"], environment: [:], standardError: .discard)
        #expect(exits.waitForEnd() == .exited(3))
        let sleeper = try ChildProcess(executable: "/bin/sleep", arguments: ["30"], environment: [:], standardError: .discard)
        #expect(sleeper.termination() == nil)
        sleeper.kill(signal: SIGKILL)
        #expect(sleeper.waitForEnd() == .signalled(SIGKILL))
    }

    @Test("the child leads its own process group and inherits no descriptor of ours but 0, 1 and 2")
    func isolation() throws {
        // A descriptor opened without close-on-exec, as a C library might. It is moved to
        // 100 or above: as the lowest free number it could be 3, the number ls gives the
        // folder it lists, and the check would then see ls's own descriptor as ours.
        let opened = open("/dev/null", O_RDONLY)
        let stray = fcntl(opened, F_DUPFD, 100)
        close(opened)
        defer { close(stray) }
        #expect(stray >= 100)
        let child = try ChildProcess(executable: "/bin/sh", arguments: ["-c", "echo $$ $(cut -d \" \" -f 5 /proc/$$/stat); ls /proc/self/fd"],
                                     environment: ["PATH": "/usr/bin:/bin"], standardError: .discard)
        child.closeInput()
        let lines = Self.readAll(child.output).split(separator: "\n").map(String.init)
        #expect(child.waitForEnd() == .exited(0))
        let ids = try #require(lines.first).split(separator: " ").map(String.init)
        #expect(ids.count == 2 && ids[0] == ids[1])   // pid == process group id
        // ls itself holds 0, 1, 2 and the directory it reads: nothing more.
        let descriptors = lines.dropFirst().compactMap { Int32($0) }
        #expect(!descriptors.contains(stray))
        #expect(descriptors.count <= 4)
    }

    @Test("a program that does not exist is an error naming it, not a crash")
    func missing() {
        #expect(throws: ChildProcessError.self) {
            _ = try ChildProcess(executable: "/nonexistent/worker", arguments: [], environment: [:], standardError: .discard)
        }
    }
}
