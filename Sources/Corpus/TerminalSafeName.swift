/// A file name as messages show it: control characters as `\u{1B}`-style escapes,
/// so that an error about a hostile name is readable and harmless wherever it is shown.
enum TerminalSafeName {
    static func shown(_ name: String) -> String {
        var out = ""
        for scalar in name.unicodeScalars {
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
