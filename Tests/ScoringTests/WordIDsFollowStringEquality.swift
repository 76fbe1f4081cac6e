import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// `WordIDs` against Swift's String equality (canonical equivalence): one id per word of
/// `WordSegmentation.words(in:)`, equal exactly when the words are equal Strings,
/// whatever spelling of a word is met first and however large the table grows.
@Suite struct WordIDsFollowStringEquality {
    typealias Random = BandedDistanceEqualsFullProgramme.Random

    /// The oracle: the words as Strings, numbered by a dictionary.
    struct Oracle {
        var ids: [String: Int] = [:]
        mutating func ids(of text: String) -> [Int] {
            WordSegmentation.words(in: text).map { word in
                if let id = ids[word] { return id }
                ids[word] = ids.count
                return ids.count - 1
            }
        }
    }

    static func sameEqualityPattern(_ ids: [Int], _ oracle: [Int]) -> Bool {
        GraphemeIDsFollowCharacterEquality.sameEqualityPattern(ids, oracle)
    }

    @Test("café precomposed and decomposed get one id, and not the id of cafe")
    func canonicallyEquivalentSpellings() throws {
        var table = WordIDs()
        let ids = table.ids(of: "caf\u{E9} cafe\u{301} cafe caf\u{E9}")
        try #require(ids.count == 4)
        #expect(ids[0] == ids[1] && ids[1] == ids[3])
        #expect(ids[0] != ids[2])
        // Decomposed first in a fresh table.
        var fresh = WordIDs()
        let reversed = fresh.ids(of: "cafe\u{301} caf\u{E9}")
        try #require(reversed.count == 2)
        #expect(reversed[0] == reversed[1])
    }

    @Test("a word with the Kelvin or Angstrom sign equals its spelling with K or Å")
    func singletonDecompositionsInWords() throws {
        var table = WordIDs()
        let ids = table.ids(of: "\u{212A}elvin Kelvin kelvin \u{212B}ngstr\u{F6}m A\u{30A}ngstro\u{308}m \u{C5}ngstr\u{F6}m")
        try #require(ids.count == 6)
        #expect(ids[0] == ids[1] && ids[0] != ids[2])
        #expect(ids[3] == ids[4] && ids[4] == ids[5])
        #expect(Set(ids).count == 3)
        // The low spelling first, then the other, in a fresh table.
        var fresh = WordIDs()
        #expect(fresh.ids(of: "Kelvin") == fresh.ids(of: "\u{212A}elvin"))
        // ano teleia is a middle dot inside a word
        var dots = WordIDs()
        let dotted = dots.ids(of: "a\u{387}b a\u{B7}b")
        try #require(dotted.count == 2)
        #expect(dotted[0] == dotted[1])
    }

    @Test("a word with a composition new in Unicode 16 (Todhri letter ei) equals its decomposed spelling, as String says")
    func unicodeSixteenComposition() throws {
        // U+105C9 is canonically U+105D2 U+0307 (Unicode 16); Swift's String knows it.
        let composed = "\u{105C9}", decomposed = "\u{105D2}\u{307}"
        try #require(composed == decomposed)
        try #require(WordSegmentation.words(in: "\(composed) \(decomposed)").count == 2)
        // WordIDs takes equality from String (Swift's Unicode data), not from the system
        // ICU, which may be older (ICU 72 here does not compose this pair).
        var table = WordIDs()
        let ids = table.ids(of: "\(composed) \(decomposed)")
        #expect(ids.count == 2 && ids.first == ids.last)
    }

    @Test("distinct words get distinct ids, case and accents included")
    func distinctWordsDistinctIDs() {
        var table = WordIDs()
        let words = ["word", "Word", "WORD", "resume", "r\u{E9}sum\u{E9}", "stra\u{DF}e", "strasse", "na\u{EF}ve",
                     "naive", "日", "本", "x", "y", "\u{1D6}ber", "uber"]
        let ids = table.ids(of: words.joined(separator: " "))
        #expect(ids.count == words.count)
        #expect(Set(ids).count == words.count)
    }

