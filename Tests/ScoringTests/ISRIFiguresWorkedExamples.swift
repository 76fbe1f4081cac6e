import Testing
@testable import Scoring

/// ocreval's rules on tiny texts. Every expected count of a worked example is what ocreval
/// 7.0 (built from eddieantonio/ocreval at 873a0de) printed for the two texts written to
/// files R and H: `printf '%s' REF > R; printf '%s' HYP > H; accuracy R H; wordacc R H`
/// (and `accsum`/`wordaccsum` of two such reports for the sums). The last tests check the
/// limits, and the two alignments against plain dynamic programmes on random inputs.
@Suite struct ISRIFiguresWorkedExamples {
    typealias Operations = ISRICharacterAccuracy.Operations

    static func characters(_ reference: String, _ hypothesis: String) throws -> ISRICharacterAccuracy {
        try ISRICharacterAccuracy(reference: reference, hypothesis: hypothesis)
    }

    static func words(_ reference: String, _ hypothesis: String) throws -> ISRIWordAccuracy {
        try ISRIWordAccuracy(reference: reference, hypothesis: hypothesis)
    }

    @Test func tildeIsARejectCharacter() throws {
        let one = try Self.characters("abc", "a~c")
        #expect((one.characters, one.errors, one.rejectCharacters) == (3, 1, 1))
        #expect(one.marked == Operations(substitutions: 1) && one.unmarked == Operations())
        let two = try Self.characters("abc", "a~~c")
        #expect((two.errors, two.rejectCharacters) == (2, 2))
        #expect(two.marked == Operations(substitutions: 1, deletions: 1))
        let trailing = try Self.characters("ab", "ab~")
        #expect((trailing.errors, trailing.rejectCharacters) == (1, 1))
        #expect(trailing.marked == Operations(deletions: 1))
        #expect(trailing.accuracyAfterCorrection == 1)
    }

    @Test func tildeInTheReferenceIsAWildcard() throws {
        let exact = try Self.characters("a~c", "axc")
        #expect((exact.characters, exact.errors) == (2, 0))
        let longer = try Self.characters("a~c", "axyc")
        #expect((longer.characters, longer.errors) == (2, 1))
        #expect(longer.unmarked == Operations(deletions: 1))
        // `~` is not a word character: the reference has the words "a" and "c".
        let words = try Self.words("a~c", "axc")
        #expect((words.words, words.misrecognized) == (2, 2))
    }

    @Test func charactersAreCaseSensitiveWordsAreNot() throws {
        let characters = try Self.characters("The Cat", "the cat")
        #expect((characters.characters, characters.errors) == (7, 2))
        #expect(characters.unmarked == Operations(substitutions: 2))
        let words = try Self.words("The Cat", "the cat")
        #expect((words.words, words.misrecognized) == (2, 0))
    }

    @Test func dottedCapitalILowercasesToPlainI() throws {
        #expect(try Self.characters("\u{130}stanbul", "istanbul").errors == 1)
        let words = try Self.words("\u{130}stanbul", "istanbul")
        #expect((words.words, words.misrecognized) == (1, 0))
    }

    @Test func insertionIsACharacterTheOCRLeftOut() throws {
        let missing = try Self.characters("abc", "")
        #expect(missing.errors == 3 && missing.unmarked == Operations(insertions: 3))
        #expect(missing.accuracy == 0)
    }

    @Test func extraOCRCharactersAreDeletionsAndAccuracyCanBeNegative() throws {
        let extra = try Self.characters("ab", "xaybz")
        #expect((extra.characters, extra.errors) == (2, 3))
        #expect(extra.unmarked == Operations(deletions: 3))
        #expect(extra.accuracy == -0.5)
    }

    @Test func emptyReferenceHasNoAccuracy() throws {
        let characters = try Self.characters("", "abc")
        #expect((characters.characters, characters.errors) == (0, 3))
        #expect(characters.accuracy == nil)
        let words = try Self.words("", "abc")
        #expect(words.words == 0 && words.accuracy == nil)
        #expect(try Self.characters("", "").errors == 0)
    }

    /// Both an insertion and a deletion (one match) and two substitutions are minimal;
    /// ocreval's synchronization takes the match.
    @Test func transpositionIsAnInsertionAndADeletion() throws {
        let swapped = try Self.characters("ab", "ba")
        #expect(swapped.errors == 2)
        #expect(swapped.unmarked == Operations(insertions: 1, deletions: 1))
        #expect(swapped.classes[ISRICharacterClass(of: 0x61)] == .init(count: 2, missed: 1))
    }

    @Test func spacingIsCompressedAndCarriageReturnIsABlank() throws {
        #expect(try Self.characters("a  b", "a b").errors == 0)
        #expect(try Self.characters("a  b", "a b").characters == 3)
        let crlf = try Self.characters("a\r\nb\r\n", "a\nb\n")
        #expect((crlf.characters, crlf.errors) == (4, 0))
        let edges = try Self.characters("  a \n\n b  \n", "a\nb")
        #expect((edges.characters, edges.errors) == (4, 1))
        #expect(edges.unmarked == Operations(insertions: 1))
    }

