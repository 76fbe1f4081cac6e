import CUnicode

/// How many reference characters of one class there were and how many were read right,
/// as the ISRI accuracy report gives it per character class.
public struct ClassAccuracy: Sendable, Equatable, Hashable, Codable {
    /// The class: letters, digits, punctuation, symbols, white space, other, non-ASCII, or
    /// a Unicode script ("Latin", "Cyrillic", ...).
    public var name: String
    /// Reference characters of the class.
    public var total: Int
    /// Of those, how many the alignment matched.
    public var correct: Int

    /// A class count.
    public init(name: String, total: Int, correct: Int) {
        self.name = name
        self.total = total
        self.correct = correct
    }

    /// correct / total (1 when there are none).
    public var accuracy: Double { total == 0 ? 1 : Double(correct) / Double(total) }
}

/// Accuracy per character class over a character alignment: each reference grapheme is
/// counted in its general class (by its first scalar's category: letters, digits,
/// punctuation, symbols, white space, other), in "non-ASCII" when any of its scalars is,
/// and in its Unicode script when that is not Common or Inherited; it is correct when the
/// alignment matches it.
public enum CharacterClasses {
    /// The general classes, in the order reports list them (scripts follow, by name).
    public static let generalOrder = ["letters", "digits", "punctuation", "symbols", "white space", "other", "non-ASCII"]

    /// Class counts added up (for a suite, a profile, a run), in report order.
    public static func merge<S: Sequence>(_ lists: S) -> [ClassAccuracy] where S.Element == [ClassAccuracy] {
        var totals: [String: (total: Int, correct: Int)] = [:]
        for list in lists {
            for item in list {
                totals[item.name, default: (0, 0)].total += item.total
                totals[item.name, default: (0, 0)].correct += item.correct
            }
        }
        let general = generalOrder.compactMap { name in totals[name].map { ClassAccuracy(name: name, total: $0.total, correct: $0.correct) } }
        let scripts = totals.keys.filter { !generalOrder.contains($0) }.sorted()
            .map { ClassAccuracy(name: $0, total: totals[$0]!.total, correct: totals[$0]!.correct) }
        return general + scripts
    }

    /// The classes one reference grapheme counts in.
    static func classes(of grapheme: String, scripts: inout [UInt32: String]) -> [String] {
        guard let first = grapheme.unicodeScalars.first else { return [] }
        var names: [String] = []
        switch first.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: names.append("letters")
        case .decimalNumber, .letterNumber, .otherNumber: names.append("digits")
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation: names.append("punctuation")
        case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol: names.append("symbols")
        case .spaceSeparator, .lineSeparator, .paragraphSeparator: names.append("white space")
        default: names.append(first.properties.isWhitespace ? "white space" : "other")
        }
        if grapheme.unicodeScalars.contains(where: { !$0.isASCII }) { names.append("non-ASCII") }
        let script = scripts[first.value] ?? scriptName(first)
        scripts[first.value] = script
        if script != "Common" && script != "Inherited" && script != "Unknown" { names.append(script) }
        return names
    }

    static func scriptName(_ scalar: Unicode.Scalar) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let length = cunicode_script_name(scalar.value, &buffer, Int32(buffer.count))
        guard length > 0, length < 64 else { return "Unknown" }
        return String(decoding: buffer[0..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
