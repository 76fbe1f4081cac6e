/// Figures that do not depend on reading order, so a column-order mistake on a
/// multi-column page is told apart from a misread.
public struct OrderIndependentScores: Sendable, Equatable, Hashable, Codable {
    /// Sum over words of |count in reference − count in hypothesis| (OCR-D bag of words).
    public var bagOfWordsDifference: Int
    /// Number of reference words plus number of hypothesis words.
    public var bagOfWordsTotal: Int
    /// Flexible character accuracy (Clausner et al. 2020), 0...1.
    public var flexibleCharacterAccuracy: Double

    public init(bagOfWordsDifference: Int, bagOfWordsTotal: Int, flexibleCharacterAccuracy: Double) {
        self.bagOfWordsDifference = bagOfWordsDifference
        self.bagOfWordsTotal = bagOfWordsTotal
        self.flexibleCharacterAccuracy = flexibleCharacterAccuracy
    }

    /// Bag-of-words error: difference over total, 0 when both sides are empty.
    public var bagOfWordsError: Double {
        bagOfWordsTotal == 0 ? 0 : Double(bagOfWordsDifference) / Double(bagOfWordsTotal)
    }
}
