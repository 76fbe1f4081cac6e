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
/// The common prefix and suffix are stripped first. Small pairs (up to 4,096 cells) go
/// through the plain programme; the rest to the cheapest exact engine:
/// 1. texts with little in common: a straight path whose edits meet the multiset lower
///    bound (`EditDistanceBounds`), in linear time; likewise a text at most half as long
///    as the other and a subsequence of it (a short truth in a huge answer);
/// 2. near-identical texts: diagonal transition over (edits, indels) frontiers
///    (`WavefrontEditDistance`, O(n + d²)) under a work budget;
/// 3. texts far apart: the weighted programme over the corridor of cells on minimal
///    paths, found by one bit-parallel pass and a walk back along its tight edges
///    (`CorridorEditDistance`);
/// 4. when the corridor is wide (repetitive texts): the unit-cost distance d from Myers'
///    bit-parallel algorithm (`BitParallelEditDistance`) bounds a banded weighted
///    programme (`BandedEditDistance`, O(n·d) time, linear memory).
/// Before 2–4, a reference of at most 64 tokens against a hypothesis of a million or
/// more (an answer of megabytes) goes through `ShortReferenceEditDistance`, whose memory
/// does not grow with the hypothesis.
/// All of them compute the same key.
public enum EditDistance {
    /// Edit counts turning `reference` into `hypothesis`.
    public static func counts(reference: [Int], hypothesis: [Int]) -> EditCounts {
        var result = EditCounts(referenceLength: reference.count, hypothesisLength: hypothesis.count)
        let (prefix, suffix) = commonAffixes(reference, hypothesis)
        let ref = reference[prefix..<(reference.count - suffix)]
        let hyp = hypothesis[prefix..<(hypothesis.count - suffix)]
        let weight = ref.count + 1
        let key = Self.key(ref, hyp, weight: weight)
        let edits = key / weight
        let deletions = key % weight
        let insertions = deletions - ref.count + hyp.count
        result.deletions = deletions
        result.insertions = insertions
        result.substitutions = edits - deletions - insertions
        return result
    }

    /// Edit counts between two sequences of any hashable tokens (mapped to ids first).
    public static func counts<Token: Hashable>(reference: [Token], hypothesis: [Token]) -> EditCounts {
        var ids = TokenIDs<Token>()
        return counts(reference: ids.map(reference), hypothesis: ids.map(hypothesis))
    }

    /// The key (edits · weight + deletions) of turning `ref` into `hyp`; `weight` must
    /// exceed ref.count. Cheapest exact engine first, as described above.
    static func key(_ ref: ArraySlice<Int>, _ hyp: ArraySlice<Int>, weight: Int) -> Int {
        if ref.isEmpty { return hyp.count * weight }
        if hyp.isEmpty { return ref.count * (weight + 1) }
        // Small pairs (single lines): the plain programme beats any set-up.
        if ref.count * hyp.count <= 4096 { return lastRow(ref, hyp, weight: weight)[hyp.count] }
        return ref.withContiguousStorageIfAvailable { r in
            hyp.withContiguousStorageIfAvailable { h in
                let n = r.count, m = h.count
                if let straight = EditDistanceBounds.settled(r, h) {
                    return EditDistanceBounds.key(straight, rows: n, columns: m, weight: weight)
                }
                if EditDistanceBounds.isEmbedded(r, h) {
                    return EditDistanceBounds.embeddedKey(rows: n, columns: m, weight: weight)
                }
                if ShortReferenceEditDistance.takes(rows: n, columns: m) {
                    return ShortReferenceEditDistance.key(r, h, weight: weight)
                }
                if let key = WavefrontEditDistance.key(r, h, weight: weight, budget: wavefrontBudget(rows: n, columns: m),
                                                       yieldingFarApart: CorridorEditDistance.takes(rows: n, columns: m)) {
                    return key
                }
                if let solved = CorridorEditDistance.solve(r, h, weight: weight, trace: false) {
                    return solved.key
                }
                let distance = BitParallelEditDistance.distance(ref, hyp)
                return BandedEditDistance.lastRow(r, h, weight: weight, maxEdits: distance,
                                                  finalDiagonal: m - n)[m]
            }!
        }!
    }

    /// The work the wavefront engine may take on `rows` × `columns` tokens (affixes
    /// stripped) before the engines after it take over: where the corridor engine can
    /// follow (about one bit-parallel pass), half a pass's block steps (measured on pages
    /// of 20,000 and 60,000 graphemes at 2 to 30 % errors: an eighth or a sixth gives up
    /// on 60,000-grapheme pages at 8 % whose wavefront would finish in a third of the
    /// corridor's time); beyond its size limit only the banded programme follows, at the
    /// length times the distance, so the wavefront may then take as much as one
    /// bit-parallel pass over every cell, and long texts with thousands of edits (a
    /// book's words) stay with it.
    static func wavefrontBudget(rows n: Int, columns m: Int) -> Int {
        let linear = 64 * (n + m) + 4096
        return CorridorEditDistance.takes(rows: n, columns: m) ? max(linear, m * ((n + 63) / 64) / 2)
            : max(linear, n * m / 64)
    }

    /// The last row (length hyp.count + 1) of the weighted programme, exact for every cell
    /// on a path of at most `maxEdits` edits to the cell at diagonal `finalDiagonal`
    /// beyond the last row (used by `Alignment` on the halves of a subproblem), upper
    /// bounds or `BandedEditDistance.infinity` elsewhere.
    static func lastRow(_ ref: UnsafeBufferPointer<Int>, _ hyp: UnsafeBufferPointer<Int>, weight: Int,
                        maxEdits: Int, finalDiagonal: Int) -> [Int] {
        let size = ref.count + hyp.count
        if 16 * maxEdits <= size,
           let row = WavefrontEditDistance.lastRow(ref, hyp, weight: weight, maxEdits: maxEdits,
                                                   finalDiagonal: finalDiagonal,
                                                   budget: ref.count * (maxEdits + 1) / 8 + 4096) {
            return row
        }
        return BandedEditDistance.lastRow(ref, hyp, weight: weight, maxEdits: maxEdits, finalDiagonal: finalDiagonal)
    }

    /// A last row of keys that is an upper bound everywhere (pairs down the diagonal, then
    /// deletions or insertions): what the engines return once the scoring budget has run
    /// out (`ScoringBudget`), so that callers stay consistent while they unwind.
    static func trivialRow(rows n: Int, columns m: Int, weight: Int) -> [Int] {
        (0...m).map { j in max(n, j) * weight + max(0, n - j) }
    }

    /// Lengths of the common prefix and the common suffix (not overlapping).
    static func commonAffixes(_ a: [Int], _ b: [Int]) -> (prefix: Int, suffix: Int) {
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
