import Testing
import Scoring

/// `(a|a)*b` backtracks as badly as `(a+)+b` (2ⁿ ways to give n `a`s to the two
/// branches), so `corpus check` must point it out; alternatives that cannot match the
/// same text, or repetitions with a bound, are left alone.
@Suite struct OverlappingAlternationsAreFlagged {
    @Test("a group repeated without bound whose alternatives can match the same text is flagged",
          arguments: ["(a|a)*b", #"^(\w|\d)+$"#, #"(.|\s)*x"#, "(?:ab|a[a-c])+", "(x|[a-z]){2,}y", "((a|a)*)c",
                      "(b|c|b)*"])
    func flagged(pattern: String) {
        #expect(BoundedRegex.hasOverlappingAlternation(pattern), "\(pattern)")
    }

    @Test("alternatives that cannot match the same text, bounded repetitions and unjudged branches are not flagged",
          arguments: ["(a|b)*c", #"(\d|[a-z])+"#, "(a|a){2,3}b", "(a|a)?b", "(ab|ba)*", "(a|ab)*c", "a|a",
                      "[(a|a)]*", #"\(a|a\)*"#, "(a+|b)*", "(?=a|a)*", #"(\p{L}|x)*"#, "(abc|ab)*"])
    func notFlagged(pattern: String) {
        #expect(!BoundedRegex.hasOverlappingAlternation(pattern), "\(pattern)")
    }
}
