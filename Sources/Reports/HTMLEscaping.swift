/// Escaping of text for HTML (report.html).
///
/// `&`, `<`, `>`, `"` and `'` become character references, so the result is safe both
/// as element content and inside a double- or single-quoted attribute value. Control
/// characters that HTML treats as parse errors (C0 controls other than tab, line feed,
/// form feed and carriage return; DEL; C1 controls) and the non-characters U+FFFE and
/// U+FFFF are replaced by U+FFFD REPLACEMENT CHARACTER.
public enum HTMLEscaping {
    /// Escapes `string` for HTML element content or a quoted attribute value.
    public static func escape(_ string: String) -> String {
        var out = String.UnicodeScalarView()
        out.reserveCapacity(string.unicodeScalars.count + 16)
        func append(_ literal: String) { out.append(contentsOf: literal.unicodeScalars) }
        for scalar in string.unicodeScalars {
            switch scalar {
            case "&": append("&amp;")
            case "<": append("&lt;")
            case ">": append("&gt;")
            case "\"": append("&quot;")
            case "'": append("&#39;")
            default: out.append(isAllowed(scalar) ? scalar : XMLEscaping.replacement)
            }
        }
        return String(out)
    }

    /// Whether `scalar` may appear in an HTML document as it is.
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xC, 0xD: return true
        case 0x0...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF: return false
        default: return true
        }
    }
}
