import Foundation
import Testing
@testable import CLI
import Scoring

/// The hostile inputs and faults of the hostile-input issue, each kept as a test: a
/// catastrophic regex, a signal during long scoring, a hung command with children, two
/// runs on one folder, huge answers, control characters, and the smaller cases.
@Suite(.serialized) struct HostileInputTests {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-hostile-\(UUID().uuidString)")

    /// A corpus of one sample `s/h` (the headline image) with `truth`, an optional
    /// sidecar, and a recorded backend answering `recognized`; returns the corpus and config.
    func recordedRun(truth: String, recognized: String, sidecar: String? = nil) throws -> (corpus: URL, config: URL) {
        let corpus = try smallCorpus(truth: truth, sidecar: sidecar)
        let recorded = corpus.deletingLastPathComponent().appendingPathComponent("recorded-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: recorded.appendingPathComponent("s"), withIntermediateDirectories: true)
        try Data(recognized.utf8).write(to: recorded.appendingPathComponent("s/h.txt"))
        let config = corpus.appendingPathComponent("config.json")
        try Data(#"{"profiles": {"rec": {"backend": "recorded", "recorded": {"directory": "\#(recorded.path)"}}}}"#.utf8)
            .write(to: config)
        return (corpus, config)
    }

    /// Runs the built `ocrgauge` with `arguments` to its end; exit status and both outputs.
    func ocrgauge(_ arguments: [String], shell prefix: String = "") throws -> (Int32, String) {
        let process = Process()
        let output = Pipe()
        if prefix.isEmpty {
            process.executableURL = ocrgaugeExecutable
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", prefix + " exec \"$0\" \"$@\"", ocrgaugeExecutable.path] + arguments
        }
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Random text of `count` letters and spaces (same alphabet on both sides: no cheap bound settles it).
    static func randomText(_ count: Int, seed: UInt64) -> String {
        var state = seed
        var bytes = [UInt8](repeating: 0, count: count)
        for index in bytes.indices {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let value = Int(state >> 33) % 27
            bytes[index] = value == 26 ? 0x20 : UInt8(0x61 + value)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: 1. A catastrophic regex

    @Test("a catastrophic regex in a sidecar fails its field with a reason; the run ends and corpus check warns",
          .timeLimit(.minutes(2)))
    func catastrophicRegex() throws {
        let evil = String(repeating: "a", count: 40) + "!"
        let (corpus, config) = try recordedRun(truth: evil, recognized: evil,
                                               sidecar: #"{"fields": [{"name": "evil", "regex": "^(a+)+$"}]}"#)
        let (code, text) = runCLI(["run", "--corpus", corpus.path, "--out", out.path, "-q", "--config", config.path, "--strict"])
        #expect(code == 1, "\(text)")
        let run = try String(contentsOf: out.appendingPathComponent("run.xml"), encoding: .utf8)
        #expect(run.contains("gave up: the pattern backtracks too much"))
        let (_, check) = runCLI(["corpus", "check", "--corpus", corpus.path])
        #expect(check.contains("hint: s/h.json: key 'fields[0].regex': /^(a+)+$/ repeats a group"))
    }

    // MARK: 2. Signals and the scoring budget

    @Test("the first SIGINT during long scoring stops the run, which writes its reports marked incomplete",
          .timeLimit(.minutes(3)))
    func interruptDuringScoring() throws {
        let (corpus, config) = try recordedRun(truth: Self.randomText(2_000_000, seed: 1),
                                               recognized: Self.randomText(2_000_000, seed: 2))
        let process = Process()
        process.executableURL = ocrgaugeExecutable
        process.arguments = ["run", "--corpus", corpus.path, "--out", out.path, "--config", config.path, "-q"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        sleep(4)   // recognition is a file read: by now the sample is being scored
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        let run = try String(contentsOf: out.appendingPathComponent("run.xml"), encoding: .utf8)
        #expect(run.contains(#"complete="false""#))
        #expect(!run.contains("<sample "), "the unfinished sample must not be reported as a result")
    }

    @Test("scoring that exceeds its budget ends that sample error, and the run goes on", .timeLimit(.minutes(2)))
    func scoringBudget() throws {
        let (corpus, config) = try recordedRun(truth: Self.randomText(2_000_000, seed: 3),
                                               recognized: Self.randomText(2_000_000, seed: 4))
        let (code, text) = try ocrgauge(["run", "--corpus", corpus.path, "--out", out.path, "--config", config.path,
                                         "-q", "--score-timeout", "1"])
        #expect(code == 0, "\(text)")
        let run = try String(contentsOf: out.appendingPathComponent("run.xml"), encoding: .utf8)
        #expect(run.contains(#"outcome="error""#))
        #expect(run.contains("scoring exceeded its budget of 1 s while computing"))
    }

    // MARK: 3. A hung command and its children

    /// A command that starts a child, writes both pids to `pids`, and then hangs.
    func hangingCommand(persistent: Bool) throws -> (config: URL, pids: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-hang-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let pids = folder.appendingPathComponent("pids")
        let script = folder.appendingPathComponent("engine.sh")
        let wait = persistent ? "read request\n" : ""
        try Data("#!/bin/sh\n\(wait)sleep 300 &\necho $$ $! > \(pids.path)\nsleep 300\n".utf8).write(to: script)
        chmod(script.path, 0o755)
        let mode = persistent ? "persistent" : "per-image"
        let arguments = persistent ? "[]" : #"["{image}"]"#
        let config = folder.appendingPathComponent("config.json")
        try Data(#"{"profiles": {"hang": {"backend": "command", "command": {"executable": "\#(script.path)", "mode": "\#(mode)", "arguments": \#(arguments)}}}}"#
            .utf8).write(to: config)
        return (config, pids)
    }

    static func isRunning(_ pid: Int32) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        // A zombie waiting for its reaper counts as gone.
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        return !stat.contains(") Z ")
    }

    @Test("a hung command and the process it started are killed on timeout: nothing outlives the run",
          .timeLimit(.minutes(2)), arguments: [true, false])
    func hungCommandDies(persistent: Bool) throws {
        let corpus = try smallCorpus(truth: "SWIFT VISION 2468\n")
        let (config, pids) = try hangingCommand(persistent: persistent)
        let (code, text) = try ocrgauge(["run", "--corpus", corpus.path, "--out", out.path, "--config", config.path,
                                         "-q", "--timeout", "2"])
        #expect(code == 3 || code == 0, "\(text)")
        let started = try String(contentsOf: pids, encoding: .utf8).split(separator: " ")
            .compactMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        #expect(started.count == 2)
        usleep(200_000)
        for pid in started { #expect(!Self.isRunning(pid), "process \(pid) outlived the run") }
    }

    /// A command that answers at once but leaves three processes behind that left its
    /// process group: one through setsid, one through `set -m` (a job of its own), one
    /// through a double fork into a new session. Their pids go to `pids`.
    func escapingCommand(persistent: Bool) throws -> (config: URL, pids: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-escape-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let pids = folder.appendingPathComponent("pids")
        let script = folder.appendingPathComponent("engine.sh")
        let escape = """
            setsid sleep 300 </dev/null >/dev/null 2>&1 & echo $! >> \(pids.path)
            (set -m; sleep 300 </dev/null >/dev/null 2>&1 & echo $! >> \(pids.path))
            (setsid sh -c 'sleep 300 </dev/null >/dev/null 2>&1 & echo $! >> \(pids.path)' &)
            while [ "$(wc -l < \(pids.path))" -lt 3 ]; do sleep 0.05; done

            """
        let body = persistent
            ? "read request\n" + escape + "echo '{\"format\": \"text\", \"output\": \"SWIFT VISION 2468\"}'\n"
                + "while read request; do echo '{\"format\": \"text\", \"output\": \"SWIFT VISION 2468\"}'; done\n"
            : escape + "echo 'SWIFT VISION 2468'\n"
        try Data(("#!/bin/sh\n" + body).utf8).write(to: script)
        chmod(script.path, 0o755)
        let mode = persistent ? "persistent" : "per-image"
        let arguments = persistent ? "[]" : #"["{image}"]"#
        let config = folder.appendingPathComponent("config.json")
        try Data(#"{"profiles": {"escape": {"backend": "command", "command": {"executable": "\#(script.path)", "mode": "\#(mode)", "arguments": \#(arguments)}}}}"#
            .utf8).write(to: config)
        return (config, pids)
    }

    @Test("processes a command started outside its group (setsid, set -m, a double fork) do not outlive the run",
          .timeLimit(.minutes(2)), arguments: [(false, false), (true, false), (false, true), (true, true)])
    func escapedProcessesDie(persistent: Bool, inProcess: Bool) throws {
        let corpus = try smallCorpus(truth: "SWIFT VISION 2468\n")
        let (config, pids) = try escapingCommand(persistent: persistent)
        let (code, text) = try ocrgauge(["run", "--corpus", corpus.path, "--out", out.path, "--config", config.path, "-q"]
                                        + (inProcess ? ["--in-process"] : []))
        #expect(code == 0, "\(text)")
        let started = try String(contentsOf: pids, encoding: .utf8).split(separator: "\n").compactMap { Int32($0) }
        #expect(started.count == 3, "\(started)")
        // ocrgauge has exited: whatever it killed is gone or a zombie of init's by now.
        for pid in started { #expect(!Self.isRunning(pid), "process \(pid) outlived the run") }
    }

    // MARK: 4. One run per output folder; the journal knows its truth

    @Test("a second run on the same --out is refused naming the first; a stale lock is taken over")
    func outputLock() throws {
        let (corpus, config) = try slowRun(count: 6, delay: 1)
        let first = try startRun(corpus: corpus, config: config, out: out)
        try waitForJournal(out, results: 1)
        let (code, text) = try ocrgauge(["run", "--corpus", corpus.path, "--out", out.path, "--config", config.path, "-q"])
        #expect(code == 2)
        #expect(text.contains("is in use by another ocrgauge run (pid \(first.processIdentifier))"), "\(text)")
        first.waitUntilExit()
        #expect(first.terminationStatus == 0)
        // A lock left by a process that is gone.
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        try Data("\(gone.processIdentifier)\n".utf8).write(to: out.appendingPathComponent(".ocrgauge.lock"))
        let (again, message) = try ocrgauge(["run", "--corpus", corpus.path, "--out", out.path, "--config", config.path, "-q",
                                             "--resume"])
        #expect(again == 0, "\(message)")
        #expect(message.contains("taking over the lock left by a run that ended without releasing it (pid \(gone.processIdentifier)"))
    }

    @Test("--resume after a truth edit scores that sample again against the new truth")
    func resumeAfterTruthEdit() throws {
        let (corpus, config) = try recordedRun(truth: "SWIFT VISION 2468\n", recognized: "SWIFT VISION 2468\n")
        #expect(runCLI(["run", "--corpus", corpus.path, "--out", out.path, "-q", "--config", config.path]).0 == 0)
        try Data("SWIFT VISION 1357\n".utf8).write(to: corpus.appendingPathComponent("s/h.gt.txt"))
        #expect(runCLI(["run", "--corpus", corpus.path, "--out", out.path, "-q", "--config", config.path, "--resume"]).0 == 0)
        let run = try String(contentsOf: out.appendingPathComponent("run.xml"), encoding: .utf8)
        #expect(run.contains("<reference>SWIFT VISION 1357\n</reference>"), "the truth as read, final line break and all")
        #expect(run.contains(#"<characters substitutions="4""#))
    }

    // MARK: 5. Large answers

    @Test("an answer over the command's limit ends the sample error, in both modes", arguments: [true, false])
    func hugeAnswer(persistent: Bool) throws {
        let corpus = try smallCorpus(truth: "SWIFT VISION 2468\n")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-flood-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = folder.appendingPathComponent("flood.sh")
        // 3 MB of text on one line, then (persistent) waits for the next request.
        let body = persistent
            ? "while read request; do head -c 3145728 /dev/zero | tr '\\\\0' x; echo; done\n"
            : "head -c 3145728 /dev/zero | tr '\\\\0' x\n"
        try Data("#!/bin/sh\n\(body)".utf8).write(to: script)
        chmod(script.path, 0o755)
        let mode = persistent ? "persistent" : "per-image"
        let config = folder.appendingPathComponent("config.json")
        try Data(#"{"profiles": {"flood": {"backend": "command", "command": {"executable": "\#(script.path)", "mode": "\#(mode)", "arguments": ["{image}"], "format": "text", "maxAnswerMegabytes": 1}}}}"#
            .utf8).write(to: config)
        let (code, text) = try ocrgauge(["run", "--corpus", corpus.path, "--out", out.path, "--config", config.path, "-q"])
        #expect(code == 0 || code == 3, "\(text)")
        let run = try String(contentsOf: out.appendingPathComponent("run.xml"), encoding: .utf8)
        #expect(run.contains(#"outcome="error""#))
        #expect(run.contains("over the limit of 1 MB") || run.contains("more than 1 MB"), "\(run.prefix(2000))")
    }

    // MARK: 6. Control characters

    @Test("a file name with a control character is refused at load, shown escaped (exit 2)")
    func controlCharacterInName() throws {
        let corpus = try smallCorpus(truth: "x\n")
        try FileManager.default.moveItem(at: corpus.appendingPathComponent("s/h.png"),
                                         to: corpus.appendingPathComponent("s/a\u{1B}[31mb.png"))
        try FileManager.default.moveItem(at: corpus.appendingPathComponent("s/h.gt.txt"),
                                         to: corpus.appendingPathComponent("s/a\u{1B}[31mb.gt.txt"))
        let (code, text) = try ocrgauge(["run", "--corpus", corpus.path, "--out", out.path, "-q"])
        #expect(code == 2)
        #expect(text.contains(#"s/a\u{1B}[31mb"#), "\(text)")
        #expect(!text.utf8.contains(0x1B))
    }

    @Test("a backend message with control characters reaches the terminal escaped")
    func controlCharacterInMessage() throws {
        let corpus = try smallCorpus(truth: "SWIFT VISION 2468\n")
        let script = corpus.appendingPathComponent("engine.sh")
        try Data("#!/bin/sh\nwhile read request; do printf '{\"error\": \"bad\\\\u001b[2Jthing\\\\u0007\"}\\n'; done\n".utf8).write(to: script)
        chmod(script.path, 0o755)
        let config = corpus.appendingPathComponent("config.json")
        try Data(#"{"profiles": {"c": {"backend": "command", "command": {"executable": "\#(script.path)"}}}}"#.utf8).write(to: config)
        let process = Process()
        let errors = Pipe()
        process.executableURL = ocrgaugeExecutable
        process.arguments = ["run", "--corpus", corpus.path, "--out", out.path, "--config", config.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#"bad\u{1B}[2Jthing\u{7}"#), "\(text)")
        #expect(!data.contains(0x1B) && !data.contains(0x07))
    }

    @Test("Console escapes control characters; styled text passes as it is")
    func consoleEscapes() {
        let captured = Captured()
        captured.console.out("id a\u{1B}[2Jb\u{7} ok\ttab\nline")
        #expect(captured.all == "id a\\u{1B}[2Jb\\u{7} ok\ttab\nline\n")
    }

    // MARK: 7. The smaller cases

    @Test("a folder named like an image is an error naming it, not skipped")
    func folderNamedLikeImage() throws {
        let corpus = try smallCorpus(truth: "x\n")
        try FileManager.default.createDirectory(at: corpus.appendingPathComponent("s/x.png"), withIntermediateDirectories: true)
        let (code, text) = runCLI(["run", "--corpus", corpus.path, "--out", out.path, "-q"])
        #expect(code == 2)
        #expect(text.contains("s/x.png: is a folder, not a file"))
    }

    @Test("a key written twice in ocrgauge.json is an error naming it (exit 2)")
    func duplicateConfigurationKey() throws {
        let corpus = try smallCorpus(truth: "x\n")
        let config = corpus.appendingPathComponent("config.json")
        try Data(#"{"profiles": {"t": {"languages": ["eng"], "languages": ["deu"]}}}"#.utf8).write(to: config)
        let (code, text) = runCLI(["run", "--corpus", corpus.path, "--out", out.path, "-q", "--config", config.path])
        #expect(code == 2)
        #expect(text.contains("key 'profiles.t.languages': appears twice"), "\(text)")
    }

    @Test("an orientation tag of 9 is noted in run.xml and by corpus check")
    func orientationNineIsNoted() throws {
        let corpus = try smallCorpus(truth: "SWIFT VISION 2468\n")
        let image = corpus.appendingPathComponent("s/h.png")
        var png = [UInt8](try Data(contentsOf: image))
        png = PNGWithEXIf.insert(into: png, orientation: 9)
        try Data(png).write(to: image)
        let config = repositoryRoot.appendingPathComponent("ocrgauge.json").path
        #expect(runCLI(["run", "--corpus", corpus.path, "--out", out.path, "-q", "--config", config]).0 == 0)
        let run = try String(contentsOf: out.appendingPathComponent("run.xml"), encoding: .utf8)
        #expect(run.contains("<note>the orientation tag holds 9, not one of 1–8: the pixels were used as stored</note>"))
        let (_, check) = runCLI(["corpus", "check", "--corpus", corpus.path])
        #expect(check.contains("hint: s/h.png: the orientation tag holds 9"))
    }

    @Test("a journal that cannot be written (file size limit, as a full disk) stops the run at once: exit 3",
          .timeLimit(.minutes(2)))
    func journalWriteFailure() throws {
        let (corpus, config) = try slowRun(count: 40, delay: 0)
        // Ignore SIGXFSZ so writes past the limit fail with EFBIG, as on a full disk.
        let (code, text) = try ocrgauge(["run", "--corpus", corpus.path, "--out", out.path, "--config", config.path, "-q"],
                                        shell: "trap '' XFSZ; ulimit -f 8;")
        #expect(code == 3, "\(text)")
        #expect(text.contains("cannot write to \(out.path)/journal.jsonl"), "\(text)")
        #expect(text.contains("the run stopped"))
        let lines = (FileManager.default.contents(atPath: out.appendingPathComponent("journal.jsonl").path) ?? Data())
            .split(separator: 0x0A)
        #expect(lines.count > 1 && lines.count < 41, "some results, not all, and every line whole")
        for line in lines.dropFirst() { #expect((try? JSONDecoder().decode(SampleResult.self, from: Data(line))) != nil) }
    }
}

/// Inserts an eXIf chunk holding one orientation value after a PNG's IHDR.
enum PNGWithEXIf {
    static func insert(into png: [UInt8], orientation: UInt16) -> [UInt8] {
        var tiff: [UInt8] = Array("MM".utf8) + [0, 42, 0, 0, 0, 8, 0, 1]
        tiff += [1, 18, 0, 3, 0, 0, 0, 1, UInt8(orientation >> 8), UInt8(orientation & 0xFF), 0, 0, 0, 0, 0, 0]
        let type = Array("eXIf".utf8)
        let length = UInt32(tiff.count)
        var chunk = [UInt8(length >> 24), UInt8((length >> 16) & 0xFF), UInt8((length >> 8) & 0xFF), UInt8(length & 0xFF)]
        chunk += type + tiff
        let crc = crc32(type + tiff)
        chunk += [UInt8(crc >> 24), UInt8((crc >> 16) & 0xFF), UInt8((crc >> 8) & 0xFF), UInt8(crc & 0xFF)]
        return Array(png[..<33]) + chunk + Array(png[33...])
    }

    /// CRC-32 (ISO-HDLC), bit by bit: small and obviously right for a test.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
