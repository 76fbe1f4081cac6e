import Testing
@testable import Scoring

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
