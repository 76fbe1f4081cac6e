/// Splits text into words: UAX #29 word segments (ICU's word break iterator),
/// keeping only segments with at least one character that is not punctuation, a
/// separator, a symbol, a mark, or a control or format character (dinglehopper's rule).
///
/// ICU segments Chinese, Japanese, Thai, Lao, Khmer and Myanmar text with dictionaries;
/// plain UAX #29 (as dinglehopper's uniseg does) breaks those scripts at every
/// character instead, keeping only runs of Katakana together. Segments in those scripts
/// are split that way again, so word counts do not depend on ICU's dictionaries.
public enum WordSegmentation {
    /// The words of `text`, in order.
    public static func words(in text: String) -> [String] {
        segments(of: text).filter { !$0.unicodeScalars.allSatisfy(isIgnorable) }
    }

    /// Every UAX #29 word segment of `text`, punctuation and spaces included, in order.
    ///
    /// ICU's segments, adjusted to plain UAX #29 where ICU's root locale differs:
    /// dictionary-script segments are split at every grapheme (Katakana runs kept
    /// together, WB13; a ZWJ followed by a pictograph kept together, WB3c), and a colon
    /// between letters does not break a word (WB6, WB7; CLDR's root tailoring removes the
    /// colon from MidLetter).
    public static func segments(of text: String) -> [String] {
        var pieces: [String] = []
        for segment in icuSegments(of: text) {
            guard segment.unicodeScalars.contains(where: isDictionaryScript) else {
                pieces.append(segment)
                continue
            }
            // Every dictionary-script grapheme on its own; runs of other graphemes
            // inside the segment segmented again (ICU then applies its plain rules).
            var run = ""
            for character in segment {
                if character.unicodeScalars.contains(where: isDictionaryScript) {
                    if !run.isEmpty { pieces.append(contentsOf: icuSegments(of: run)); run = "" }
                    pieces.append(String(character))
                } else {
                    run.append(character)
                }
            }
            if !run.isEmpty { pieces.append(contentsOf: icuSegments(of: run)) }
        }
        var merged: [String] = []
        var index = 0
        while index < pieces.count {
            let piece = pieces[index]
            index += 1
            guard let previous = merged.last else { merged.append(piece); continue }
            if endsInKatakana(previous) && startsWithKatakana(piece)
                || previous.unicodeScalars.last == "\u{200D}" && startsWithPictograph(piece) {
                merged[merged.count - 1] += piece
                continue
            }
            if isMidLetterColon(piece), index < pieces.count,
               endsInLetter(previous), startsWithLetter(pieces[index]) {
                merged[merged.count - 1] += piece + pieces[index]
                index += 1
                continue
            }
            merged.append(piece)
        }
        return merged
    }

    /// ICU's own word segments of `text`.
    static func icuSegments(of text: String) -> [String] {
        let units = Array(text.utf16)
        let boundaries = ICUText.wordBoundaries(units)
        return zip(boundaries, boundaries.dropFirst()).compactMap { start, end in
            start < end ? String(decoding: units[start..<end], as: UTF16.self) : nil
        }
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

    /// The last scalar of `text` that is not an extending mark or format character.
    static func lastBase(_ text: String) -> Unicode.Scalar? {
        text.unicodeScalars.last { !isExtendOrFormat($0) }
    }

    static func endsInKatakana(_ text: String) -> Bool {
        lastBase(text).map(isKatakana) ?? false
    }

    static func startsWithKatakana(_ text: String) -> Bool {
        text.unicodeScalars.first.map(isKatakana) ?? false
    }

    static func startsWithPictograph(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first else { return false }
        return first.value > 0x7F && first.properties.isEmoji
    }

    static func endsInLetter(_ text: String) -> Bool {
        lastBase(text).map(isLetter) ?? false
    }

    static func startsWithLetter(_ text: String) -> Bool {
        text.unicodeScalars.first.map(isLetter) ?? false
    }

    /// A colon that UAX #29 counts as MidLetter but ICU's root locale does not.
    static func isMidLetterColon(_ text: String) -> Bool {
        text == ":" || text == "\u{FE13}" || text == "\u{FE55}" || text == "\u{FF1A}"
    }
}
