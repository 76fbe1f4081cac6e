/// Escaping of text for XML 1.0 documents (run.xml, junit.xml).
///
/// Characters that XML 1.0 cannot carry at all — C0 control characters other than
/// tab, line feed and carriage return (U+0000–U+0008, U+000B, U+000C, U+000E–U+001F),
/// and the non-characters U+FFFE and U+FFFF — are replaced by U+FFFD REPLACEMENT
/// CHARACTER, so every document stays well-formed. (Lone surrogates cannot occur in a
/// Swift `String`.) All other characters, including C1 controls, are kept as they are.
public enum XMLEscaping {
    /// The character written in place of one that XML 1.0 forbids: U+FFFD.
    public static let replacement: Unicode.Scalar = "\u{FFFD}"

    /// Whether XML 1.0 allows `scalar` anywhere in a document.
    public static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: return true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    /// Escapes `string` for element content: `&`, `<` and `>` become entity references,
    /// a carriage return becomes `&#13;` (a parser would otherwise turn it into a line
    /// feed), and forbidden characters become U+FFFD.
    public static func text(_ string: String) -> String {
        escape(string, attribute: false)
    }

    /// Escapes `string` for an attribute value in double quotes: as `text(_:)`, and also
    /// `"` and `'`, and tab, line feed and carriage return as `&#9;`, `&#10;`, `&#13;`, so
    /// line breaks survive attribute-value normalization.
    public static func attribute(_ string: String) -> String {
        escape(string, attribute: true)
    }

    private static func escape(_ string: String, attribute: Bool) -> String {
        var needsWork = false
        for scalar in string.unicodeScalars {
            switch scalar {
            case "&", "<", ">", "\r": needsWork = true
            case "\"", "'", "\t", "\n": if attribute { needsWork = true }
            default: if !isAllowed(scalar) { needsWork = true }
            }
            if needsWork { break }
        }
        guard needsWork else { return string }
        var out = String.UnicodeScalarView()
        out.reserveCapacity(string.unicodeScalars.count + 16)
        func append(_ literal: String) { out.append(contentsOf: literal.unicodeScalars) }
        for scalar in string.unicodeScalars {
            switch scalar {
            case "&": append("&amp;")
            case "<": append("&lt;")
            case ">": append("&gt;")
            case "\r": append("&#13;")
            case "\"" where attribute: append("&quot;")
            case "'" where attribute: append("&apos;")
            case "\t" where attribute: append("&#9;")
            case "\n" where attribute: append("&#10;")
            default: out.append(isAllowed(scalar) ? scalar : replacement)
            }
        }
        return String(out)
    }
}
