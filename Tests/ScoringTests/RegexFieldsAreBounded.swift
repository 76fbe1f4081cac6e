import Foundation
import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// Regex fields run on ICU's engine with a step budget: a catastrophic pattern is that
/// field's failure with a reason, never a hung run (issue: `^(a+)+$` against 40 `a`s
/// and a `!` ran for over ten minutes).
@Suite struct RegexFieldsAreBounded {
    @Test("a catastrophic pattern fails the field with a reason instead of hanging")
    func catastrophicPatternGivesUp() {
        let text = String(repeating: "a", count: 40) + "!"
        let result = FieldCheck.evaluate(.regex(name: "evil", pattern: "^(a+)+$"), in: text)
        #expect(!result.passed)
        #expect(result.reason.contains("gave up"), "reason: \(result.reason)")
    }

    @Test("the budget does not cut ordinary searches short on a long text")
    func ordinaryPatternOnLongText() {
        let text = String(repeating: "lorem ipsum dolor sit amet\n", count: 20_000) + "TOTAL 12.50\n"
        let result = FieldCheck.evaluate(.regex(name: "total", pattern: #"TOTAL\s+12\.50"#), in: text)
        #expect(result.passed, "reason: \(result.reason)")
    }

    @Test("matches are reported in characters of the text, beyond the BMP too")
    func matchRangeIsInCharacters() throws {
        let text = "𝔄 café TOTAL 12.50 😀"
        let range = try #require(try BoundedRegex(#"TOTAL\s\d+"#).firstMatch(in: text).get())
        #expect(String(text[range]) == "TOTAL 12")
    }

    @Test("lenient matching ignores case")
    func lenientIgnoresCase() {
        #expect(FieldCheck.evaluate(.regex(name: "t", pattern: "TOTAL"), in: "total 1", normalization: .lenient).passed)
        #expect(!FieldCheck.evaluate(.regex(name: "t", pattern: "TOTAL"), in: "total 1", normalization: .default).passed)
    }

    @Test("an invalid pattern is found before any run, with where it breaks")
    func invalidPatternsAreFound() {
        #expect(BoundedRegex.problem(in: "TOTAL (12") != nil)
        #expect(BoundedRegex.problem(in: #"TOTAL\s+12\.50"#) == nil)
        #expect(BoundedRegex.problem(in: "^(a+)+$") == nil)
    }

    @Test("nested unbounded quantifiers are recognized, bounded or single ones are not",
          arguments: [("^(a+)+$", true), (#"(\w*)*x"#, true), ("(x+y?)*", true), ("((ab)+c)+", true),
                      ("([a-z]+ )+$", true), (#"(\d+\.)+"#, true),
                      (#"TOTAL\s+12\.50"#, false), ("(ab)+", false), ("(a{2,3})+", false), (#"\(a+\)+"#, false),
                      ("[(a+)]+", false), ("(a+)?", false)])
    func nestedQuantifiers(pattern: String, nested: Bool) {
        #expect(BoundedRegex.hasNestedQuantifier(pattern) == nested, "\(pattern)")
    }
}

/// A stop from outside (Ctrl-C, SIGTERM, `--score-timeout`) reaches the field checks:
/// asked before each field and at every step of a regular expression's search (issue:
/// 200 catastrophic fields held a run 28 s after SIGTERM).
@Suite struct FieldsStopWithTheBudget {
    @Test("a search asks the budget at every step: once it is stopped the search ends as stopped, not at its step limit")
    func searchEndsWhenTheBudgetStops() {
        let stop = ScoringStop()
        stop.trigger()
        let budget = ScoringBudget(seconds: nil, stop: stop)
        // Without the question this runs to its step limit and says so (.stepLimit).
        let result = BoundedRegex("^(a+)+$", stepLimit: 2_000).firstMatch(in: String(repeating: "a", count: 40) + "!",
                                                                          budget: budget)
        #expect(result == .failure(.stopped))
        // An unlimited budget leaves it to the step limit.
        #expect(BoundedRegex("^(a+)+$", stepLimit: 50).firstMatch(in: String(repeating: "a", count: 40) + "!") == .failure(.stepLimit))
    }

    @Test("a sample with 200 catastrophic fields ends within seconds of a stop, in the fields stage")
    func manySlowFieldsEndSoonAfterAStop() throws {
        // Each field takes its whole step budget (about 0.15 s here): 200 take about 30 s
        // when nothing asks the stop. The stop comes 0.3 s in; the bound below is over
        // ten times what the check needs on a busy machine, and far below 30 s.
        let text = String(repeating: "a", count: 40) + "!"
        let fields = (1...200).map { FieldSpec.regex(name: "evil\($0)", pattern: "^(a+)+$") }
        let input = ScoringInput(truth: text, expected: .text, maxCER: nil, fields: fields, orderIndependent: false)
        let stop = ScoringStop()
        let budget = ScoringBudget(seconds: nil, stop: stop)
        let started = ContinuousClock.now
        Thread.detachNewThread { Thread.sleep(forTimeInterval: 0.3); stop.trigger() }
        let outcome = Result { () throws(ScoringStopped) in
            try SampleScorer(normalization: .default).score(input, recognition: RecognitionReport(outcome: .text),
                                                            text: text, budget: budget)
        }
        let elapsed = ContinuousClock.now - started
        guard case .failure(let stopped) = outcome else { Issue.record("scored all 200 fields"); return }
        #expect(stopped.interrupted)
        #expect(elapsed < .seconds(8), "took \(elapsed) after the stop at 0.3 s")
    }
}
