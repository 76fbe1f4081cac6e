/// A barcode found on the upright image the recognizer saw: its symbology (`ean13`,
/// `ean8`, `upca`, `code128`, `code39`, `qr`, or a ZBar name for the others), its value
/// and its box in pixels of that image.
public struct DecodedBarcode: Sendable, Equatable, Hashable, Codable {
    /// The symbology's short name.
    public var symbology: String
    /// The decoded text (EAN/UPC: the digits with the check digit).
    public var value: String
    /// The box, origin top-left.
    public var x: Int, y: Int, width: Int, height: Int

    /// A barcode of this symbology and value at this box.
    public init(symbology: String, value: String, x: Int, y: Int, width: Int, height: Int) {
        self.symbology = symbology
        self.value = value
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// "EAN-13 9780140449136", "QR 'https://example.org'": how reasons name it (text
    /// symbologies quoted, a wrong GS1 check digit said).
    public var described: String {
        let name = BarcodeSymbology.displayName(symbology)
        switch symbology {
        case "ean13", "ean8", "upca":
            return "\(name) \(value)" + (BarcodeCheckDigits.hasValidGS1Check(value) ? "" : ": check digit wrong")
        default:
            return "\(name) \(FieldCheck.quoted(value))"
        }
    }
}
