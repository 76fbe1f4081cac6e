/// A text as ocreval's `accuracy` and `wordacc` read a file: Unicode scalar values (code
/// points, no normalization), the suspect marker `^` dropped and its next character
/// flagged, every blank made one space and spacing compressed, and (for words only)
/// each scalar mapped to its simple lowercase. `docs/development/isri-figures.md` has
/// the rules with examples.
enum ISRIText {
    /// ocreval's reject character: the OCR's "could not read this". Never matched; in
    /// the reference a wildcard that stands for any one OCR character.
    static let reject: UInt32 = 0x7E  // ~
    /// ocreval's suspect marker: dropped from both texts, it flags the character after it.
    static let suspectMarker: UInt32 = 0x5E  // ^
    static let space: UInt32 = 0x20
    static let newline: UInt32 = 0x0A

    /// One character of a read text.
    struct Symbol: Sendable, Equatable {
        var value: UInt32
        /// Preceded by the suspect marker (only the hypothesis's flags are counted).
        var suspect: Bool
    }

    /// The characters of `text` after ocreval's reading rules; `lowercased` as `wordacc`
    /// reads (its case-insensitive option), not as `accuracy` does.
    static func read(_ text: String, lowercased: Bool = false) -> [Symbol] {
        var symbols: [Symbol] = []
        symbols.reserveCapacity(text.unicodeScalars.count)
        var suspect = false
        for scalar in text.unicodeScalars {
            if scalar.value == suspectMarker {
                suspect = true
            } else {
                symbols.append(Symbol(value: isBlank(scalar) ? space : scalar.value, suspect: suspect))
                suspect = false
            }
        }
        var compressed = compressSpacing(symbols)
        if lowercased {
            for index in compressed.indices { compressed[index].value = simpleLowercase(compressed[index].value) }
        }
        return compressed
    }

    /// Blanks other than the newline: tab, VT, FF, CR, NBSP and the separators Zs, Zl, Zp.
    static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: return false
        case 0x09, 0x0B, 0x0C, 0x0D, 0xA0: return true
        default:
            switch scalar.properties.generalCategory {
            case .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
            default: return false
            }
        }
    }

    /// ocreval's spacing rule over already-blanked symbols: a space goes when it starts a
    /// line, ends the text, or comes before another space or a newline (so of a run of
    /// spaces the last stays); a newline goes when its line had nothing kept (leading and
    /// repeated newlines). A dropped space passes its suspect flag to a following space.
    static func compressSpacing(_ symbols: [Symbol]) -> [Symbol] {
        var kept: [Symbol] = []
        kept.reserveCapacity(symbols.count)
        var lineHasContent = false
        var carriedSuspect = false
        for index in symbols.indices {
            var symbol = symbols[index]
            if carriedSuspect { symbol.suspect = true; carriedSuspect = false }
            let next = index + 1 < symbols.count ? symbols[index + 1].value : nil
            let drop: Bool
            if symbol.value == space {
                drop = !lineHasContent || next == nil || next == space || next == newline
            } else {
                drop = symbol.value == newline && !lineHasContent
            }
            if drop {
                if lineHasContent, next == space, symbol.suspect { carriedSuspect = true }
            } else {
                kept.append(symbol)
                lineHasContent = symbol.value != newline
            }
        }
        return kept
    }

    /// The simple (one-to-one) lowercase mapping, as utf8proc_tolower gives it.
    static func simpleLowercase(_ value: UInt32) -> UInt32 {
        guard let scalar = Unicode.Scalar(value) else { return value }
        if value < 0x80 {
            return (0x41...0x5A).contains(value) ? value + 0x20 : value
        }
        let mapping = scalar.properties.lowercaseMapping.unicodeScalars
        if mapping.count == 1 { return mapping.first!.value }
        // The only unconditional one-to-many lowercase: U+0130 → "i" + U+0307; simply "i".
        return value == 0x130 ? 0x69 : value
    }
}
