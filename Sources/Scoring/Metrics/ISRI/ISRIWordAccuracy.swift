/// Word accuracy as ocreval's `wordacc` counts it (the ISRI/UNLV figure): the reference's
/// words (`ISRIWordBreak`, after ocreval's reading rules and lowercasing: words are
/// case-insensitive) and how many of them were misrecognized, i.e. are not in the longest
/// common subsequence of the two word sequences that ocreval's Myers-style search traces
/// (insertions and deletions only; a word is recognized only where it is matched).
/// Accuracy = (words − misrecognized) / words. Counts add up over pages as `wordaccsum`
/// adds them (`+`). See `docs/development/isri-figures.md`.
public struct ISRIWordAccuracy: Equatable, Sendable {
    /// Reference words of a kind and how many of them were misrecognized.
    public struct Tally: Equatable, Sendable {
        public var count = 0
        public var missed = 0

        public init(count: Int = 0, missed: Int = 0) {
            self.count = count
            self.missed = missed
        }

        public static func + (left: Self, right: Self) -> Self {
            Tally(count: left.count + right.count, missed: left.missed + right.missed)
        }
    }

    /// Reference words that are on ocreval's default stopword list ("the", "of", ...).
    public var stopwords = Tally()
    /// The other reference words.
    public var nonStopwords = Tally()

    /// Reference words.
    public var words: Int { stopwords.count + nonStopwords.count }
    /// Reference words not matched in the OCR text.
    public var misrecognized: Int { stopwords.missed + nonStopwords.missed }
    /// (words − misrecognized) / words, nil for a reference without words (ocreval: "------").
    public var accuracy: Double? { words == 0 ? nil : Double(words - misrecognized) / Double(words) }

    /// No page: the zero of `+`.
    public init() {}

    /// The figures of one page: `reference` and `hypothesis` are the two files' texts.
    /// Throws when `ScoringBudget.current` runs out first or the matching would keep more
    /// than `ISRILimits.cells` cells.
    public init(reference: String, hypothesis: String) throws(ISRIStop) {
        try self.init(reference: reference, hypothesis: hypothesis, cellLimit: ISRILimits.cells)
    }

    init(reference: String, hypothesis: String, cellLimit: Int) throws(ISRIStop) {
        let referenceWords = ISRIWordBreak.words(in: ISRIText.read(reference, lowercased: true).map(\.value))
        let hypothesisWords = ISRIWordBreak.words(in: ISRIText.read(hypothesis, lowercased: true).map(\.value))
        let recognized = try ISRIWordMatching.recognized(reference: referenceWords, hypothesis: hypothesisWords,
                                                         cellLimit: cellLimit)
        for (word, isRecognized) in zip(referenceWords, recognized) {
            let tally = Tally(count: 1, missed: isRecognized ? 0 : 1)
            if ISRIStopwords.defaultList.contains(word) {
                stopwords = stopwords + tally
            } else {
                nonStopwords = nonStopwords + tally
            }
        }
    }

    /// Two pages' counts together, as `wordaccsum` sums word accuracy reports.
    public static func + (left: Self, right: Self) -> Self {
        var sum = left
        sum.stopwords = sum.stopwords + right.stopwords
        sum.nonStopwords = sum.nonStopwords + right.nonStopwords
        return sum
    }
}