    @Test func suspectMarkerFlagsTheNextCharacter() throws {
        let right = try Self.characters("ab", "a^b")
        #expect((right.errors, right.suspectMarkers, right.falseMarks) == (0, 1, 1))
        let wrong = try Self.characters("ab", "a^x")
        #expect((wrong.errors, wrong.suspectMarkers, wrong.falseMarks) == (1, 1, 0))
        #expect(wrong.marked == Operations(substitutions: 1))
    }

    @Test func charactersAreCodePointsWithoutNormalization() throws {
        let decomposed = try Self.characters("\u{E9}t\u{E9}", "e\u{301}te\u{301}")
        #expect((decomposed.characters, decomposed.errors) == (3, 4))
        #expect(decomposed.unmarked == Operations(substitutions: 2, deletions: 2))
        let words = try Self.words("\u{E9}t\u{E9}", "e\u{301}te\u{301}")  // words compare in NFC
        #expect((words.words, words.misrecognized) == (1, 0))
    }

    @Test func wordsAreMatchedInOrder() throws {
        let words = try Self.words("one two two", "two one two")
        #expect((words.words, words.misrecognized) == (3, 1))
        #expect(try Self.characters("one two two", "two one two").errors == 6)
    }

    @Test func stopwordsAreCountedApart() throws {
        let words = try Self.words("The cat and a dog", "the cat an a dog")
        #expect(words.stopwords == .init(count: 3, missed: 1))
        #expect(words.nonStopwords == .init(count: 2, missed: 0))
        #expect(words.accuracy == 0.8)
    }

    @Test func sumsAddCountsNotAccuracies() throws {
        let pages = [try ISRIFigures(reference: "abcd", hypothesis: "abcd"), try ISRIFigures(reference: "ab", hypothesis: "")]
        let sum = ISRISummedFigures(summing: pages)
        #expect(sum.pages == 2)
        #expect((sum.characters.characters, sum.characters.errors) == (6, 2))
        #expect(sum.characterAccuracy == 4.0 / 6.0)
        #expect((sum.words.words, sum.words.misrecognized) == (2, 1))
        #expect(sum.wordAccuracy == 0.5)
        #expect(ISRISummedFigures().characterAccuracy == nil)
    }

    /// Deterministic: the limit is a count of cells and the budget is stopped beforehand,
    /// so neither depends on the machine's speed.
    @Test func alignmentStopsAtItsCellLimitAndItsBudget() throws {
        // "abcdef" against "uvwxyz": 6 errors, so at most 7² cells; the search keeps 31 (paths
        // of 1, 3, 5, 7, 7, 7, 1), 23 after the path that passes 20.
        #expect(throws: ISRIStop.overCellLimit(cells: 23)) {
            try ISRICharacterAccuracy(reference: "abcdef", hypothesis: "uvwxyz", cellLimit: 20)
        }
        #expect(try ISRICharacterAccuracy(reference: "abcdef", hypothesis: "uvwxyz", cellLimit: 31).errors == 6)
        #expect(throws: ISRIStop.self) {
            try ISRIWordAccuracy(reference: "a b c d e f", hypothesis: "f e d c b a", cellLimit: 5)
        }
        let stop = ScoringStop()
        stop.trigger()
        ScoringBudget.$current.withValue(ScoringBudget(seconds: nil, stop: stop)) {
            #expect(throws: ISRIStop.outOfBudget) { try ISRIFigures(reference: "abc", hypothesis: "abd") }
        }
    }

    /// The words recognized are as many as a longest common subsequence has (a plain
    /// dynamic programme says how long), whatever ocreval's tie-breaks pick; and each
    /// picked word equals the OCR word it is matched with, in order.
    @Test func wordMatchingFindsALongestCommonSubsequence() throws {
        var state: UInt64 = 45
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<300 {
            let alphabet = 1 + next(6)
            let a = (0..<next(30)).map { _ in next(alphabet) }, b = (0..<next(30)).map { _ in next(alphabet) }
            var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
            for i in a.indices.reversed() {
                for j in b.indices.reversed() {
                    table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
                }
            }
            let positions = try ISRIWordMatching.matchedPositions(a, b)
            #expect(positions.count == table[0][0], "\(a) \(b)")
            #expect(positions == positions.sorted())
            var j = 0
            for position in positions {  // a subsequence of b too
                while j < b.count && b[j] != a[position] { j += 1 }
                #expect(j < b.count, "\(a) \(b)")
                j += 1
            }
        }
    }

    /// With no `~` in the reference, ocreval's errors are the unit-cost edit distance in
    /// which an OCR `~` matches nothing (a plain dynamic programme), however it breaks ties.
    @Test func synchronizationIsAMinimalAlignment() throws {
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let letters = Array("abcd~")
        for _ in 0..<300 {
            let alphabet = 1 + next(4)
            let a = String((0..<next(40)).map { _ in letters[next(alphabet)] })
            let b = String((0..<next(40)).map { _ in letters[next(alphabet + 1)] })
            let x = Array(a), y = Array(b)
            var row = Array(0...y.count)
            for i in x.indices {
                var next = [i + 1]
                for j in y.indices {
                    let same = x[i] == y[j] && y[j] != "~"
                    next.append(min(row[j] + (same ? 0 : 1), row[j + 1] + 1, next[j] + 1))
                }
                row = next
            }
            let figures = try ISRICharacterAccuracy(reference: a, hypothesis: b)
            #expect(figures.errors == row[y.count], "\(a) \(b)")
            #expect(figures.total.errors == figures.errors)
        }
    }
}
