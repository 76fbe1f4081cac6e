/// Scores one recognition against its ground truth and its sidecar's expectations.
public struct SampleScorer: Sendable, Equatable {
    /// How both texts are normalized before they are compared.
    public var normalization: NormalizationProfile

    /// A scorer normalizing with `normalization`.
    public init(normalization: NormalizationProfile = .default) {
        self.normalization = normalization
    }

    /// Scores a recognition.
    ///
    /// - Parameters:
    ///   - reference: the raw ground truth, or nil when the sample has none (then "").
    ///   - recognized: the raw recognized text. It is ignored (taken as "") when the
    ///     outcome is unreadable, error, timeout or crashed, so CER counts every
    ///     reference character as deleted and fields are checked on "".
    ///   - outcome: how the recognition ended.
    ///   - expected: the outcome the sidecar expects.
    ///   - maxCER: the sample fails when its CER is above this (when set).
    ///   - fields: required fields, checked on the normalized hypothesis.
    ///   - lines: the recognized lines (for line correctness), in any order; ignored
    ///     like `recognized` when the outcome did not produce text.
    /// - Returns: the normalized texts, counts, field results, order-independent figures,
    ///   line correctness and the verdict with reasons.
    ///   - orderIndependent: also compute the order-independent figures (for multi-column pages).
    public func score(reference: String?, recognized: String, outcome: Outcome, expected: Outcome,
                      maxCER: Double?, fields: [FieldSpec], lines: [String] = [],
                      orderIndependent: Bool = true) -> ScoredText {
        // An unlimited budget never runs out.
        try! score(reference: reference, recognized: recognized, outcome: outcome, expected: expected,
                   maxCER: maxCER, fields: fields, lines: lines, orderIndependent: orderIndependent, budget: .unlimited)
    }

    /// Scores a recognition within `budget` (see `ScoringBudget`): throws when the budget
    /// ran out or was stopped before every figure was computed, naming the stage.
    public func score(reference: String?, recognized: String, outcome: Outcome, expected: Outcome,
                      maxCER: Double?, fields: [FieldSpec], lines: [String] = [],
                      orderIndependent: Bool = true, budget: ScoringBudget) throws(ScoringStopped) -> ScoredText {
        let scored = ScoringBudget.$current.withValue(budget) { () -> Result<ScoredText, ScoringStopped> in
            var stage = "normalization"
            func check() throws(ScoringStopped) {
                if budget.isExhausted {
                    throw ScoringStopped(interrupted: budget.wasStopped, stage: stage, seconds: budget.seconds)
                }
            }
            do throws(ScoringStopped) {
                let ref = normalization.normalize(reference ?? "")
                let produced: Bool
                switch outcome {
                case .text, .empty: produced = true
                case .unreadable, .error, .timeout, .crashed: produced = false
                }
                let hyp = produced ? normalization.normalize(recognized) : ""
                try check()
                stage = "the character alignment (CER)"
                let characters = CharacterErrorRate.counts(reference: ref, hypothesis: hyp)
                try check()
                stage = "the word alignment (WER)"
                let words = WordErrorRate.counts(reference: ref, hypothesis: hyp)
                try check()
                stage = "the error layers"
                let layers = ErrorLayers(reference: ref, hypothesis: hyp)
                try check()
                stage = "the fields"
                let fieldResults = fields.map { FieldCheck.evaluate($0, in: hyp, normalization: normalization) }
                try check()
                stage = "the order-independent figures"
                let independent = orderIndependent ? OrderIndependentScores(reference: ref, hypothesis: hyp) : nil
                try check()
                stage = "line correctness"
                let correctness = produced ? LineCorrectness.evaluate(lines: lines, reference: ref) : []
                try check()

                var failures: [String] = []
                if outcome != expected {
                    failures.append("expected outcome \(expected.rawValue), got \(outcome.rawValue)")
                }
                if let maxCER, characters.rate > maxCER {
                    failures.append("CER \(NumberFormatting.fixed(characters.rate * 100, 2)) % above maxCER "
                                    + "\(NumberFormatting.fixed(maxCER * 100, 2)) %")
                }
                for field in fieldResults where !field.passed {
                    failures.append("field \(field.name): \(field.reason)")
                }
                return .success(ScoredText(reference: ref, hypothesis: hyp, characters: characters, words: words,
                                           layers: layers, fields: fieldResults, passed: failures.isEmpty,
                                           failures: failures, orderIndependent: independent,
                                           lineCorrectness: correctness))
            } catch {
                return .failure(error)
            }
        }
        return try scored.get()
    }
}
