extension FieldCheck {
    /// Whether a barcode field passes on what was decoded, and why, naming what was
    /// found and what was expected ("found EAN-13 9780140449143 instead of ISBN
    /// 9780140449136", "no barcode found", "found QR 'https://…' instead of ...").
    static func barcodeVerdict(_ expected: BarcodeExpectation, _ barcodes: [DecodedBarcode]?) -> (Bool, String) {
        guard let barcodes else { return (false, "not scanned for barcodes: the image did not decode") }
        func listed(_ found: [DecodedBarcode]) -> String {
            let shown = found.prefix(3).map(\.described).joined(separator: ", ")
            return found.count > 3 ? shown + " and \(found.count - 3) more" : shown
        }
        guard expected.value != nil else {
            let relevant = barcodes.filter { barcode in
                expected.symbology.map { barcode.symbology == $0.decodedName } ?? true
            }
            let kind = expected.symbology.map { "no \($0.displayName) barcode" } ?? "no barcode"
            return relevant.isEmpty ? (true, "\(kind) decoded") : (false, "decoded \(listed(relevant)), expected \(kind)")
        }
        if let hit = barcodes.first(where: expected.matches) {
            return (true, "found \(hit.described)")
        }
        if barcodes.isEmpty { return (false, "no barcode found, expected \(expected.described)") }
        return (false, "found \(listed(barcodes)) instead of \(expected.described)")
    }
}
