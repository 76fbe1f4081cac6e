/// dinglehopper 0.11's reading of a plain-text file (`dinglehopper GT.txt OCR.txt
/// --plain-encoding utf-8`), so that its published CER and WER reproduce here:
///
/// 1. Lines end at CRLF, CR or LF only (U+2028, U+2029, NEL, VT and FF are characters);
///    a final line break does not start another line; an empty file has no lines.
/// 2. Each line loses the white space at both ends that Python's `str.strip()` removes
///    (Unicode White_Space plus U+001C–U+001F), scalar by scalar.
/// 3. Each line is put in NFC, then MUFI ligatures and a few equivalent spellings are
///    replaced (see `ligatures` and `equivalences`), in dinglehopper's order; no NFC after.
/// 4. Lines are joined with LF: an empty line stays (one character), nothing is appended.
///
/// A leading byte-order mark is kept (dinglehopper keeps it with `--plain-encoding`).
/// Nothing is case-folded. See ci/reference/compute-dinglehopper-figures.py, which made
/// the expected figures the tests compare with.
enum DinglehopperNormalization {
    static func normalize(_ text: String) -> String {
        var lines: [[Unicode.Scalar]] = [[]]
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\r":
                lines.append([])
                previousWasCR = true
                continue
            case "\n":
                if !previousWasCR { lines.append([]) }
            default:
                lines[lines.count - 1].append(scalar)
            }
            previousWasCR = false
        }
        // The piece after the last line break is a line only when it holds something.
        if lines.last?.isEmpty == true { lines.removeLast() }
        var result = String.UnicodeScalarView()
        for (number, line) in lines.enumerated() {
            if number > 0 { result.append("\n") }
            result.append(contentsOf: normalizeLine(stripped(line)).unicodeScalars)
        }
        return String(result)
    }

    /// A PAGE-XML or ALTO document's text as dinglehopper 0.11 normalizes it
    /// (`normalize_sbb` on each line or region text, joined by line feeds): NFC, then the
    /// ligatures and equivalences, as on a plain-text line, but nothing stripped, no
    /// line split at CR, an empty or final empty line kept. (The whole text at once is
    /// each piece on its own: no replaced spelling holds a line feed, and NFC composes
    /// nothing across one.)
    static func normalizeAsWritten(_ text: String) -> String {
        normalizeLine(Array(text.unicodeScalars)[...])
    }

    /// `line` without Python's white space at either end.
    static func stripped(_ line: [Unicode.Scalar]) -> ArraySlice<Unicode.Scalar> {
        var slice = line[...]
        while let first = slice.first, isPythonSpace(first) { slice = slice.dropFirst() }
        while let last = slice.last, isPythonSpace(last) { slice = slice.dropLast() }
        return slice
    }

    /// Python's `str.isspace()`: U+0009–000D, U+001C–001F, U+0020, U+0085, U+00A0,
    /// U+1680, U+2000–200A, U+2028, U+2029, U+202F, U+205F, U+3000.
    static func isPythonSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x1C...0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
            return true
        default:
            return false
        }
    }

    /// NFC, then the ligatures, then the equivalences, each replaced everywhere in the
    /// line, left to right, one pair after another.
    static func normalizeLine(_ line: ArraySlice<Unicode.Scalar>) -> String {
        var scalars = Array(ICUText.normalize(String(String.UnicodeScalarView(line)), form: .nfc).unicodeScalars)
        guard scalars.contains(where: mayBeReplaced) else { return String(String.UnicodeScalarView(scalars)) }
        for (from, to) in ligatures + equivalences { replace(from, with: to, in: &scalars) }
        return String(String.UnicodeScalarView(scalars))
    }

    /// A scalar that starts or ends one of the replaced spellings (a quick test that
    /// spares most lines the 32 passes).
    static func mayBeReplaced(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xE000...0xF8FF, 0xFB00...0xFB06, 0x0133, 0x003D, 0x2014, 0x2019, 0x2E17, 0x0364: return true
        default: return false
        }
    }

    /// Every non-overlapping `from` in `scalars`, left to right, replaced by `to`.
    static func replace(_ from: [Unicode.Scalar], with to: [Unicode.Scalar], in scalars: inout [Unicode.Scalar]) {
        guard let first = from.first, scalars.contains(first) else { return }
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(scalars.count + 4)
        var index = 0
        while index < scalars.count {
            if scalars[index] == first, index + from.count <= scalars.count,
               scalars[index..<(index + from.count)].elementsEqual(from) {
                result.append(contentsOf: to)
                index += from.count
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        scalars = result
    }

    private static func pair(_ from: [UInt32], _ to: [UInt32]) -> ([Unicode.Scalar], [Unicode.Scalar]) {
        (from.map { Unicode.Scalar($0)! }, to.map { Unicode.Scalar($0)! })
    }

    /// dinglehopper's ligature table (MUFI private-use ligatures and Unicode's
    /// presentation forms), in its order.
    static let ligatures: [([Unicode.Scalar], [Unicode.Scalar])] = [
        pair([0xEBA6], [0x017F, 0x017F]), pair([0xEBA7], [0x017F, 0x017F, 0x69]), pair([0xF502], [0x63, 0x68]),
        pair([0xEEC4], [0x63, 0x6B]), pair([0xF4F9], [0x6C, 0x6C]), pair([0xEBA2], [0x017F, 0x69]),
        pair([0xEADA], [0x017F, 0x74]), pair([0xFB01], [0x66, 0x69]), pair([0xFB00], [0x66, 0x66]),
        pair([0xFB02], [0x66, 0x6C]), pair([0xFB03], [0x66, 0x66, 0x69]), pair([0xEEC5], [0x63, 0x74]),
        pair([0xEEDC], [0x74, 0x7A]), pair([0xF532], [0x61, 0x73]), pair([0xF533], [0x69, 0x73]),
        pair([0xF534], [0x75, 0x73]), pair([0xF535], [0x51, 0x75]), pair([0x0133], [0x69, 0x6A]),
        pair([0xE8BF], [0x71, 0x26]), pair([0xEBA5], [0x017F, 0x70]), pair([0xFB06], [0x73, 0x74]),
    ]

    /// dinglehopper's equivalent spellings, applied after the ligatures, in its order.
    static let equivalences: [([Unicode.Scalar], [Unicode.Scalar])] = [
        pair([0xE72B], [0x00FC]), pair([0xE42C], [0x00E4]), pair([0x3D, 0x3D], [0x2013]), pair([0x2014], [0x2013]),
        pair([0xE644], [0x00F6]), pair([0x2019], [0x27]), pair([0x2E17], [0x2D]), pair([0x61, 0x0364], [0x00E4]),
        pair([0x6F, 0x0364], [0x00F6]), pair([0x75, 0x0364], [0x00FC]), pair([0xF50E], [0x71, 0x0301]),
    ]
}
