import Foundation
import Synchronization
import Testing
@testable import CLI
import Scoring

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
    /// The reference vectors of dinglehopper's tests: worked by hand.
    @Test("score prints dinglehopper's reference CERs", arguments: [
        ("Foo", "Food", "CER 33.3333 % (1/3)"),
        ("Fnord", "Food", "CER 40.0000 % (2/5)"),
        ("Müll", "Mull", "CER 25.0000 % (1/4)"),
        ("Abstand", "Sand", "CER 57.1429 % (4/7)"),
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
        #expect(captured.out.hasPrefix("CER 16.6667 % (1/6)"))
    }

    @Test("score prints WER and an aligned diff")
    func scorePrintsWERAndDiff() throws {
        let captured = CapturedConsole()
        _ = CommandLineTool.main(["score", try temporaryFile("TOTAL 12.50"), try temporaryFile("TOTAL 12.60")],
                                 console: captured.console)
        #expect(captured.out.contains("WER 50.0000 % (1/2)"))
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

/// Texts far apart: jiwer's disjoint pair in small, and a pair too costly to align within
/// --score-timeout.
@Suite struct ScoreCommandOnTextsFarApart {
    @Test("score on texts sharing only the newline: every letter substituted, worked by hand")
    func disjointTextsAreScoredExactly() throws {
        // Lines a, aa, …, a×300 against b, bb, …: 45,150 letters substituted, the 299
        // newlines paired; 300 words substituted.
        let reference = (1...300).map { String(repeating: "a", count: $0) }.joined(separator: "\n")
        let hypothesis = (1...300).map { String(repeating: "b", count: $0) }.joined(separator: "\n")
        let captured = CapturedConsole()
        let code = CommandLineTool.main(["score", "--no-diff", try temporaryFile(reference), try temporaryFile(hypothesis)],
                                        console: captured.console)
        #expect(code == 0)
        #expect(captured.out.contains("CER 99.3421 % (45150/45449)  S 45150 D 0 I 0"), "\(captured.out)")
        #expect(captured.out.contains("WER 100.0000 % (300/300)  S 300 D 0 I 0"))
        #expect(captured.out.contains("  a → b "))
    }

    @Test("score --score-timeout names the figures it could not compute and exits 3")
    func timeoutNamesWhatIsMissing() throws {
        // Two 200,000-letter words over {a, b}: one word each (WER is quick), but their
        // character alignment is far beyond a second.
        var state: UInt64 = 42
        func letters() -> String {
            String((0..<200_000).map { _ -> Character in
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return state >> 62 == 0 ? "a" : "b"
            })
        }
        // The budget's clock moves 1 ms a read: it runs out after 1,000 polls, however
        // fast or busy the machine is.
        let captured = CapturedConsole()
        let code = ScoreCommand.run(["--score-timeout", "1", try temporaryFile(letters()), try temporaryFile(letters())],
                                    console: captured.console, clock: .stepping(by: .milliseconds(1)))
        #expect(code == 3)
        #expect(captured.out.contains("CER not computed"))
        #expect(captured.out.contains("WER 100.0000 % (1/1)  S 1 D 0 I 0"))
        #expect(captured.err.contains("stopped after 1 s (--score-timeout): the character alignment (CER) and all that follows not computed"))
        #expect(CommandLineTool.main(["score", "--score-timeout", "0", "a", "b"], console: CapturedConsole().console) == 2)
    }

    @Test("score prints bounds on the CER in place of it when it stops, and says why it stopped")
    func stoppedScorePrintsBounds() throws {
        // 200,000 letters over {a, b, c} against 200,000 over {a, b, d}: far beyond a
        // second for the character alignment of a debug build.
        var state: UInt64 = 7
        func letters(_ third: Character) -> String {
            String((0..<200_000).map { _ -> Character in
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return ["a", "b", third][Int((state >> 33) % 3)]
            })
        }
        let reference = letters("c"), hypothesis = letters("d")
        let captured = CapturedConsole()
        // The budget's clock moves 50 ms a read: it runs out after 20 polls, a few
        // thousand columns into the alignment's first pass, however fast the machine is.
        let code = ScoreCommand.run(["--score-timeout", "1", try temporaryFile(reference), try temporaryFile(hypothesis)],
                                    console: captured.console, clock: .stepping(by: .milliseconds(50)))
        #expect(code == 3)
        // The bounds it prints instead, counted here: 200,000 minus the a's and b's both
        // texts can pair; the letters differing position by position.
        func count(_ text: String, _ letter: Character) -> Int { text.reduce(0) { $0 + ($1 == letter ? 1 : 0) } }
        let lower = 200_000 - min(count(reference, "a"), count(hypothesis, "a")) - min(count(reference, "b"), count(hypothesis, "b"))
        let upper = zip(reference, hypothesis).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
        #expect(captured.out.contains(String(format: "CER not computed (between %.4f %% and %.4f %%: %d to %d edits over 200000)",
                                             100 * Double(lower) / 200_000, 100 * Double(upper) / 200_000, lower, upper)),
                "\(captured.out)")
        #expect(captured.err.contains("stopped after 1 s (--score-timeout)"))
        // Stopped at once (the budget's forecast), it says so instead.
        // A clock that never moves: exactly 60 s are left, room for 6e10 block steps.
        let start = ContinuousClock.now
        let still = ScoringClock { start }
        #expect(!ScoringBudget(seconds: 60, clock: still).cannotAfford(blockSteps: 6e10))
        let forecast = ScoringBudget(seconds: 60, clock: still)
        #expect(forecast.cannotAfford(blockSteps: 6e10 + 1))
        #expect(forecast.wasForecast && forecast.isExhausted)
        #expect(ScoreCommand.stoppedMessage(forecast, "the CER")
                == "ocrgauge score: stopped at once: the exact programme for these texts needs more than the 60 s budget "
                + "(--score-timeout) allows: the CER not computed")
    }
}
