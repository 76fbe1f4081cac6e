/// Check-digit rules of the numeric symbologies: GS1's mod 10 (EAN-13, EAN-8, UPC-A,
/// ISBN-13) and ISBN-10's mod 11, and the conversion between the two ISBN forms.
public enum BarcodeCheckDigits {
    /// The GS1 check digit for `digits` (the number without its check digit): weights 3
    /// and 1 alternate from the rightmost digit, the check makes the sum a multiple of 10.
    public static func gs1Check(_ digits: some Collection<UInt8>) -> UInt8 {
        var sum = 0
        for (offset, digit) in digits.reversed().enumerated() {
            sum += Int(digit) * (offset % 2 == 0 ? 3 : 1)
        }
        return UInt8((10 - sum % 10) % 10)
    }

    /// Whether `value` is all digits and its last digit is the GS1 check of the others.
    public static func hasValidGS1Check(_ value: String) -> Bool {
        guard let digits = digits(of: value), digits.count >= 2 else { return false }
        return gs1Check(digits.dropLast()) == digits.last
    }

    /// The ISBN-10 check character for nine digits: sum of digit × (10, 9, ..., 2), the
    /// check makes it a multiple of 11; 10 is written X.
    public static func isbn10Check(_ nine: [UInt8]) -> Character {
        var sum = 0
        for (index, digit) in nine.enumerated() { sum += Int(digit) * (10 - index) }
        let check = (11 - sum % 11) % 11
        return check == 10 ? "X" : Character(String(check))
    }

    /// The ISBN-13 (978 prefix) of a valid ISBN-10 ("0140449132" or "0-14-044913-2");
    /// nil when it is not one.
    public static func isbn13(fromISBN10 text: String) -> String? {
        let compact = text.filter { $0 != "-" && $0 != " " }.uppercased()
        guard compact.count == 10, let nine = digits(of: String(compact.prefix(9))),
              isbn10Check(nine) == compact.last else { return nil }
        let twelve = [9, 7, 8] + nine
        return (twelve + [gs1Check(twelve)]).map(String.init).joined()
    }

    /// The digits of `text` (0...9 each); nil when anything else is in it.
    public static func digits(of text: String) -> [UInt8]? {
        var result: [UInt8] = []
        for byte in text.utf8 {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            result.append(byte - UInt8(ascii: "0"))
        }
        return result
    }
}
