import Foundation
import Synchronization
import Testing
@testable import CLI

/// Runs the CLI in-process, collecting what it prints.
final class CapturedConsole: Sendable {
    let lines = Mutex<(out: [String], err: [String])>(([], []))
    var console: Console {
        Console(out: { line in self.lines.withLock { $0.out.append(line) } },
                err: { line in self.lines.withLock { $0.err.append(line) } }, isTerminal: false)
    }
    var out: String { lines.withLock { $0.out.joined(separator: "\n") } }
    var err: String { lines.withLock { $0.err.joined(separator: "\n") } }
}

func temporaryFile(_ contents: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-\(UUID().uuidString).txt")
    try Data(contents.utf8).write(to: url)
    return url.path
}

@Suite struct ScoreCommandTests {
    /// DESIGN.md's reference vectors (dinglehopper's tests): worked by hand.
    @Test("score prints dinglehopper's reference CERs", arguments: [
        ("Foo", "Food", "CER 0.333333 (1/3)"),
        ("Fnord", "Food", "CER 0.400000 (2/5)"),
        ("Müll", "Mull", "CER 0.250000 (1/4)"),
        ("Abstand", "Sand", "CER 0.571429 (4/7)"),
    ])
    func scorePrintsReferenceVectors(_ reference: String, _ hypothesis: String, _ expected: String) throws {
        let captured = CapturedConsole()
        let code = CommandLineTool.main(["score", try temporaryFile(reference), try temporaryFile(hypothesis)],
                                        console: captured.console)
        #expect(code == 0)
        #expect(captured.out.split(separator: "\n").first?.hasPrefix(expected) == true, "\(captured.out)")
    }

    @Test("score counts NFC and NFD spellings as the same text")
    func nfcAndNfdAreEqual() throws {
        let captured = CapturedConsole()
        // "Schlyñ" (precomposed ñ) vs "Schlym̃" (m + combining tilde): one substitution in six graphemes.
        _ = CommandLineTool.main(["score", try temporaryFile("Schly\u{00F1}"), try temporaryFile("Schlym\u{0303}")],
                                 console: captured.console)
        #expect(captured.out.hasPrefix("CER 0.166667 (1/6)"))
    }

    @Test("score prints WER and an aligned diff")
    func scorePrintsWERAndDiff() throws {
        let captured = CapturedConsole()
        _ = CommandLineTool.main(["score", try temporaryFile("TOTAL 12.50"), try temporaryFile("TOTAL 12.60")],
                                 console: captured.console)
        #expect(captured.out.contains("WER 0.500000 (1/2)"))
        #expect(captured.out.contains("TOTAL 12.[5→6]0"))
    }

    @Test("score with a missing file or one argument is a usage error (exit 2)")
    func scoreUsageErrors() throws {
        let captured = CapturedConsole()
        #expect(CommandLineTool.main(["score", "/nonexistent/ref.txt", "/nonexistent/hyp.txt"], console: captured.console) == 2)
        #expect(captured.err.contains("/nonexistent/ref.txt: cannot be read"))
        #expect(CommandLineTool.main(["score", "only-one.txt"], console: captured.console) == 2)
        #expect(CommandLineTool.main(["frobnicate"], console: captured.console) == 2)
    }
}
