import Testing
@testable import Scoring

/// `ScoringBudget.cannotAfford`: a computation whose least work cannot fit the time left
/// ends the budget at once (and says so), one that can fit leaves it alone.
@Suite struct ScoringBudgetForecastTests {
    @Test("work beyond the time left at the ceiling rate ends the budget at once, marked as a forecast")
    func workBeyondTheTimeLeftEndsTheBudget() {
        let budget = ScoringBudget(seconds: 60)
        // 60 s at 2 · 10⁹ cells a second: 1.2 · 10¹¹ cells at most.
        #expect(!budget.cannotAfford(cells: 1e9))
        #expect(!budget.isExhausted && !budget.wasForecast)
        #expect(budget.cannotAfford(cells: 2e11))
        #expect(budget.isExhausted && budget.wasForecast && !budget.wasStopped)
    }

    @Test("without a time limit nothing is ever given up in advance")
    func unlimitedNeverForecasts() {
        #expect(!ScoringBudget(seconds: nil).cannotAfford(cells: 1e30))
        #expect(!ScoringBudget.unlimited.isExhausted)
    }

    @Test("the banded programme's least cells: the shorter text times the multiset bound")
    func editDistanceForecastUsesTheMultisetBound() {
        // 1,000 a's against 1,000 b's: 1,000 edits at least, 10⁶ cells; a 1 ms budget
        // holds 2 · 10⁶ cells at the ceiling rate, a 0.1 ms one (rounded to 0) none.
        let ref = [Int](repeating: 0, count: 1_000), hyp = [Int](repeating: 1, count: 1_000)
        func forecast(seconds: Double) -> Bool {
            ScoringBudget.$current.withValue(ScoringBudget(seconds: seconds)) {
                ref.withUnsafeBufferPointer { r in hyp.withUnsafeBufferPointer { h in EditDistance.cannotAfford(r, h) } }
            }
        }
        #expect(!forecast(seconds: 10))
        #expect(forecast(seconds: 0.0001))
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
