/// Splits text into words: UAX #29 word segments (ICU's word break iterator),
/// keeping only segments with at least one character that is not punctuation, a
/// separator, a symbol, a mark, or a control or format character (dinglehopper's rule).
///
/// ICU segments Chinese, Japanese, Thai, Lao, Khmer and Myanmar text with dictionaries;
/// plain UAX #29 (as dinglehopper's uniseg does) breaks those scripts at every
/// character instead, keeping only runs of Katakana together. Segments in those scripts
/// are split that way again, so word counts do not depend on ICU's dictionaries.
///
/// The work is done on UTF-16 ranges of the text (what ICU reads), with fast paths for
/// the common scripts; Strings are made only for the words returned.
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
        let segments = segmentRanges(units)
        return units.withUnsafeBufferPointer { buffer in
            segments.filter { !isIgnorable(UnsafeBufferPointer(rebasing: buffer[$0])) }
        }
    }

    /// The ranges of every UAX #29 word segment of `units`.
    ///
    /// ICU's segments, adjusted to plain UAX #29 where ICU's root locale differs:
    /// dictionary-script segments are split at every grapheme (Katakana runs kept
    /// together, WB13; a ZWJ followed by a pictograph kept together, WB3c), and a colon
    /// between letters does not break a word (WB6, WB7; CLDR's root tailoring removes the
    /// colon from MidLetter).
    static func segmentRanges(_ units: [UInt16]) -> [Range<Int>] {
        var pieces: [Range<Int>] = []
        pieces.reserveCapacity(units.count / 2 + 1)
        // Every dictionary script starts at U+0E00 (Thai) or later.
        var maximum: UInt16 = 0
        for unit in units where unit > maximum { maximum = unit }
        for segment in icuRanges(units, 0..<units.count) {
            guard maximum >= 0x0E00, containsDictionaryScript(units[segment]) else {
                pieces.append(segment)
                continue
            }
            // Every dictionary-script grapheme on its own; runs of other graphemes
            // inside the segment segmented again (ICU then applies its plain rules).
            var offset = segment.lowerBound
            var runStart: Int?
            for character in String(decoding: units[segment], as: UTF16.self) {
                let end = offset + character.utf16.count
                if character.unicodeScalars.contains(where: isDictionaryScript) {
                    if let start = runStart { pieces.append(contentsOf: icuRanges(units, start..<offset)) }
                    runStart = nil
                    pieces.append(offset..<end)
                } else if runStart == nil {
                    runStart = offset
                }
                offset = end
            }
            if let start = runStart { pieces.append(contentsOf: icuRanges(units, start..<offset)) }
        }
        var merged: [Range<Int>] = []
        merged.reserveCapacity(pieces.count)
        var index = 0
        while index < pieces.count {
            let piece = pieces[index]
            index += 1
            guard let previous = merged.last else { merged.append(piece); continue }
            // Cheap tests on single units first: Katakana starts at U+3031, pictographs
            // beyond ASCII, and the colons are one unit each.
            let first = units[piece.lowerBound]
            if first >= 0x3031 && startsWithKatakana(units[piece]) && endsInKatakana(units[previous])
                || units[previous.upperBound - 1] == 0x200D && first >= 0x80 && startsWithPictograph(units[piece]) {
                merged[merged.count - 1] = previous.lowerBound..<piece.upperBound
                continue
            }
            if piece.count == 1, isMidLetterColon(units[piece]), index < pieces.count,
               endsInLetter(units[previous]), startsWithLetter(units[pieces[index]]) {
                merged[merged.count - 1] = previous.lowerBound..<pieces[index].upperBound
                index += 1
                continue
            }
            merged.append(piece)
        }
        return merged
    }

    /// ICU's own word segments of `units[range]`, as ranges of `units`.
    static func icuRanges(_ units: [UInt16], _ range: Range<Int>) -> [Range<Int>] {
        let boundaries = ICUText.wordBoundaries(Array(units[range]))
        return zip(boundaries, boundaries.dropFirst()).compactMap { start, end in
            start < end ? (range.lowerBound + start)..<(range.lowerBound + end) : nil
        }
    }

    /// The scalars of UTF-16 units (lone surrogates read as U+FFFD).
    static func scalars(_ units: ArraySlice<UInt16>) -> [Unicode.Scalar] {
        String(decoding: units, as: UTF16.self).unicodeScalars.map { $0 }
    }

    /// Whether every scalar of the segment is ignorable (see `isIgnorable(_: Unicode.Scalar)`).
    static func isIgnorable(_ units: UnsafeBufferPointer<UInt16>) -> Bool {
        for unit in units {
            if unit < 0x80 {
                // ASCII letters and digits are words; the rest of ASCII is ignorable.
                if (unit >= 0x30 && unit <= 0x39) || ((unit | 0x20) >= 0x61 && (unit | 0x20) <= 0x7A) { return false }
            } else {
                return String(decoding: units, as: UTF16.self).unicodeScalars.allSatisfy(isIgnorable)
            }
        }
        return true
    }

    static func containsDictionaryScript(_ units: ArraySlice<UInt16>) -> Bool {
        // Every dictionary script starts at U+0E00 (Thai) or later.
        for unit in units where unit >= 0x0E00 {
            return scalars(units).contains(where: isDictionaryScript)
        }
        return false
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

    /// Scripts that ICU segments with a dictionary but UAX #29 alone does not join.
    static func isDictionaryScript(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isIdeographic { return true }
        switch scalar.value {
        case 0x3040...0x309F,  // Hiragana
             0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F,  // Katakana
             0x0E00...0x0E7F,  // Thai
             0x0E80...0x0EFF,  // Lao
             0x1000...0x109F,  // Myanmar
             0x1780...0x17FF:  // Khmer
            return true
        default:
            return false
        }
    }

    /// Katakana, which UAX #29 keeps together in runs (WB13).
    static func isKatakana(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F, 0x3031...0x3035, 0x309B, 0x309C:
            return true
        default:
            return false
        }
    }

    /// Marks, format characters and ZWJ, which UAX #29 skips when applying its rules (WB4).
    static func isExtendOrFormat(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .format: return true
        default: return false
        }
    }

    /// A letter in the sense of UAX #29's AHLetter (ALetter or Hebrew_Letter), roughly:
    /// alphabetic, and not of an ideographic, kana or complex-context script.
    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic && !isDictionaryScript(scalar)
    }

    /// The last scalar of the segment that is not an extending mark or format character.
    static func lastBase(_ units: ArraySlice<UInt16>) -> Unicode.Scalar? {
        // Below U+0300 only the soft hyphen is a mark or format character.
        if let last = units.last, last < 0x300, last != 0xAD { return Unicode.Scalar(last) }
        return scalars(units).last { !isExtendOrFormat($0) }
    }

    static func firstScalar(_ units: ArraySlice<UInt16>) -> Unicode.Scalar? {
        guard let first = units.first else { return nil }
        if let scalar = Unicode.Scalar(first) { return scalar }
        return scalars(units.prefix(2)).first
    }

    static func endsInKatakana(_ units: ArraySlice<UInt16>) -> Bool {
        lastBase(units).map(isKatakana) ?? false
    }

    static func startsWithKatakana(_ units: ArraySlice<UInt16>) -> Bool {
        firstScalar(units).map(isKatakana) ?? false
    }

    static func startsWithPictograph(_ units: ArraySlice<UInt16>) -> Bool {
        guard let first = firstScalar(units) else { return false }
        return first.value > 0x7F && first.properties.isEmoji
    }

    static func endsInLetter(_ units: ArraySlice<UInt16>) -> Bool {
        lastBase(units).map(isLetter) ?? false
    }

    static func startsWithLetter(_ units: ArraySlice<UInt16>) -> Bool {
        firstScalar(units).map(isLetter) ?? false
    }

    /// A colon that UAX #29 counts as MidLetter but ICU's root locale does not.
    static func isMidLetterColon(_ units: ArraySlice<UInt16>) -> Bool {
        guard units.count == 1, let unit = units.first else { return false }
        return unit == 0x3A || unit == 0xFE13 || unit == 0xFE55 || unit == 0xFF1A
    }
}
