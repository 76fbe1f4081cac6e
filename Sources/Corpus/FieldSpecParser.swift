import StrictJSON
import Scoring

/// Turns one entry of a sidecar's `fields` list into a `FieldSpec`: the one key of
/// `FieldSpec.kinds` it holds chooses the kind, which reads its own keys.
enum FieldSpecParser {
    /// The keys that choose a kind: contains, regex, absent, order, indexEntries, barcode.
    static var kinds: [String] { FieldSpec.kinds.map { $0.key } }
    /// The keys each kind may hold besides `name` and its own key; docs/corpus.md lists them all.
    static var extraKeys: [String: [String]] {
        Dictionary(uniqueKeysWithValues: FieldSpec.kinds.map { ($0.key, $0.otherKeys) })
    }

    static func parse(_ item: JSONValue, file: String, key: String) throws(CorpusError) -> FieldSpec {
        guard case .object(let object) = item else {
            throw CorpusError(file: file, key: key, "must be an object, not \(item.typeName)")
        }
        let values = JSONFields(object, file: file, path: key)
        guard let name = try values.string("name"), !name.isEmpty else {
            throw values.fail("name", "every field needs a non-empty name")
        }
        let present = FieldSpec.kinds.filter { object[$0.key] != nil }
        guard present.count == 1, let kind = present.first else {
            throw CorpusError(file: file, key: key, "needs exactly one of " + kinds.joined(separator: ", ")
                              + (present.isEmpty ? "" : "; found " + present.map { $0.key }.joined(separator: " and ")))
        }
        if object["entity"] != nil && !kind.otherKeys.contains("entity") {
            throw values.fail("entity", "only a contains field can be an entity (a value the text must hold), not a \(kind.key) field")
        }
        try values.rejectUnknownKeys(Set(["name", kind.key] + kind.otherKeys))
        return try kind.read(name: name, from: values).spec
    }
}
