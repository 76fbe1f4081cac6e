/// What a character alignment says beyond its counts: the confusions (`CharacterConfusions`)
/// and the accuracy per character class (`CharacterClasses`). Worked out from the
/// alignment's operations on grapheme ids, with text made only for the edits and once
/// per distinct reference grapheme, so it costs little more than the alignment.
public struct CharacterErrorProfile: Sendable, Equatable {
    /// The confusions, most frequent first.
    public var confusions: [ConfusionCount]
    /// Accuracy per class, general classes first, then scripts.
    public var classes: [ClassAccuracy]

    /// The profile of `hypothesis` against `reference` (both normalized as scored); throws
    /// `.outOfBudget` when `ScoringBudget.current` runs out first.
    public init(reference: String, hypothesis: String) throws(EditDistanceStop) {
        self.init(alignment: try CharacterAlignment(reference: reference, hypothesis: hypothesis))
    }

    /// The profile of an alignment already computed. Each run of edits between two
    /// matching graphemes is counted when it ends, from the operations and ids: text is
    /// made for a short run, and for a long one (a page of hallucinated text) once per
    /// distinct (reference, recognized) pair of ids, so the memory stays that of the
    /// distinct confusions, not of the edits.
    public init(alignment: CharacterAlignment) {
        let clusters = (reference: alignment.reference, hypothesis: alignment.hypothesis, token: alignment.token)
        let operations = alignment.operations
        // Confusions of the short runs, by text; steps of the long runs, by ids (-1: none),
        // with where each pair was first seen.
        var tally: [Confusion: Int] = [:]
        var steps: [StepKey: (i: Int, j: Int, count: Int)] = [:]
        var firstSeen: [StepKey] = []
        // Reference graphemes counted by id (an array for the ids below U+0300, a table
        // for the rest), each id's classes looked up once at the end from its first
        // occurrence: no String hashed per character.
        let lowIDs = 0x300
        var low = [(first: Int, total: Int, correct: Int)](repeating: (-1, 0, 0), count: lowIDs)
        var other: [Int: (first: Int, total: Int, correct: Int)] = [:]
        func count(_ index: Int, right: Bool) {
            let id = clusters.reference[index]
            let correct = right ? 1 : 0
            if id >= 0 && id < lowIDs {
                if low[id].first < 0 { low[id].first = index }
                low[id].total += 1
                low[id].correct += correct
            } else {
                other[id, default: (index, 0, 0)].total += 1
                other[id]!.correct += correct
            }
        }
        // The current run of edits: its first operation, where it starts on both sides,
        // and its length on each side.
        var run = (start: 0, i: 0, j: 0, referenceLength: 0, recognizedLength: 0)
        func flush(upTo end: Int) {
            defer { run.referenceLength = 0; run.recognizedLength = 0 }
            guard end > run.start else { return }
            var i = run.i, j = run.j
            if run.referenceLength <= CharacterConfusions.maximumRun && run.recognizedLength <= CharacterConfusions.maximumRun {
                var reference = "", recognized = ""
                for operation in operations[run.start..<end] {
                    if operation != .insertion { reference += clusters.token(.reference, i); i += 1 }
                    if operation != .deletion { recognized += clusters.token(.hypothesis, j); j += 1 }
                }
                tally[Confusion(reference: reference, recognized: recognized), default: 0] += 1
                return
            }
            for operation in operations[run.start..<end] {
                let key = StepKey(reference: operation == .insertion ? -1 : clusters.reference[i],
                                  recognized: operation == .deletion ? -1 : clusters.hypothesis[j])
                if let seen = steps[key] { steps[key] = (seen.i, seen.j, seen.count + 1) } else {
                    steps[key] = (i, j, 1)
                    firstSeen.append(key)
                }
                if operation != .insertion { i += 1 }
                if operation != .deletion { j += 1 }
            }
        }
        var i = 0, j = 0
        for (index, operation) in operations.enumerated() {
            if run.referenceLength == 0 && run.recognizedLength == 0 { run = (index, i, j, 0, 0) }
            switch operation {
            case .pair:
                let equal = clusters.reference[i] == clusters.hypothesis[j]
                count(i, right: equal)
                if equal {
                    flush(upTo: index)
                } else {
                    run.referenceLength += 1
                    run.recognizedLength += 1
                }
                i += 1
                j += 1
            case .deletion:
                count(i, right: false)
                run.referenceLength += 1
                i += 1
            case .insertion:
                run.recognizedLength += 1
                j += 1
            }
        }
        if run.referenceLength > 0 || run.recognizedLength > 0 { flush(upTo: operations.count) }
        for key in firstSeen {
            let seen = steps[key]!
            let confusion = Confusion(reference: key.reference < 0 ? "" : clusters.token(.reference, seen.i),
                                      recognized: key.recognized < 0 ? "" : clusters.token(.hypothesis, seen.j))
            tally[confusion, default: 0] += seen.count
        }
        confusions = CharacterConfusions.sorted(tally)
        classes = Self.classes(of: low.filter({ $0.first >= 0 }) + other.values) { clusters.token(.reference, $0) }
    }

    /// The accuracy per character class of reference graphemes counted by id: each id's
    /// classes looked up once, from the grapheme (`token`) at its first occurrence.
    private static func classes(of counted: [(first: Int, total: Int, correct: Int)],
                                token: (Int) -> String) -> [ClassAccuracy] {
        var totals: [String: (total: Int, correct: Int)] = [:]
        var scripts: [UInt32: String] = [:]
        for grapheme in counted {
            for name in CharacterClasses.classes(of: token(grapheme.first), scripts: &scripts) {
                totals[name, default: (0, 0)].total += grapheme.total
                totals[name, default: (0, 0)].correct += grapheme.correct
            }
        }
        return CharacterClasses.merge([totals.map { ClassAccuracy(name: $0.key, total: $0.value.total, correct: $0.value.correct) }])
    }

    /// One edit of a long run by its grapheme ids (-1 for the side it lacks).
    private struct StepKey: Hashable {
        var reference: Int
        var recognized: Int
    }
}
