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
        var classOf: [Int: [String]] = [:]
        var totals: [String: (total: Int, correct: Int)] = [:]
        var scripts: [UInt32: String] = [:]
        var i = 0, j = 0
        func count(_ index: Int, right: Bool) {
            let id = clusters.reference[index]
            let names = classOf[id] ?? CharacterClasses.classes(of: clusters.token(.reference, index), scripts: &scripts)
            classOf[id] = names
            for name in names {
                totals[name, default: (0, 0)].total += 1
                if right { totals[name, default: (0, 0)].correct += 1 }
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
        confusions = CharacterConfusions.merge(runs.map(CharacterConfusions.count))
        classes = CharacterClasses.merge([totals.map { ClassAccuracy(name: $0.key, total: $0.value.total, correct: $0.value.correct) }])
    }
}
