@testable import Scoring
@testable import EditDistanceEngines

/// The oracle of every edit-distance check, written once, here, and independent of the
/// engines it judges: the full O(n·m) programme over keys edits · weight + deletions
/// (substitution and insertion cost `weight`, deletion `weight + 1`), so that with a
/// weight above the reference's length the smallest key has the fewest edits, then the
/// fewest deletions — the counts `EditDistance` defines.
enum PlainProgramme {
    /// The last row: entry j is the key of turning all of `ref` into `hyp[..<j]`.
    static func lastRow(_ ref: [Int], _ hyp: [Int], weight: Int) -> [Int] {
        let n = ref.count, m = hyp.count
        // Two rows in one buffer (raw pointers only to keep debug builds quick).
        let rows = UnsafeMutablePointer<Int>.allocate(capacity: 2 * (m + 1))
        defer { rows.deallocate() }
        var above = rows, here = rows + (m + 1)
        for j in 0...m { above[j] = j * weight }
        ref.withUnsafeBufferPointer { ref in
            hyp.withUnsafeBufferPointer { hyp in
                for i in 0..<n {
                    here[0] = (i + 1) * (weight + 1)
                    for j in 0..<m {
                        let diagonal = above[j] + (ref[i] == hyp[j] ? 0 : weight)
                        let deletion = above[j + 1] + weight + 1
                        let insertion = here[j] + weight
                        here[j + 1] = min(diagonal, deletion, insertion)
                    }
                    swap(&above, &here)
                }
            }
        }
        return Array(UnsafeBufferPointer(start: above, count: m + 1))
    }

    /// The key of the whole pair, with weight n + 1.
    static func key(_ ref: [Int], _ hyp: [Int]) -> Int {
        lastRow(ref, hyp, weight: ref.count + 1)[hyp.count]
    }

    /// The counts the key stands for: substitutions, deletions and insertions.
    static func counts(_ ref: [Int], _ hyp: [Int]) -> EditCounts {
        counts(key: key(ref, hyp), ref, hyp)
    }

    /// The counts of `key` (weight n + 1) for `ref` and `hyp`.
    static func counts(key: Int, _ ref: [Int], _ hyp: [Int]) -> EditCounts {
        let weight = ref.count + 1
        let edits = key / weight, deletions = key % weight
        let insertions = deletions - ref.count + hyp.count
        return EditCounts(substitutions: edits - deletions - insertions, deletions: deletions, insertions: insertions,
                          referenceLength: ref.count, hypothesisLength: hyp.count)
    }
}
