import CZBar
import Scoring

/// Reads the barcodes on an image with ZBar (1D symbologies and QR), on the pixels it is
/// given: the upright, cropped image the recognizer saw.
public enum BarcodeScanner {
    /// Every barcode ZBar decodes on `image`, in ZBar's order; empty when none (or when
    /// the pixels cannot be converted to grey).
    public static func scan(_ image: LeptonicaImage) -> [DecodedBarcode] {
        guard let gray = image.grayBytes() else { return [] }
        return scan(gray: gray, width: image.width, height: image.height)
    }

    /// Every barcode ZBar decodes on an 8-bit grey raster (`width` × `height` bytes).
    public static func scan(gray: [UInt8], width: Int, height: Int) -> [DecodedBarcode] {
        guard width > 0, height > 0, gray.count == width * height,
              width <= Int(UInt32.max), height <= Int(UInt32.max),
              let scanner = ZBarScanner(binary: true) else { return [] }
        // QR payloads as their bytes: UTF-8 when they are valid UTF-8 (ZBar's own guess
        // turns UTF-8 without an ECI header into Shift-JIS mojibake); otherwise the text
        // ZBar's character-set guess gives (a second scan, only then).
        var found = scanner.scan(gray, width: width, height: height)
        let undecided = found.indices.filter { found[$0].value.isEmpty && found[$0].symbology == "qr" && found[$0].bytes != nil }
        guard !undecided.isEmpty else { return found.map { $0.barcode } }
        let guessed = ZBarScanner(binary: false)?.scan(gray, width: width, height: height) ?? []
        for index in undecided {
            if guessed.count == found.count, guessed[index].symbology == "qr" {
                found[index].value = guessed[index].value
            } else {
                found[index].value = String(decoding: found[index].bytes ?? [], as: UTF8.self)
            }
        }
        return found.map { $0.barcode }
    }
}

/// One symbol as scanned: its barcode, and for QR in binary mode its raw bytes (then the
/// value is empty until decided).
private struct ScannedSymbol {
    var symbology: String
    var value: String
    var bytes: [UInt8]?
    var box: (x: Int, y: Int, width: Int, height: Int)

    var barcode: DecodedBarcode {
        DecodedBarcode(symbology: symbology, value: value, x: box.x, y: box.y, width: box.width, height: box.height)
    }
}

/// Owns one ZBar image scanner (and, during a scan, one ZBar image); frees them on deinit.
private final class ZBarScanner {
    private let scanner: OpaquePointer

    private let binary: Bool

    /// With `binary`, QR payloads come as their bytes, not converted by ZBar's guess.
    init?(binary: Bool) {
        guard let scanner = zbar_image_scanner_create() else { return nil }
        self.scanner = scanner
        self.binary = binary
        // UPC-A reported as itself rather than as an EAN-13 with a leading zero.
        zbar_image_scanner_set_config(scanner, ZBAR_UPCA, ZBAR_CFG_ENABLE, 1)
        if binary { zbar_image_scanner_set_config(scanner, ZBAR_QRCODE, ZBAR_CFG_BINARY, 1) }
    }

    deinit { zbar_image_scanner_destroy(scanner) }

    func scan(_ gray: [UInt8], width: Int, height: Int) -> [ScannedSymbol] {
        guard let image = zbar_image_create() else { return [] }
        defer { zbar_image_destroy(image) }
        // 'Y800': 8-bit grey, one byte per pixel.
        let y800 = UInt(UInt8(ascii: "Y")) | UInt(UInt8(ascii: "8")) << 8 | UInt(UInt8(ascii: "0")) << 16
            | UInt(UInt8(ascii: "0")) << 24
        zbar_image_set_format(image, y800)
        zbar_image_set_size(image, UInt32(width), UInt32(height))
        return gray.withUnsafeBytes { raw -> [ScannedSymbol] in
            // No clean-up handler: ZBar borrows the bytes for the scan and never frees them.
            zbar_image_set_data(image, raw.baseAddress, UInt(raw.count), nil)
            defer { zbar_image_set_data(image, nil, 0, nil) }
            guard zbar_scan_image(scanner, image) > 0 else { return [] }
            var found: [ScannedSymbol] = []
            var symbol = zbar_image_first_symbol(image)
            while let current = symbol {
                found.append(symbolFound(current))
                symbol = zbar_symbol_next(current)
            }
            return found
        }
    }

    private func symbolFound(_ symbol: OpaquePointer) -> ScannedSymbol {
        let type = zbar_symbol_get_type(symbol)
        let length = Int(zbar_symbol_get_data_length(symbol))
        var bytes: [UInt8] = []
        if let data = zbar_symbol_get_data(symbol) {
            bytes = data.withMemoryRebound(to: UInt8.self, capacity: length) { Array(UnsafeBufferPointer(start: $0, count: length)) }
        }
        let rawQR = binary && type == ZBAR_QRCODE
        // Raw QR bytes: UTF-8 when valid, else decided by the caller.
        let value = rawQR ? (String(validating: bytes, as: UTF8.self) ?? "") : String(decoding: bytes, as: UTF8.self)
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for index in 0..<zbar_symbol_get_loc_size(symbol) {
            let x = Int(zbar_symbol_get_loc_x(symbol, index)), y = Int(zbar_symbol_get_loc_y(symbol, index))
            minX = min(minX, x); maxX = max(maxX, x)
            minY = min(minY, y); maxY = max(maxY, y)
        }
        if minX > maxX { minX = 0; maxX = 0; minY = 0; maxY = 0 }
        return ScannedSymbol(symbology: Self.name(type), value: value,
                             bytes: rawQR && value.isEmpty && !bytes.isEmpty ? bytes : nil,
                             box: (minX, minY, maxX - minX + 1, maxY - minY + 1))
    }

    private static func name(_ type: zbar_symbol_type_t) -> String {
        switch type {
        case ZBAR_EAN13, ZBAR_ISBN13: return "ean13"
        case ZBAR_EAN8: return "ean8"
        case ZBAR_UPCA: return "upca"
        case ZBAR_UPCE: return "upce"
        case ZBAR_CODE128: return "code128"
        case ZBAR_CODE39: return "code39"
        case ZBAR_QRCODE: return "qr"
        default:
            guard let name = zbar_get_symbol_name(type) else { return "unknown" }
            return String(cString: name).lowercased().filter { $0 != "-" }
        }
    }
}
