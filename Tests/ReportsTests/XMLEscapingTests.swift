import Reports
import Testing
import ReportFiles

@Suite("XML escaping")
struct XMLEscapingTests {
    @Test func textEscapesMarkupCharacters() {
        #expect(XMLEscaping.text("a < b && c > d") == "a &lt; b &amp;&amp; c &gt; d")
        #expect(XMLEscaping.text("]]>") == "]]&gt;")
        #expect(XMLEscaping.text("\"quoted\" 'single'") == "\"quoted\" 'single'")
    }

    @Test func textKeepsTabAndLineFeedAndEscapesCarriageReturn() {
        #expect(XMLEscaping.text("a\tb\nc") == "a\tb\nc")
        #expect(XMLEscaping.text("a\r\nb") == "a&#13;\nb")
    }

    @Test func attributeEscapesQuotesAndWhitespaceThatNormalizationWouldEat() {
        #expect(XMLEscaping.attribute("say \"hi\" & 'bye'") == "say &quot;hi&quot; &amp; &apos;bye&apos;")
        #expect(XMLEscaping.attribute("line one\nline two") == "line one&#10;line two")
        #expect(XMLEscaping.attribute("a\tb\rc") == "a&#9;b&#13;c")
    }

    @Test func forbiddenCharactersBecomeReplacementCharacter() {
        #expect(XMLEscaping.text("bell\u{7} nul\u{0} esc\u{1B}") == "bell\u{FFFD} nul\u{FFFD} esc\u{FFFD}")
        #expect(XMLEscaping.attribute("\u{FFFE}\u{FFFF}\u{B}\u{C}") == "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}")
        #expect(!XMLEscaping.isAllowed("\u{1F}"))
        #expect(XMLEscaping.isAllowed("\u{85}"))
    }

    @Test func unicodeIsKeptAsItIs() {
        let text = "Zürich 日本語 👩‍👩‍👧 Schlym̃ \u{10FFFF}"
        #expect(XMLEscaping.text(text) == text)
        #expect(XMLEscaping.attribute(text) == text)
    }

    @Test func plainTextIsReturnedUnchanged() {
        #expect(XMLEscaping.text("") == "")
        #expect(XMLEscaping.attribute("known-text/swift-vision.png") == "known-text/swift-vision.png")
    }
}
