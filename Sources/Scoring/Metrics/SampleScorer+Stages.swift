/// Which stage of a sample's scoring is running, and the budget it runs under: a stage
/// asks the budget before it starts, so that a stop names the stage it came in.
struct ScoringStage {
    let budget: ScoringBudget
    private(set) var name = "normalization"

    init(budget: ScoringBudget) { self.budget = budget }

    /// Checks the budget, then names the next stage.
    mutating func enter(_ stage: String) throws(ScoringStopped) {
        try check()
        name = stage
    }

    /// Throws when the budget ran out or was stopped, naming the stage.
    func check() throws(ScoringStopped) {
        if budget.isExhausted { throw stopped }
    }

    /// The stop of this stage.
    var stopped: ScoringStopped {
        ScoringStopped(interrupted: budget.wasStopped, stage: name, seconds: budget.seconds, forecast: budget.wasForecast)
    }

    /// `body`'s figures, or this stage's stop when the edit distance ran out of budget.
    func measure<T>(_ body: () throws(EditDistanceStop) -> T) throws(ScoringStopped) -> T {
        do { return try body() } catch { throw stopped }
    }
}

/// The character figures of one sample (`SampleScorer.characterFigures`).
struct CharacterFigures {
    /// Whether the recognized text is over `FullFigureLimit`.
    var large: Bool
    var counts = EditCounts()
    /// The alignment behind the counts and confusions, when it was made.
    var aligned: CharacterAlignment?
    var profile: CharacterErrorProfile?
    /// Why the confusions are missing, when the alignment ran out of its share.
    var note: String?
    /// The figures skipped for a text over the limit.
    var skipped: [String] = []

    init(large: Bool) { self.large = large }

    /// The notes these figures add to the sample's.
    func notes(hypothesisBytes: Int) -> [String] {
        (note.map { [$0] } ?? []) + (skipped.isEmpty ? [] : [FullFigureLimit.note(hypothesisBytes: hypothesisBytes, skipped: skipped)])
    }
}
