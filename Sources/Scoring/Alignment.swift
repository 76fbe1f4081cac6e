/// An optimal alignment of a reference against a hypothesis, for an aligned diff.
///
/// Computed with Hirschberg's divide and conquer over the same weighted costs as
/// `EditDistance`, so memory is linear and `counts` always equals
/// `EditDistance.counts` for the same tokens (same minimal edits, same tie-breaking:
/// fewest deletions, i.e. substitutions preferred over deletion-plus-insertion pairs).
public struct Alignment: Sendable, Equatable {
    /// The steps, in reading order.
    public var steps: [AlignmentStep]
    /// The counts of the steps; equal to `EditDistance`'s counts for these tokens.
    public var counts: EditCounts

    /// Aligns two token sequences (graphemes, words, or anything rendered as text).
    public init(reference: [String], hypothesis: [String]) {
        var ids = TokenIDs<String>()
        let ref = ids.map(reference), hyp = ids.map(hypothesis)
        var operations: [Operation] = []
        operations.reserveCapacity(max(ref.count, hyp.count))
        Self.align(ref, 0..<ref.count, hyp, 0..<hyp.count, weight: ref.count + 1, edits: nil, into: &operations)
        var counts = EditCounts(referenceLength: ref.count, hypothesisLength: hyp.count)
        steps = operations.map { operation in
            switch operation {
            case .pair(let i, let j):
                if ref[i] == hyp[j] { return .equal(reference[i], hypothesis[j]) }
                counts.substitutions += 1
                return .substitute(reference[i], hypothesis[j])
            case .delete(let i):
                counts.deletions += 1
                return .delete(reference[i])
            case .insert(let j):
                counts.insertions += 1
                return .insert(hypothesis[j])
            }
        }
        self.counts = counts
    }

    /// Aligns two texts grapheme by grapheme (the alignment behind CER).
    public static func characters(reference: String, hypothesis: String) -> Alignment {
        Alignment(reference: reference.map(String.init), hypothesis: hypothesis.map(String.init))
    }

    /// Aligns two texts word by word (the alignment behind WER).
    public static func words(reference: String, hypothesis: String) -> Alignment {
        Alignment(reference: WordSegmentation.words(in: reference),
                  hypothesis: WordSegmentation.words(in: hypothesis))
    }

    private enum Operation {
        case pair(Int, Int)
        case delete(Int)
        case insert(Int)
    }

    /// Hirschberg: split the reference in half, find where an optimal path crosses the
    /// middle row from a forward and a backward cost row, and recurse on both parts.
    ///
    /// `edits` is the subproblem's minimal number of edits when the caller knows it (from
    /// the split; at the top, Myers' bit-parallel distance); the cost rows
    /// (`EditDistance.lastRow`: wavefront or banded) are exact on every minimal path and
    /// upper bounds elsewhere, so the split found is the same as with full rows.
    private static func align(_ ref: [Int], _ rows: Range<Int>, _ hyp: [Int], _ columns: Range<Int>,
                              weight: Int, edits: Int?, into operations: inout [Operation]) {
        var rows = rows, columns = columns
        // Common prefix and suffix are equal pairs on some optimal path.
        var tail: [Operation] = []
        while !rows.isEmpty && !columns.isEmpty && ref[rows.lowerBound] == hyp[columns.lowerBound] {
            operations.append(.pair(rows.lowerBound, columns.lowerBound))
            rows = (rows.lowerBound + 1)..<rows.upperBound
            columns = (columns.lowerBound + 1)..<columns.upperBound
        }
        while !rows.isEmpty && !columns.isEmpty && ref[rows.upperBound - 1] == hyp[columns.upperBound - 1] {
            tail.append(.pair(rows.upperBound - 1, columns.upperBound - 1))
            rows = rows.lowerBound..<(rows.upperBound - 1)
            columns = columns.lowerBound..<(columns.upperBound - 1)
        }
        defer { operations.append(contentsOf: tail.reversed()) }

        if rows.isEmpty {
            for j in columns { operations.append(.insert(j)) }
            return
        }
        if columns.isEmpty {
            for i in rows { operations.append(.delete(i)) }
            return
        }
        if rows.count == 1 {
            // One reference token: match it if it occurs, else substitute it for the
            // first hypothesis token; every other hypothesis token is an insertion.
            let i = rows.lowerBound
            let partner = columns.first { hyp[$0] == ref[i] } ?? columns.lowerBound
            for j in columns {
                operations.append(j == partner ? .pair(i, j) : .insert(j))
            }
            return
        }
        // Stripping the affixes above does not change the minimal edits of what remains.
        // The band needs only the number of edits: the bit-parallel distance gives it.
        let band = edits ?? BitParallelEditDistance.distance(ref[rows], hyp[columns])
        let middle = rows.lowerBound + rows.count / 2
        let finalDiagonal = columns.count - rows.count
        let forward = ref[rows.lowerBound..<middle].withUnsafeBufferPointer { top in
            hyp[columns].withUnsafeBufferPointer { right in
                EditDistance.lastRow(top, right, weight: weight, maxEdits: band, finalDiagonal: finalDiagonal)
            }
        }
        let bottom = Array(ref[middle..<rows.upperBound].reversed())
        let left = Array(hyp[columns].reversed())
        let backward = bottom.withUnsafeBufferPointer { bottom in
            left.withUnsafeBufferPointer { left in
                EditDistance.lastRow(bottom, left, weight: weight, maxEdits: band, finalDiagonal: finalDiagonal)
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
