/// A required field from a sample's sidecar, checked on the normalized hypothesis.
public enum FieldSpec: Sendable, Equatable, Hashable {
    /// The text must occur; with `maxEdits` > 0, some substring within that many edits counts.
    /// `entity`: the sidecar marks the value as a dataset entity (`"entity": true`, e.g. an
    /// SROIE company, date, address or total): it is also scored by precision, recall and
    /// F1 (see `EntityExtraction`).
    case contains(name: String, text: String, maxEdits: Int, entity: Bool = false)
    /// The regular expression must match somewhere.
    case regex(name: String, pattern: String)
    /// The text must not occur.
    case absent(name: String, text: String)
    /// Every item must be found, in this order.
    case order(name: String, items: [String])
    /// The text is read as a book index (see `IndexParser`); the check passes when at
    /// least `minRecall` of the listed entries are found with exactly their pages. Pages
    /// outside `pageRange` (when set) are reported as suspect misreads.
    case indexEntries(name: String, entries: [IndexEntry], minRecall: Double, pageRange: ClosedRange<Int>?)
    /// A barcode of this value (and symbology, when given) must decode on the image the
    /// recognizer saw; with no value, no barcode may.
    case barcode(name: String, expected: BarcodeExpectation)

    /// The field's name from the sidecar.
    public var name: String {
        switch self {
        case .contains(let name, _, _, _), .regex(let name, _), .absent(let name, _), .order(let name, _),
             .indexEntries(let name, _, _, _), .barcode(let name, _):
            return name
        }
    }

    /// Whether the sidecar marks the field as a dataset entity (only `contains` fields can be).
    public var isEntity: Bool {
        if case .contains(_, _, _, let entity) = self { return entity }
        return false
    }

    /// The sidecar key that chose the kind of check: contains, regex, absent, order
    /// indexEntries or barcode.
    public var kind: String {
        switch self {
        case .contains: return "contains"
        case .regex: return "regex"
        case .absent: return "absent"
        case .order: return "order"
        case .indexEntries: return "indexEntries"
        case .barcode: return "barcode"
        }
    }
}
