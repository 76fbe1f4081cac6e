import Scoring

/// How often one confusion occurred before and after, over the samples both runs scored.
public struct ConfusionChange: Sendable, Equatable {
    /// The confusion.
    public var confusion: Confusion
    /// Occurrences in the baseline.
    public var before: Int
    /// Occurrences in the candidate.
    public var after: Int

    /// after − before.
    public var change: Int { after - before }
}

extension RunComparison {
    /// The confusions whose count changed between the runs, over the samples compared in
    /// both (each with its confusions counted): those that appeared or grew first (largest
    /// rise first), then those that shrank or disappeared (largest fall first).
    public var confusionChanges: [ConfusionChange] {
        // Tallied as the pairs are read: a compared run may be read back from storage.
        var counts: [Confusion: (before: Int, after: Int)] = [:]
        for pair in pairs where pair.isInBoth {
            guard let old = pair.baseline?.confusions, let new = pair.candidate?.confusions else { continue }
            for item in old { counts[item.confusion, default: (0, 0)].before += item.count }
            for item in new { counts[item.confusion, default: (0, 0)].after += item.count }
        }
        return counts.compactMap { $0.value.before == $0.value.after ? nil
                                   : ConfusionChange(confusion: $0.key, before: $0.value.before, after: $0.value.after) }
            .sorted { a, b in
                if (a.change > 0) != (b.change > 0) { return a.change > 0 }
                if abs(a.change) != abs(b.change) { return abs(a.change) > abs(b.change) }
                return a.confusion < b.confusion
            }
    }

    /// "rn → m: 0 → 12 (appeared)", "l → 1: 9 → 4 (−5)".
    static func describe(_ change: ConfusionChange) -> String {
        let what = change.before == 0 ? "appeared" : (change.after == 0 ? "disappeared"
                                                      : (change.change > 0 ? "+\(change.change)" : "−\(-change.change)"))
        return "\(change.confusion.display): \(change.before) → \(change.after) (\(what))"
    }
}
