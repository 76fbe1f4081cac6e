import Synchronization

/// Where a `ScoringBudget` reads the time: the continuous clock in a run, a stepping
/// clock in tests, so that no test's verdict depends on how fast the machine is.
public struct ScoringClock: Sendable {
    /// The current instant.
    public let now: @Sendable () -> ContinuousClock.Instant

    /// A clock reading `now`.
    public init(now: @escaping @Sendable () -> ContinuousClock.Instant) { self.now = now }

    /// The machine's continuous clock.
    public static let continuous = ScoringClock { ContinuousClock.now }

    /// A clock that moves by `step` each time it is read (and never otherwise): a
    /// budget then runs out after a fixed number of polls, whatever the machine's speed.
    public static func stepping(by step: Duration) -> ScoringClock {
        let reads = ReadCounter()
        let start = ContinuousClock.now
        return ScoringClock { start + step * reads.next() }
    }
}

/// The stepping clock's count of reads.
private final class ReadCounter: Sendable {
    private let count = Atomic<Int>(0)
    func next() -> Int { count.add(1, ordering: .relaxed).newValue }
}
