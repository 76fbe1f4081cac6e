/// An optimal alignment of a reference against a hypothesis, for an aligned diff.
///
/// Computed over the same weighted costs as `EditDistance`, by the engines
/// `EditDistancePlanner` chooses for a path (a straight path when the bounds prove it, the
/// wavefront's traced path on near-identical texts, the corridor's on the rest, Hirschberg's
/// divide and conquer over banded rows when the corridor is too wide), so `counts` always
/// equals `EditDistance.counts` for the same tokens (same minimal edits, same tie-breaking:
/// fewest deletions, i.e. substitutions preferred over deletion-plus-insertion pairs).
public struct Alignment: Sendable, Equatable {
    /// The steps, in reading order.
    public var steps: [AlignmentStep]
    /// The counts of the steps; equal to `EditDistance`'s counts for these tokens.
    public var counts: EditCounts

    /// Aligns two token sequences (graphemes, words, or anything rendered as text);
    /// throws `.outOfBudget` when `ScoringBudget.current` runs out first.
    public init(reference: [String], hypothesis: [String]) throws(EditDistanceStop) {
        var ids = TokenIDs<String>()
        try self.init(ids: ids.map(reference), ids.map(hypothesis)) { side, index in
            side == .reference ? reference[index] : hypothesis[index]
        }
    }

    /// The alignment of two empty sequences.
    public static let empty = Alignment(steps: [], counts: EditCounts(referenceLength: 0, hypothesisLength: 0))

    /// An alignment of these steps and counts.
    public init(steps: [AlignmentStep], counts: EditCounts) {
        self.steps = steps
        self.counts = counts
    }

    package enum Side { case reference, hypothesis }

    /// Aligns two sequences of token ids; `token` renders a token of either side.
    package init(ids ref: [Int], _ hyp: [Int], token: (Side, Int) -> String) throws(EditDistanceStop) {
        self.init(ids: ref, hyp, operations: try Self.operations(ref, hyp), token: token)
    }

    /// The alignment `operations` (a path over `ref` and `hyp`) spell out.
    package init(ids ref: [Int], _ hyp: [Int], operations: [Operation], token: (Side, Int) -> String) {
        var counts = EditCounts(referenceLength: ref.count, hypothesisLength: hyp.count)
        var steps: [AlignmentStep] = []
        steps.reserveCapacity(operations.count)
        var i = 0, j = 0
        for operation in operations {
            switch operation {
            case .pair:
                if ref[i] == hyp[j] {
                    steps.append(.equal(token(.reference, i), token(.hypothesis, j)))
                } else {
                    counts.substitutions += 1
                    steps.append(.substitute(token(.reference, i), token(.hypothesis, j)))
                }
                i += 1
                j += 1
            case .deletion:
                counts.deletions += 1
                steps.append(.delete(token(.reference, i)))
                i += 1
            case .insertion:
                counts.insertions += 1
                steps.append(.insert(token(.hypothesis, j)))
                j += 1
            }
        }
        self.steps = steps
        self.counts = counts
    }

    /// The operations of a minimal alignment: the common prefix and suffix paired, the
    /// rest by the engines `EditDistancePlanner` chooses; throws `.outOfBudget` when
    /// `ScoringBudget.current` runs out first.
    package static func operations(_ ref: [Int], _ hyp: [Int]) throws(EditDistanceStop) -> [Operation] {
        let (prefix, suffix) = EditDistance.commonAffixes(ref, hyp)
        var operations: [Operation] = []
        operations.reserveCapacity(max(ref.count, hyp.count) + 1)
        operations.append(contentsOf: repeatElement(.pair, count: prefix))
        let rows = prefix..<(ref.count - suffix), columns = prefix..<(hyp.count - suffix)
        if rows.isEmpty || columns.isEmpty {
            operations.append(contentsOf: repeatElement(.deletion, count: rows.count))
            operations.append(contentsOf: repeatElement(.insertion, count: columns.count))
        } else {
            operations.append(contentsOf: try plannedPath(Array(ref[rows]), Array(hyp[columns])).get())
        }
        operations.append(contentsOf: repeatElement(.pair, count: suffix))
        return operations
    }

    /// A minimal path of `ref` against `hyp` (neither empty, affixes stripped) by the
    /// planner's engines, or why there is none.
    static func plannedPath(_ ref: [Int], _ hyp: [Int]) -> Result<[Operation], EditDistanceStop> {
        ref.withUnsafeBufferPointer { r in
            hyp.withUnsafeBufferPointer { h in
                EditDistancePlanner.run(EditDistancePlanner.pathPlan(r, h)) { engine -> [Operation]? in
                    let n = r.count, m = h.count
                    switch engine {
                    case .plain, .shortReference:
                        return nil
                    case .bounds:
                        if let straight = EditDistanceBounds.settled(r, h) {
                            return EditDistanceBounds.steps(straight, rows: n, columns: m)
                        }
                        return EditDistanceBounds.isEmbedded(r, h) ? EditDistanceBounds.embeddedSteps(r, h) : nil
                    case .wavefront:
                        return WavefrontEditDistance.path(r, h, budget: EditDistancePlanner.wavefrontBudget(rows: n, columns: m),
                                                          traceLimit: EditDistancePlanner.wavefrontTraceLimit(rows: n, columns: m),
                                                          yieldingFarApart: EditDistancePlanner.yieldsFarApart)
                    case .corridor:
                        return CorridorEditDistance.solve(r, h, weight: n + 1, trace: true)?.steps
                    case .banded:
                        var path: [Operation] = []
                        path.reserveCapacity(n + m)
                        align(ref, 0..<n, hyp, 0..<m, weight: n + 1, edits: nil, into: &path)
                        return path
                    }
                }
            }
        }
    }

