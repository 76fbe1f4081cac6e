import Scoring

/// A run.xml read back: the run, the sums stored in the file, and its format version.
public struct RunXMLDocument: Sendable, Equatable {
    /// The `version` attribute of the root (1 or 2).
    public var schemaVersion: Int
    /// The metadata and every (sample, profile) result, in file order.
    public var run: RunRecord
    /// The stored per-(profile, suite) sums, in file order.
    public var suites: [SuiteSummary]
    /// The stored per-profile totals, in file order.
    public var totals: [SuiteSummary]
    /// The gate's verdict, when the run was gated.
    public var gate: GateRecord?
    /// The stored field accuracy table (`<fieldAccuracy>`); empty when the run had no
    /// field, or was written before the table was kept.
    public var fields: [FieldAccuracy]

    /// Creates a document from its parts.
    public init(schemaVersion: Int, run: RunRecord, suites: [SuiteSummary], totals: [SuiteSummary], gate: GateRecord? = nil,
                fields: [FieldAccuracy] = []) {
        self.schemaVersion = schemaVersion
        self.run = run
        self.suites = suites
        self.totals = totals
        self.gate = gate
        self.fields = fields
    }
}
