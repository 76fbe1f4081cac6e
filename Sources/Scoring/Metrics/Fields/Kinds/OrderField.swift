import StrictJSON

/// `{"name": "columns", "order": ["Apple", "Banana", "Cherry"]}`: every item must be
/// found, in this order (a page read column by column).
public struct OrderField: FieldKind {
    public static let key = "order"
    public var name: String
    /// The texts, in the order they must be found; at least two.
    public var items: [String]

    public init(name: String, items: [String]) { self.name = name; self.items = items }

    public static func read(name: String, from values: JSONFields) throws(FileProblem) -> OrderField {
        guard let items = try values.strings(key), items.count >= 2 else { throw values.fail(key, "must list at least two strings") }
        return OrderField(name: name, items: items)
    }

    public var spec: FieldSpec { .order(self) }
    public var sidecarMembers: [(String, OrderedJSON)] { [("name", .string(name)), (Self.key, .array(items.map { .string($0) }))] }
    public var isAboutReadingOrder: Bool { true }

    public func check(_ text: FieldText) -> FieldResult {
        var ids = TokenIDs<Character>()
        let textIDs = ids.map(Array(text.hypothesis))
        let prepared = items.map(text.prepared)
        var position = 0
        var previous: String?
        for item in prepared {
            let pattern = ids.map(Array(item))
            if let range = ApproximateMatch.firstExact(of: pattern, in: textIDs, from: position) {
                position = range.upperBound
                previous = item
                continue
            }
            guard ApproximateMatch.firstExact(of: pattern, in: textIDs) != nil, let previous else {
                return result(false, "not found: \(FieldCheck.quoted(item))")
            }
            return result(false, "\(FieldCheck.quoted(item)) found before \(FieldCheck.quoted(previous))")
        }
        return result(true, "found in order: " + prepared.map(FieldCheck.quoted).joined(separator: ", "))
    }
}
