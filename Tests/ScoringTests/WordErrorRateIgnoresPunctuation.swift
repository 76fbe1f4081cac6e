import Testing
@testable import Scoring

/// WER over UAX #29 words, dropping segments without a letter or digit.
@Suite struct WordErrorRateIgnoresPunctuation {
    @Test func dinglehoppersPunctuationExample() {
        let counts = WordErrorRate.counts(reference: "Dies. ist ein Beispielsatz!",
                                          hypothesis: "Dies ist ein Beispielsatz.")
        #expect(counts == EditCounts(referenceLength: 4, hypothesisLength: 4))
        #expect(counts.rate == 0)
    }

    @Test func oneWrongWord() {
        let counts = WordErrorRate.counts(reference: "the quick brown fox", hypothesis: "the quick brovvn fox")
        #expect(counts == EditCounts(substitutions: 1, referenceLength: 4, hypothesisLength: 4))
    }

    @Test func wordsAreUAX29Segments() {
        #expect(WordSegmentation.words(in: "Don't stop—it's 3.14, e.g. ok?")
                == ["Don't", "stop", "it's", "3.14", "e.g", "ok"])
        #expect(WordSegmentation.words(in: "line one\nline two") == ["line", "one", "line", "two"])
        #expect(WordSegmentation.words(in: "I ❤️ OCR 👍🏽") == ["I", "OCR"])  // symbols are not words
        #expect(WordSegmentation.words(in: "Name:Wert 12:30") == ["Name:Wert", "12", "30"])
    }

    @Test func dictionaryScriptsBreakLikePlainUAX29() {
        // Ideographs one by one, Katakana runs kept together (as uniseg does).
        #expect(WordSegmentation.words(in: "東京はコンピュータ") == ["東", "京", "は", "コンピュータ"])
        #expect(WordSegmentation.words(in: "ภาษา") == ["ภ", "า", "ษ", "า"])
    }

    @Test func rightToLeftWords() {
        #expect(WordSegmentation.words(in: "שלום עולם") == ["שלום", "עולם"])
        #expect(WordErrorRate.counts(reference: "مرحبا بالعالم", hypothesis: "مرحبا بالعالن").substitutions == 1)
    }

    @Test func emptyOnEitherSide() {
        #expect(WordErrorRate.counts(reference: "", hypothesis: "") == EditCounts())
        let inserted = WordErrorRate.counts(reference: "", hypothesis: "two words")
        #expect(inserted == EditCounts(insertions: 2, hypothesisLength: 2))
        #expect(inserted.rate == 1)
        #expect(WordErrorRate.counts(reference: "...", hypothesis: "!").rate == 0)
    }
}
