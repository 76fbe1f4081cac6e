/// One field's accuracy under one profile across a run: how many times the field was
/// checked and how many of those checks passed, over every suite.
///
/// Counted as `SuiteSummary` counts its figures: drafts are left out entirely (their
/// truth awaits review); known-issue samples are counted, as their edits are in a
/// suite's micro CER (the gate, like its suite sums, leaves them out of a field's
/// change). A field is known by its name: "total" in receipts and in invoices is one
/// row. A sample whose sidecar lists a name twice counts two checks.
public struct FieldAccuracy: Sendable, Equatable {
    /// The field's name from the sidecars.
    public var field: String
    /// The profile's name.
    public var profile: String
    /// The kinds of check the field was (contains, regex, ...), in first-seen order.
    public var kinds: [String]
    /// How many times the field was checked.
    public var checked: Int
    /// How many of those checks passed.
    public var passed: Int
    /// Precision, recall and F1 over the checks the sidecars mark as entities; nil when
    /// none is.
    public var entities: EntityScores?

    /// A row with these counts, as run.xml gives them.
    public init(field: String, profile: String, kinds: [String], checked: Int, passed: Int, entities: EntityScores? = nil) {
        self.field = field
        self.profile = profile
        self.kinds = kinds
        self.checked = checked
        self.passed = passed
        self.entities = entities
    }

    /// Passed over checked (0 when never checked).
    public var passRate: Double { checked == 0 ? 0 : Double(passed) / Double(checked) }

    /// The pass rate's Wilson score interval (`WilsonInterval`); nil when never checked.
    public func interval(confidence: Double = PairedBootstrap.defaultConfidence) -> WilsonInterval? {
        WilsonInterval(successes: passed, trials: checked, confidence: confidence)
    }

    /// The table of `results`: per profile (first-seen order), its fields by name.
    public static func table(of results: some Sequence<SampleResult>) -> [FieldAccuracy] {
        var collector = Collector()
        for result in results { collector.add(result) }
        return collector.table
    }

    /// The entity scores of `table` summed per profile (SROIE's overall figure), in the
    /// table's profile order; profiles without entity fields left out.
    public static func entityTotals(_ table: [FieldAccuracy]) -> [(profile: String, scores: EntityScores)] {
        var totals: [(profile: String, scores: EntityScores)] = []
        for row in table {
            guard let scores = row.entities else { continue }
            if let index = totals.firstIndex(where: { $0.profile == row.profile }) {
                totals[index].scores = totals[index].scores + scores
            } else {
                totals.append((row.profile, scores))
            }
        }
        return totals
    }

    /// The table collected one result at a time, for callers that read each result once
    /// for several purposes (results read back from a journal).
    public struct Collector: Sendable {
        private var order: [Key] = []
        private var rows: [Key: FieldAccuracy] = [:]

        private struct Key: Hashable {
            var profile: String
            var field: String
        }

        /// A collector with nothing added.
        public init() {}

        /// Counts `result`'s field checks, unless it is a draft.
        public mutating func add(_ result: SampleResult) {
            guard !result.draft else { return }
            for field in result.fields {
                let key = Key(profile: result.profile, field: field.name)
                if rows[key] == nil {
                    order.append(key)
                    rows[key] = FieldAccuracy(field: field.name, profile: result.profile, kinds: [], checked: 0, passed: 0)
                }
                rows[key]!.count(field)
            }
        }

        /// The rows: per profile in first-seen order, its fields by name (so that merged
        /// shards, whose results come in another order, give the unsharded run's table).
        public var table: [FieldAccuracy] {
            var profiles: [String] = []
            for key in order where !profiles.contains(key.profile) { profiles.append(key.profile) }
            return profiles.flatMap { profile in
                order.filter { $0.profile == profile }.sorted { $0.field < $1.field }.map { rows[$0]! }
            }
        }
    }

    private mutating func count(_ field: FieldResult) {
        checked += 1
        if field.passed { passed += 1 }
        if !kinds.contains(field.kind) { kinds.append(field.kind) }
        if field.entity {
            var scores = entities ?? EntityScores()
            scores.add(field.extraction ?? .notExtracted)
            entities = scores
        }
    }
}
