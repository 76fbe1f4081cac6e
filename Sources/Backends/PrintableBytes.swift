import Foundation

/// The first bytes of something a peer wrote, quoted and printable, for messages such as
/// `answered outside the protocol: "oops\x01"`.
package enum PrintableBytes {
    package static func quote(_ data: Data, limit: Int = 80) -> String {
        var text = ""
        for byte in data.prefix(limit) {
            if byte >= 0x20 && byte < 0x7F { text.append(Character(UnicodeScalar(byte))) }
            else { text += String(format: "\\x%02X", byte) }
        }
        return "\"" + text + (data.count > limit ? "…" : "") + "\""
    }
}
