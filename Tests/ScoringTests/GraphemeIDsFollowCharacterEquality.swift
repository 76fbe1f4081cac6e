import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// `GraphemeIDs` against Swift's own `Character`: one id per Character of the text, and
/// two clusters get the same id exactly when the Characters are equal (canonically
/// equivalent), whether an id comes from the byte-level fast path (one scalar below
/// U+0300) or from the table.
@Suite struct GraphemeIDsFollowCharacterEquality {
    typealias Random = BandedDistanceEqualsFullProgramme.Random

    /// The ids of `text`, after checking there is one per Character.
    static func ids(_ text: String, _ ids: inout GraphemeIDs,
                    sourceLocation: SourceLocation = #_sourceLocation) -> [Int] {
        let result = ids.ids(of: text)
        #expect(result.count == Array(text).count, "\(text.unicodeScalars.map { $0.value })",
                sourceLocation: sourceLocation)
        return result
    }

    /// Whether `ids` and `oracle` (same length) pair up one to one: equal in one exactly
    /// where equal in the other.
    static func sameEqualityPattern(_ ids: [Int], _ oracle: [Int]) -> Bool {
        guard ids.count == oracle.count else { return false }
        var forward: [Int: Int] = [:], backward: [Int: Int] = [:]
        for (id, expected) in zip(ids, oracle) {
            if let seen = forward[id], seen != expected { return false }
            if let seen = backward[expected], seen != id { return false }
            forward[id] = expected
            backward[expected] = id
        }
        return true
    }

    @Test("a decomposed é gets the id of the precomposed é, in one text and across texts")
    func decomposedEqualsPrecomposed() throws {
        var table = GraphemeIDs()
        let mixed = Self.ids("e\u{301}\u{E9}e", &table)
        try #require(mixed.count == 3)
        #expect(mixed[0] == mixed[1])
        #expect(mixed[0] != mixed[2])
        // Precomposed first in a fresh table, then decomposed.
        var fresh = GraphemeIDs()
        #expect(Self.ids("\u{E9}", &fresh) == Self.ids("e\u{301}", &fresh))
        // The acute on its own is a different cluster from both.
        let parts = Self.ids("\u{301}e\u{E9}", &fresh)
        #expect(Set(parts).count == 3)
    }

    @Test("the Kelvin sign is the letter K and the Angstrom sign is Å (all three spellings)")
    func singletonDecompositions() throws {
        var table = GraphemeIDs()
        let kelvin = Self.ids("\u{212A}K k", &table)
        try #require(kelvin.count == 4)
        #expect(kelvin[0] == kelvin[1])
        #expect(kelvin[0] != kelvin[3])
        let angstrom = Self.ids("\u{212B}\u{C5}A\u{30A}A", &table)
        try #require(angstrom.count == 4)
        #expect(angstrom[0] == angstrom[1] && angstrom[1] == angstrom[2])
        #expect(angstrom[0] != angstrom[3])
        // Greek question mark is a semicolon, ano teleia a middle dot, varia a grave accent.
        let greek = Self.ids("\u{37E};\u{387}\u{B7}\u{1FEF}`", &table)
        try #require(greek.count == 6)
        #expect(greek[0] == greek[1] && greek[2] == greek[3] && greek[4] == greek[5])
        #expect(Set(greek).count == 3)
        // Seen first through the table, then through the fast path.
        var fresh = GraphemeIDs()
        #expect(Self.ids("\u{212A}", &fresh) == Self.ids("K", &fresh))
    }

    @Test("CR LF is one cluster, different from a lone CR and a lone LF")
    func carriageReturnLineFeed() throws {
        var table = GraphemeIDs()
        let ids = Self.ids("a\r\nb\rc\nd\n\r", &table)
        // a, CRLF, b, CR, c, LF, d, LF, CR
        try #require(ids.count == 9)
        #expect(Set([ids[1], ids[3], ids[5]]).count == 3)
        #expect(ids[5] == ids[7] && ids[3] == ids[8])
        #expect(Self.ids("\r\n", &table) == [ids[1]])
        #expect(Self.ids("\r", &table) == [ids[3]])
        #expect(Self.ids("\n", &table) == [ids[5]])
    }

    @Test("an ASCII letter followed by a combining mark stays one cluster")
    func asciiLetterWithMark() throws {
        var table = GraphemeIDs()
        // x with acute has no precomposed form; a with grave does (à).
        let ids = Self.ids("ax\u{301}bx\u{E0}a\u{300}", &table)
        // a, x́, b, x, à, à
        try #require(ids.count == 6)
        #expect(ids[1] != ids[3])  // x́ is not x
        #expect(ids[4] == ids[5])  // à either way
        #expect(ids[1] != ids[0] && ids[1] != ids[2])
        // A mark at the very end, and a run of marks.
        #expect(Self.ids("ab\u{301}", &table).count == 2)
        #expect(Self.ids("b\u{301}\u{302}\u{303}c", &table).count == 2)
    }

    @Test("a Latin-1 letter followed by a combining mark stays one cluster, in canonical order")
    func latinOneLetterWithMark() throws {
        var table = GraphemeIDs()
        // é with a dot below, three spellings; ü with a macron is ǖ (U+01D6, below U+0300).
        let ids = Self.ids("\u{E9}\u{323}e\u{323}\u{301}e\u{301}\u{323}\u{FC}\u{304}\u{1D6}u\u{308}\u{304}\u{FC}", &table)
        try #require(ids.count == 7)
        #expect(ids[0] == ids[1] && ids[1] == ids[2])
        #expect(ids[3] == ids[4] && ids[4] == ids[5])
        #expect(ids[5] != ids[6])
        #expect(ids[0] != ids[3])
        // The highest scalar of the fast path (U+02FF) next to the first mark (U+0300).
        let edge = Self.ids("\u{2FF}\u{2FF}\u{300}\u{2FF}", &table)
        try #require(edge.count == 3)
        #expect(edge[0] == edge[2] && edge[0] != edge[1])
    }

    @Test("emoji ZWJ sequences, skin tones and flags are single clusters, told apart")
    func emojiAndFlags() throws {
        var table = GraphemeIDs()
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"
        let couple = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
        let ids = Self.ids("a\(family)b\(couple)\(family)", &table)
        try #require(ids.count == 5)
        #expect(ids[1] == ids[4] && ids[1] != ids[3])
        let thumbs = Self.ids("\u{1F44D}\u{1F3FD}\u{1F44D}\u{1F44D}\u{1F3FD}", &table)
        try #require(thumbs.count == 3)
        #expect(thumbs[0] == thumbs[2] && thumbs[0] != thumbs[1])
        // Germany, France, Germany: regional indicators pair up.
        let flags = Self.ids("\u{1F1E9}\u{1F1EA}\u{1F1EB}\u{1F1F7}\u{1F1E9}\u{1F1EA}", &table)
        try #require(flags.count == 3)
        #expect(flags[0] == flags[2] && flags[0] != flags[1])
        // © is a pictograph: with VS16 it is another cluster, and a ZWJ joins it to a pictograph before it.
        let copyright = Self.ids("\u{A9}\u{A9}\u{FE0F}\u{1F468}\u{200D}\u{A9}\u{A9}", &table)
        try #require(copyright.count == 4)
        #expect(copyright[0] == copyright[3] && copyright[0] != copyright[1] && copyright[0] != copyright[2])
    }

    @Test("CJK characters and Hangul jamo sequences: one id per syllable, jamo equal to the precomposed syllable")
    func cjkAndHangul() throws {
        var table = GraphemeIDs()
        let cjk = Self.ids("日本日語", &table)
        try #require(cjk.count == 4)
        #expect(cjk[0] == cjk[2] && Set(cjk).count == 3)
        // ᄒ ᅡ ᆫ is 한; ᄀ ᅳ ᆯ is 글.
        let hangul = Self.ids("\u{1112}\u{1161}\u{11AB}\u{AE00}\u{D55C}\u{1100}\u{1173}\u{11AF}", &table)
        try #require(hangul.count == 4)
        #expect(hangul[0] == hangul[2] && hangul[1] == hangul[3] && hangul[0] != hangul[1])
    }

    @Test("a composition new in Unicode 16 (Todhri letter ei) gets the id of its decomposed spelling, as Character says")
    func unicodeSixteenComposition() throws {
        var table = GraphemeIDs()
        // U+105C9 is canonically U+105D2 U+0307.
        let ids = Self.ids("\u{105C9}\u{105D2}\u{307}\u{105D2}", &table)
        try #require(ids.count == 3)
        #expect(ids[0] == ids[1] && ids[0] != ids[2])
    }

    @Test("a soft hyphen is a cluster of its own, even before a combining mark")
    func softHyphen() throws {
        var table = GraphemeIDs()
        let ids = Self.ids("a\u{AD}b\u{AD}\u{301}-", &table)
        // a, SHY, b, SHY, acute, hyphen-minus
        try #require(ids.count == 6)
        #expect(ids[1] == ids[3])
        #expect(Set(ids).count == 5)
    }

    /// Pieces that make many kinds of cluster boundary when strung together at random.
    static let pieces: [String] = [
        "a", "e", "x", "K", " ", "\t", "\r", "\n", "\u{0}", "\u{E9}", "\u{C5}", "\u{FC}", "\u{1D6}", "\u{2FF}",
        "\u{B7}", ";", "`", "\u{AD}", "\u{A9}", "\u{300}", "\u{301}", "\u{304}", "\u{308}", "\u{323}", "\u{30A}",
        "\u{212A}", "\u{212B}", "\u{37E}", "\u{387}", "\u{1FEF}", "\u{340}", "\u{FE0F}", "\u{200D}",
        "\u{1F468}", "\u{1F469}", "\u{1F3FD}", "\u{1F1E9}", "\u{1F1EA}", "日", "語", "\u{1112}", "\u{1161}",
        "\u{11AB}", "\u{D55C}", "\u{E01}", "\u{E31}", "\u{915}", "\u{94D}", "\u{937}", "\u{600}",
    ]

    static func randomText(_ random: inout Random) -> String {
        // Mostly fast-path pieces, so that both paths meet often.
        let length = random.next(40)
        var text = ""
        for _ in 0..<length {
            text += random.next(3) == 0 ? pieces[random.next(pieces.count)] : pieces[random.next(14)]
        }
        return text
    }

    @Test("on random strings the ids induce the same equality as the Characters, within and across texts")
    func randomStringsAgreeWithCharacters() {
        var random = Random(state: 0x6C75_7374)
        var table = GraphemeIDs()
        var oracle: [Character: Int] = [:]
        var allIDs: [Int] = [], allOracle: [Int] = []
        for _ in 0..<3000 {
            let text = Self.randomText(&random)
            let ids = table.ids(of: text)
            let expected = Array(text).map { character in
                if let id = oracle[character] { return id }
                oracle[character] = oracle.count
                return oracle.count - 1
            }
            #expect(ids.count == expected.count, "\(text.unicodeScalars.map { $0.value })")
            #expect(Self.sameEqualityPattern(ids, expected), "\(text.unicodeScalars.map { $0.value })")
            allIDs += ids
            allOracle += expected
        }
        #expect(Self.sameEqualityPattern(allIDs, allOracle))
        // The same table gives every text the same ids the second time.
        var again = Random(state: 0x6C75_7374)
        var replay: [Int] = []
        for _ in 0..<3000 { replay += table.ids(of: Self.randomText(&again)) }
        #expect(replay == allIDs)
    }

    @Test("cluster starts delimit each Character's UTF-8 bytes, and the ids match ids(of:)")
    func clusterStartsDelimitCharacters() {
        var random = Random(state: 99)
        var table = GraphemeIDs()
        var fixed = ["", "a", "\r\n", "e\u{301}", "\u{1F468}\u{200D}\u{1F469}", "\u{2FF}\u{300}x"]
        for _ in 0..<1000 { fixed.append(Self.randomText(&random)) }
        for text in fixed {
            let (starts, ids) = table.clusters(of: text)
            let characters = Array(text)
            let bytes = Array(text.utf8)
            #expect(ids == table.ids(of: text))
            #expect(starts.count == characters.count + 1)
            guard starts.count == characters.count + 1 else { continue }
            #expect(starts.first == 0 && starts.last == Int32(bytes.count))
            for (index, character) in characters.enumerated() {
                let start = Int(starts[index]), end = Int(starts[index + 1])
                #expect(start < end && end <= bytes.count)
                guard start < end && end <= bytes.count else { break }
                #expect(String(decoding: bytes[start..<end], as: UTF8.self).utf8.elementsEqual(String(character).utf8),
                        "\(text.unicodeScalars.map { $0.value }) at \(index)")
            }
        }
    }
}
