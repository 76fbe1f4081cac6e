import Testing
@testable import Scoring

/// Error layers: what remains after ignoring whitespace, then case, then punctuation.
@Suite struct ErrorLayersSeparateRealMisreads {
    @Test func eachLayerForgivesOneMoreKindOfError() {
        let layers = ErrorLayers(reference: "Hello, World.\nGood day",
                                 hypothesis: "hello World Good dav")
        // Whitespace is gone from both sides: "Hello,World.Goodday" vs "helloWorldGooddav".
        #expect(layers.ignoringWhitespace.referenceLength == 19)
        #expect(layers.ignoringWhitespace.edits == 4)           // H/h, ",", ".", y/v
        #expect(layers.ignoringWhitespaceAndCase.edits == 3)    // ",", ".", y/v
        #expect(layers.ignoringWhitespaceCaseAndPunctuation.edits == 1)  // y/v: a real misread
        #expect(layers.ignoringWhitespaceCaseAndPunctuation.referenceLength == 17)
    }

    @Test func identicalTextHasNoErrorsInAnyLayer() {
        let layers = ErrorLayers(reference: "Same text.", hypothesis: "Same text.")
        #expect(layers.ignoringWhitespace.edits == 0)
        #expect(layers.ignoringWhitespaceAndCase.edits == 0)
        #expect(layers.ignoringWhitespaceCaseAndPunctuation.edits == 0)
    }

    @Test func emptySidesGiveFiniteRates() {
        let layers = ErrorLayers(reference: "", hypothesis: "...")
        #expect(layers.ignoringWhitespace.rate == 1)
        #expect(layers.ignoringWhitespaceCaseAndPunctuation.rate == 0)
    }
}
