import Foundation
import Testing
import TestFixtures

/// Issue #30, case 7: the memory a huge answer costs. A `command` engine answers about
/// 4 MB of text (lines of words from a vocabulary) against a one-line truth; the peak resident
/// memory of the built `ocrgauge run` and its worker (the largest of them, as wait4
/// reports it for the process tree) may exceed that of the same run answering one
/// short line by at most 20 bytes per answer character. Before the bound, the
/// confusions alone held every edit as a String pair (about 100 bytes per character)
/// and report.html aligned the texts as arrays of Characters (16 bytes each, twice).
/// `ci/bench/answer-memory` measures 8 to 64 MB answers with the release build.
@Suite(.serialized) struct AnswerMemoryIsBounded {
    /// Bytes of peak memory allowed per answer character beyond the short answer's run.
    static let bytesPerCharacter = 20

    /// About `bytes` bytes of lines of words drawn (seeded) from 5,000 random lowercase
    /// words of 1 to 10 letters, as `ci/bench/answer-memory` makes them.
    static func words(bytes: Int) -> String {
        var state: UInt64 = 7
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33)
        }
        let vocabulary: [[UInt8]] = (0..<5000).map { _ in (0...(next() % 10)).map { _ in 0x61 + UInt8(next() % 26) } }
        var text = [UInt8]()
        text.reserveCapacity(bytes + 100)
        var column = 0
        while text.count < bytes {
            let word = vocabulary[next() % vocabulary.count]
            text.append(contentsOf: word)
            column += word.count + 1
            if column > 70 { text.append(0x0A); column = 0 } else { text.append(0x20) }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// About `bytes` bytes of lines of random lowercase words of 1 to 16 letters, nearly
    /// all distinct and mostly without the truth's letters: the engines had no straight
    /// path for it, and the alignment held several Ints per answer character (51 bytes a
    /// character before it was aligned column by column).
    static func distinctWords(bytes: Int) -> String {
        var state: UInt64 = 11
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33)
        }
        var text = [UInt8]()
        text.reserveCapacity(bytes + 100)
        var column = 0
        while text.count < bytes {
            for _ in 0...(next() % 16) { text.append(0x61 + UInt8(next() % 26)) }
            column += 8
            if column > 70 { text.append(0x0A); column = 0 } else { text.append(0x20) }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Runs `ocrgauge run` on a one-sample corpus whose persistent command answers
    /// `answer` (wrapped as {"format": "text", "output": …}); returns its exit status and
    /// the peak resident memory in bytes of the process or any child it reaped.
    func peakMemory(answer: String) throws -> (status: Int32, bytes: Int, out: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-answer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let corpus = try smallCorpus(truth: "SWIFT VISION 2468\n")
        let line = try JSONSerialization.data(withJSONObject: ["format": "text", "output": answer]) + Data([0x0A])
        let answerFile = folder.appendingPathComponent("answer.jsonl")
        try line.write(to: answerFile)
        let script = folder.appendingPathComponent("engine.sh")
        try Data("#!/bin/sh\nwhile read request; do cat '\(answerFile.path)'; done\n".utf8).write(to: script)
        chmod(script.path, 0o755)
        let config = folder.appendingPathComponent("config.json")
        try Data(#"{"profiles": {"flood": {"backend": "command", "command": {"executable": "\#(script.path)"}}}}"#.utf8).write(to: config)
        let out = folder.appendingPathComponent("out")
        let arguments = [ocrgaugeExecutable.path, "run", "--corpus", corpus.path, "--out", out.path, "--config", config.path,
                         "-q", "-j", "1"]
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ)
        #expect(spawned == 0, "cannot start \(arguments[0])")
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        // ru_maxrss is in kilobytes on Linux; exit status from the wait status.
        return ((status >> 8) & 0xFF, usage.ru_maxrss * 1024, out)
    }

    @Test("a 4 MB answer, of repeated or of distinct words, costs at most 20 bytes of peak memory per character beyond a one-line answer",
          .timeLimit(.minutes(3)), .enabled(if: TestTier.full, Comment(rawValue: TestTier.reason)))
    func answerMemoryPerCharacter() throws {
        let base = try peakMemory(answer: "SWIFT VISION 2468")
        let answer = Self.words(bytes: 4 << 20)
        let characters = answer.count
        let large = try peakMemory(answer: answer)
        #expect(base.status == 0 && large.status == 0 || large.status == 1)
        let perCharacter = Double(large.bytes - base.bytes) / Double(characters)
        #expect(perCharacter <= Double(Self.bytesPerCharacter),
                "peak \(large.bytes >> 20) MB against \(base.bytes >> 20) MB: \(perCharacter) bytes per character")
        // Nearly every word distinct: the word table and the alignment stay within the bound too.
        let distinct = Self.distinctWords(bytes: 4 << 20)
        let spread = try peakMemory(answer: distinct)
        #expect(spread.status == 0 || spread.status == 1)
        let perDistinctCharacter = Double(spread.bytes - base.bytes) / Double(distinct.count)
        #expect(perDistinctCharacter <= Double(Self.bytesPerCharacter),
                "distinct words: peak \(spread.bytes >> 20) MB against \(base.bytes >> 20) MB: \(perDistinctCharacter) bytes per character")
        // The run finished and kept the whole answer in run.xml, with the skipped figures named.
        let run = try String(contentsOf: large.out.appendingPathComponent("run.xml"), encoding: .utf8)
        #expect(run.contains(#"outcome="text""#))
        #expect(run.contains("over the 2 MB limit for the full figure set"))
    }
}
