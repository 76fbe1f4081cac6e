/// Splits text into words: the word boundaries of UAX #29 (Unicode's default rules, as
/// dinglehopper's uniseg applies them, without ICU's locale tailorings or dictionaries),
/// keeping only segments with at least one character that is not punctuation, a
/// separator, a symbol, a mark, or a control or format character (dinglehopper's rule).
///
/// Default rules mean: a colon between letters keeps them one word ("Name:Wert"), "@"
/// always separates ("a@b" is two words), ideographs and Thai letters are words one
/// character each, runs of Katakana stay together.
///
/// The work is done on UTF-16 ranges of the text; Strings are made only for the words
/// returned.
public enum WordSegmentation {
    /// The words of `text`, in order.
    public static func words(in text: String) -> [String] {
        substrings(of: text, wordRanges(Array(text.utf16)))
    }

    /// Every UAX #29 word segment of `text`, punctuation and spaces included, in order.
    public static func segments(of text: String) -> [String] {
        substrings(of: text, segmentRanges(Array(text.utf16)))
    }

    /// The parts of `text` at increasing, non-overlapping UTF-16 ranges (copied from the
    /// text's own storage, walking its indices once, instead of transcoding).
    static func substrings(of text: String, _ ranges: [Range<Int>]) -> [String] {
        let view = text.utf16
        var result: [String] = []
        result.reserveCapacity(ranges.count)
        var index = view.startIndex, offset = 0
        for range in ranges {
            let start = view.index(index, offsetBy: range.lowerBound - offset)
            let end = view.index(start, offsetBy: range.count)
            result.append(String(text[start..<end]))
            index = end
            offset = range.upperBound
        }
        return result
    }

    /// The ranges of `units` holding words, in order.
    static func wordRanges(_ units: [UInt16]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        forEachWord(units) { ranges.append($0) }
        return ranges
    }

    /// Calls `body` with the range of each word of `units`, in order, holding nothing a segment.
    static func forEachWord(_ units: [UInt16], _ body: (Range<Int>) -> Void) {
        units.withUnsafeBufferPointer { buffer in
            forEachSegment(units) { range in
                if !isIgnorable(UnsafeBufferPointer(rebasing: buffer[range])) { body(range) }
            }
        }
    }

    /// The ranges of every UAX #29 word segment of `units`: in one pass when the text is
    /// written below U+0300 (`LatinWordSegmentation`), else by the general rules.
    static func segmentRanges(_ units: [UInt16]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        forEachSegment(units) { ranges.append($0) }
        return ranges
    }

    /// Calls `body` with the range of every UAX #29 word segment of `units`, in order.
    static func forEachSegment(_ units: [UInt16], _ body: (Range<Int>) -> Void) {
        let latin = units.withUnsafeBufferPointer { LatinWordSegmentation.forEachSegment($0, body) }
        if !latin { forEachGeneralSegment(units, body) }
    }

    /// The ranges of every UAX #29 word segment of `units`, by the general rules.
    static func generalSegmentRanges(_ units: [UInt16]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        forEachGeneralSegment(units) { ranges.append($0) }
        return ranges
    }

    /// Calls `body` with the range of every UAX #29 word segment of `units`, by the general rules.
    static func forEachGeneralSegment(_ units: [UInt16], _ body: (Range<Int>) -> Void) {
        let text = ScalarBreaks(units)
        var boundaries = WordBoundaryRules(text)
        guard text.count > 0 else { return }
        // The UTF-16 offsets of the segment's start and of scalar `index`, walked along.
        var start = 0, offset = ScalarBreaks.scalar(units, at: 0).width
        for index in 1..<text.count {
            let (value, width) = ScalarBreaks.scalar(units, at: offset)
            if boundaries.isBoundary(before: index, value: value) {
                body(start..<offset)
                start = offset
            }
            offset += width
        }
        body(start..<units.count)
    }

    /// Whether every scalar of the segment is ignorable (see `isIgnorable(_: Unicode.Scalar)`).
    static func isIgnorable(_ units: UnsafeBufferPointer<UInt16>) -> Bool {
        for unit in units {
            if unit < 0x300 {
                // Below U+0300 every unit is a scalar of its own: looked up in a table.
                if LatinWordSegmentation.wordCharacter[Int(unit)] { return false }
            } else {
                return String(decoding: units, as: UTF16.self).unicodeScalars.allSatisfy(isIgnorable)
            }
        }
        return true
    }

    /// Punctuation, separators, symbols, marks, control and format characters.
    static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation,
             .spaceSeparator, .lineSeparator, .paragraphSeparator,
             .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol,
             .nonspacingMark, .spacingMark, .enclosingMark,
             .control, .format:
            return true
        default:
            return false
        }
    }
}

/// The Word_Break property of each scalar of UTF-16 text (a lone surrogate counts as one
/// scalar of property Other): one byte a scalar; the caller walks the units alongside
/// for offsets and values (`scalar(_:at:)`).
struct ScalarBreaks {
    var breaks: [WordBreak] = []

