/// JSON to write, its objects' keys in the order given, with fixed formatting (two-space
/// indent, `"key": value`, lists of scalars on one line), so a file people read and
/// commit (a sidecar) comes out byte-identical on every platform and Foundation version.
public indirect enum OrderedJSON: Sendable {
    case string(String)
    case number(Double)
    case integer(Int)
    case bool(Bool)
    case null
    case array([OrderedJSON])
    case object([(String, OrderedJSON)])
    /// An object written on one line, `{"name": "Lemon tart", "pages": [156, 157]}`
    /// (for short records such as index entries); its members must be scalars or
    /// arrays of scalars.
    case inlineObject([(String, OrderedJSON)])

    /// The text, its nested lines indented by `indent` levels more.
    public func rendered(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent + 1)
        let closing = String(repeating: "  ", count: indent)
        switch self {
        case .string(let s): return JSONText.quote(s)
        case .number(let d):
            if d == d.rounded(), abs(d) < 1e15 { return String(Int(d)) }
            return "\(d)"  // shortest round-trip form, e.g. 0.05
        case .integer(let i): return String(i)
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        case .array(let items):
            if items.isEmpty { return "[]" }
            if items.allSatisfy(\.isScalar) {
                return "[" + items.map { $0.rendered() }.joined(separator: ", ") + "]"
            }
            return "[\n" + items.map { pad + $0.rendered(indent: indent + 1) }.joined(separator: ",\n") + "\n\(closing)]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            return "{\n" + members.map { pad + JSONText.quote($0.0) + ": " + $0.1.rendered(indent: indent + 1) }
                .joined(separator: ",\n") + "\n\(closing)}"
        case .inlineObject(let members):
            return "{" + members.map { JSONText.quote($0.0) + ": " + $0.1.rendered() }.joined(separator: ", ") + "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object, .inlineObject: return false
        default: return true
        }
    }
}
