/// Precision, recall and F1 over entity fields, as ICDAR 2019 SROIE task 3 defines them
/// (see `EntityExtraction` for what "extracted" means when the values are read off the
/// recognized full text):
///
///     precision = correct / extracted      (extracted: non-empty predictions)
///     recall    = correct / ground truth   (every entity field checked)
///     F1        = 2 · precision · recall / (precision + recall)
///
/// Each rate is 0 when its denominator is (nothing extracted, nothing checked), and F1 is
/// 0 when precision and recall both are.
public struct EntityScores: Sendable, Equatable {
    /// Entity fields checked: the ground-truth entities.
    public var groundTruth = 0
    /// Those with a non-empty prediction (`correct` or `wrong`).
    public var extracted = 0
    /// Those whose value occurs exactly.
    public var correct = 0

    /// Scores with these counts.
    public init(groundTruth: Int = 0, extracted: Int = 0, correct: Int = 0) {
        self.groundTruth = groundTruth
        self.extracted = extracted
        self.correct = correct
    }

    /// Counts one entity field's result.
    public mutating func add(_ extraction: EntityExtraction) {
        groundTruth += 1
        if extraction.isExtracted { extracted += 1 }
        if extraction == .correct { correct += 1 }
    }

    /// Correct over extracted (0 when nothing was extracted).
    public var precision: Double { extracted == 0 ? 0 : Double(correct) / Double(extracted) }
    /// Correct over ground truth (0 when nothing was checked).
    public var recall: Double { groundTruth == 0 ? 0 : Double(correct) / Double(groundTruth) }
    /// The harmonic mean of precision and recall (0 when both are 0).
    public var f1: Double {
        let p = precision, r = recall
        return p + r == 0 ? 0 : 2 * p * r / (p + r)
    }

    /// The counts of both summed (micro-averaging over fields, as SROIE's overall score).
    public static func + (a: EntityScores, b: EntityScores) -> EntityScores {
        EntityScores(groundTruth: a.groundTruth + b.groundTruth, extracted: a.extracted + b.extracted, correct: a.correct + b.correct)
    }
}