    init(_ units: [UInt16]) {
        breaks.reserveCapacity(units.count)
        var index = 0
        while index < units.count {
            let (value, width) = Self.scalar(units, at: index)
            let unit = units[index]
            breaks.append(unit & 0xF800 == 0xD800 && width == 1 ? .other : WordBreak.of(value))
            index += width
        }
    }

    var count: Int { breaks.count }

    /// The scalar starting at UTF-16 offset `index` and its width in units (a lone
    /// surrogate is its own unit, width 1).
    @inline(__always)
    static func scalar(_ units: [UInt16], at index: Int) -> (value: UInt32, width: Int) {
        let unit = units[index]
        if unit & 0xFC00 == 0xD800, index + 1 < units.count, units[index + 1] & 0xFC00 == 0xDC00 {
            return (0x1_0000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(units[index + 1]) - 0xDC00), 2)
        }
        return (UInt32(unit), 1)
    }
}

/// UAX #29's word boundary rules (WB1 to WB999), asked position by position from the
/// start: it keeps the last character the rules see (WB4 skips extending, format and
/// joiner characters after any other), the one before it, and the length of the run of
/// regional indicators, so each question costs constant time (plus a look past marks
/// after a middle character).
struct WordBoundaryRules {
    private let text: ScalarBreaks
    /// The last character before the asked position that the rules see, and the one before.
    private var base = 0
    private var beforeBase = -1
    /// Regional indicators in a row, ending at `base`.
    private var indicatorRun = 0
    /// The next position to be asked.
    private var next = 1

    init(_ text: ScalarBreaks) {
        self.text = text
        if text.count > 0, text.breaks[0] == .regionalIndicator { indicatorRun = 1 }
    }

    /// Whether a word boundary lies before scalar `index`, whose value is `value`;
    /// positions must be asked in increasing order, each once, from 1.
    mutating func isBoundary(before index: Int, value: UInt32) -> Bool {
        precondition(index == next, "positions are asked in order")
        next += 1
        let boundary = decide(index, value: value)
        // The character at `index` becomes the one the rules see, unless WB4 folded it
        // into the one before.
        let current = text.breaks[index]
        let folded = current.isIgnored && !text.breaks[index - 1].isLineEnd
        if !folded {
            indicatorRun = current == .regionalIndicator ? (text.breaks[base] == .regionalIndicator ? indicatorRun + 1 : 1) : 0
            beforeBase = base
            base = index
        }
        return boundary
    }

    /// The rules, in their order of precedence.
    private func decide(_ index: Int, value: UInt32) -> Bool {
        let breaks = text.breaks
        let previous = breaks[index - 1], current = breaks[index]
        if previous == .cr && current == .lf { return false }                          // WB3
        if previous.isLineEnd || current.isLineEnd { return true }                      // WB3a, WB3b
        if previous == .zwj && ICUText.isExtendedPictographic(value) { return false }   // WB3c
        if previous == .wSegSpace && current == .wSegSpace { return false }             // WB3d
        if current.isIgnored { return false }                                           // WB4
        let left = breaks[base]
        let farLeft: WordBreak? = beforeBase >= 0 ? breaks[beforeBase] : nil
        if left.isLetter && current.isLetter { return false }                           // WB5
        if left.isLetter && (current == .midLetter || current.isMidNumLetQ) && lookahead(index)?.isLetter == true {
            return false                                                                // WB6
        }
        if farLeft?.isLetter == true && (left == .midLetter || left.isMidNumLetQ) && current.isLetter { return false }  // WB7
        if left == .hebrewLetter && current == .singleQuote { return false }            // WB7a
        if left == .hebrewLetter && current == .doubleQuote && lookahead(index) == .hebrewLetter { return false }   // WB7b
        if farLeft == .hebrewLetter && left == .doubleQuote && current == .hebrewLetter { return false }          // WB7c
        if left == .numeric && current == .numeric { return false }                     // WB8
        if left.isLetter && current == .numeric { return false }                        // WB9
        if left == .numeric && current.isLetter { return false }                        // WB10
        if farLeft == .numeric && (left == .midNum || left.isMidNumLetQ) && current == .numeric { return false }  // WB11
        if left == .numeric && (current == .midNum || current.isMidNumLetQ) && lookahead(index) == .numeric {
            return false                                                                // WB12
        }
        if left == .katakana && current == .katakana { return false }                   // WB13
        if current == .extendNumLet && (left.isLetter || left == .numeric || left == .katakana || left == .extendNumLet) {
            return false                                                                // WB13a
        }
        if left == .extendNumLet && (current.isLetter || current == .numeric || current == .katakana) { return false }  // WB13b
        if left == .regionalIndicator && current == .regionalIndicator && indicatorRun % 2 == 1 { return false }  // WB15, WB16
        return true                                                                     // WB999
    }

    /// The property of the first character after `index` that the rules see.
    private func lookahead(_ index: Int) -> WordBreak? {
        var ahead = index + 1
        while ahead < text.count, text.breaks[ahead].isIgnored { ahead += 1 }
        return ahead < text.count ? text.breaks[ahead] : nil
    }
}
