import Scoring

/// Hand-built runs for the field accuracy tests, on `GateFixtures`' samples (100-character
/// references, the same fingerprints in every run): each sample has a "date" field that
/// fails in every run (so the sample fails in both, and no sample-level finding hides a
/// field's) and a "total" field that passes or not as asked.
enum FieldFixtures {
    static func field(_ name: String, _ passed: Bool, entity: EntityExtraction? = nil) -> FieldResult {
        var result = FieldResult(name: name, kind: "contains", passed: passed, reason: passed ? "found '\(name)'" : "not found: '\(name)'")
        result.entity = entity != nil
        result.extraction = entity
        return result
    }

    /// receipts/`id`: "date" fails, "total" passes when `total` is true; the sidecar's
    /// digest is 64 copies of `sidecar`.
    static func sample(_ id: String, total: Bool, sidecar: Character = "5", suite: String = "receipts",
                       knownIssue: Bool = false, draft: Bool = false) -> SampleResult {
        var result = GateFixtures.sample(suite, id, passed: false, knownIssue: knownIssue, draft: draft)
        result.failures = ["field date: not found: 'date'"]
        result.fields = [field("date", false), field("total", total)]
        result.fingerprints?.sidecarSHA256 = String(repeating: sidecar, count: 64)
        return result
    }

    /// `count` samples r0, r1, ...; "total" fails on the first `failing` of them.
    static func run(_ count: Int, failing: Int = 0, sidecarOfFailing: Character = "5") -> RunRecord {
        GateFixtures.run((0..<count).map { index in
            index < failing ? sample("r\(index)", total: false, sidecar: sidecarOfFailing) : sample("r\(index)", total: true)
        })
    }
}
