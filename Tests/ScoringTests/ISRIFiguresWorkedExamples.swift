import Testing
@testable import Scoring

/// ocreval's rules on tiny texts. Every expected count is what ocreval 7.0 (built from
/// eddieantonio/ocreval at 873a0de) printed for the two texts written to files R and H:
/// `printf '%s' REF > R; printf '%s' HYP > H; accuracy R H; wordacc R H`.
@Suite struct ISRIFiguresWorkedExamples {
    typealias Operations = ISRICharacterAccuracy.Operations

    static func characters(_ reference: String, _ hypothesis: String) -> ISRICharacterAccuracy {
        ISRICharacterAccuracy(reference: reference, hypothesis: hypothesis)
    }

    static func words(_ reference: String, _ hypothesis: String) -> ISRIWordAccuracy {
        ISRIWordAccuracy(reference: reference, hypothesis: hypothesis)
    }

    @Test func tildeIsARejectCharacter() {
        let one = Self.characters("abc", "a~c")
        #expect((one.characters, one.errors, one.rejectCharacters) == (3, 1, 1))
        #expect(one.marked == Operations(substitutions: 1) && one.unmarked == Operations())
        let two = Self.characters("abc", "a~~c")
        #expect((two.errors, two.rejectCharacters) == (2, 2))
        #expect(two.marked == Operations(substitutions: 1, deletions: 1))
        let trailing = Self.characters("ab", "ab~")
        #expect((trailing.errors, trailing.rejectCharacters) == (1, 1))
        #expect(trailing.marked == Operations(deletions: 1))
        #expect(trailing.accuracyAfterCorrection == 1)
    }

    @Test func tildeInTheReferenceIsAWildcard() {
        let exact = Self.characters("a~c", "axc")
        #expect((exact.characters, exact.errors) == (2, 0))
        let longer = Self.characters("a~c", "axyc")
        #expect((longer.characters, longer.errors) == (2, 1))
        #expect(longer.unmarked == Operations(deletions: 1))
        // `~` is not a word character: the reference has the words "a" and "c".
        let words = Self.words("a~c", "axc")
        #expect((words.words, words.misrecognized) == (2, 2))
    }

    @Test func charactersAreCaseSensitiveWordsAreNot() {
        let characters = Self.characters("The Cat", "the cat")
        #expect((characters.characters, characters.errors) == (7, 2))
        #expect(characters.unmarked == Operations(substitutions: 2))
        let words = Self.words("The Cat", "the cat")
        #expect((words.words, words.misrecognized) == (2, 0))
    }

    @Test func dottedCapitalILowercasesToPlainI() {
        #expect(Self.characters("\u{130}stanbul", "istanbul").errors == 1)
        let words = Self.words("\u{130}stanbul", "istanbul")
        #expect((words.words, words.misrecognized) == (1, 0))
    }

    @Test func insertionIsACharacterTheOCRLeftOut() {
        let missing = Self.characters("abc", "")
        #expect(missing.errors == 3 && missing.unmarked == Operations(insertions: 3))
        #expect(missing.accuracy == 0)
    }

    @Test func extraOCRCharactersAreDeletionsAndAccuracyCanBeNegative() {
        let extra = Self.characters("ab", "xaybz")
        #expect((extra.characters, extra.errors) == (2, 3))
        #expect(extra.unmarked == Operations(deletions: 3))
        #expect(extra.accuracy == -0.5)
    }

    @Test func emptyReferenceHasNoAccuracy() {
        let characters = Self.characters("", "abc")
        #expect((characters.characters, characters.errors) == (0, 3))
        #expect(characters.accuracy == nil)
        let words = Self.words("", "abc")
        #expect(words.words == 0 && words.accuracy == nil)
        #expect(Self.characters("", "").errors == 0)
    }

    /// Both an insertion and a deletion (one match) and two substitutions are minimal;
    /// ocreval's synchronization takes the match.
    @Test func transpositionIsAnInsertionAndADeletion() {
        let swapped = Self.characters("ab", "ba")
        #expect(swapped.errors == 2)
        #expect(swapped.unmarked == Operations(insertions: 1, deletions: 1))
        #expect(swapped.classes[ISRICharacterClass(of: 0x61)] == .init(count: 2, missed: 1))
    }

    @Test func spacingIsCompressedAndCarriageReturnIsABlank() {
        #expect(Self.characters("a  b", "a b").errors == 0)
        #expect(Self.characters("a  b", "a b").characters == 3)
        let crlf = Self.characters("a\r\nb\r\n", "a\nb\n")
        #expect((crlf.characters, crlf.errors) == (4, 0))
        let edges = Self.characters("  a \n\n b  \n", "a\nb")
        #expect((edges.characters, edges.errors) == (4, 1))
        #expect(edges.unmarked == Operations(insertions: 1))
    }

    @Test func suspectMarkerFlagsTheNextCharacter() {
        let right = Self.characters("ab", "a^b")
        #expect((right.errors, right.suspectMarkers, right.falseMarks) == (0, 1, 1))
        let wrong = Self.characters("ab", "a^x")
        #expect((wrong.errors, wrong.suspectMarkers, wrong.falseMarks) == (1, 1, 0))
        #expect(wrong.marked == Operations(substitutions: 1))
    }

    @Test func charactersAreCodePointsWithoutNormalization() {
        let decomposed = Self.characters("\u{E9}t\u{E9}", "e\u{301}te\u{301}")
        #expect((decomposed.characters, decomposed.errors) == (3, 4))
        #expect(decomposed.unmarked == Operations(substitutions: 2, deletions: 2))
        let words = Self.words("\u{E9}t\u{E9}", "e\u{301}te\u{301}")  // words compare in NFC
        #expect((words.words, words.misrecognized) == (1, 0))
    }

    @Test func wordsAreMatchedInOrder() {
        let words = Self.words("one two two", "two one two")
        #expect((words.words, words.misrecognized) == (3, 1))
        #expect(Self.characters("one two two", "two one two").errors == 6)
    }

    @Test func stopwordsAreCountedApart() {
        let words = Self.words("The cat and a dog", "the cat an a dog")
        #expect(words.stopwords == .init(count: 3, missed: 1))
        #expect(words.nonStopwords == .init(count: 2, missed: 0))
        #expect(words.accuracy == 0.8)
    }

    @Test func sumsAddCountsNotAccuracies() {
        let pages = [ISRIFigures(reference: "abcd", hypothesis: "abcd"), ISRIFigures(reference: "ab", hypothesis: "")]
        let sum = ISRISummedFigures(summing: pages)
        #expect(sum.pages == 2)
        #expect((sum.characters.characters, sum.characters.errors) == (6, 2))
        #expect(sum.characterAccuracy == 4.0 / 6.0)
        #expect((sum.words.words, sum.words.misrecognized) == (2, 1))
        #expect(sum.wordAccuracy == 0.5)
        #expect(ISRISummedFigures().characterAccuracy == nil)
    }
}
