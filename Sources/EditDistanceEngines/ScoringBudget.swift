import Synchronization

/// How long one sample's scoring may take, and a way to stop it from outside (the
/// first Ctrl-C), so that no sample — a huge page, a pathological text — can hold a run.
///
/// Scoring is cooperative: `SampleScorer` binds the budget to `ScoringBudget.current`
/// while it works; the long loops (the edit-distance engines, Hirschberg's split,
/// flexible character accuracy, approximate search) poll `isExhausted` now and then and,
/// once it is, return at once with a valid but not minimal answer (an upper bound, a
/// trivial alignment). `SampleScorer` then throws `ScoringStopped`, so nothing computed
/// after the budget ran out is reported.
public final class ScoringBudget: Sendable {
    /// The default limit per sample: far above what any real page needs (a
    /// 1,000,000-grapheme book with 1 % errors is scored in about 0.4 s, a page of as
    /// many graphemes with 30 % errors in about 40 s).
    public static let defaultSeconds = 60.0

    private let deadline: ContinuousClock.Instant?
    private let stop: ScoringStop?
    private let clock: ScoringClock
    private let ranOut = Atomic<Bool>(false)
    /// What the budget allows, for messages ("60 s").
    public let seconds: Double?

    /// A budget of `seconds` from now (nil: no time limit), also ending when `stop` is
    /// triggered; `clock` tells the time (a stepping clock in tests).
    public init(seconds: Double?, stop: ScoringStop? = nil, clock: ScoringClock = .continuous) {
        self.seconds = seconds
        self.clock = clock
        deadline = seconds.map { clock.now() + .milliseconds(Int64(($0 * 1000).rounded())) }
        self.stop = stop
    }

    /// The most a sample's flexible character accuracy may take before it is left out
    /// (see `OrderIndependentScores`).
    public static let flexibleShareSeconds = 10.0
    /// The seconds of a sample's budget the confusions and class accuracy (one more
    /// character alignment) may take; beyond them the sample is scored without them.
    public static let confusionShareSeconds = 5.0

    private init(deadline: ContinuousClock.Instant?, stop: ScoringStop?, seconds: Double?, clock: ScoringClock) {
        self.deadline = deadline
        self.stop = stop
        self.seconds = seconds
        self.clock = clock
    }

    /// A budget of at most `seconds` from now that also ends with this one (its deadline
    /// or its stop): a share for one costly figure.
    public func share(seconds: Double) -> ScoringBudget {
        let own = clock.now() + .milliseconds(Int64((seconds * 1000).rounded()))
        return ScoringBudget(deadline: deadline.map { min($0, own) } ?? own, stop: stop, seconds: seconds, clock: clock)
    }

    /// No limit at all.
    public static let unlimited = ScoringBudget(seconds: nil)

    /// The budget of the scoring running on this thread (or task); `.unlimited` outside
    /// `SampleScorer`.
    @TaskLocal public static var current: ScoringBudget = .unlimited

    /// True once the time is up or the stop was triggered. Cheap enough to poll every
    /// few thousand cells (an atomic load and a clock read).
    public var isExhausted: Bool {
        if ranOut.load(ordering: .relaxed) { return true }
        if stop?.isTriggered == true || (deadline.map { clock.now() >= $0 } ?? false) {
            ranOut.store(true, ordering: .relaxed)
            return true
        }
        return false
    }

    /// True when the stop (not the time) ended the budget.
    public var wasStopped: Bool { stop?.isTriggered == true }

    /// The most 64-row block steps of a bit-parallel pass a second could ever run here,
    /// for `cannotAfford`: about three times what this machine measures (2.5 to 3 ns a
    /// block step), so that no computation that could finish is given up.
    public static let ceilingBlockStepsPerSecond = 1e9

    private let forecast = Atomic<Bool>(false)

    /// Whether the budget has a time limit (else nothing is ever given up in advance).
    public var hasDeadline: Bool { deadline != nil }

    /// True when the budget ended because a computation could not have finished in the
    /// time left (`cannotAfford`), rather than by running out.
    public var wasForecast: Bool { forecast.load(ordering: .relaxed) }

    /// Whether `blockSteps` of a bit-parallel pass (a lower bound on the work a result
    /// needs) cannot be done in the time left even at `ceilingBlockStepsPerSecond`; if so
    /// the budget ends at once, as if the time had run out, instead of after the wait.
    public func cannotAfford(blockSteps: Double) -> Bool {
        guard let deadline else { return false }
        let left = clock.now().duration(to: deadline)
        let seconds = Double(left.components.seconds) + Double(left.components.attoseconds) / 1e18
        guard blockSteps > max(0, seconds) * Self.ceilingBlockStepsPerSecond else { return false }
        forecast.store(true, ordering: .relaxed)
        ranOut.store(true, ordering: .relaxed)
        return true
    }
}

/// A switch shared by every sample's budget: triggered on interrupt, it ends all
/// scoring in progress.
public final class ScoringStop: Sendable {
    private let triggered = Atomic<Bool>(false)
    /// A stop not yet triggered.
    public init() {}
    /// Triggers the stop: every budget sharing it runs out.
    public func trigger() { triggered.store(true, ordering: .releasing) }
    /// Whether the stop was triggered.
    public var isTriggered: Bool { triggered.load(ordering: .acquiring) }
}
