/// ocreval's word finder (`wordacc`'s words): the UAX #29 word boundary rules WB1–WB14 of
/// Unicode 8.0 (no emoji or WSegSpace rules, regional indicators never broken apart) over
/// the Word_Break property of Unicode 8.0.0, a segment being a word when its first code
/// point is a letter, mark, number, connector punctuation or private-use character.
/// Words are compared in NFC (Swift's string equality is canonical equivalence).
enum ISRIWordBreak {
    enum Property: UInt8, Sendable {
        case other, cr, lf, newline, extend, regionalIndicator, format, katakana, hebrewLetter
        case aLetter, singleQuote, doubleQuote, midNumLet, midLetter, midNum, numeric, extendNumLet
        case sot, eot

        var isAHLetter: Bool { self == .aLetter || self == .hebrewLetter }
        var isMidNumLetQ: Bool { self == .midNumLet || self == .singleQuote }
        var isExtendOrFormat: Bool { self == .extend || self == .format }
    }

    /// The words of `symbols` (already read by `ISRIText`), in order.
    static func words(in symbols: [UInt32]) -> [String] {
        var words: [String] = []
        var first = 0
        while first < symbols.count, let last = boundary(after: first, in: symbols) {
            if isWordStart(symbols[first]) {
                var word = String.UnicodeScalarView()
                for value in symbols[first...last] { word.append(Unicode.Scalar(value)!) }
                words.append(String(word))
            }
            first = last + 1
        }
        return words
    }

    /// The last index of the segment that starts at `start` (with the Extend and Format
    /// characters after it); nil when the segment holds only Extend and Format characters
    /// and ends the text (ocreval then drops it).
    static func boundary(after start: Int, in symbols: [UInt32]) -> Int? {
        func property(_ index: Int?) -> Property {
            guard let index, index < symbols.count else { return .eot }
            return lookUp(symbols[index])
        }
        // The next index after `index` that is not Extend or Format (WB4).
        func next(_ index: Int?) -> Int? {
            guard var index else { return nil }
            repeat { index += 1 } while index < symbols.count && lookUp(symbols[index]).isExtendOrFormat
            return index < symbols.count ? index : nil
        }
        var current: Int? = start - 1
        var left = Property.sot
        while let index = current, index + 1 < symbols.count {
            current = next(index)
            let behind = left
            left = property(current)
            let right = property(next(current)), ahead = property(next(next(current)))
            if continues(behind, left, right, ahead) { continue }
            break
        }
        guard var end = current else { return nil }
        while end + 1 < symbols.count && lookUp(symbols[end + 1]).isExtendOrFormat { end += 1 }
        return end
    }

    /// Whether there is no boundary between `left` and `right` (rules WB3 to WB13c).
    static func continues(_ behind: Property, _ left: Property, _ right: Property, _ ahead: Property) -> Bool {
        if left == .cr && right == .lf { return true }
        if [.newline, .cr, .lf].contains(left) || [.newline, .cr, .lf].contains(right) { return false }
        if left.isAHLetter && right.isAHLetter { return true }
        if left.isAHLetter && (right == .midLetter || right.isMidNumLetQ) && ahead.isAHLetter { return true }
        if behind.isAHLetter && (left == .midLetter || left.isMidNumLetQ) && right.isAHLetter { return true }
        if left == .hebrewLetter && right == .singleQuote { return true }
        if left == .hebrewLetter && right == .doubleQuote && ahead == .hebrewLetter { return true }
        if behind == .hebrewLetter && left == .doubleQuote && right == .hebrewLetter { return true }
        if left == .numeric && right == .numeric { return true }
        if left.isAHLetter && right == .numeric { return true }
        if left == .numeric && right.isAHLetter { return true }
        if behind == .numeric && (left == .midNum || left.isMidNumLetQ) && right == .numeric { return true }
        if left == .numeric && (right == .midNum || right.isMidNumLetQ) && ahead == .numeric { return true }
        if left == .katakana && right == .katakana { return true }
        let extendsNumLet: (Property) -> Bool = { $0.isAHLetter || $0 == .numeric || $0 == .katakana || $0 == .extendNumLet }
        if extendsNumLet(left) && right == .extendNumLet { return true }
        if left == .extendNumLet && extendsNumLet(right) { return true }
        if left == .regionalIndicator && right == .regionalIndicator { return true }
        return false
    }

    /// A segment is a word when it starts with a letter, mark, number, connector
    /// punctuation or private-use character (general category L*, M*, N*, Pc, Co).
    static func isWordStart(_ value: UInt32) -> Bool {
        guard let scalar = Unicode.Scalar(value) else { return false }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber,
             .connectorPunctuation, .privateUse:
            return true
        default:
            return false
        }
    }

    /// The Word_Break property (Unicode 8.0.0) of a code point.
    static func lookUp(_ value: UInt32) -> Property {
        if value < 0x80 { return ascii[Int(value)] }
        var low = 0, high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if value < ranges[middle].start { high = middle - 1 } else if value > ranges[middle].stop {
                low = middle + 1
            } else { return ranges[middle].property }
        }
        return .other
    }

    private static let codes: [Character: Property] = [
        "c": .cr, "l": .lf, "n": .newline, "e": .extend, "r": .regionalIndicator, "f": .format,
        "k": .katakana, "h": .hebrewLetter, "a": .aLetter, "s": .singleQuote, "d": .doubleQuote,
        "m": .midNumLet, "t": .midLetter, "u": .midNum, "9": .numeric, "x": .extendNumLet,
    ]

    /// `unicode8Table` parsed once.
    static let ranges: [(start: UInt32, stop: UInt32, property: Property)] = unicode8Table
        .split(whereSeparator: { $0 == " " || $0 == "\n" })
        .map { entry in
            let parts = entry.split(separator: ":"), bounds = parts[0].split(separator: "-")
            return (UInt32(bounds[0], radix: 16)!, UInt32(bounds[1], radix: 16)!, codes[parts[1].first!]!)
        }

    private static let ascii: [Property] = (0..<0x80).map { value in
        ranges.first { $0.start <= value && value <= $0.stop }?.property ?? .other
    }
}
