/// What a sidecar's `barcode` field expects: a value (optionally of one symbology), or
/// no barcode at all (`"barcode": null`). Made only through `init(value:symbology:)`,
/// which checks the value against the symbology's rules.
public struct BarcodeExpectation: Sendable, Equatable, Hashable {
    /// The expected value as written in the sidecar; nil: no barcode may decode.
    public let value: String?
    /// The symbology it must have; nil: any.
    public let symbology: BarcodeSymbology?
    /// The value compared with what ZBar decodes: an ISBN as its 13 digits, a UPC-A as
    /// the EAN-13 with a leading zero, anything else as written.
    let canonical: String?

    /// Checks `value` against `symbology`'s rules: digits, length and check digit for
    /// EAN-13, EAN-8 and UPC-A; an ISBN-10 or ISBN-13 (hyphens and spaces allowed) for
    /// `isbn`; Code 39's character set; printable ASCII for Code 128; any text for QR.
    /// Throws a reason a person can act on ("check digit wrong: ... should end in 6").
    public init(value: String?, symbology: BarcodeSymbology?) throws(BarcodeRuleError) {
        self.value = value
        self.symbology = symbology
        guard let value else { canonical = nil; return }
        guard !value.isEmpty else { throw BarcodeRuleError("an empty value (write null for \"no barcode\")") }
        switch symbology {
        case .ean13: canonical = try Self.gs1(value, length: 13, name: "an EAN-13")
        case .ean8: canonical = try Self.gs1(value, length: 8, name: "an EAN-8")
        case .upca: canonical = "0" + (try Self.gs1(value, length: 12, name: "a UPC-A"))
        case .isbn: canonical = try Self.isbn(value)
        case .code39:
            let allowed = Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ -.$/+%")
            if let bad = value.first(where: { !allowed.contains($0) }) {
                throw BarcodeRuleError("'\(bad)' cannot be written in Code 39 (0-9, A-Z, space and - . $ / + %)")
            }
            canonical = value
        case .code128:
            if let bad = value.unicodeScalars.first(where: { $0.value < 32 || $0.value > 126 }) {
                throw BarcodeRuleError("U+\(String(bad.value, radix: 16, uppercase: true)) is not printable ASCII, "
                                       + "which is what Code 128 fields take")
            }
            canonical = value
        case .qr, nil:
            // Without a symbology, a 12-digit UPC-A value also matches its EAN-13 form.
            canonical = symbology == nil && value.count == 12 && BarcodeCheckDigits.hasValidGS1Check(value) ? "0" + value : value
        }
    }

    /// Whether `barcode` is the one expected (never, when no barcode is expected).
    public func matches(_ barcode: DecodedBarcode) -> Bool {
        guard let canonical else { return false }
        if let symbology {
            switch (symbology, barcode.symbology) {
            case (.ean13, "ean13"), (.isbn, "ean13"), (.upca, "ean13"): return barcode.value == canonical
            case (.ean13, "upca"), (.upca, "upca"): return "0" + barcode.value == canonical
            default: return barcode.symbology == symbology.decodedName && barcode.value == canonical
            }
        }
        return barcode.value == canonical || (barcode.symbology == "upca" && "0" + barcode.value == canonical)
            || barcode.value == value
    }

    /// "ISBN 9780140449136", "EAN-13 4006381333931", "'PKG-2024-00417'": how a reason
    /// names the expected barcode.
    public var described: String {
        guard let value else { return "no barcode" }
        switch symbology {
        case .isbn: return "ISBN \(canonical ?? value)"
        case .ean13, .ean8, .upca: return "\(symbology!.displayName) \(value)"
        case .code128, .code39, .qr: return "\(symbology!.displayName) \(FieldCheck.quoted(value))"
        case nil: return FieldCheck.quoted(value)
        }
    }

    private static func gs1(_ value: String, length: Int, name: String) throws(BarcodeRuleError) -> String {
        guard let digits = BarcodeCheckDigits.digits(of: value), digits.count == length else {
            throw BarcodeRuleError("'\(value)' is not \(name): that is \(length) digits, check digit included")
        }
        let check = BarcodeCheckDigits.gs1Check(digits.dropLast())
        guard check == digits.last else {
            throw BarcodeRuleError("check digit wrong: '\(value)' should end in \(check)")
        }
        return value
    }

    private static func isbn(_ value: String) throws(BarcodeRuleError) -> String {
        let compact = value.filter { $0 != "-" && $0 != " " }
        if compact.count == 10 {
            guard let nine = BarcodeCheckDigits.digits(of: String(compact.prefix(9))),
                  compact.last.map({ $0.isASCII && ($0.isNumber || $0 == "X" || $0 == "x") }) == true else {
                throw BarcodeRuleError("'\(value)' is not an ISBN-10 (nine digits and a digit or X)")
            }
            guard let thirteen = BarcodeCheckDigits.isbn13(fromISBN10: compact) else {
                throw BarcodeRuleError("check digit wrong: ISBN-10 '\(value)' should end in \(BarcodeCheckDigits.isbn10Check(nine))")
            }
            return thirteen
        }
        guard compact.count == 13, compact.hasPrefix("978") || compact.hasPrefix("979") else {
            throw BarcodeRuleError("'\(value)' is not an ISBN: ISBN-10 (10 characters) or ISBN-13 (13 digits from 978 or 979)")
        }
        return try gs1(compact, length: 13, name: "an ISBN-13")
    }
}

/// Why a barcode field's value breaks its symbology's rules.
public struct BarcodeRuleError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The reason, e.g. "check digit wrong: '9780140449137' should end in 6".
    public let description: String

    /// An error with this reason.
    public init(_ description: String) { self.description = description }
}
