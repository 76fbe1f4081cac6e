/// The Word_Break property of UAX #29, which decides where words end. Values come from
/// ICU's character database; characters of the Basic Multilingual Plane are looked up
/// once in a table.
enum WordBreak: UInt8, Sendable {
    case other, aLetter, format, katakana, midLetter, midNum, numeric, extendNumLet, cr, extend, lf, midNumLet
    case newline, regionalIndicator, hebrewLetter, singleQuote, doubleQuote, zwj, wSegSpace

    /// The property of `scalar`.
    @inline(__always)
    static func of(_ scalar: UInt32) -> WordBreak {
        scalar < 0x1_0000 ? basicPlane[Int(scalar)] : fromICU(scalar)
    }

    /// Every BMP character's property, made once.
    private static let basicPlane: [WordBreak] = (0..<0x1_0000).map { fromICU(UInt32($0)) }

    /// ICU's UWordBreakValues numbers mapped to the cases (E_Base and its kin, no longer
    /// assigned to any character, read as Other).
    private static func fromICU(_ scalar: UInt32) -> WordBreak {
        switch ICUText.wordBreak(scalar) {
        case 1: return .aLetter
        case 2: return .format
        case 3: return .katakana
        case 4: return .midLetter
        case 5: return .midNum
        case 6: return .numeric
        case 7: return .extendNumLet
        case 8: return .cr
        case 9: return .extend
        case 10: return .lf
        case 11: return .midNumLet
        case 12: return .newline
        case 13: return .regionalIndicator
        case 14: return .hebrewLetter
        case 15: return .singleQuote
        case 16: return .doubleQuote
        case 21: return .zwj
        case 22: return .wSegSpace
        default: return .other
        }
    }

    /// ALetter or Hebrew_Letter (UAX #29's AHLetter).
    var isLetter: Bool { self == .aLetter || self == .hebrewLetter }
    /// MidNumLet or Single_Quote (UAX #29's MidNumLetQ).
    var isMidNumLetQ: Bool { self == .midNumLet || self == .singleQuote }
    /// Skipped by the rules after any other character (WB4).
    var isIgnored: Bool { self == .extend || self == .format || self == .zwj }
    /// A line end: always a boundary on both sides (WB3a, WB3b).
    var isLineEnd: Bool { self == .cr || self == .lf || self == .newline }
}
