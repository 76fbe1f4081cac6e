/// The result of one field check, with a short reason a person can read.
public struct FieldResult: Sendable, Equatable, Hashable, Codable {
    public var name: String
    /// contains, regex, absent, order or indexEntries.
    public var kind: String
    public var passed: Bool
    /// For example "found 'TOTAL 12.60', expected 'TOTAL 12.50'".
    public var reason: String

    public init(name: String, kind: String, passed: Bool, reason: String) {
        self.name = name
        self.kind = kind
        self.passed = passed
        self.reason = reason
    }
}
