/// The barcode symbologies a sidecar's `barcode` field can name. `isbn` is an EAN-13 that
/// carries a book number (978/979): the field accepts it written as ISBN-10 or ISBN-13.
public enum BarcodeSymbology: String, Sendable, Equatable, Hashable, CaseIterable, Codable {
    case ean13, isbn, ean8, upca, code128, code39, qr

    /// How reports name a symbology ("EAN-13", "Code 128"); ZBar's other names
    /// (i25, code93, ...) in upper case.
    public static func displayName(_ name: String) -> String {
        switch name {
        case "ean13": return "EAN-13"
        case "isbn": return "ISBN"
        case "ean8": return "EAN-8"
        case "upca": return "UPC-A"
        case "upce": return "UPC-E"
        case "code128": return "Code 128"
        case "code39": return "Code 39"
        case "qr": return "QR"
        default: return name.uppercased()
        }
    }

    /// This symbology as reports name it.
    public var displayName: String { Self.displayName(rawValue) }

    /// The symbology ZBar reports for barcodes of this kind (an ISBN is an EAN-13).
    public var decodedName: String { self == .isbn ? "ean13" : rawValue }
}
