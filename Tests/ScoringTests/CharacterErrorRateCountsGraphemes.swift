import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// CER on hand-checked vectors: dinglehopper's golden values, then scripts and edge cases.
@Suite struct CharacterErrorRateCountsGraphemes {
    func cer(_ reference: String, _ hypothesis: String,
             profile: NormalizationProfile = .exact) throws -> EditCounts {
        try CharacterErrorRate.counts(reference: profile.normalize(reference),
                                  hypothesis: profile.normalize(hypothesis))
    }

    @Test func dinglehoppersGoldenVectors() throws {
        #expect(try cer("Foo", "Food").rate == 1.0 / 3)
        #expect(try cer("Fnord", "Food").rate == 2.0 / 5)
        #expect(try cer("Müll", "Mull").rate == 1.0 / 4)
        #expect(try cer("Abstand", "Sand").rate == 4.0 / 7)
        #expect(try cer("Foo", "Food") == EditCounts(insertions: 1, referenceLength: 3, hypothesisLength: 4))
        #expect(try cer("Abstand", "Sand") == EditCounts(substitutions: 1, deletions: 3,
                                                     referenceLength: 7, hypothesisLength: 4))
    }

    @Test func composedAndDecomposedCompareEitherWay() throws {
        let nfc = "Schly\u{F1}"            // ñ precomposed
        let nfd = "Schlym\u{303}"          // m + combining tilde: no precomposed form
        #expect(try cer(nfc, nfd).rate == 1.0 / 6)
        #expect(try cer(nfd, nfc).rate == 1.0 / 6)
        #expect(try cer("Schlyn\u{303}", nfc).edits == 0)  // NFD ñ equals NFC ñ
        #expect(try cer("Schlyn\u{303}", nfc).referenceLength == 6)
    }

    @Test func combiningMarksStayWithTheirBase() throws {
        let counts = try cer("e\u{301}\u{323}x", "ex")
        #expect(counts.referenceLength == 2)
        #expect(counts.substitutions == 1)
    }

    @Test func anEmojiZWJSequenceIsOneCharacter() throws {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"
        let couple = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
        #expect(try cer("a\(family)b", "a\(couple)b") == EditCounts(substitutions: 1, referenceLength: 3,
                                                                 hypothesisLength: 3))
        #expect(try cer("\u{1F44D}\u{1F3FD}", "\u{1F44D}").rate == 1)  // skin tone: one grapheme
        #expect(try cer("\u{1F1E9}\u{1F1EA}", "").referenceLength == 1)  // a flag
    }

    @Test func cjkAndRightToLeftScripts() throws {
        #expect(try cer("日本語の文字", "日本話の文字") == EditCounts(substitutions: 1, referenceLength: 6,
                                                                hypothesisLength: 6))
        #expect(try cer("שלום עולם", "שלום עולמ").rate == 1.0 / 9)
        #expect(try cer("مرحبا بالعالم", "مرحبا بالعالن").edits == 1)
    }

    @Test func aLineBreakIsOneCharacter() throws {
        #expect(try cer("ab\ncd", "ab cd") == EditCounts(substitutions: 1, referenceLength: 5, hypothesisLength: 5))
        #expect(try cer("ab\r\ncd", "ab\ncd").edits == 0)  // CRLF becomes LF in every profile
        #expect(try cer("ab\rcd", "ab\ncd").referenceLength == 5)
    }

    @Test func aByteOrderMarkIsNotText() throws {
        #expect(try cer("\u{FEFF}Foo", "Foo").edits == 0)
        #expect(try cer("\u{FEFF}", "") == EditCounts())
        #expect(try cer("\u{FEFF}", "").rate == 0)
    }

    @Test func emptyOnEitherSide() throws {
        #expect(try cer("", "") == EditCounts())
        #expect(try cer("", "").rate == 0)
        let inserted = try cer("", "abc")
        #expect(inserted == EditCounts(insertions: 3, referenceLength: 0, hypothesisLength: 3))
        #expect(inserted.rate == 1)
        let deleted = try cer("abc", "")
        #expect(deleted == EditCounts(deletions: 3, referenceLength: 3, hypothesisLength: 0))
        #expect(deleted.rate == 1)
    }
}
