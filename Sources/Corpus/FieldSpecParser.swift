import Scoring

/// Turns one entry of a sidecar's `fields` list into a `FieldSpec`.
enum FieldSpecParser {
    static let kinds = ["contains", "regex", "absent", "order"]

    static func parse(_ item: JSONValue, file: String, key: String) throws(CorpusError) -> FieldSpec {
        guard case .object(let object) = item else {
            throw CorpusError(file: file, key: key, "must be an object, not \(item.typeName)")
        }
        let values = JSONFields(object, file: file, path: key)
        guard let name = try values.string("name"), !name.isEmpty else {
            throw values.fail("name", "every field needs a non-empty name")
        }
        if object["indexEntries"] != nil {
            throw values.fail("indexEntries", "indexEntries checks are not supported by this version yet")
        }
        let present = kinds.filter { object[$0] != nil }
        guard present.count == 1, let kind = present.first else {
            throw CorpusError(file: file, key: key, "needs exactly one of " + kinds.joined(separator: ", ")
                              + (present.isEmpty ? "" : "; found " + present.joined(separator: " and ")))
        }
        try values.rejectUnknownKeys(Set(["name", kind] + (kind == "contains" ? ["maxEdits"] : [])))
        switch kind {
        case "contains":
            guard let text = try values.string("contains"), !text.isEmpty else {
                throw values.fail("contains", "must be a non-empty string")
            }
            return .contains(name: name, text: text, maxEdits: try values.integer("maxEdits") ?? 0)
        case "regex":
            let pattern = try values.string("regex") ?? ""
            do { _ = try Regex(pattern) } catch {
                throw values.fail("regex", "not a valid regular expression: \(error)")
            }
            return .regex(name: name, pattern: pattern)
        case "absent":
            guard let text = try values.string("absent"), !text.isEmpty else {
                throw values.fail("absent", "must be a non-empty string")
            }
            return .absent(name: name, text: text)
        default:
            guard let items = try values.strings("order"), items.count >= 2 else {
                throw values.fail("order", "must list at least two strings")
            }
            return .order(name: name, items: items)
        }
    }
}
