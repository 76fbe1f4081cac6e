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

    /// Both figures for two (normalized) texts.
    ///
    /// Flexible character accuracy costs about lines³ per coefficient set. Up to
    /// `flexibleLineLimit` lines (both texts together) the whole grid is searched;
    /// above it, the page is too long for the measure and the order-dependent character
    /// accuracy max(0, 1 − CER) stands in for it (a page that long is one column of
    /// running text, where reading order rarely differs).
    public init(reference: String, hypothesis: String, flexibleLineLimit: Int = 400) {
        let bag = BagOfWords.difference(reference: reference, hypothesis: hypothesis)
        let lineCount = reference.utf8.reduce(1) { $0 + ($1 == 10 ? 1 : 0) }
            + hypothesis.utf8.reduce(1) { $0 + ($1 == 10 ? 1 : 0) }
        let accuracy: Double
        if lineCount <= flexibleLineLimit {
            accuracy = FlexibleCharacterAccuracy.accuracy(reference: reference, hypothesis: hypothesis)
        } else {
            let counts = CharacterErrorRate.counts(reference: reference, hypothesis: hypothesis)
            accuracy = max(0, 1 - counts.rate)
        }
        self.init(bagOfWordsDifference: bag.difference, bagOfWordsTotal: bag.total,
                  flexibleCharacterAccuracy: accuracy)
    }

    /// Bag-of-words error: difference over total, 0 when both sides are empty.
    public var bagOfWordsError: Double {
        bagOfWordsTotal == 0 ? 0 : Double(bagOfWordsDifference) / Double(bagOfWordsTotal)
    }
}
