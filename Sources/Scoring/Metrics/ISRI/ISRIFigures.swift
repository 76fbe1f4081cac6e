/// The ISRI figures of one page: ocreval's character accuracy and word accuracy of the
/// same two texts.
public struct ISRIFigures: Equatable, Sendable {
    public var characters: ISRICharacterAccuracy
    public var words: ISRIWordAccuracy

    /// Both figures of `reference` against `hypothesis` (the two files' texts); throws as
    /// `ISRICharacterAccuracy` and `ISRIWordAccuracy` do.
    public init(reference: String, hypothesis: String) throws(ISRIStop) {
        characters = try ISRICharacterAccuracy(reference: reference, hypothesis: hypothesis)
        words = try ISRIWordAccuracy(reference: reference, hypothesis: hypothesis)
    }

    public init(characters: ISRICharacterAccuracy, words: ISRIWordAccuracy) {
        self.characters = characters
        self.words = words
    }
}

/// ISRI figures summed over pages as `accsum` and `wordaccsum` sum them: every count is
/// added, and the accuracies are those of the sums (a page weighs by its characters or
/// words), not means of the pages' accuracies.
public struct ISRISummedFigures: Equatable, Sendable {
    public private(set) var pages = 0
    public private(set) var characters = ISRICharacterAccuracy()
    public private(set) var words = ISRIWordAccuracy()

    /// (Σ characters − Σ errors) / Σ characters; nil when no page has a character.
    public var characterAccuracy: Double? { characters.accuracy }
    /// (Σ words − Σ misrecognized) / Σ words; nil when no page has a word.
    public var wordAccuracy: Double? { words.accuracy }

    public init() {}

    public init(summing pages: some Sequence<ISRIFigures>) {
        for page in pages { add(page) }
    }

    public mutating func add(_ page: ISRIFigures) {
        pages += 1
        characters = characters + page.characters
        words = words + page.words
    }
}
