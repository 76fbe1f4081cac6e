/// UAX #29 word segments of text written below U+0300 (ASCII, Latin-1, Latin Extended A
/// and B), in one pass over the UTF-16 units: most ground truth and most OCR output.
///
/// Below U+0300 there are no extending or joining characters, no Katakana, Hebrew or
/// regional indicators, and every unit is one scalar, so the rules see each character
/// with its two neighbours on either side as they are, and no position table is made.
/// The soft hyphen (U+00AD, Format, which rule WB4 skips) sends the text to the general
/// rules, as does anything at or above U+0300. Equal to `WordSegmentation.segmentRanges`'
/// general rules on every text it accepts.
enum LatinWordSegmentation {
    /// The classes of the units below U+0300 (`unsupported` for the soft hyphen and any
    /// other class the single pass does not handle).
    private static let classes: [WordBreak?] = (0..<0x300).map { unit in
        let property = WordBreak.of(UInt32(unit))
        switch property {
        case .other, .aLetter, .numeric, .midLetter, .midNum, .midNumLet, .singleQuote, .doubleQuote,
             .extendNumLet, .cr, .lf, .newline, .wSegSpace:
            return property
        default:
            return nil
        }
    }

    /// Whether a unit below U+0300 makes its segment a word (it is not punctuation, a
    /// separator, a symbol, a mark, a control or a format character).
    static let wordCharacter: [Bool] = (0..<0x300).map { unit in
        !WordSegmentation.isIgnorable(Unicode.Scalar(UInt32(unit))!)
    }

    /// The ranges of every word segment of `units`, or nil when a unit is at or above
    /// U+0300 or is the soft hyphen.
    static func segmentRanges(_ units: UnsafeBufferPointer<UInt16>) -> [Range<Int>]? {
        var ranges: [Range<Int>] = []
        return forEachSegment(units) { ranges.append($0) } ? ranges : nil
    }

    /// Calls `body` with the range of every word segment of `units`, in order, and
    /// returns true; returns false, having called nothing, when a unit is at or above
    /// U+0300 or is the soft hyphen. Holds one byte a unit (its class) and nothing a segment.
    static func forEachSegment(_ units: UnsafeBufferPointer<UInt16>, _ body: (Range<Int>) -> Void) -> Bool {
        let count = units.count
        let classes = Self.classes
        var property = [WordBreak](repeating: .other, count: count)
        for index in 0..<count {
            let unit = Int(units[index])
            guard unit < 0x300, let known = classes[unit] else { return false }
            property[index] = known
        }
        guard count > 0 else { return true }
        var start = 0
        for index in 1..<max(1, count) where isBoundary(property, before: index) {
            body(start..<index)
            start = index
        }
        body(start..<count)
        return true
    }

    /// The rules of `WordBoundaryRules.decide` with nothing for WB4 to skip: the
    /// characters the rules see are the neighbours themselves.
    @inline(__always)
    private static func isBoundary(_ property: [WordBreak], before index: Int) -> Bool {
        let left = property[index - 1], current = property[index]
        if left == .cr && current == .lf { return false }                               // WB3
        if left.isLineEnd || current.isLineEnd { return true }                          // WB3a, WB3b
        if left == .wSegSpace && current == .wSegSpace { return false }                 // WB3d
        let farLeft: WordBreak? = index >= 2 ? property[index - 2] : nil
        let ahead: WordBreak? = index + 1 < property.count ? property[index + 1] : nil
        if left == .aLetter && current == .aLetter { return false }                     // WB5
        if left == .aLetter && (current == .midLetter || current.isMidNumLetQ) && ahead == .aLetter {
            return false                                                                // WB6
        }
        if farLeft == .aLetter && (left == .midLetter || left.isMidNumLetQ) && current == .aLetter { return false }  // WB7
        if left == .numeric && current == .numeric { return false }                     // WB8
        if left == .aLetter && current == .numeric { return false }                     // WB9
        if left == .numeric && current == .aLetter { return false }                     // WB10
        if farLeft == .numeric && (left == .midNum || left.isMidNumLetQ) && current == .numeric { return false }  // WB11
        if left == .numeric && (current == .midNum || current.isMidNumLetQ) && ahead == .numeric {
            return false                                                                // WB12
        }
        if current == .extendNumLet && (left == .aLetter || left == .numeric || left == .extendNumLet) {
            return false                                                                // WB13a
        }
        if left == .extendNumLet && (current == .aLetter || current == .numeric) { return false }  // WB13b
        return true                                                                     // WB999
    }
}
