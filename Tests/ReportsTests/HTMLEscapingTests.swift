import Reports
import Testing

@Suite("HTML escaping")
struct HTMLEscapingTests {
    @Test func markupAndQuotesAreEscaped() {
        #expect(HTMLEscaping.escape("<script>alert(1)</script>") == "&lt;script&gt;alert(1)&lt;/script&gt;")
        #expect(HTMLEscaping.escape("a & \"b\" 'c'") == "a &amp; &quot;b&quot; &#39;c&#39;")
    }

    @Test func controlCharactersBecomeReplacementCharacter() {
        #expect(HTMLEscaping.escape("a\u{0}b\u{7}c\u{7F}d\u{85}") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}")
        #expect(HTMLEscaping.escape("tab\tline\nreturn\r") == "tab\tline\nreturn\r")
    }

    @Test func unicodeIsKeptAsItIs() {
        #expect(HTMLEscaping.escape("naïve 日本語 👩‍👩‍👧") == "naïve 日本語 👩‍👩‍👧")
    }
}
