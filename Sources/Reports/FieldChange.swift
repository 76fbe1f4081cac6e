import Scoring

/// One field's pass-rate change under one (candidate) profile between the two runs, over
/// the checks the gate compares: the samples in both runs whose suite sums the gate keeps
/// (not drafts, not the candidate's known issues), minus every sample whose truth, image
/// or sidecar changed since the baseline (its field checks measure other data or other
/// criteria: a data change, never a regression). Within a sample, the n-th check of a name
/// in one run pairs with the n-th of that name in the other.
public struct FieldChange: Sendable, Equatable {
    /// The field's name.
    public var field: String
    /// The (candidate) profile.
    public var profile: String
    /// How many checks were paired.
    public var checks: Int
    /// How many of them passed in the baseline.
    public var passedBefore: Int
    /// How many of them pass in the candidate.
    public var passedAfter: Int
    /// The pass rate's change (after − before) with its paired-bootstrap interval over the
    /// checks, resampled within each suite; below `PairedBootstrap.minimumSamples` checks
    /// no interval (`resamples` 0), as for a suite.
    public var interval: ChangeInterval

    /// A change with these values, as run.xml gives them.
    public init(field: String, profile: String, checks: Int, passedBefore: Int, passedAfter: Int, interval: ChangeInterval) {
        self.field = field
        self.profile = profile
        self.checks = checks
        self.passedBefore = passedBefore
        self.passedAfter = passedAfter
        self.interval = interval
    }

    /// The baseline's pass rate over the paired checks.
    public var passRateBefore: Double { checks == 0 ? 0 : Double(passedBefore) / Double(checks) }
    /// The candidate's pass rate over the paired checks.
    public var passRateAfter: Double { checks == 0 ? 0 : Double(passedAfter) / Double(checks) }

    /// "-20.00 pp [-40.00, -0.00] (95 %)", or "-50.00 pp, too few checks for an interval
    /// (2 < 6)": the change in percentage points with its interval.
    public var intervalText: String {
        func signed(_ change: Double) -> String {
            let text = ReportNumber.fixed(change * 100, decimals: 2)
            return text.hasPrefix("-") || text == "0.00" ? text : "+" + text
        }
        let least = PairedBootstrap.minimumSamples(confidence: interval.confidence)
        guard interval.resamples > 0 else {
            return "\(signed(interval.change)) pp" + (checks > 0 && checks < least ? ", too few checks for an interval (\(checks) < \(least))" : "")
        }
        let percent = ReportNumber.fixed(interval.confidence * 100, decimals: 0)
        return "\(signed(interval.change)) pp [\(signed(interval.lower)), \(signed(interval.upper))] (\(percent) %)"
    }

    /// "field total (tesseract): pass rate 100.00 % → 80.00 % (10 → 8 of 10 checks)".
    public var summaryText: String {
        "field \(field) (\(profile)): pass rate \(ReportNumber.percentText(passRateBefore)) → "
            + "\(ReportNumber.percentText(passRateAfter)) (\(passedBefore) → \(passedAfter) of \(checks) check\(checks == 1 ? "" : "s"))"
    }
}

/// Field checks paired across the two runs, per (field, candidate profile) in first-seen
/// order, each kept by suite (the bootstrap resamples within suites).
struct FieldPairs: Sendable {
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
