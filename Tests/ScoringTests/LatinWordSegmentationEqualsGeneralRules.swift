import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// The one-pass segmentation of text below U+0300 gives the general UAX #29 rules'
/// segments, and leaves texts it cannot take to them.
@Suite struct LatinWordSegmentationEqualsGeneralRules {
    /// Characters of every Word_Break class found below U+0300, and the ones the rules
    /// treat specially: letters (é, ß, the titlecase ǅ, ª), digits, the middle
    /// characters (. ' : · , ;), the underscore, the double quote, spaces, tab, CR, LF,
    /// vertical tab, NEL and NO-BREAK SPACE, and symbols (- @ ² ½ ×).
    static let alphabet: [UInt16] = Array("aZéßǅª09.':·,;_\" \t\r\n\u{0B}\u{85}\u{A0}-@²½×".utf16)

    static func latin(_ units: [UInt16]) -> [Range<Int>]? {
        units.withUnsafeBufferPointer(LatinWordSegmentation.segmentRanges)
    }

    @Test("hand-checked splits: middle characters between letters and between digits")
    func handChecked() {
        // UAX #29: WB6/7 keep "it's" and "a:b" whole, WB11/12 keep "1,000.5"; "a,b" and
        // "12:30" split (a comma is not MidLetter, a colon not MidNum); WB3d keeps two
        // spaces together; CR LF stays one segment (WB3).
        let cases: [(String, [String])] = [
            ("it's a:b", ["it's", " ", "a:b"]), ("1,000.5 a,b", ["1,000.5", " ", "a", ",", "b"]),
            ("12:30", ["12", ":", "30"]), ("x  y\r\nz", ["x", "  ", "y", "\r\n", "z"]),
            ("a_1 _b", ["a_1", " ", "_b"]), ("ß·é.", ["ß·é", "."]),
        ]
        for (text, expected) in cases {
            let units = Array(text.utf16)
            let ranges = Self.latin(units)
            #expect(ranges?.map { String(decoding: units[$0], as: UTF16.self) } == expected, "\(text)")
        }
    }

    @Test("texts with a soft hyphen or a scalar at or above U+0300 go to the general rules")
    func refusesWhatItCannotTake() {
        #expect(Self.latin(Array("a\u{AD}b".utf16)) == nil)
        #expect(Self.latin(Array("e\u{301}".utf16)) == nil)
        #expect(Self.latin(Array("a\u{2019}b".utf16)) == nil)
        #expect(WordSegmentation.words(in: "a\u{AD}b c\u{2019}d") == ["a\u{AD}b", "c\u{2019}d"])
    }

    @Test("on 3,000 random texts over every class below U+0300 the segments equal the general rules'")
    func randomTextsEqualGeneralRules() {
        var random = SplitMix64(seed: 29)
        var multiSegment = 0
        for _ in 0..<3_000 {
            let length = random.index(below: 40)
            let units = (0..<length).map { _ in Self.alphabet[random.index(below: Self.alphabet.count)] }
            let general = WordSegmentation.generalSegmentRanges(units)
            #expect(Self.latin(units) == general, "\(units)")
            if general.count > 3 { multiSegment += 1 }
        }
        // Not vacuous: most texts split into several segments.
        #expect(multiSegment > 1_500)
    }

    @Test("an empty text has no segments")
    func emptyText() {
        #expect(Self.latin([]) == [])
        #expect(WordSegmentation.words(in: "").isEmpty)
    }
}
