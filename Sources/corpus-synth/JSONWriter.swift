/// A tiny JSON writer with fixed key order and fixed formatting (two-space indent,
/// `"key": value`, trailing newline), so sidecars are byte-identical on every
/// platform and Foundation version.
indirect enum JSONValue {
    case string(String)
    case number(Double)
    case integer(Int)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])
    /// An object written on one line, `{"name": "Lemon tart", "pages": [156, 157]}`
    /// (for short records such as index entries); its members must be scalars or
    /// arrays of scalars.
    case inlineObject([(String, JSONValue)])

    func rendered(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent + 1)
        let closing = String(repeating: "  ", count: indent)
        switch self {
        case .string(let s): return Self.quote(s)
        case .number(let d):
            if d == d.rounded(), abs(d) < 1e15 { return String(Int(d)) }
            return "\(d)"  // shortest round-trip form, e.g. 0.05
        case .integer(let i): return String(i)
        case .null: return "null"
        case .array(let items):
            if items.isEmpty { return "[]" }
            if items.allSatisfy(\.isScalar) {
                return "[" + items.map { $0.rendered() }.joined(separator: ", ") + "]"
            }
            return "[\n" + items.map { pad + $0.rendered(indent: indent + 1) }.joined(separator: ",\n") + "\n\(closing)]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            return "{\n" + members.map { pad + Self.quote($0.0) + ": " + $0.1.rendered(indent: indent + 1) }
                .joined(separator: ",\n") + "\n\(closing)}"
        case .inlineObject(let members):
            return "{" + members.map { Self.quote($0.0) + ": " + $0.1.rendered() }.joined(separator: ", ") + "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object, .inlineObject: return false
        default: return true
        }
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
