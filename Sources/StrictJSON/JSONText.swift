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

    /// A list of strings as a JSON array, e.g. `["eng", "deu"]`.
    public static func strings(_ values: [String]) -> String {
        "[" + values.map(quote).joined(separator: ", ") + "]"
    }

    /// `true` or `false`.
    public static func bool(_ value: Bool) -> String { value ? "true" : "false" }

    /// A number as Swift prints a Double (`0.03`, `300.0`), or `null`.
    public static func number(_ value: Double?) -> String { value.map { "\($0)" } ?? "null" }
}
