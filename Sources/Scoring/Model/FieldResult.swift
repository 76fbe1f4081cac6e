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
    /// The sidecar marks the field as a dataset entity (`"entity": true`).
    public var entity = false
    /// For an entity field, how its value fared in SROIE task 3's terms (`EntityExtraction`);
    /// nil for any other field.
    public var extraction: EntityExtraction? = nil

    /// The result of check `name` of this kind.
    public init(name: String, kind: String, passed: Bool, reason: String) {
        self.name = name
        self.kind = kind
        self.passed = passed
        self.reason = reason
    }

    private enum CodingKeys: String, CodingKey {
        case name, kind, passed, reason, entity, extraction
    }

    /// Decodes a result; `entity` and `extraction` may be missing (journals written before
    /// entities were kept).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(name: try c.decode(String.self, forKey: .name), kind: try c.decode(String.self, forKey: .kind),
                  passed: try c.decode(Bool.self, forKey: .passed), reason: try c.decode(String.self, forKey: .reason))
        entity = try c.decodeIfPresent(Bool.self, forKey: .entity) ?? false
        extraction = try c.decodeIfPresent(EntityExtraction.self, forKey: .extraction)
    }

    /// Encodes every value; `entity` only when true and `extraction` only when set.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name); try c.encode(kind, forKey: .kind)
        try c.encode(passed, forKey: .passed); try c.encode(reason, forKey: .reason)
        if entity { try c.encode(entity, forKey: .entity) }
        try c.encodeIfPresent(extraction, forKey: .extraction)
    }
}
