/// A sample's ISRI figures as results keep them (journal, run.xml, summaries): the
/// counts of ocreval's `accuracy` and `wordacc` for its truth and answer
/// (`ISRIFigures`, Metrics/ISRI), summed over pages as `accsum` and `wordaccsum` sum them.
public struct ISRICounts: Codable, Sendable, Equatable {
    /// The truth's characters as `accuracy` counts them (code points after its spacing rules).
    public var characters = 0
    /// Its errors: each unmatched stretch costs the larger of its two sides; a `~` in
    /// the answer is a reject character, always an error.
    public var characterErrors = 0
    /// The answer's reject characters (`~`), UNLV's mark for a character the engine gave up on.
    public var rejectCharacters = 0
    /// The truth's words as `wordacc` counts them.
    public var words = 0
    /// The truth's words not found, in order, in the answer.
    public var wordErrors = 0

    /// Nothing counted yet.
    public init() {}

    /// These counts.
    public init(characters: Int, characterErrors: Int, rejectCharacters: Int = 0, words: Int, wordErrors: Int) {
        self.characters = characters
        self.characterErrors = characterErrors
        self.rejectCharacters = rejectCharacters
        self.words = words
        self.wordErrors = wordErrors
    }

    /// The counts of one page's figures.
    public init(_ figures: ISRIFigures) {
        self.init(characters: figures.characters.characters, characterErrors: figures.characters.errors,
                  rejectCharacters: figures.characters.rejectCharacters,
                  words: figures.words.words, wordErrors: figures.words.misrecognized)
    }

    /// Character accuracy, (characters − errors) / characters, as ocreval prints it: it is
    /// below 0 when the answer holds more errors than the truth has characters; nil
    /// without a character.
    public var characterAccuracy: Double? {
        characters > 0 ? Double(characters - characterErrors) / Double(characters) : nil
    }

    /// Word accuracy, (words − errors) / words; nil without a word.
    public var wordAccuracy: Double? { words > 0 ? Double(words - wordErrors) / Double(words) : nil }

    /// Every count added, as `accsum` and `wordaccsum` add pages.
    public static func + (a: ISRICounts, b: ISRICounts) -> ISRICounts {
        ISRICounts(characters: a.characters + b.characters, characterErrors: a.characterErrors + b.characterErrors,
                   rejectCharacters: a.rejectCharacters + b.rejectCharacters,
                   words: a.words + b.words, wordErrors: a.wordErrors + b.wordErrors)
    }
}
