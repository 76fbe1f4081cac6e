/// The result of one field check, with a short reason a person can read.
public struct FieldResult: Sendable, Equatable, Hashable, Codable {
    /// The field's name from the sidecar.
    public var name: String
    /// contains, regex, absent, order, indexEntries or barcode.
    public var kind: String
    /// Whether the check passed.
    public var passed: Bool
    /// For example "found 'TOTAL 12.60', expected 'TOTAL 12.50'".
    public var reason: String

    /// The result of check `name` of this kind.
    public init(name: String, kind: String, passed: Bool, reason: String) {
        self.name = name
        self.kind = kind
        self.passed = passed
        self.reason = reason
    }
}
