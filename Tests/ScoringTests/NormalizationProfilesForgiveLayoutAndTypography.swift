import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// What each normalization profile changes, and what it leaves alone.
@Suite struct NormalizationProfilesForgiveLayoutAndTypography {
    @Test func exactComposesAndUnifiesLineBreaksOnly() {
        let exact = NormalizationProfile.exact
        #expect(exact.normalize("e\u{301}") == "\u{E9}")
        #expect(exact.normalize("e\u{301}").unicodeScalars.count == 1)
        #expect(exact.normalize("a\r\nb\rc\n") == "a\nb\nc")   // the file's final line terminator is not text
        #expect(exact.normalize("a\u{2028}b\u{2029}c\u{85}d\r\n") == "a\nb\nc\nd")
        #expect(exact.normalize("\u{FEFF}Text") == "Text")
        #expect(exact.normalize("\u{FEFF}") == "")
        #expect(exact.normalize("a\u{FEFF}b") == "a\u{FEFF}b")  // only a leading BOM goes
        #expect(exact.normalize("  two  spaces  \n\n") == "  two  spaces  \n")
        #expect(exact.normalize("ﬁ “Q”") == "ﬁ “Q”")
    }

    @Test func defaultTidiesSpacesAndBlankLines() {
        let tidy = NormalizationProfile.default
        #expect(tidy.normalize("\n\n  first   line \t\n\n \t \nsecond\tline\t\n\n") == "first line\nsecond line")
        #expect(tidy.normalize("    indented\n\u{A0}no-break\u{3000}\n") == "indented\nno-break")
        #expect(tidy.normalize("line\u{2028}separated") == "line\nseparated")
        #expect(tidy.normalize("a\r\n\r\nb") == "a\nb")
        #expect(tidy.normalize("") == "")
        #expect(tidy.normalize(" \n\t\n") == "")
        #expect(tidy.normalize("Straße") == "Straße")
    }

    @Test func lenientFoldsCaseCompatibilityAndTypography() {
        let lenient = NormalizationProfile.lenient
        #expect(lenient.normalize("Straße") == "strasse")
        #expect(lenient.normalize("ﬁne Ⅳ ²") == "fine iv 2")
        #expect(lenient.normalize("‘a’ ‚b‛ “c” „d‟ «e» ‹f›") == "'a' 'b' \"c\" \"d\" \"e\" 'f'")
        #expect(lenient.normalize("a‐b‑c‒d–e—f―g") == "a-b-c-d-e-f-g")
        #expect(lenient.normalize("Wait… OK") == "wait... ok")
        #expect(lenient.normalize("ΣΟΦΊΑ") == "σοφία")
        #expect(lenient.normalize("A\u{00A0}\u{00A0}B") == "a b")  // NBSP becomes a space, then collapses
    }

    @Test func profilesHaveStableNames() {
        #expect(NormalizationProfile.allCases.map(\.rawValue) == ["exact", "default", "lenient", "dinglehopper"])
        #expect(NormalizationProfile(rawValue: "lenient") == .lenient)
    }
}
