/// Exact minimal Levenshtein distance between two sequences of token ids, with the
/// substitution, deletion and insertion counts of one minimal alignment.
///
/// Tie-breaking: among all alignments with the minimal number of edits, the one with
/// the fewest deletions is chosen. Since deletions minus insertions is fixed by the
/// lengths, that is also the one with the fewest insertions and the most
/// substitutions: a substitution is always preferred over a deletion-plus-insertion
/// pair. The counts are therefore a function of the two sequences alone, whatever
/// algorithm computes them (`Alignment` gives the same counts).
///
/// The common prefix and suffix are stripped first; then `EditDistancePlanner` chooses
/// the engine (see `EditEngine`), and all of them compute the same key.
public enum EditDistance {
    /// Edit counts turning `reference` into `hypothesis`; throws `.outOfBudget` when
    /// `ScoringBudget.current` runs out first (never a bound passed off as the counts).
    public static func counts(reference: [Int], hypothesis: [Int]) throws(EditDistanceStop) -> EditCounts {
        var result = EditCounts(referenceLength: reference.count, hypothesisLength: hypothesis.count)
        let (prefix, suffix) = commonAffixes(reference, hypothesis)
        let ref = reference[prefix..<(reference.count - suffix)]
        let hyp = hypothesis[prefix..<(hypothesis.count - suffix)]
        let weight = ref.count + 1
        let key = try plannedKey(ref, hyp, weight: weight).get()
        let edits = key / weight
        let deletions = key % weight
        let insertions = deletions - ref.count + hyp.count
        result.deletions = deletions
        result.insertions = insertions
        result.substitutions = edits - deletions - insertions
        return result
    }

    /// Edit counts between two sequences of any hashable tokens (mapped to ids first).
    public static func counts<Token: Hashable>(reference: [Token], hypothesis: [Token]) throws(EditDistanceStop) -> EditCounts {
        var ids = TokenIDs<Token>()
        return try counts(reference: ids.map(reference), hypothesis: ids.map(hypothesis))
    }

    /// The key by the planner's engines, or why there is none.
    static func plannedKey(_ ref: ArraySlice<Int>, _ hyp: ArraySlice<Int>, weight: Int) -> Result<Int, EditDistanceStop> {
        if ref.isEmpty { return .success(hyp.count * weight) }
        if hyp.isEmpty { return .success(ref.count * (weight + 1)) }
        return ref.withContiguousStorageIfAvailable { r in
            hyp.withContiguousStorageIfAvailable { h in
                EditDistancePlanner.run(EditDistancePlanner.keyPlan(r, h)) { engine in
                    engineKey(engine, r, h, weight: weight)
                }
            }!
        }!
    }

    /// `engine`'s key of `ref` against `hyp` (neither empty), or nil when it gives up.
    private static func engineKey(_ engine: EditEngine, _ r: UnsafeBufferPointer<Int>, _ h: UnsafeBufferPointer<Int>,
                                  weight: Int) -> Int? {
        let n = r.count, m = h.count
        switch engine {
        case .plain:
            return lastRow(ArraySlice(r), ArraySlice(h), weight: weight)[m]
        case .bounds:
            if let straight = EditDistanceBounds.settled(r, h) {
                return EditDistanceBounds.key(straight, rows: n, columns: m, weight: weight)
            }
            return EditDistanceBounds.isEmbedded(r, h) ? EditDistanceBounds.embeddedKey(rows: n, columns: m, weight: weight) : nil
        case .shortReference:
            return n <= ShortReferenceEditDistance.maximumRows ? ShortReferenceEditDistance.key(r, h, weight: weight) : nil
        case .wavefront:
            return WavefrontEditDistance.key(r, h, weight: weight, budget: EditDistancePlanner.wavefrontBudget(rows: n, columns: m),
                                             yieldingFarApart: EditDistancePlanner.yieldsFarApart)
        case .corridor:
            return CorridorEditDistance.solve(r, h, weight: weight, trace: false)?.key
        case .banded:
            let distance = BitParallelEditDistance.distance(ArraySlice(r), ArraySlice(h))
            return BandedEditDistance.lastRow(r, h, weight: weight, maxEdits: distance, finalDiagonal: m - n)[m]
        }
    }

    /// A last row of keys that is an upper bound everywhere (pairs down the diagonal, then
    /// deletions or insertions): what the engines return once the scoring budget has run
    /// out (`ScoringBudget`), so that callers stay consistent while they unwind.
    static func trivialRow(rows n: Int, columns m: Int, weight: Int) -> [Int] {
        (0...m).map { j in max(n, j) * weight + max(0, n - j) }
    }

    /// Lengths of the common prefix and the common suffix (not overlapping).
    package static func commonAffixes(_ a: [Int], _ b: [Int]) -> (prefix: Int, suffix: Int) {
        let limit = min(a.count, b.count)
        var prefix = 0
        while prefix < limit && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < limit - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        return (prefix, suffix)
    }

    /// The last row of the weighted DP: entry j is the cost of turning all of `ref`
    /// into `hyp[..<j]`, encoded as `edits * weight + deletions`, so that comparing
    /// keys compares edits first and deletions second. `weight` must exceed the number
    /// of deletions any alignment can have (the reference length).
    static func lastRow(_ ref: ArraySlice<Int>, _ hyp: ArraySlice<Int>, weight: Int) -> [Int] {
        let substitution = weight, insertion = weight, deletion = weight + 1
        var previous = [Int](repeating: 0, count: hyp.count + 1)
        var current = previous
        for j in 0...hyp.count { previous[j] = j * insertion }
        if ref.isEmpty { return previous }
        ref.withContiguousStorageIfAvailable { refBuffer in
            hyp.withContiguousStorageIfAvailable { hypBuffer in
                previous.withUnsafeMutableBufferPointer { previousRow in
                    current.withUnsafeMutableBufferPointer { currentRow in
                        var above = previousRow, here = currentRow
                        for i in 0..<refBuffer.count {
                            let token = refBuffer[i]
                            here[0] = above[0] + deletion
                            var left = here[0]
                            for j in 0..<hypBuffer.count {
                                var best = above[j] + (hypBuffer[j] == token ? 0 : substitution)
                                let down = above[j + 1] + deletion
                                if down < best { best = down }
                                let across = left + insertion
                                if across < best { best = across }
                                here[j + 1] = best
                                left = best
                            }
                            swap(&above, &here)
                        }
                        if refBuffer.count % 2 == 1 {
                            // The final row sits in `current`; copy it back.
                            for j in 0..<previousRow.count { previousRow[j] = currentRow[j] }
                        }
                    }
                }
            }
        }
        return previous
    }
}
