import Synchronization

/// The exact engines behind `EditDistance` (the key: fewest edits, then fewest deletions)
/// and `Alignment` (a path with that key). Each computes the same key; they differ in
/// what they cost on which pairs. `EditDistancePlanner` alone chooses among them.
public enum EditEngine: String, CaseIterable, Sendable {
    /// The whole weighted programme, row by row (`EditDistance.lastRow`).
    case plain
    /// A straight path the multiset bound proves optimal, or the greedy path of a text
    /// embedded in one at least twice as long (`EditDistanceBounds`): linear time.
    case bounds
    /// A reference of at most 64 tokens against a hypothesis of a million or more
    /// (`ShortReferenceEditDistance`): memory that does not grow with the hypothesis.
    case shortReference
    /// Diagonal transition over (edits, indels) frontiers (`WavefrontEditDistance`):
    /// O(n + d²), under a work budget.
    case wavefront
    /// The weighted programme over the corridor of cells on minimal paths, found by a
    /// bit-parallel pass (`CorridorEditDistance`): about two bit-parallel passes.
    case corridor
    /// Hirschberg's split over banded rows, the band from Myers' bit-parallel distance
    /// (`BandedEditDistance`, `BitParallelEditDistance`): O(n·d), linear memory.
    case banded
}

/// Which engines run on a pair, in order (each next one when the one before gives up),
/// and why.
struct EditPlan: Equatable, Sendable {
    var engines: [EditEngine]
    var reason: String
}

/// Why a planned computation has no exact answer.
public enum EditDistanceStop: Error, Equatable, Sendable {
    /// `ScoringBudget.current` ran out (or was stopped) while it ran.
    case outOfBudget
    /// Every planned engine gave up (only when a test forces one engine onto a pair it
    /// does not take).
    case gaveUp([EditEngine])
}

/// The one place where an edit-distance engine is chosen, with every threshold the choice
/// uses. `EditDistance` (the key) and `Alignment` (the path, and Hirschberg's half rows)
/// ask it; no other code calls an engine.
///
/// The thresholds and the `ci/bench/scoring` cases behind them are in
/// docs/scoring-engines.md.
public enum EditDistancePlanner {
    /// Pairs of at most this many cells go through the plain programme: on them it beats
    /// any set-up (single lines).
    static let plainCells = 4096

    /// Tests force one engine onto every pair (no fallback), to check it against the
    /// oracle; `ci/bench/scoring` to measure what each engine wins (`forcing`).
    @TaskLocal static var forced: EditEngine?

    /// Runs `body` with `engine` forced onto every pair (nil: the plan), for benchmarks.
    public static func forcing<T>(_ engine: EditEngine?, _ body: () throws -> T) rethrows -> T {
        try $forced.withValue(engine, operation: body)
    }
    /// Tests count the pairs each engine answered.
    @TaskLocal static var tally: EngineTally?

    /// The plan for the key of `ref` against `hyp` (common affixes stripped, neither empty).
    static func keyPlan(_ ref: UnsafeBufferPointer<Int>, _ hyp: UnsafeBufferPointer<Int>) -> EditPlan {
        if let forced { return EditPlan(engines: [forced], reason: "forced") }
        let n = ref.count, m = hyp.count
        if n * m <= plainCells { return EditPlan(engines: [.plain], reason: "at most \(plainCells) cells") }
        if EditDistanceBounds.settled(ref, hyp) != nil {
            return EditPlan(engines: [.bounds], reason: "the multiset bound meets a straight path")
        }
        if EditDistanceBounds.isEmbedded(ref, hyp) {
            return EditPlan(engines: [.bounds], reason: "the shorter text is a subsequence of one twice as long")
        }
        if ShortReferenceEditDistance.takes(rows: n, columns: m) {
            return EditPlan(engines: [.shortReference], reason: "at most 64 reference tokens against a million or more")
        }
        return longTextPlan(ref, hyp)
    }

