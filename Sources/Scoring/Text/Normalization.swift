/// How much of the difference between ground truth and OCR output is forgiven before
/// texts are compared. Both sides of a comparison go through the same profile.
public enum NormalizationProfile: String, Sendable, CaseIterable {
    /// NFC; CRLF, CR, NEL (U+0085), LINE SEPARATOR (U+2028) and PARAGRAPH SEPARATOR
    /// (U+2029) turned into LF; a leading byte-order mark removed (so a lone BOM is
    /// empty); one final line terminator dropped (it ends the file's last line, it is not
    /// a character of the text). Nothing else changes.
    case exact
    /// `exact`, and on each line: leading and trailing white space trimmed (spaces, tabs
    /// and the other Unicode white space, such as NO-BREAK SPACE), runs of spaces and
    /// tabs collapsed to one space; blank lines (also those made only of white space)
    /// dropped, so no leading, trailing or doubled line breaks remain.
    case `default`
    /// `default`, plus NFKC, full Unicode case folding, and typographic quotes
    /// (‘ ’ ‚ ‛ ‹ › to `'`; “ ” „ ‟ « » to `"`), dashes (‐ ‑ ‒ – — ― to `-`) and the
    /// ellipsis (… to `...`) unified to ASCII.
    case lenient

    /// dinglehopper 0.11's own reading of plain text and its substitutions (MUFI
    /// ligatures, ’ to ', — to –, …), so that its CER and WER reproduce to 1e-6: blank
    /// lines count, a leading byte-order mark counts, U+2028 is a character. See
    /// `DinglehopperNormalization`. A PAGE-XML or ALTO document's text is taken as written,
    /// as dinglehopper takes it (`normalize(_:source:)`, `TextSource`).
    case dinglehopper

    /// `text` normalized by this profile.
    public func normalize(_ text: String) -> String {
        if self == .dinglehopper { return DinglehopperNormalization.normalize(text) }
        let exact = Self.droppingFinalLineBreak(ICUText.normalize(Self.unifyLineBreaks(text), form: .nfc))
        switch self {
        case .exact, .dinglehopper:
            return exact
        case .default:
            return Self.tidyLines(exact)
        case .lenient:
            let compatible = ICUText.normalize(exact, form: .nfkc)
            let folded = ICUText.normalize(ICUText.foldCase(compatible), form: .nfc)
            return Self.tidyLines(Self.unifyTypography(folded))
        }
    }

    /// Drops a leading BOM and turns CRLF, lone CR, NEL, LINE SEPARATOR and PARAGRAPH
    /// SEPARATOR into LF (at the scalar level, as Swift treats "\r\n" as one Character).
    static func unifyLineBreaks(_ text: String) -> String {
        // Nothing to do without a CR, a NEL (C2 85), an LS or PS (E2 80 A8/A9) or a leading
        // BOM (EF BB BF).
        var clean = true
        var previous: UInt8 = 0, beforePrevious: UInt8 = 0
        for byte in text.utf8 {
            if byte == 0x0D || (previous == 0xC2 && byte == 0x85)
                || (beforePrevious == 0xE2 && previous == 0x80 && (byte == 0xA8 || byte == 0xA9)) {
                clean = false
                break
            }
            beforePrevious = previous
            previous = byte
        }
        if clean && !text.utf8.starts(with: [0xEF, 0xBB, 0xBF]) { return text }
        var scalars = Substring(text).unicodeScalars
        if scalars.first == "\u{FEFF}" { scalars = scalars.dropFirst() }
        var result = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in scalars {
            switch scalar {
            case "\r":
                result.append("\n")
                previousWasCR = true
                continue
            case "\n" where previousWasCR:
                previousWasCR = false
                continue
            case "\u{0085}", "\u{2028}", "\u{2029}":
                result.append("\n")
            default:
                result.append(scalar)
            }
            previousWasCR = false
        }
        return String(result)
    }

    /// `text` without one final line feed: a text file's last line ends with one, which is
    /// not a character of the text.
    static func droppingFinalLineBreak(_ text: String) -> String {
        guard text.utf8.last == 0x0A else { return text }
        return String(text.utf8.dropLast())!
    }

    /// The `default` line rules: leading and trailing white space of every line trimmed,
    /// runs of spaces and tabs inside a line collapsed to one space, blank lines dropped.
    static func tidyLines(_ text: String) -> String {
        // Worked on the UTF-8 bytes; a text already tidy is returned as it is.
        let bytes = Array(text.utf8)
        if isTidy(bytes) { return text }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var lineStart = 0
        // White space seen since the last other character of the line: its bytes, and
        // whether it held anything but spaces and tabs (then it is kept as it was).
        var pending: [UInt8] = []
        var pendingIsPlain = true
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                // End of line: trailing white space dropped; an empty line leaves nothing.
                pending.removeAll(keepingCapacity: true)
                pendingIsPlain = true
                if result.count > lineStart { result.append(0x0A); lineStart = result.count }
                index += 1
                continue
            }
            let space = whiteSpaceLength(bytes, index)
            if space > 0 {
                pending.append(contentsOf: bytes[index..<(index + space)])
                if space > 1 || (byte != 0x20 && byte != 0x09) { pendingIsPlain = false }
                index += space
                continue
            }
            if !pending.isEmpty && result.count > lineStart {   // leading white space is dropped
                if pendingIsPlain { result.append(0x20) } else { result.append(contentsOf: pending) }
            }
            pending.removeAll(keepingCapacity: true)
            pendingIsPlain = true
            result.append(byte)
            index += 1
        }
        if result.last == 0x0A { result.removeLast() }
        return String(decoding: result, as: UTF8.self)
    }

    /// The length in bytes of the white-space scalar at `index` (0: none): space, tab,
    /// vertical tab, form feed, and the Unicode space separators (NO-BREAK SPACE, OGHAM
    /// SPACE MARK, EN QUAD … HAIR SPACE, NARROW NO-BREAK SPACE, MEDIUM MATHEMATICAL SPACE,
    /// IDEOGRAPHIC SPACE). Line breaks are LF by now.
    static func whiteSpaceLength(_ bytes: [UInt8], _ index: Int) -> Int {
        let byte = bytes[index]
        switch byte {
        case 0x20, 0x09, 0x0B, 0x0C: return 1
        case 0xC2: return index + 1 < bytes.count && bytes[index + 1] == 0xA0 ? 2 : 0
        case 0xE1: return index + 2 < bytes.count && bytes[index + 1] == 0x9A && bytes[index + 2] == 0x80 ? 3 : 0
        case 0xE2:
            guard index + 2 < bytes.count else { return 0 }
            let second = bytes[index + 1], third = bytes[index + 2]
            if second == 0x80 && ((0x80...0x8A).contains(third) || third == 0xAF) { return 3 }
            return second == 0x81 && third == 0x9F ? 3 : 0
        case 0xE3: return index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] == 0x80 ? 3 : 0
        default: return 0
        }
    }

    /// No white space at a line's start or end, no tab or other white space than single
    /// spaces inside lines, no empty line, and no line break at either end.
    private static func isTidy(_ bytes: [UInt8]) -> Bool {
        var previous: UInt8 = 0x0A
        for (index, byte) in bytes.enumerated() {
            switch byte {
            case 0x09, 0x0B, 0x0C: return false
            case 0x20: if previous == 0x20 || previous == 0x0A { return false }
            case 0x0A: if previous == 0x20 || previous == 0x0A { return false }
            case 0xC2, 0xE1, 0xE2, 0xE3: if whiteSpaceLength(bytes, index) > 0 { return false }
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
