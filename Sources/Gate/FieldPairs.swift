import Scoring
import RunXML

/// Field checks paired across the two runs, per (field, candidate profile) in first-seen
/// order, each kept by suite (the bootstrap resamples within suites).
package struct FieldPairs: Sendable {
    private struct Key: Hashable {
        var field: String
        var profile: String
    }

    private var order: [Key] = []
    private var suites: [Key: [String]] = [:]
    private var pairs: [Key: [String: [PairedBootstrap.Pair]]] = [:]

    /// Pairs the checks of one sample: the n-th of each name in `before` with the n-th of
    /// that name in `after`; a name in one run only is not paired.
    mutating func add(profile: String, suite: String, before: [FieldResult], after: [FieldResult]) {
        var remaining: [String: [Bool]] = [:]
        for field in after { remaining[field.name, default: []].append(field.passed) }
        var taken: [String: Int] = [:]
        for field in before {
            let index = taken[field.name, default: 0]
            guard let candidates = remaining[field.name], index < candidates.count else { continue }
            taken[field.name] = index + 1
            let key = Key(field: field.name, profile: profile)
            if pairs[key] == nil { order.append(key); pairs[key] = [:] }
            if pairs[key]![suite] == nil { suites[key, default: []].append(suite) }
            pairs[key]![suite, default: []].append(PairedBootstrap.Pair(
                baselineEdits: 0, baselineLength: 0, candidateEdits: 0, candidateLength: 0,
                baselinePassed: field.passed, candidatePassed: candidates[index]))
        }
    }

    /// Each field's change with its interval: per profile in first-seen order, its fields
    /// by name (as the field table: merged shards give the unsharded run's order).
    func changes(_ intervals: IntervalSettings) -> [FieldChange] {
        var profiles: [String] = []
        for key in order where !profiles.contains(key.profile) { profiles.append(key.profile) }
        let sorted = profiles.flatMap { profile in order.filter { $0.profile == profile }.sorted { $0.field < $1.field } }
        return sorted.map { key in
            let strata = (suites[key] ?? []).map { pairs[key]?[$0] ?? [] }
            let all = strata.flatMap { $0 }
            let interval = PairedBootstrap.changes(strata: strata, resamples: intervals.resamples,
                                                   confidence: intervals.confidence, seed: intervals.seed).passRate
            return FieldChange(field: key.field, profile: key.profile, checks: all.count,
                               passedBefore: all.filter(\.baselinePassed).count, passedAfter: all.filter(\.candidatePassed).count,
                               interval: interval)
        }
    }
}