    /// Texts too long for the plain programme that the bounds do not settle: the wavefront
    /// first (near-identical texts), unless even the multiset lower bound on the distance,
    /// squared, exceeds a bit-parallel pass over the whole matrix (m · ⌈n/64⌉ block steps):
    /// then the wavefront's O(d²) cannot beat the corridor (words of a page read badly: a
    /// million-grapheme page at 8 % errors has its 135,000 words aligned in 0.43 s by the
    /// corridor, 12.4 s by the wavefront), which goes first. Banded last.
    static func longTextPlan(_ ref: UnsafeBufferPointer<Int>, _ hyp: UnsafeBufferPointer<Int>) -> EditPlan {
        let lower = Double(EditDistanceBounds.lowerBound(ref, hyp))
        if lower * lower > Double(hyp.count) * Double((ref.count + 63) / 64) {
            return EditPlan(engines: [.corridor, .wavefront, .banded],
                            reason: "the distance's lower bound squared exceeds a bit-parallel pass: the corridor first")
        }
        return EditPlan(engines: [.wavefront, .corridor, .banded],
                        reason: "the wavefront within its budget, the corridor unless it is too wide, else banded")
    }

    /// The plan for a path of `ref` against `hyp` (common affixes stripped, neither empty).
    /// Small pairs take the wavefront's path: among equally good paths its choice reads
    /// better in a diff, and it costs nothing there.
    static func pathPlan(_ ref: UnsafeBufferPointer<Int>, _ hyp: UnsafeBufferPointer<Int>) -> EditPlan {
        if let forced { return EditPlan(engines: [forced], reason: "forced") }
        if ref.count * hyp.count > plainCells {
            if EditDistanceBounds.settled(ref, hyp) != nil {
                return EditPlan(engines: [.bounds], reason: "the multiset bound meets a straight path")
            }
            if EditDistanceBounds.isEmbedded(ref, hyp) {
                return EditPlan(engines: [.bounds], reason: "the shorter text is a subsequence of one twice as long")
            }
            return longTextPlan(ref, hyp)
        }
        return EditPlan(engines: [.wavefront, .corridor, .banded], reason: "a short pair: the wavefront's path reads best")
    }

    /// The work the wavefront may take on `rows` × `columns` tokens before the corridor
    /// takes over: about half a bit-parallel pass's block steps (measured on pages of
    /// 20,000 and 60,000 graphemes at 2 to 30 % errors: an eighth or a sixth gives up on
    /// 60,000-grapheme pages at 8 % whose wavefront would finish in a third of the
    /// corridor's time); no limit when a test forces it.
    static func wavefrontBudget(rows n: Int, columns m: Int) -> Int {
        forced == .wavefront ? Int.max : max(64 * (n + m) + 4096, m * ((n + 63) / 64) / 2)
    }

    /// Whether the wavefront gives up at once on texts its seeds show far apart (the
    /// corridor's case), not when a test forces it.
    static var yieldsFarApart: Bool { forced != .wavefront }

    /// A stretch of the wavefront's trace holds at most 12 bytes × 4 entries a token.
    static func wavefrontTraceLimit(rows n: Int, columns m: Int) -> Int { 4 * (n + m) + 1_000_000 }

    /// The key of two windows of equal length whose minimal paths stay within `band`
    /// diagonals of the main one (flexible character accuracy's windows, their unit
    /// distance known): the banded programme over that band, exact there.
    package static func windowKey(_ ref: ArraySlice<Int>, _ hyp: ArraySlice<Int>, weight: Int, band: Int) -> Int {
        BandedEditDistance.squareKey(ref, hyp, weight: weight, band: band)
    }

    /// Runs `plan`'s engines in order until one answers; the answer is exact unless the
    /// budget ran out meanwhile (then `.outOfBudget`, whatever an engine returned).
    static func run<Answer>(_ plan: EditPlan, _ engine: (EditEngine) -> Answer?) -> Result<Answer, EditDistanceStop> {
        for candidate in plan.engines {
            if ScoringBudget.current.isExhausted { return .failure(.outOfBudget) }
            if let answer = engine(candidate) {
                if ScoringBudget.current.isExhausted { return .failure(.outOfBudget) }
                tally?.count(candidate)
                return .success(answer)
            }
        }
        return .failure(ScoringBudget.current.isExhausted ? .outOfBudget : .gaveUp(plan.engines))
    }
}

/// How many pairs each engine answered (tests: every kept engine must be checked on
/// enough pairs that reach it).
final class EngineTally: Sendable {
    private let counts = Mutex<[EditEngine: Int]>([:])

    func count(_ engine: EditEngine) { counts.withLock { $0[engine, default: 0] += 1 } }

    subscript(engine: EditEngine) -> Int { counts.withLock { $0[engine, default: 0] } }
}