    /// The counts of a path of operations over `ref` and `hyp`.
    package static func counts(of operations: [Operation], _ ref: [Int], _ hyp: [Int]) -> EditCounts {
        var counts = EditCounts(referenceLength: ref.count, hypothesisLength: hyp.count)
        var i = 0, j = 0
        for operation in operations {
            switch operation {
            case .pair:
                if ref[i] != hyp[j] { counts.substitutions += 1 }
                i += 1
                j += 1
            case .deletion:
                counts.deletions += 1
                i += 1
            case .insertion:
                counts.insertions += 1
                j += 1
            }
        }
        return counts
    }

    /// A step of an alignment without its tokens (they follow from the order): one byte.
    package typealias Operation = WavefrontEditDistance.Step

    /// Hirschberg: split the reference in half, find where an optimal path crosses the
    /// middle row from a forward and a backward cost row, and recurse on both parts.
    ///
    /// `edits` is the subproblem's minimal number of edits when the caller knows it (from
    /// the split; at the top, Myers' bit-parallel distance); the cost rows
    /// (`BandedEditDistance.lastRow`) are exact on every minimal path and
    /// upper bounds elsewhere, so the split found is the same as with full rows.
    private static func align(_ ref: [Int], _ rows: Range<Int>, _ hyp: [Int], _ columns: Range<Int>,
                              weight: Int, edits: Int?, into operations: inout [Operation]) {
        var rows = rows, columns = columns
        // Common prefix and suffix are equal pairs on some optimal path.
        var tail: [Operation] = []
        while !rows.isEmpty && !columns.isEmpty && ref[rows.lowerBound] == hyp[columns.lowerBound] {
            operations.append(.pair)
            rows = (rows.lowerBound + 1)..<rows.upperBound
            columns = (columns.lowerBound + 1)..<columns.upperBound
        }
        while !rows.isEmpty && !columns.isEmpty && ref[rows.upperBound - 1] == hyp[columns.upperBound - 1] {
            tail.append(.pair)
            rows = rows.lowerBound..<(rows.upperBound - 1)
            columns = columns.lowerBound..<(columns.upperBound - 1)
        }
        defer { operations.append(contentsOf: tail.reversed()) }

        if rows.isEmpty {
            operations.append(contentsOf: repeatElement(.insertion, count: columns.count))
            return
        }
        if columns.isEmpty {
            operations.append(contentsOf: repeatElement(.deletion, count: rows.count))
            return
        }
        func unfinished() {
            // Out of budget: any valid alignment will do, the scorer discards it.
            let paired = min(rows.count, columns.count)
            operations.append(contentsOf: repeatElement(.pair, count: paired))
            operations.append(contentsOf: repeatElement(.deletion, count: rows.count - paired))
            operations.append(contentsOf: repeatElement(.insertion, count: columns.count - paired))
        }
        if ScoringBudget.current.isExhausted { return unfinished() }
        if rows.count == 1 {
            // One reference token: match it if it occurs, else substitute it for the
            // first hypothesis token; every other hypothesis token is an insertion.
            let i = rows.lowerBound
            let partner = columns.first { hyp[$0] == ref[i] } ?? columns.lowerBound
            for j in columns {
                operations.append(j == partner ? .pair : .insertion)
            }
            return
        }
        // Stripping the affixes above does not change the minimal edits of what remains.
        // The band needs only the number of edits: the bit-parallel distance gives it.
        let band = edits ?? BitParallelEditDistance.distance(ref[rows], hyp[columns])
        // The distance may have ended the budget (run out, or could not fit it).
        if ScoringBudget.current.isExhausted { return unfinished() }
        let middle = rows.lowerBound + rows.count / 2
        let finalDiagonal = columns.count - rows.count
        let forward = ref[rows.lowerBound..<middle].withUnsafeBufferPointer { top in
            hyp[columns].withUnsafeBufferPointer { right in
                BandedEditDistance.lastRow(top, right, weight: weight, maxEdits: band, finalDiagonal: finalDiagonal)
            }
        }
        let bottom = Array(ref[middle..<rows.upperBound].reversed())
        let left = Array(hyp[columns].reversed())
        let backward = bottom.withUnsafeBufferPointer { bottom in
            left.withUnsafeBufferPointer { left in
                BandedEditDistance.lastRow(bottom, left, weight: weight, maxEdits: band, finalDiagonal: finalDiagonal)
            }
        }
        var split = 0
        var best = Int.max
        for k in 0...columns.count {
            let cost = forward[k] + backward[columns.count - k]
            if cost < best { best = cost; split = k }
        }
        let cut = columns.lowerBound + split
        align(ref, rows.lowerBound..<middle, hyp, columns.lowerBound..<cut, weight: weight,
              edits: forward[split] / weight, into: &operations)
        align(ref, middle..<rows.upperBound, hyp, cut..<columns.upperBound, weight: weight,
              edits: backward[columns.count - split] / weight, into: &operations)
    }
}
