import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// A recognized line is correct when, normalized with `default`, it equals a reference
/// line not already claimed.
@Suite struct LineCorrectnessComparesNormalizedLines {
    @Test("lines differing only in white space or composition are correct; each reference line vouches once")
    func handChecked() {
        let reference = "  Menu \r\n\nSoupe  du jour\u{00A0}\ncafe\u{0301} 3,50\nMenu"
        let lines = ["Menu", "Soupe\tdu jour", "caf\u{E9} 3,50", "Menu", "Menu", " Soupe du  jour ", "", "soupe du jour"]
        // By hand: "Menu" twice in the reference, so the third "Menu" is not correct; the
        // second "Soupe du jour" finds its one reference line taken; the empty line and the
        // lower-case one never match.
        #expect(LineCorrectness.evaluate(lines: lines, reference: reference)
                == [true, true, true, true, false, false, false, false])
    }

    @Test("a line taken as already normalized is one the default profile leaves unchanged")
    func shortcutAgreesWithTheProfile() {
        var random = SplitMix64(seed: 41)
        let alphabet = Array("ab Z9.,\t\u{00A0}é~".unicodeScalars)
        var shortcuts = 0
        for _ in 0..<4_000 {
            var line = ""
            for _ in 0..<random.index(below: 8) { line.unicodeScalars.append(alphabet[random.index(below: alphabet.count)]) }
            if LineCorrectness.isNormalized(line) {
                shortcuts += 1
                #expect(NormalizationProfile.default.normalize(line) == line, "\(line.debugDescription)")
            }
        }
        // Not vacuous.
        #expect(shortcuts > 200)
        #expect(!LineCorrectness.isNormalized(""))
        #expect(!LineCorrectness.isNormalized("a  b"))
        #expect(!LineCorrectness.isNormalized("a\tb"))
        #expect(!LineCorrectness.isNormalized("caf\u{E9}"))
    }
}
