import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// `NormalizationProfile.tidyLines` (bytes, with a fast path for text already tidy)
/// against the line rule written plainly over Unicode scalars: split at every line
/// feed, keeping empty pieces; on each line leading and trailing white space (space, tab,
/// VT, FF and the space separators: NO-BREAK SPACE, OGHAM SPACE MARK, EN QUAD … HAIR
/// SPACE, NARROW NO-BREAK SPACE, MEDIUM MATHEMATICAL SPACE, IDEOGRAPHIC SPACE) is
/// dropped, and a run of white space inside becomes one space when it is only spaces and
/// tabs, and stays as it is otherwise; lines left empty are dropped; the rest joined with
/// line feeds.
@Suite struct TidyLinesMatchesLineRule {
    typealias Random = BandedDistanceEqualsFullProgramme.Random

    /// The oracle: the rule above, scalar by scalar.
    static func lineRule(_ text: String) -> String {
        func isWhite(_ scalar: Unicode.Scalar) -> Bool {
            [0x20, 0x09, 0x0B, 0x0C, 0xA0, 0x1680, 0x202F, 0x205F, 0x3000].contains(scalar.value)
                || (0x2000...0x200A).contains(scalar.value)
        }
        var lines: [String] = []
        for piece in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = String.UnicodeScalarView()
            var run: [Unicode.Scalar] = []
            for scalar in piece {
                if isWhite(scalar) {
                    run.append(scalar)
                    continue
                }
                if !run.isEmpty && !line.isEmpty {
                    if run.allSatisfy({ $0 == " " || $0 == "\t" }) { line.append(" ") } else { line.append(contentsOf: run) }
                }
                run = []
                line.append(scalar)
            }
            if !line.isEmpty { lines.append(String(line)) }
        }
        return lines.joined(separator: "\n")
    }

    /// Byte for byte, not only canonically equivalent.
    static func same(_ a: String, _ b: String) -> Bool { a.utf8.elementsEqual(b.utf8) }

    @Test("hand-checked edge cases")
    func edgeCases() {
        let cases: [(String, String)] = [
            ("", ""), (" ", ""), ("\t", ""), ("\n", ""), ("\n\n", ""), (" \n \t\n", ""),
            ("a", "a"), ("a ", "a"), (" a", "a"), ("\t\ta", "a"), ("a\n", "a"), ("\na", "a"),
            ("a\n\nb", "a\nb"), ("a  b", "a b"), ("a \t b", "a b"), ("a\tb", "a b"), ("a \nb", "a\nb"),
            ("a\n b", "a\nb"), ("a\n \nb", "a\nb"), (" a  b \n\n  c\t", "a b\nc"),
            ("x\u{301} \u{1F642}  \u{E9}", "x\u{301} \u{1F642} \u{E9}"), ("a \u{301}", "a \u{301}"),
            ("a  \u{301}", "a \u{301}"), ("a\u{A0}\u{A0}b", "a\u{A0}\u{A0}b"), ("a\r\n", "a\r"),
            ("\u{A0}a\u{3000}", "a"), ("a \u{A0} b", "a \u{A0} b"), ("\u{2003}\n\u{A0}\t", ""),
        ]
        for (input, expected) in cases {
            #expect(Self.same(NormalizationProfile.tidyLines(input), expected),
                    "\(input.unicodeScalars.map { $0.value })")
            // The oracle agrees with the hand-checked value.
            #expect(Self.same(Self.lineRule(input), expected), "\(input.unicodeScalars.map { $0.value })")
        }
    }

    @Test("text already tidy comes back unchanged")
    func tidyTextUnchanged() {
        for text in ["a", "a b", "a\nb", "a b\nc d", "\u{E9}\u{1F642} x\u{301}", "\u{301}", "a\u{A0}b"] {
            #expect(Self.same(NormalizationProfile.tidyLines(text), text))
        }
    }

    @Test("on 20,000 random strings the result equals the line rule, byte for byte")
    func randomStrings() {
        var random = Random(state: 0x7469_6479)
        let alphabet = [" ", "\t", "\n", "a", "\u{E9}", "x\u{301}", "\u{1F642}", " \u{301}", "\u{301}", "\u{A0}",
                        "\r", "\u{2028}", "\u{3000}", "\u{2009}"]
        for _ in 0..<20_000 {
            var text = ""
            let length = random.next(random.next(5) == 0 ? 60 : 12)
            for _ in 0..<length {
                // Blanks and line feeds often, so that runs and empty lines are common.
                text += random.next(2) == 0 ? alphabet[random.next(3)] : alphabet[random.next(alphabet.count)]
            }
            let result = NormalizationProfile.tidyLines(text)
            let expected = Self.lineRule(text)
            #expect(Self.same(result, expected), "\(text.unicodeScalars.map { $0.value })")
            // Tidy text is a fixed point.
            #expect(Self.same(NormalizationProfile.tidyLines(result), result))
        }
    }
}
