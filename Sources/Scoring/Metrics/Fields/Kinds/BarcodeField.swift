import StrictJSON

/// `{"name": "isbn", "barcode": "9780140449136", "symbology": "isbn"}`: a barcode of this
/// value (and symbology, when given: ean13, isbn, ean8, upca, code128, code39, qr) must
/// decode on the image the recognizer saw. `"barcode": null` means no barcode (of that
/// symbology) may. The value must keep the symbology's rules (check digits included).
public struct BarcodeField: FieldKind {
    public static let key = "barcode"
    public static let otherKeys = ["symbology"]
    public var name: String
    /// What must (or must not) decode.
    public var expected: BarcodeExpectation

    public init(name: String, expected: BarcodeExpectation) { self.name = name; self.expected = expected }

    public static func read(name: String, from values: JSONFields) throws(FileProblem) -> BarcodeField {
        var symbology: BarcodeSymbology?
        if let raw = try values.string("symbology") {
            guard let known = BarcodeSymbology(rawValue: raw) else {
                throw values.fail("symbology", "unknown symbology \"\(raw)\"; use one of "
                                  + BarcodeSymbology.allCases.map(\.rawValue).joined(separator: ", "))
            }
            symbology = known
        }
        var value: String?
        switch values.object[key] {
        case .null?: value = nil
        case .string(let text)?: value = text
        default: throw values.fail(key, "must be the expected value as a string, or null for \"no barcode\"")
        }
        do throws(BarcodeRuleError) {
            return BarcodeField(name: name, expected: try BarcodeExpectation(value: value, symbology: symbology))
        } catch {
            throw values.fail(key, error.description)
        }
    }

    public var spec: FieldSpec { .barcode(self) }
    public var sidecarMembers: [(String, OrderedJSON)] {
        [("name", .string(name)), (Self.key, expected.value.map { .string($0) } ?? .null)]
            + (expected.symbology.map { [("symbology", .string($0.rawValue))] } ?? [])
    }
    public var readsBarcodes: Bool { true }

    public func check(_ text: FieldText) -> FieldResult {
        let (passed, reason) = FieldCheck.barcodeVerdict(expected, text.barcodes)
        return result(passed, reason)
    }
}
