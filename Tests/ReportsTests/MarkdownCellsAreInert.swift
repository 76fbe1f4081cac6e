import Testing
@testable import Reports

/// Issue #30, second round, case 12: text from data in summary.md must not mention,
/// reference or link anyone or anything when the summary is posted as a merge-request
/// comment, nor break the table it stands in. Expected values worked out by hand from
/// the rule in `MarkdownText`'s comment (U+200D after each sigil, backslashes before
/// Markdown's punctuation, entities for `&`, `<`, `>`).
@Suite struct MarkdownCellsAreInert {
    static let zwj = "\u{200D}"

    @Test("mentions, references and autolinks get a zero-width joiner after their sigil",
          arguments: [("@everyone", "@\u{200D}everyone"),
                      ("@org/team", "@\u{200D}org/team"),
                      ("#1", "#\u{200D}1"),
                      ("org/repo#2", "org/repo#\u{200D}2"),
                      ("!3 $4 %5 ~6", "!\u{200D}3 \\$\u{200D}4 %\u{200D}5 \\~\u{200D}6"),
                      ("https://x.example/a", "https:\u{200D}//x.example/a"),
                      ("www.x.example", "www\u{200D}.x.example"),
                      ("a@b.example", "a@\u{200D}b.example")])
    func sigils(text: String, expected: String) {
        #expect(MarkdownSummary.cell(text) == expected)
    }

    @Test("markup characters are escaped and the text stays on one line",
          arguments: [("a|b", "a\\|b"),
                      ("[l](u) `c` *e* _e_", "\\[l\\](u) \\`c\\` \\*e\\* \\_e\\_"),
                      ("<b>&amp;", "&lt;b&gt;&amp;\u{200D}amp;"),
                      ("a\nb\tc", "a b c"),
                      ("back\\slash", "back\\\\slash"),
                      ("- item", "\\- item"),
                      ("+ item", "\\+ item"),
                      ("12. item", "12\\. item"),
                      ("3) item", "3\\) item"),
                      ("a-b 1.5 x)", "a-b 1.5 x)")])
    func markup(text: String, expected: String) {
        #expect(MarkdownSummary.cell(text) == expected)
    }

    @Test("the summary's own link keeps its markup; its path cannot close the link")
    func ownLinkStays() {
        #expect(MarkdownText.destination("out/report (1).html") == "<out/report (1).html>")
        #expect(MarkdownText.destination("a>b<c") == "<a\\>b\\<c>")
    }
}
