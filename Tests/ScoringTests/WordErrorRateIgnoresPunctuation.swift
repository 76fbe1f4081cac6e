import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// WER over UAX #29 words, dropping segments without a letter or digit.
@Suite struct WordErrorRateIgnoresPunctuation {
    @Test func dinglehoppersPunctuationExample() throws {
        let counts = try WordErrorRate.counts(reference: "Dies. ist ein Beispielsatz!",
                                          hypothesis: "Dies ist ein Beispielsatz.")
        #expect(counts == EditCounts(referenceLength: 4, hypothesisLength: 4))
        #expect(counts.rate == 0)
    }

    @Test func oneWrongWord() throws {
        let counts = try WordErrorRate.counts(reference: "the quick brown fox", hypothesis: "the quick brovvn fox")
        #expect(counts == EditCounts(substitutions: 1, referenceLength: 4, hypothesisLength: 4))
    }

    @Test func wordsAreUAX29Segments() {
        #expect(WordSegmentation.words(in: "Don't stop—it's 3.14, e.g. ok?")
                == ["Don't", "stop", "it's", "3.14", "e.g", "ok"])
        #expect(WordSegmentation.words(in: "line one\nline two") == ["line", "one", "line", "two"])
        #expect(WordSegmentation.words(in: "I ❤️ OCR 👍🏽") == ["I", "OCR"])  // symbols are not words
        #expect(WordSegmentation.words(in: "Name:Wert 12:30") == ["Name:Wert", "12", "30"])
    }

    /// Expected lists made by dinglehopper 0.11.0 (uniseg 0.10.1):
    /// `python -c 'from dinglehopper.word_error_rate import words; print(list(words(S)))'`
    /// for each S below.
    static let unisegSplits: [(String, [String])] = [
        ("a:b", ["a:b"]), ("12:30", ["12", "30"]), ("a\u{202F}b", ["a\u{202F}b"]), ("a_b", ["a_b"]),
        ("a·b", ["a·b"]), ("1,000.5", ["1,000.5"]), ("1.000,50", ["1.000,50"]), ("a,b", ["a", "b"]),
        ("a;b", ["a", "b"]), ("U.S.A.", ["U.S.A"]), ("e.g.", ["e.g"]), ("it's", ["it's"]), ("e-mail", ["e", "mail"]),
        ("a\u{2011}b", ["a", "b"]), ("a/b", ["a", "b"]), ("a\u{00A0}b", ["a", "b"]), ("a\u{200B}b", ["a", "b"]),
        ("a\u{00AD}b", ["a\u{00AD}b"]), ("a\u{2060}b", ["a\u{2060}b"]), ("50%", ["50"]), ("€12", ["12"]),
        ("3½", ["3", "½"]), ("x²", ["x", "²"]), ("a@b", ["a", "b"]), ("\u{0301}ab", ["ab"]),
        ("TIMESBOOKSTORES@TPG.COM.MY", ["TIMESBOOKSTORES", "TPG.COM.MY"]), ("🇩🇪🇫🇷🇮", []),
        ("a\u{200D}👍b", ["a\u{200D}👍", "b"]), ("ab  cd", ["ab", "cd"]), ("ש\"ל", ["ש\"ל"]), ("שׁ'x", ["שׁ'x"]),
        ("12.34.56", ["12.34.56"]), ("a.b.c1", ["a.b.c1"]), ("ｶﾀｶﾅ_x", ["ｶﾀｶﾅ_x"]), ("\u{200C}a", ["a"]),
    ]

    @Test("words follow Unicode's default UAX #29 rules, as dinglehopper's uniseg does", arguments: 0..<unisegSplits.count)
    func wordsMatchUniseg(case index: Int) {
        let (text, expected) = Self.unisegSplits[index]
        // Compared scalar by scalar: String equality would forgive a canonically equivalent spelling.
        #expect(WordSegmentation.words(in: text).map { Array($0.unicodeScalars) } == expected.map { Array($0.unicodeScalars) })
    }

    @Test func dictionaryScriptsBreakLikePlainUAX29() {
        // Ideographs one by one, Katakana runs kept together (as uniseg does).
        #expect(WordSegmentation.words(in: "東京はコンピュータ") == ["東", "京", "は", "コンピュータ"])
        #expect(WordSegmentation.words(in: "ภาษา") == ["ภ", "า", "ษ", "า"])
    }

    @Test func rightToLeftWords() throws {
        #expect(WordSegmentation.words(in: "שלום עולם") == ["שלום", "עולם"])
        #expect(try WordErrorRate.counts(reference: "مرحبا بالعالم", hypothesis: "مرحبا بالعالن").substitutions == 1)
    }

    @Test func emptyOnEitherSide() throws {
        #expect(try WordErrorRate.counts(reference: "", hypothesis: "") == EditCounts())
        let inserted = try WordErrorRate.counts(reference: "", hypothesis: "two words")
        #expect(inserted == EditCounts(insertions: 2, hypothesisLength: 2))
        #expect(inserted.rate == 1)
        #expect(try WordErrorRate.counts(reference: "...", hypothesis: "!").rate == 0)
    }
}
