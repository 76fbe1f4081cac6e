/// Escaping of text for HTML (report.html).
///
/// `&`, `<`, `>`, `"` and `'` become character references, so the result is safe both
/// as element content and inside a double- or single-quoted attribute value. Control
/// characters that HTML treats as parse errors (C0 controls other than tab, line feed,
/// form feed and carriage return; DEL; C1 controls) and the non-characters U+FFFE and
/// U+FFFF are replaced by U+FFFD REPLACEMENT CHARACTER.
///
/// Works on UTF-8 bytes: text with nothing to escape (most of it) is returned as it is.
public enum HTMLEscaping {
    /// Escapes `string` for HTML element content or a quoted attribute value.
    public static func escape(_ string: String) -> String {
        var string = string
        return string.withUTF8 { bytes in
            guard bytes.contains(where: needsWork) else { return nil }
            var out = [UInt8]()
            out.reserveCapacity(bytes.count + 32)
            let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "&"): out += Array("&amp;".utf8)
                case UInt8(ascii: "<"): out += Array("&lt;".utf8)
                case UInt8(ascii: ">"): out += Array("&gt;".utf8)
                case UInt8(ascii: "\""): out += Array("&quot;".utf8)
                case UInt8(ascii: "'"): out += Array("&#39;".utf8)
                case 0x09, 0x0A, 0x0C, 0x0D: out.append(byte)
                case 0x00...0x1F, 0x7F: out += replacement
                case 0xC2 where index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]):
                    out += replacement  // C1 control
                    index += 1
                case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBF && (bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF):
                    out += replacement  // U+FFFE, U+FFFF
                    index += 2
                default: out.append(byte)
                }
                index += 1
            }
            return String(decoding: out, as: UTF8.self)
        } ?? string
    }

    /// Whether a UTF-8 byte may start something `escape` changes.
    private static func needsWork(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): return true
        case 0x09, 0x0A, 0x0C, 0x0D: return false
        case 0x00...0x1F, 0x7F, 0xC2, 0xEF: return true
        default: return false
        }
    }
}
