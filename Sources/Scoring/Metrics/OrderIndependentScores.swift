/// Figures that do not depend on reading order, so a column-order mistake on a
/// multi-column page is told apart from a misread.
public struct OrderIndependentScores: Sendable, Equatable, Hashable, Codable {
    /// Sum over words of |count in reference − count in hypothesis| (OCR-D bag of words).
    public var bagOfWordsDifference: Int
    /// Number of reference words plus number of hypothesis words.
    public var bagOfWordsTotal: Int
    /// Flexible character accuracy (Clausner et al. 2020), 0...1; nil when it was not
    /// computed: the page has more lines than the measure can take, or the search ran
    /// past its share of the scoring time (`ScoringBudget.flexibleShareSeconds`).
    public var flexibleCharacterAccuracy: Double?

    /// Figures with these values.
    public init(bagOfWordsDifference: Int, bagOfWordsTotal: Int, flexibleCharacterAccuracy: Double?) {
        self.bagOfWordsDifference = bagOfWordsDifference
        self.bagOfWordsTotal = bagOfWordsTotal
        self.flexibleCharacterAccuracy = flexibleCharacterAccuracy
    }

    /// Both figures for two (normalized) texts.
    ///
    /// Flexible character accuracy searches 768 coefficient sets over a greedy matching
    /// that splits lines, at least lines³ work each; on a real page read badly (an
    /// incunable, a column read across) the matching splits lines into hundreds of parts
    /// and the exact search takes many minutes. So it runs on a
    /// budget of its own (`flexibleBudget`, within the sample's), and beyond
    /// `flexibleLineLimit` lines (both texts) it is not tried: then it is nil, never an
    /// approximation passed off as the measure. Its search also stops after
    /// `FlexibleCharacterAccuracy.workLimit` line pairs, a count that does not depend on
    /// the machine, so that the same page gets the figure (or not) everywhere.
    public init(reference: String, hypothesis: String, flexibleLineLimit: Int = OrderIndependentScores.flexibleLineLimit,
                flexibleBudget: ScoringBudget? = nil) {
        self.init(reference: reference, hypothesis: hypothesis,
                  bag: BagOfWords.difference(reference: reference, hypothesis: hypothesis),
                  flexibleLineLimit: flexibleLineLimit, flexibleBudget: flexibleBudget)
    }

    /// Both figures, the bag of words from the texts' word ids as the WER has them
    /// (`WordErrorRate.wordIDs`), so the words are not segmented and hashed again.
    init(reference: String, hypothesis: String, wordIDs: (reference: [Int], hypothesis: [Int]),
         flexibleBudget: ScoringBudget? = nil) {
        self.init(reference: reference, hypothesis: hypothesis,
                  bag: BagOfWords.difference(referenceIDs: wordIDs.reference, hypothesisIDs: wordIDs.hypothesis),
                  flexibleLineLimit: Self.flexibleLineLimit, flexibleBudget: flexibleBudget)
    }

    private init(reference: String, hypothesis: String, bag: (difference: Int, total: Int),
                 flexibleLineLimit: Int, flexibleBudget: ScoringBudget?) {
        var accuracy: Double?
        if Self.lineCount(reference, hypothesis) <= flexibleLineLimit {
            let budget = flexibleBudget ?? ScoringBudget.current
            let computed = ScoringBudget.$current.withValue(budget) {
                FlexibleCharacterAccuracy.accuracyWithinLimit(reference: reference, hypothesis: hypothesis)
            }
            accuracy = budget.isExhausted ? nil : computed
        }
        self.init(bagOfWordsDifference: bag.difference, bagOfWordsTotal: bag.total,
                  flexibleCharacterAccuracy: accuracy)
    }

    /// The lines of both texts, as the line limit counts them.
    static func lineCount(_ reference: String, _ hypothesis: String) -> Int {
        reference.utf8.reduce(1) { $0 + ($1 == 10 ? 1 : 0) } + hypothesis.utf8.reduce(1) { $0 + ($1 == 10 ? 1 : 0) }
    }

    /// The most lines (both texts) flexible character accuracy is tried on.
    public static let flexibleLineLimit = 400

    /// Bag-of-words error: difference over total, 0 when both sides are empty.
    public var bagOfWordsError: Double {
        bagOfWordsTotal == 0 ? 0 : Double(bagOfWordsDifference) / Double(bagOfWordsTotal)
    }
}
