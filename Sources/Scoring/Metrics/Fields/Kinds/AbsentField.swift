import StrictJSON

/// `{"name": "no-watermark", "absent": "SPECIMEN"}`: the text must not occur.
public struct AbsentField: FieldKind {
    public static let key = "absent"
    public var name: String
    /// The text that must not occur.
    public var text: String

    public init(name: String, text: String) { self.name = name; self.text = text }

    public static func read(name: String, from values: JSONFields) throws(FileProblem) -> AbsentField {
        guard let text = try values.string(key), !text.isEmpty else { throw values.fail(key, "must be a non-empty string") }
        return AbsentField(name: name, text: text)
    }

    public var spec: FieldSpec { .absent(self) }
    public var sidecarMembers: [(String, OrderedJSON)] { [("name", .string(name)), (Self.key, .string(text))] }

    public func check(_ text: FieldText) -> FieldResult {
        var ids = TokenIDs<Character>()
        let textIDs = ids.map(Array(text.hypothesis))
        let needle = text.prepared(self.text)
        let pattern = ids.map(Array(needle))
        if pattern.isEmpty { return result(false, "nothing to look for (empty text)") }
        if let range = ApproximateMatch.firstExact(of: pattern, in: textIDs) {
            return result(false, "\(FieldCheck.quoted(needle)) occurs at character \(range.lowerBound + 1)")
        }
        return result(true, "\(FieldCheck.quoted(needle)) absent")
    }
}
