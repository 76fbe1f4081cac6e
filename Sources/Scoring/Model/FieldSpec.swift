/// A required field from a sample's sidecar, checked on the normalized hypothesis: one
/// case per `FieldKind`, each kind in its own file under Metrics/Fields/Kinds.
public enum FieldSpec: Sendable, Equatable, Hashable {
    case contains(ContainsField)
    case regex(RegexField)
    case absent(AbsentField)
    case order(OrderField)
    case indexEntries(IndexEntriesField)
    case barcode(BarcodeField)

    /// Every kind, in the order a sidecar error lists their keys.
    public static let kinds: [any FieldKind.Type] = [ContainsField.self, RegexField.self, AbsentField.self,
                                                     OrderField.self, IndexEntriesField.self, BarcodeField.self]

    /// The field itself.
    public var field: any FieldKind {
        switch self {
        case .contains(let field): return field
        case .regex(let field): return field
        case .absent(let field): return field
        case .order(let field): return field
        case .indexEntries(let field): return field
        case .barcode(let field): return field
        }
    }

    /// The field's name from the sidecar.
    public var name: String { field.name }
    /// Whether the sidecar marks the field as a dataset entity (only `contains` fields can be).
    public var isEntity: Bool { field.isEntity }
    /// The sidecar key that chose the kind of check: contains, regex, absent, order,
    /// indexEntries or barcode.
    public var kind: String { type(of: field).key }
}

/// The cases by their fields' values, as tests and callers write them.
extension FieldSpec {
    /// A `contains` field.
    public static func contains(name: String, text: String, maxEdits: Int, entity: Bool = false) -> FieldSpec {
        .contains(ContainsField(name: name, text: text, maxEdits: maxEdits, entity: entity))
    }
    /// A `regex` field.
    public static func regex(name: String, pattern: String) -> FieldSpec { .regex(RegexField(name: name, pattern: pattern)) }
    /// An `absent` field.
    public static func absent(name: String, text: String) -> FieldSpec { .absent(AbsentField(name: name, text: text)) }
    /// An `order` field.
    public static func order(name: String, items: [String]) -> FieldSpec { .order(OrderField(name: name, items: items)) }
    /// An `indexEntries` field.
    public static func indexEntries(name: String, entries: [IndexEntry], minRecall: Double,
                                    pageRange: ClosedRange<Int>?) -> FieldSpec {
        .indexEntries(IndexEntriesField(name: name, entries: entries, minRecall: minRecall, pageRange: pageRange))
    }
    /// A `barcode` field.
    public static func barcode(name: String, expected: BarcodeExpectation) -> FieldSpec {
        .barcode(BarcodeField(name: name, expected: expected))
    }
}
