/// How much of the difference between ground truth and OCR output is forgiven before
/// texts are compared. Both sides of a comparison go through the same profile.
public enum NormalizationProfile: String, Sendable, CaseIterable {
    /// NFC, CRLF and CR turned into LF, and a leading byte-order mark removed (so a lone
    /// BOM is empty). Nothing else changes.
    case exact
    /// `exact`, and on each line: trailing spaces and tabs trimmed, runs of spaces and
    /// tabs collapsed to one space; blank lines (also those made only of spaces and tabs)
    /// dropped, so no leading, trailing or doubled line breaks remain.
    case `default`
    /// `default`, plus NFKC, full Unicode case folding, and typographic quotes
    /// (‘ ’ ‚ ‛ ‹ › to `'`; “ ” „ ‟ « » to `"`), dashes (‐ ‑ ‒ – — ― to `-`) and the
    /// ellipsis (… to `...`) unified to ASCII.
    case lenient

    /// `text` normalized by this profile.
    public func normalize(_ text: String) -> String {
        let exact = ICUText.normalize(Self.unifyLineBreaks(text), form: .nfc)
        switch self {
        case .exact:
            return exact
        case .default:
            return Self.tidyLines(exact)
        case .lenient:
            let compatible = ICUText.normalize(exact, form: .nfkc)
            let folded = ICUText.normalize(ICUText.foldCase(compatible), form: .nfc)
            return Self.tidyLines(Self.unifyTypography(folded))
        }
    }

    /// Drops a leading BOM and turns CRLF and lone CR into LF (at the scalar level, as
    /// Swift treats "\r\n" as one Character).
    static func unifyLineBreaks(_ text: String) -> String {
        // Nothing to do without a CR or a leading BOM (EF BB BF).
        var clean = true
        for byte in text.utf8 where byte == 0x0D { clean = false; break }
        if clean && !text.utf8.starts(with: [0xEF, 0xBB, 0xBF]) { return text }
        var scalars = Substring(text).unicodeScalars
        if scalars.first == "\u{FEFF}" { scalars = scalars.dropFirst() }
        if !scalars.contains("\r") { return String(scalars) }
        var result = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in scalars {
            if scalar == "\r" {
                result.append("\n")
                previousWasCR = true
                continue
            }
            if scalar == "\n" && previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = false
            result.append(scalar)
        }
        return String(result)
    }

    /// The `default` line rules: trailing blanks trimmed, runs of blanks collapsed to one
    /// space, blank lines dropped. (A blank here is a space or a tab.)
    static func tidyLines(_ text: String) -> String {
        // Only spaces, tabs and line feeds matter, all ASCII, so UTF-8 bytes are worked on
        // directly; a text already tidy is returned as it is.
        let bytes = Array(text.utf8)
        if isTidy(bytes) { return text }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var lineStart = 0
        var pendingBlank = false
        for byte in bytes {
            switch byte {
            case 0x20, 0x09:
                pendingBlank = true
            case 0x0A:
                // End of line: trailing blanks dropped; an empty line leaves nothing.
                pendingBlank = false
                if result.count > lineStart { result.append(0x0A); lineStart = result.count }
            default:
                if pendingBlank { result.append(0x20) }
                pendingBlank = false
                result.append(byte)
            }
        }
        if result.last == 0x0A { result.removeLast() }
        return String(decoding: result, as: UTF8.self)
    }

    /// No tab, no blank before a blank, a line break or the end, no empty line, and no
    /// line break at either end.
    private static func isTidy(_ bytes: [UInt8]) -> Bool {
        var previous: UInt8 = 0x0A
        for byte in bytes {
            switch byte {
            case 0x09: return false
            case 0x20: if previous == 0x20 { return false }
            case 0x0A: if previous == 0x20 || previous == 0x0A { return false }
            default: break
            }
            previous = byte
        }
        return previous != 0x20 && previous != 0x0A || bytes.isEmpty
    }

    /// The `lenient` typography rules: quotes, dashes and the ellipsis to ASCII.
    static func unifyTypography(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\u{2018}", "\u{2019}", "\u{201A}", "\u{201B}", "\u{2039}", "\u{203A}":
                result.append("'")
            case "\u{201C}", "\u{201D}", "\u{201E}", "\u{201F}", "\u{00AB}", "\u{00BB}":
                result.append("\"")
            case "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", "\u{2014}", "\u{2015}":
                result.append("-")
            case "\u{2026}":
                result.append(contentsOf: "...".unicodeScalars)
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }
}
