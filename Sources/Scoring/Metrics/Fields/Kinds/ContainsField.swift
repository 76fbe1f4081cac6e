import StrictJSON

/// `{"name": "total", "contains": "TOTAL 12.50", "maxEdits": 1, "entity": true}`: the
/// text must occur; with `maxEdits` > 0, some substring within that many edits counts.
/// `entity` marks the value as a dataset entity (an SROIE company, date, address or
/// total): it is also scored by precision, recall and F1 (see `EntityExtraction`).
public struct ContainsField: FieldKind {
    public static let key = "contains"
    public static let otherKeys = ["maxEdits", "entity"]
    public var name: String
    /// The text to look for.
    public var text: String
    /// How many edits a matching substring may be from `text`.
    public var maxEdits: Int
    public var isEntity: Bool

    public init(name: String, text: String, maxEdits: Int, entity: Bool = false) {
        self.name = name; self.text = text; self.maxEdits = maxEdits; isEntity = entity
    }

    public static func read(name: String, from values: JSONFields) throws(FileProblem) -> ContainsField {
        guard let text = try values.string(key), !text.isEmpty else { throw values.fail(key, "must be a non-empty string") }
        return ContainsField(name: name, text: text, maxEdits: try values.integer("maxEdits") ?? 0,
                             entity: try values.bool("entity") ?? false)
    }

    public var spec: FieldSpec { .contains(self) }
    public var sidecarMembers: [(String, OrderedJSON)] {
        [("name", .string(name)), (Self.key, .string(text))] + (maxEdits != 0 ? [("maxEdits", .integer(maxEdits))] : [])
            + (isEntity ? [("entity", .bool(true))] : [])
    }

    public func check(_ text: FieldText) -> FieldResult {
        if isEntity {
            return FieldCheck.entity(name: name, value: self.text, maxEdits: maxEdits, in: text.hypothesis,
                                     normalization: text.normalization)
        }
        var ids = TokenIDs<Character>()
        let characters = Array(text.hypothesis)
        return FieldCheck.contains(name: name, needle: text.prepared(self.text), maxEdits: maxEdits, text: characters,
                                   textIDs: ids.map(characters), ids: &ids)
    }
}
