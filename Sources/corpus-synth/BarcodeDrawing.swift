/// One barcode of a recipe, drawn below the page's text: symbology (ean13, upca, ean8,
/// code128, code39, qr), value, module width in pixels (default 3; QR 6), bar height in
/// pixels (default 50 modules; ignored for QR) and the share of the symbol's width
/// actually drawn (`keep` below 1: a barcode torn off on the right, which must not decode).
struct BarcodeRecipe: Decodable, Sendable {
    var symbology: String
    var value: String
    var module: Int?
    var height: Int?
    var keep: Double?
}

/// Draws a recipe's barcodes under the rendered page, one below the other, each with
/// its quiet zone, growing the page to fit.
enum BarcodeDrawing {
    static func append(_ barcodes: [BarcodeRecipe], to page: GrayImage, margin: Int, background: UInt8,
                       foreground: UInt8, file: String) throws(SynthError) -> GrayImage {
        guard !barcodes.isEmpty else { return page }
        var symbols: [(matrix: [[Bool]], module: Int, rowHeight: Int, keep: Double)] = []
        for barcode in barcodes {
            let matrix = try modules(barcode, file: file)
            let module = max(1, barcode.module ?? (barcode.symbology == "qr" ? 6 : 3))
            let rowHeight = matrix.count == 1 ? max(1, barcode.height ?? 50 * module) : module
            guard (0.05...1).contains(barcode.keep ?? 1) else { throw SynthError.recipe(file, "barcode keep must be 0.05-1") }
            symbols.append((matrix, module, rowHeight, barcode.keep ?? 1))
        }
        let quiet = 10
        var width = page.width, height = page.height
        for symbol in symbols {
            width = max(width, 2 * margin + (symbol.matrix[0].count + 2 * quiet) * symbol.module)
            height += symbol.matrix.count * symbol.rowHeight + quiet * symbol.module
        }
        height += margin / 2
        var image = GrayImage(width: width, height: height, fill: background)
        for y in 0..<page.height {
            for x in 0..<page.width { image[x, y] = page[x, y] }
        }
        var top = page.height
        for symbol in symbols {
            top += quiet * symbol.module / 2
            let left = margin + quiet * symbol.module
            let drawn = Int((Double(symbol.matrix[0].count) * symbol.keep).rounded())
            for (row, line) in symbol.matrix.enumerated() {
                for (column, dark) in line.enumerated() where dark && column < drawn {
                    for dy in 0..<symbol.rowHeight {
                        for dx in 0..<symbol.module {
                            image[left + column * symbol.module + dx, top + row * symbol.rowHeight + dy] = foreground
                        }
                    }
                }
            }
            top += symbol.matrix.count * symbol.rowHeight + quiet * symbol.module / 2
        }
        return image
    }

    /// The symbol as rows of modules (one row for the linear symbologies).
    static func modules(_ barcode: BarcodeRecipe, file: String) throws(SynthError) -> [[Bool]] {
        switch barcode.symbology {
        case "ean13": return [try LinearBarcode.ean(barcode.value, length: 13, file: file)]
        case "upca": return [try LinearBarcode.ean(barcode.value, length: 12, file: file)]
        case "ean8": return [try LinearBarcode.ean(barcode.value, length: 8, file: file)]
        case "code128": return [try LinearBarcode.code128(barcode.value, file: file)]
        case "code39": return [try LinearBarcode.code39(barcode.value, file: file)]
        case "qr":
            let code = try QRCode(barcode.value, file: file)
            return (0..<code.size).map { y in (0..<code.size).map { x in code[x, y] } }
        default:
            throw SynthError.recipe(file, "unknown barcode symbology '\(barcode.symbology)' (ean13, upca, ean8, code128, code39, qr)")
        }
    }
}
