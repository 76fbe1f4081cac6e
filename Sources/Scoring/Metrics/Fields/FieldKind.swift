import StrictJSON

/// One kind of required field in a sidecar's `fields` list: the key that chooses it, the
/// other keys it reads, and its check on a recognized text.
///
/// A new kind is one file (a type conforming to this, in `Kinds/`) and one case of
/// `FieldSpec`: the compiler then asks for its line in `FieldSpec.field`, and
/// `FieldSpec.kinds` lists it for the sidecar reader. docs/corpus.md documents each key.
public protocol FieldKind: Sendable, Hashable {
    /// The sidecar key that chooses this kind and holds its value, e.g. "contains".
    static var key: String { get }
    /// The keys it may hold besides `name` and `key`.
    static var otherKeys: [String] { get }
    /// Reads a field named `name` from its sidecar object; an error names the file and key.
    static func read(name: String, from values: JSONFields) throws(FileProblem) -> Self
    /// The field's name from the sidecar.
    var name: String { get }
    /// The field as a `FieldSpec`.
    var spec: FieldSpec { get }
    /// The field's keys as a sidecar is written (`Sidecar.json`): `name`, the kind's key,
    /// then the other keys that differ from their defaults.
    var sidecarMembers: [(String, OrderedJSON)] { get }
    /// Whether the field holds on `text`, and why.
    func check(_ text: FieldText) -> FieldResult
    /// Whether the field is about reading order: a sample with one has its
    /// order-independent figures computed.
    var isAboutReadingOrder: Bool { get }
    /// Whether the field looks at barcodes: a sample with one has its image scanned.
    var readsBarcodes: Bool { get }
    /// Whether the sidecar marks the field as a dataset entity (`"entity": true`).
    var isEntity: Bool { get }
}

extension FieldKind {
    public static var otherKeys: [String] { [] }
    public var isAboutReadingOrder: Bool { false }
    public var readsBarcodes: Bool { false }
    public var isEntity: Bool { false }

    /// A result of this field, named and of this kind.
    func result(_ passed: Bool, _ reason: String) -> FieldResult {
        FieldResult(name: name, kind: Self.key, passed: passed, reason: reason)
    }
}

/// What a field is checked on: the (normalized) recognized text, the normalization it
/// went through (texts to look for go through it too), the regular expressions' step
/// limit, and the barcodes decoded on the image (nil: the image was not scanned).
public struct FieldText: Sendable {
    /// The recognized text, normalized.
    public var hypothesis: String
    /// The normalization profile the hypothesis went through, if any.
    public var normalization: NormalizationProfile?
    /// The step budget of a regular expression's search.
    public var regexStepLimit: Int32
    /// What was decoded on the image the recognizer saw; nil when it was not scanned.
    public var barcodes: [DecodedBarcode]?

    /// `raw` as the hypothesis was normalized.
    func prepared(_ raw: String) -> String { normalization?.normalize(raw) ?? raw }
}
