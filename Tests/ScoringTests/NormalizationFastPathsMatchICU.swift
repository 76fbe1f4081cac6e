import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// `ICUText.normalize` returns text whose UTF-8 bytes are all below 0xCC (every scalar
/// below U+0300) as it is for NFC, without calling ICU. That must be what ICU gives:
/// checked against hand-worked NFC forms and against ICU itself, reached by appending
/// U+4E00 (an ideograph that composes with nothing and is stable in every form, with a
/// lead byte of 0xE4, so the slow path runs; removed afterwards). NFKC keeps going to ICU for anything beyond ASCII.
@Suite struct NormalizationFastPathsMatchICU {
    /// Byte for byte, not only canonically equivalent.
    static func same(_ a: String, _ b: String) -> Bool { a.utf8.elementsEqual(b.utf8) }

    /// What ICU itself makes of `text` in `form`, past the fast path.
    static func icu(_ text: String, _ form: ICUText.Form) -> String {
        let normalized = ICUText.normalize(text + "\u{4E00}", form: form)
        #expect(normalized.unicodeScalars.last == "\u{4E00}")
        return String(normalized.unicodeScalars.dropLast())
    }

    /// Every scalar from U+0020 to U+02FF, in order, then in reverse.
    static let everyLowScalar: String = {
        let scalars = (UInt32(0x20)..<0x300).compactMap { Unicode.Scalar($0) }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        view.append(contentsOf: scalars.reversed())
        return String(view)
    }()

    @Test("Latin-1 and Latin Extended text is already NFC and comes back unchanged, as from ICU")
    func lowScalarsUnchanged() {
        let texts = [
            "Gr\u{FC}\u{DF}e aus K\u{F6}ln, \u{C5}ngstr\u{F6}m, na\u{EF}ve caf\u{E9}",
            "\u{141}\u{F3}d\u{17A} \u{10C}esk\u{E9} \u{15E}i\u{15F}li \u{152}uvre \u{1D6}ber \u{218}\u{21B}",
            "\u{2B0}\u{2C7}\u{2D9}\u{2FF} \u{A8}\u{B4}\u{B8}\u{AF} \u{A0}\u{BD}\u{AA}",
            "plain ASCII", "\u{1}\u{7F}\u{80}\u{9F}", Self.everyLowScalar,
        ]
        for text in texts {
            let fast = ICUText.normalize(text, form: .nfc)
            #expect(Self.same(fast, text))
            #expect(Self.same(fast, Self.icu(text, .nfc)), "\(text.unicodeScalars.map { $0.value })")
        }
    }

    @Test("combining marks and singletons are still composed (hand-worked NFC)")
    func composedWhereNeeded() {
        let cases: [(String, String)] = [
            ("e\u{301}", "\u{E9}"), ("A\u{30A}ngstr\u{F6}m", "\u{C5}ngstr\u{F6}m"), ("\u{212B}", "\u{C5}"),
            ("\u{212A}", "K"), ("\u{37E}", ";"), ("\u{387}", "\u{B7}"), ("u\u{308}\u{304}", "\u{1D6}"),
            ("\u{FC}\u{304}", "\u{1D6}"), ("e\u{301}\u{323}", "\u{1EB9}\u{301}"), ("e\u{340}", "\u{E8}"),
            ("x\u{301}", "x\u{301}"), ("\u{300}", "\u{300}"), ("a\u{300}", "\u{E0}"),
            ("\u{1112}\u{1161}\u{11AB}", "\u{D55C}"), ("caf\u{E9} cafe\u{301}", "caf\u{E9} caf\u{E9}"),
        ]
        for (input, expected) in cases {
            #expect(Self.same(ICUText.normalize(input, form: .nfc), expected), "\(input.unicodeScalars.map { $0.value })")
        }
    }

    @Test("NFKC still maps Latin-1 compatibility characters (hand-worked)")
    func compatibilityStillMapped() {
        let cases: [(String, String)] = [
            ("\u{BD}", "1\u{2044}2"), ("\u{FB01}", "fi"), ("a\u{A0}b", "a b"), ("x\u{B2}", "x2"), ("\u{AA}", "a"),
            ("\u{B5}", "\u{3BC}"), ("\u{132}", "IJ"), ("\u{17F}", "s"), ("\u{1C6}", "d\u{17E}"), ("\u{2B0}", "h"),
            ("\u{A8}", " \u{308}"), ("\u{B4}", " \u{301}"), ("\u{BC}\u{BE}", "1\u{2044}43\u{2044}4"),
            ("caf\u{E9}", "caf\u{E9}"), ("e\u{301}", "\u{E9}"),
        ]
        for (input, expected) in cases {
            let result = ICUText.normalize(input, form: .nfkc)
            #expect(Self.same(result, expected), "\(input.unicodeScalars.map { $0.value })")
            #expect(Self.same(result, Self.icu(input, .nfkc)), "\(input.unicodeScalars.map { $0.value })")
        }
    }

    @Test("the profiles on Latin-1 text: exact keeps it, lenient folds compatibility characters")
    func profilesOnLatinOne() {
        let text = "\u{BD} Stra\u{DF}e\u{A0}\u{FB01}n"
        #expect(Self.same(NormalizationProfile.exact.normalize(text), text))
        #expect(Self.same(NormalizationProfile.lenient.normalize(text), "1\u{2044}2 strasse fin"))
    }
}
