import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// Check digits, the two ISBN forms and the barcode field's verdicts, against examples
/// worked by hand (the sums are in the comments).
@Suite struct BarcodeRulesAreChecked {
    func digits(_ text: String) -> [UInt8] { BarcodeCheckDigits.digits(of: text)! }

    @Test("GS1 check digits: EAN-13, EAN-8 and UPC-A")
    func gs1() {
        // 9·1+7·3+8·1+0·3+1·1+4·3+0·1+4·3+4·1+9·3+1·1+3·3 = 104 → (10 − 4) mod 10 = 6
        #expect(BarcodeCheckDigits.gs1Check(digits("978014044913")) == 6)
        // 9·3+6·1+3·3+8·1+5·3+0·1+7·3 = 86 → 4
        #expect(BarcodeCheckDigits.gs1Check(digits("9638507")) == 4)
        // 0·3+3·1+6·3+0·1+0·3+0·1+2·3+9·1+1·3+4·1+5·3 = 58 → 2
        #expect(BarcodeCheckDigits.gs1Check(digits("03600029145")) == 2)
        // 4·1+0·3+0·1+6·3+3·1+8·3+1·1+3·3+3·1+3·3+9·1+3·3 = 89 → 1
        #expect(BarcodeCheckDigits.gs1Check(digits("400638133393")) == 1)
        #expect(BarcodeCheckDigits.hasValidGS1Check("9780140449136"))
        #expect(!BarcodeCheckDigits.hasValidGS1Check("9780140449137"))
        #expect(!BarcodeCheckDigits.hasValidGS1Check("97801404491x6"))
    }

    @Test("ISBN-10 check digits, X for ten, and the ISBN-13 of an ISBN-10")
    func isbn() {
        // 0·10+1·9+4·8+0·7+4·6+4·5+9·4+1·3+3·2 = 130 = 11·11 + 9 → 11 − 9 = 2
        #expect(BarcodeCheckDigits.isbn10Check(digits("014044913")) == "2")
        // 0·10+8·9+0·8+4·7+4·6+2·5+9·4+5·3+7·2 = 199 = 11·18 + 1 → 10, written X
        #expect(BarcodeCheckDigits.isbn10Check(digits("080442957")) == "X")
        #expect(BarcodeCheckDigits.isbn13(fromISBN10: "0-14-044913-2") == "9780140449136")
        // 978080442957: 9+21+8+0+8+0+4+12+2+27+5+21 = 117 → 3
        #expect(BarcodeCheckDigits.isbn13(fromISBN10: "080442957x") == "9780804429573")
        #expect(BarcodeCheckDigits.isbn13(fromISBN10: "0140449135") == nil)
    }

    @Test("an ISBN field accepts either form of the same number, and only ISBNs")
    func isbnExpectation() throws {
        let ten = try BarcodeExpectation(value: "0-14-044913-2", symbology: .isbn)
        let thirteen = try BarcodeExpectation(value: "978-0-14-044913-6", symbology: .isbn)
        let decoded = DecodedBarcode(symbology: "ean13", value: "9780140449136", x: 0, y: 0, width: 1, height: 1)
        #expect(ten.matches(decoded) && thirteen.matches(decoded))
        #expect(!ten.matches(DecodedBarcode(symbology: "code128", value: "9780140449136", x: 0, y: 0, width: 1, height: 1)))
        #expect(throws: BarcodeRuleError.self) { try BarcodeExpectation(value: "4006381333931", symbology: .isbn) }
        #expect(throws: BarcodeRuleError.self) { try BarcodeExpectation(value: "0-14-044913-5", symbology: .isbn) }
    }

    @Test("a UPC-A is the EAN-13 with a leading zero, both ways")
    func upcAndEAN() throws {
        let upc = DecodedBarcode(symbology: "upca", value: "036000291452", x: 0, y: 0, width: 1, height: 1)
        let ean = DecodedBarcode(symbology: "ean13", value: "0036000291452", x: 0, y: 0, width: 1, height: 1)
        #expect(try BarcodeExpectation(value: "0036000291452", symbology: .ean13).matches(upc))
        #expect(try BarcodeExpectation(value: "036000291452", symbology: .upca).matches(ean))
        #expect(try BarcodeExpectation(value: "036000291452", symbology: nil).matches(ean))
        #expect(try !BarcodeExpectation(value: "036000291452", symbology: .upca).matches(
            DecodedBarcode(symbology: "ean13", value: "4006381333931", x: 0, y: 0, width: 1, height: 1)))
    }

    func verdict(_ expected: BarcodeExpectation, _ found: [DecodedBarcode]?) -> FieldResult {
        FieldCheck.evaluate(.barcode(name: "isbn", expected: expected), in: "any text", barcodes: found)
    }

    @Test("a barcode contradicting the printed ISBN fails, naming both numbers")
    func contradiction() throws {
        let result = verdict(try BarcodeExpectation(value: "978-0-14-044913-6", symbology: .isbn),
                             [DecodedBarcode(symbology: "ean13", value: "9780140449143", x: 0, y: 0, width: 1, height: 1)])
        #expect(!result.passed)
        #expect(result.reason == "found EAN-13 9780140449143 instead of ISBN 9780140449136")
    }

    @Test("reasons say what was found instead: nothing, a QR code, a wrong check digit")
    func reasons() throws {
        let ean = try BarcodeExpectation(value: "4006381333931", symbology: .ean13)
        #expect(verdict(ean, []).reason == "no barcode found, expected EAN-13 4006381333931")
        let qr = DecodedBarcode(symbology: "qr", value: "https://example.org/p/1", x: 0, y: 0, width: 1, height: 1)
        #expect(verdict(ean, [qr]).reason == "found QR 'https://example.org/p/1' instead of EAN-13 4006381333931")
        let bad = DecodedBarcode(symbology: "ean13", value: "4006381333932", x: 0, y: 0, width: 1, height: 1)
        #expect(verdict(ean, [bad]).reason == "found EAN-13 4006381333932: check digit wrong instead of EAN-13 4006381333931")
        let good = DecodedBarcode(symbology: "ean13", value: "4006381333931", x: 0, y: 0, width: 1, height: 1)
        #expect(verdict(ean, [qr, good]).passed)
        #expect(verdict(ean, [qr, good]).reason == "found EAN-13 4006381333931")
        #expect(!verdict(ean, nil).passed)
    }

    @Test("null: passes when nothing decodes, fails naming what did")
    func noBarcode() throws {
        let none = try BarcodeExpectation(value: nil, symbology: nil)
        #expect(verdict(none, []).passed)
        let found = verdict(none, [DecodedBarcode(symbology: "ean8", value: "96385074", x: 0, y: 0, width: 1, height: 1)])
        #expect(!found.passed && found.reason == "decoded EAN-8 96385074, expected no barcode")
        // With a symbology only that symbology counts.
        let noQR = try BarcodeExpectation(value: nil, symbology: .qr)
        #expect(verdict(noQR, [DecodedBarcode(symbology: "ean8", value: "96385074", x: 0, y: 0, width: 1, height: 1)]).passed)
    }
}
