/// Text from outside (sample ids, file names, backend messages, recognized text) made
/// safe for a terminal: control characters are shown as `\u{1B}`-style escapes instead
/// of reaching the terminal, where ESC would start an escape sequence, BEL ring, a
/// carriage return overwrite the line, and bidirectional overrides reorder what follows.
/// Line breaks and tabs stay.
public enum TerminalText {
    /// `text` with every C0 control but line feed and tab, DEL, every C1 control and the
    /// bidirectional embedding, override and isolate characters escaped.
    public static func safe(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// One value from outside (a file name, a reference, a message quoting the dataset)
    /// inside a line: as `safe`, and line feeds and tabs escaped too, so that it cannot
    /// start a line of its own; past `limit` characters (Unicode scalars) cut, with a
    /// note saying how many more it held.
    public static func value(_ text: String, limit: Int = 1_000) -> String {
        var out = String.UnicodeScalarView()
        var taken = 0
        for scalar in text.unicodeScalars {
            if taken == limit { break }
            taken += 1
            if needsEscape(scalar) || scalar == "\n" || scalar == "\t" {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        guard taken == limit else { return String(out) }
        let more = text.unicodeScalars.count - limit
        return more == 0 ? String(out) : String(out) + "… (cut: \(more) more character\(more == 1 ? "" : "s"))"
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: return false
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
