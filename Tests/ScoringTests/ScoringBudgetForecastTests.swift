import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// `ScoringBudget.cannotAfford`: a computation whose least work cannot fit the time left
/// ends the budget at once (and says so), one that can fit leaves it alone.
@Suite struct ScoringBudgetForecastTests {
    /// A clock that never moves: the time left is exactly the budget, on any machine.
    let still: ScoringClock = { let start = ContinuousClock.now; return ScoringClock { start } }()

    @Test("work beyond the time left at the ceiling rate ends the budget at once, marked as a forecast")
    func workBeyondTheTimeLeftEndsTheBudget() {
        let budget = ScoringBudget(seconds: 60, clock: still)
        // 60 s at 10⁹ block steps a second: 6 · 10¹⁰ at most.
        #expect(!budget.cannotAfford(blockSteps: 6e10))
        #expect(!budget.isExhausted && !budget.wasForecast)
        #expect(budget.cannotAfford(blockSteps: 6.0001e10))
        #expect(budget.isExhausted && budget.wasForecast && !budget.wasStopped)
    }

    @Test("without a time limit nothing is ever given up in advance")
    func unlimitedNeverForecasts() {
        #expect(!ScoringBudget(seconds: nil).cannotAfford(blockSteps: 1e30))
        #expect(!ScoringBudget.unlimited.isExhausted)
    }

    @Test("hand-worked least block steps of Myers' distance: its first pass whose threshold reaches the bound")
    func leastBlockStepsByHand() {
        // 1,000 × 1,000, bound 1,000: thresholds 128 (4 · 128 < 1,000), then 256, where
        // 4 · 256 ≥ 1,000 makes it the whole matrix: 1,000 columns × 16 blocks.
        #expect(BitParallelEditDistance.leastBlockSteps(rows: 1_000, columns: 1_000, lowerBound: 1_000) == 16_000)
        // 6,400 × 6,400, bound 0: the first pass, threshold 128, diagonals −64...64: column
        // c = 64k + r (r in 1...64) runs blocks k − 1 ... k + 1, clipped to 0...99: two
        // blocks in the first and last 64 columns, three in the 98 × 64 between.
        #expect(BitParallelEditDistance.leastBlockSteps(rows: 6_400, columns: 6_400, lowerBound: 0)
                == 64 * 2 + 98 * 64 * 3 + 64 * 2)
    }

    @Test("Myers' distance stops at once when its least pass cannot fit the time left, and not when it can")
    func distanceStopsAtOnce() {
        // 300,000 tokens over {0, 1, 2} against 300,000 over {0, 1, 3}: about 100,000 edits
        // at least, so the whole matrix (300,000 × 4,688 blocks, 1.4 · 10⁹ steps): more
        // than a 1 s budget holds at 10⁹ a second.
        var state: UInt64 = 3
        func tokens(_ third: Int) -> [Int] {
            (0..<300_000).map { _ in
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return [0, 1, third][Int((state >> 33) % 3)]
            }
        }
        let ref = tokens(2), hyp = tokens(3)
        let budget = ScoringBudget(seconds: 1, clock: still)
        let distance = ScoringBudget.$current.withValue(budget) { BitParallelEditDistance.distance(ref[...], hyp[...]) }
        #expect(distance == 600_000)   // the trivial bound, which the scorer discards
        #expect(budget.wasForecast)
        // A small pair under the same kind of budget is computed: ab → ba, two edits.
        let small = ScoringBudget(seconds: 1, clock: still)
        #expect(ScoringBudget.$current.withValue(small) { BitParallelEditDistance.distance([0, 1][...], [1, 0][...]) } == 2)
        #expect(!small.wasForecast)
    }

    @Test("the message says the sample was stopped at once, not after the budget")
    func stoppedMessageNamesTheForecast() {
        let stopped = ScoringStopped(interrupted: false, stage: "the character alignment", seconds: 60, forecast: true)
        #expect(stopped.description == "scoring would exceed its budget of 60 s computing the character alignment "
                + "(its exact programme alone needs more, stopped at once); the sample is not scored")
        #expect(ScoringStopped(interrupted: false, stage: "x", seconds: 60).description
                == "scoring exceeded its budget of 60 s while computing x; the sample is not scored")
    }
}