    @Test("the same WordIDs gives the same ids on a second call")
    func idsAreStable() {
        var table = WordIDs()
        let text = "The cafe\u{301} and the caf\u{E9}, \u{212A}elvin's 日本語 text; the end."
        let first = table.ids(of: text)
        let second = table.ids(of: text)
        #expect(!first.isEmpty)
        #expect(first == second)
        _ = table.ids(of: "other words entirely, many of them: alpha beta gamma delta")
        #expect(table.ids(of: text) == first)
    }

    /// The `index`-th word of letters only ("a", "b", ..., "ba", ...), with é for one
    /// letter so that a third of them go through normalization.
    static func letters(_ index: Int, decomposed: Bool) -> String {
        let alphabet = "abcdefghijklmnopqrstuvw".map(String.init) + [decomposed ? "e\u{301}" : "\u{E9}"]
        var index = index, word = ""
        repeat {
            word = alphabet[index % alphabet.count] + word
            index /= alphabet.count
        } while index > 0
        return word
    }

    @Test("5,000 distinct words (the table grows several times) keep distinct, stable ids")
    func manyDistinctWords() {
        var table = WordIDs()
        let count = 5000
        let first = table.ids(of: (0..<count).map { Self.letters($0, decomposed: false) }.joined(separator: " "))
        #expect(first.count == count)
        #expect(Set(first).count == count)
        // Again, in reverse order, with é decomposed: the same ids.
        let second = table.ids(of: (0..<count).reversed().map { Self.letters($0, decomposed: true) }
            .joined(separator: " "))
        #expect(second == Array(first.reversed()))
        // Decomposed spellings first in a fresh table, then precomposed.
        var fresh = WordIDs()
        let decomposedFirst = fresh.ids(of: (0..<count).map { Self.letters($0, decomposed: true) }.joined(separator: " "))
        let precomposed = fresh.ids(of: (0..<count).map { Self.letters($0, decomposed: false) }.joined(separator: " "))
        #expect(Set(decomposedFirst).count == count)
        #expect(precomposed == decomposedFirst)
    }

    static let vocabulary: [String] = [
        "caf\u{E9}", "cafe\u{301}", "cafe", "Kelvin", "\u{212A}elvin", "kelvin", "na\u{EF}ve", "nai\u{308}ve",
        "\u{C5}ngstr\u{F6}m", "\u{212B}ngstro\u{308}m", "\u{1D6}ber", "u\u{308}\u{304}ber", "\u{FC}\u{304}ber",
        "x", "X", "x\u{301}", "stra\u{DF}e", "日本", "한글", "\u{1112}\u{1161}\u{11AB}\u{AE00}", "word", "words",
        "e\u{323}\u{301}t", "\u{E9}\u{323}t", "\u{1EB9}\u{301}t", "42", "3.14", "don't", "l\u{2019}eau",
    ]

    @Test("on random texts the ids induce the same equality as the word Strings, within and across texts")
    func randomTextsAgreeWithStrings() {
        var random = Random(state: 0x776F_7264)
        var table = WordIDs()
        var oracle = Oracle()
        let separators = [" ", ", ", "\n", ". ", " \u{2014} ", "  "]
        var allIDs: [Int] = [], allOracle: [Int] = []
        for _ in 0..<400 {
            var text = ""
            for _ in 0..<random.next(30) {
                // Now and then a fresh word, so that the table keeps growing.
                let word = random.next(4) == 0 ? Self.letters(random.next(3000), decomposed: random.next(2) == 0)
                    : Self.vocabulary[random.next(Self.vocabulary.count)]
                text += word + separators[random.next(separators.count)]
            }
            let ids = table.ids(of: text)
            let expected = oracle.ids(of: text)
            #expect(ids.count == expected.count, "\(text)")
            #expect(Self.sameEqualityPattern(ids, expected), "\(text)")
            allIDs += ids
            allOracle += expected
        }
        #expect(Self.sameEqualityPattern(allIDs, allOracle))
        // More distinct words than half the initial 1,024 slots: the table has grown.
        #expect(Set(allOracle).count > 512)
    }
}
