/// What a character alignment says beyond its counts: the confusions (`CharacterConfusions`)
/// and the accuracy per character class (`CharacterClasses`). Worked out from the
/// alignment's operations on grapheme ids, with text made only for the edits and once
/// per distinct reference grapheme, so it costs little more than the alignment.
public struct CharacterErrorProfile: Sendable, Equatable {
    /// The confusions, most frequent first.
    public var confusions: [ConfusionCount]
    /// Accuracy per class, general classes first, then scripts.
    public var classes: [ClassAccuracy]

    /// The profile of `hypothesis` against `reference` (both normalized as scored).
    public init(reference: String, hypothesis: String) {
        self.init(alignment: CharacterAlignment(reference: reference, hypothesis: hypothesis))
    }

    /// The profile of an alignment already computed.
    public init(alignment: CharacterAlignment) {
        let clusters = (reference: alignment.reference, hypothesis: alignment.hypothesis, token: alignment.token)
        let operations = alignment.operations
        var steps: [AlignmentStep] = []           // the current run of edits
        var runs: [[AlignmentStep]] = []
        // Reference graphemes counted by id (an array for the ids below U+0300, a table
        // for the rest), each id's classes looked up once at the end from its first
        // occurrence: no String hashed per character.
        let lowIDs = 0x300
        var low = [(first: Int, total: Int, correct: Int)](repeating: (-1, 0, 0), count: lowIDs)
        var other: [Int: (first: Int, total: Int, correct: Int)] = [:]
        var i = 0, j = 0
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
        for operation in operations {
            switch operation {
            case .pair:
                let equal = clusters.reference[i] == clusters.hypothesis[j]
                count(i, right: equal)
                if equal {
                    if !steps.isEmpty { runs.append(steps); steps.removeAll() }
                } else {
                    steps.append(.substitute(clusters.token(.reference, i), clusters.token(.hypothesis, j)))
                }
                i += 1
                j += 1
            case .deletion:
                count(i, right: false)
                steps.append(.delete(clusters.token(.reference, i)))
                i += 1
            case .insertion:
                steps.append(.insert(clusters.token(.hypothesis, j)))
                j += 1
            }
        }
        if !steps.isEmpty { runs.append(steps) }
        var totals: [String: (total: Int, correct: Int)] = [:]
        var scripts: [UInt32: String] = [:]
        for counted in low.filter({ $0.first >= 0 }) + other.values {
            for name in CharacterClasses.classes(of: clusters.token(.reference, counted.first), scripts: &scripts) {
                totals[name, default: (0, 0)].total += counted.total
                totals[name, default: (0, 0)].correct += counted.correct
            }
        }
        confusions = CharacterConfusions.merge(runs.map(CharacterConfusions.count))
        classes = CharacterClasses.merge([totals.map { ClassAccuracy(name: $0.key, total: $0.value.total, correct: $0.value.correct) }])
    }
}
