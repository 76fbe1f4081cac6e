/// JSON text for setting values as reports record them (`["eng"]`, `"apply"`, `true`).
public enum JSONText {
    /// `text` as a JSON string literal.
    public static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// `text` as a JSON string literal appended to `out` as UTF-8: quote, backslash and
    /// the control characters escaped (`\n`, `\r`, `\t`, else `\u00XX`), with
    /// `escapingLessThan` also `<` (`\u003c`, so that the literal can never end or confuse
    /// an HTML script block it sits in); every other byte as it is.
    public static func appendQuoted(_ text: String, to out: inout [UInt8], escapingLessThan: Bool = false) {
        out.reserveCapacity(out.count + text.utf8.count + 2)
        out.append(UInt8(ascii: "\""))
        let backslash = UInt8(ascii: "\\")
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), backslash: out.append(backslash); out.append(byte)
            case 0x0A: out.append(backslash); out.append(UInt8(ascii: "n"))
            case 0x0D: out.append(backslash); out.append(UInt8(ascii: "r"))
            case 0x09: out.append(backslash); out.append(UInt8(ascii: "t"))
            case UInt8(ascii: "<") where escapingLessThan: out.append(contentsOf: lessThanEscape)
            case 0..<0x20:
                out.append(contentsOf: controlEscape)
                out.append(hexDigits[Int(byte >> 4)])
                out.append(hexDigits[Int(byte & 0xF)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
    private static let lessThanEscape = Array("\\u003c".utf8), controlEscape = Array("\\u00".utf8)

    /// A list of strings as a JSON array, e.g. `["eng", "deu"]`.
    public static func strings(_ values: [String]) -> String {
        "[" + values.map(quote).joined(separator: ", ") + "]"
    }

    /// `true` or `false`.
    public static func bool(_ value: Bool) -> String { value ? "true" : "false" }

    /// A number as Swift prints a Double (`0.03`, `300.0`), or `null`.
    public static func number(_ value: Double?) -> String { value.map { "\($0)" } ?? "null" }
}
