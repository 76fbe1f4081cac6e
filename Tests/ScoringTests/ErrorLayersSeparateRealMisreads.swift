import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// Error layers: what remains after ignoring whitespace, then case, then punctuation.
@Suite struct ErrorLayersSeparateRealMisreads {
    @Test func eachLayerForgivesOneMoreKindOfError() throws {
        let layers = try ErrorLayers(reference: "Hello, World.\nGood day",
                                 hypothesis: "hello World Good dav")
        // Whitespace is gone from both sides: "Hello,World.Goodday" vs "helloWorldGooddav".
        #expect(layers.ignoringWhitespace.referenceLength == 19)
        #expect(layers.ignoringWhitespace.edits == 4)           // H/h, ",", ".", y/v
        #expect(layers.ignoringWhitespaceAndCase.edits == 3)    // ",", ".", y/v
        #expect(layers.ignoringWhitespaceCaseAndPunctuation.edits == 1)  // y/v: a real misread
        #expect(layers.ignoringWhitespaceCaseAndPunctuation.referenceLength == 17)
    }

    @Test func identicalTextHasNoErrorsInAnyLayer() throws {
        let layers = try ErrorLayers(reference: "Same text.", hypothesis: "Same text.")
        #expect(layers.ignoringWhitespace.edits == 0)
        #expect(layers.ignoringWhitespaceAndCase.edits == 0)
        #expect(layers.ignoringWhitespaceCaseAndPunctuation.edits == 0)
    }

    @Test("without whitespace in either text the first layer is the CER's counts, not aligned again; with it, aligned")
    func firstLayerReusesTheCounts() throws {
        // Counts that are not the texts' (one substitution, d/e): the layer shows which it took.
        let given = EditCounts(substitutions: 3, deletions: 0, insertions: 0, referenceLength: 4, hypothesisLength: 4)
        let one = EditCounts(substitutions: 1, deletions: 0, insertions: 0, referenceLength: 4, hypothesisLength: 4)
        #expect(try ErrorLayers(reference: "abcd", hypothesis: "abce", counts: given).ignoringWhitespace == given)
        #expect(try ErrorLayers(reference: "ab cd", hypothesis: "abce", counts: given).ignoringWhitespace == one)
        #expect(try ErrorLayers(reference: "abcd", hypothesis: "abce").ignoringWhitespace == one)
        // From grapheme ids (below U+0300 an id is its scalar: a 97 … e 101, space 32) the same way.
        let reused = try ErrorLayers(referenceIDs: [97, 98, 99, 100], hypothesisIDs: [97, 98, 99, 101], counts: given)
        let spaced = try ErrorLayers(referenceIDs: [97, 98, 32, 99, 100], hypothesisIDs: [97, 98, 99, 101], counts: given)
        #expect(reused?.ignoringWhitespace == given)
        #expect(spaced?.ignoringWhitespace == one)
    }

    @Test func emptySidesGiveFiniteRates() throws {
        let layers = try ErrorLayers(reference: "", hypothesis: "...")
        #expect(layers.ignoringWhitespace.rate == 1)
        #expect(layers.ignoringWhitespaceCaseAndPunctuation.rate == 0)
    }

    @Test("from the alignment's grapheme ids: the hand-worked layers, ß folded to ss")
    func layersFromGraphemeIDs() throws {
        let aligned = try CharacterAlignment(reference: "Hello, World.\nGood day", hypothesis: "hello World Good dav")
        let layers = try aligned.layers()
        #expect(layers != nil)
        #expect(layers?.ignoringWhitespace.referenceLength == 19)
        #expect(layers?.ignoringWhitespace.edits == 4)
        #expect(layers?.ignoringWhitespaceAndCase.edits == 3)
        #expect(layers?.ignoringWhitespaceCaseAndPunctuation.edits == 1)
        #expect(layers?.ignoringWhitespaceCaseAndPunctuation.referenceLength == 17)
        // "Straße" folds to "strasse": 7 graphemes, nothing left to correct.
        let street = try CharacterAlignment(reference: "Straße", hypothesis: "STRASSE").layers()
        // Case counts here: only the first S matches, so 7 − 1 = 6 edits.
        #expect(street?.ignoringWhitespace.edits == 6)
        #expect(street?.ignoringWhitespaceAndCase.edits == 0)
        #expect(street?.ignoringWhitespaceAndCase.referenceLength == 7)
    }

    @Test("clusters outside the scalars below U+0300, or folding out of them, leave it to the texts")
    func layersFromGraphemeIDsDeclineOtherScripts() throws {
        #expect(try CharacterAlignment(reference: "Ωmega", hypothesis: "omega").layers() == nil)
        // The micro sign (U+00B5) folds to a Greek mu (U+03BC).
        #expect(try CharacterAlignment(reference: "5 \u{B5}m", hypothesis: "5 um").layers() == nil)
    }

    @Test("on 400 random pairs the layers from grapheme ids equal the layers from the texts")
    func layersFromGraphemeIDsEqualLayersFromTexts() throws {
        typealias Random = BandedDistanceEqualsFullProgramme.Random
        var random = Random(state: 0x1A7E_25)
        // White space (line feed, tab, no-break space; no CR LF, a cluster of two scalars
        // that normalized texts never hold), a soft hyphen, case pairs, ß, ŉ (folds
        // to two scalars), punctuation, a decomposed é and signs canonically equivalent to
        // scalars below U+0300 (Kelvin K, the Greek question mark).
        let pieces = [" ", "\n", "\t", "\u{A0}", "\u{AD}", "a", "A", "s", "S", "ß", "\u{149}", "N", "n",
                      "é", "É", "e\u{301}", "\u{212A}", "k", "\u{37E}", ";", ",", ".", "«", "¿", "-", "1", "Ø", "ø"]
        var usedIDs = 0
        for _ in 0..<400 {
            func text() -> String { (0..<random.next(40)).map { _ in pieces[random.next(pieces.count)] }.joined() }
            let reference = text()
            let hypothesis = random.next(3) == 0 ? text() : String(reference.dropFirst(random.next(4))) + text().prefix(3)
            let expected = try ErrorLayers(reference: reference, hypothesis: hypothesis)
            if let fromIDs = try CharacterAlignment(reference: reference, hypothesis: hypothesis).layers() {
                usedIDs += 1
                #expect(fromIDs == expected, "\(reference.debugDescription) \(hypothesis.debugDescription)")
            }
        }
        #expect(usedIDs == 400)
    }
}
