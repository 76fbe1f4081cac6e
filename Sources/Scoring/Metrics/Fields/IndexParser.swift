/// Reads book-index text into entries with pages, cross-references and headings.
///
/// Line forms understood (one entry per line, after any normalization profile):
/// - name and pages, with or without dot leaders: "Lemon tart ........ 156";
/// - several locators separated by commas: "Lamb tagine 88, 214";
/// - ranges with an en dash, hyphen or em dash, the second number possibly abridged:
///   "156–7" is 156 and 157, "101–3" is 101 to 103, "204-05" is 204 and 205;
/// - wrapped names: lines without pages are joined with the following line(s) until one
///   has pages ("Lamb shanks with" + "rosemary and beans 97");
/// - a line made only of pages continues the previous entry's pages;
/// - "see also X", "see X" and "X, see Y" lines are cross-references, not entries;
/// - all-capital lines without pages ("APPLES", "A") are headings, kept as context.
///
/// A page token with letters that OCR confuses with digits ("l42", "1O2", "4O"), a
/// range that runs backwards, or a number outside `pageRange` is a suspect misread: it
/// is reported in `ParsedIndex.Entry.suspectPages` and left out of the entry's pages.
public enum IndexParser {
    /// Letters OCR engines often produce in place of digits, and the digit each stands for.
    static let confusables: [Character: Character] = ["l": "1", "I": "1", "|": "1", "i": "1",
                                                      "O": "0", "o": "0"]
    /// Dashes accepted between the two ends of a page range.
    static let dashes: Set<Character> = ["-", "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", "\u{2014}", "\u{2015}"]
    /// Characters of dot leaders between a name and its pages.
    static let leaders: Set<Character> = [".", "\u{2026}", "\u{00B7}", "\u{2024}", "\u{2025}", "_"]
    /// The longest range accepted before it is taken for a misread.
    static let longestRange = 500

    /// Parses `text` (lines separated by "\n") into entries, cross-references and headings.
    public static func parse(_ text: String, pageRange: ClosedRange<Int>? = nil) -> ParsedIndex {
        var result = ParsedIndex()
        var heading: String?
        var pending: String?
        var lastName: String?
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (offset, rawLine) in lines.enumerated() {
            let line = trimmed(Substring(withoutLeaders(rawLine)))
            if line.isEmpty { continue }
            if let target = seeAlsoTarget(line) {
                let from = pending ?? lastName ?? heading ?? ""
                result.crossReferences.append(.init(from: from, target: target))
                pending = nil
                continue
            }
            let (name, tokens) = splitLocator(line)
            if tokens.isEmpty {
                if let (from, target) = inlineSee(name) {
                    result.crossReferences.append(.init(from: pending.map { $0 + " " + from } ?? from,
                                                        target: target))
                    pending = nil
                } else if isHeading(name) {
                    heading = name
                    result.headings.append(name)
                    pending = nil
                    lastName = nil
                } else {
                    pending = pending.map { $0 + " " + name } ?? name
                }
                continue
            }
            var pages: [Int] = []
            var suspects: [String] = []
            for token in tokens {
                if let read = pagesOf(token, pageRange: pageRange) {
                    pages.append(contentsOf: read)
                } else {
                    suspects.append(token)
                }
            }
            let fullName = pending.map { name.isEmpty ? $0 : $0 + " " + name } ?? name
            pending = nil
            if fullName.isEmpty, let last = result.entries.indices.last {
                // Only pages: the previous entry's list continues on this line.
                result.entries[last].entry = IndexEntry(name: result.entries[last].entry.name,
                                                        pages: result.entries[last].entry.pages + pages)
                result.entries[last].suspectPages += suspects
                continue
            }
            result.entries.append(.init(entry: IndexEntry(name: fullName, pages: pages), heading: heading,
                                        suspectPages: suspects, line: offset + 1))
            lastName = fullName
        }
        return result
    }

    /// The pages a locator token stands for, or nil when it is a suspect misread.
    static func pagesOf(_ token: String, pageRange: ClosedRange<Int>?) -> [Int]? {
        func inRange(_ page: Int) -> Bool { pageRange?.contains(page) ?? (page >= 0) }
        if let dash = token.firstIndex(where: { dashes.contains($0) }) {
            let first = String(token[..<dash])
            var second = String(token[token.index(after: dash)...])
            guard isPlainNumber(first), isPlainNumber(second) else { return nil }
            if second.count < first.count {
                second = String(first.prefix(first.count - second.count)) + second
            }
            guard let start = Int(first), let end = Int(second), start <= end,
                  end - start <= longestRange, inRange(start), inRange(end) else { return nil }
            return Array(start...end)
        }
        guard isPlainNumber(token), let page = Int(token), inRange(page) else { return nil }
        return [page]
    }

    /// ASCII digits only, at most 9 of them.
    static func isPlainNumber(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 9 && text.allSatisfy { $0.isASCII && $0.isWholeNumber }
    }

    /// A token that reads as a page or a page range, perhaps with digit-like letters:
    /// digits or confusable letters only, at least one real digit.
    static func isLocator(_ token: Substring) -> Bool {
        guard token.contains(where: { $0.isASCII && $0.isWholeNumber }) else { return false }
        let parts: [Substring]
        if let dash = token.firstIndex(where: { dashes.contains($0) }) {
            parts = [token[..<dash], token[token.index(after: dash)...]]
        } else {
            parts = [token]
        }
        return parts.allSatisfy { part in
            !part.isEmpty && part.allSatisfy { ($0.isASCII && $0.isWholeNumber) || confusables[$0] != nil }
        }
    }

    /// Splits a line into its name and its trailing locator tokens ("88", "156–7", "l42").
    static func splitLocator(_ line: String) -> (name: String, tokens: [String]) {
        var words = line.split(separator: " ")
        var tokens: [String] = []
        while let word = words.last {
            let core = word.drop { $0 == "," || $0 == ";" }.reversed().drop { $0 == "," || $0 == ";" || $0 == "." }
            let stripped = String(core.reversed())
            let pieces = stripped.split(separator: ",", omittingEmptySubsequences: true)
            guard !pieces.isEmpty, pieces.allSatisfy(isLocator) else { break }
            tokens.insert(contentsOf: pieces.map(String.init), at: 0)
            words.removeLast()
        }
        var name = words.joined(separator: " ")
        while let last = name.last, last == "," || last == ";" || last == ":" || last == " " || leaders.contains(last) {
            name.removeLast()
        }
        return (name, tokens)
    }

    /// Runs of two or more leader dots (or any ellipsis or middle dot) turned into a space.
    static func withoutLeaders(_ line: Substring) -> String {
        var result = ""
        var run = ""
        func flush() {
            if run.count >= 2 || run.contains(where: { $0 != "." && $0 != "_" }) { result.append(" ") } else { result += run }
            run = ""
        }
        for character in line {
            if leaders.contains(character) {
                run.append(character)
            } else {
                if !run.isEmpty { flush() }
                result.append(character)
            }
        }
        if !run.isEmpty { flush() }
        return result
    }

    static func trimmed(_ text: Substring) -> String {
        String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }

    /// The target of a "see also X" or "see X" line (also in parentheses), or nil.
    static func seeAlsoTarget(_ line: String) -> String? {
        var body = Substring(line)
        if body.first == "(" { body = body.dropFirst() }
        let lower = body.lowercased()
        for prefix in ["see also ", "see "] where lower.hasPrefix(prefix) {
            let target = body.dropFirst(prefix.count)
            return String(target.reversed().drop { $0 == ")" || $0 == "." || $0 == " " }.reversed())
        }
        return nil
    }

    /// "Apples, see Fruit" split into ("Apples", "Fruit"), or nil.
    static func inlineSee(_ name: String) -> (String, String)? {
        let lower = Array(name.lowercased())
        let characters = Array(name)
        guard lower.count == characters.count else { return nil }
        for marker in [Array(", see also "), Array(", see ")] where lower.count > marker.count {
            for start in 0...(lower.count - marker.count) where Array(lower[start..<(start + marker.count)]) == marker {
                let from = String(characters[..<start])
                let target = String(characters[(start + marker.count)...])
                return (from, target)
            }
        }
        return nil
    }

    /// All letters capitals (at least one letter, no uncased letters), no page numbers.
    static func isHeading(_ text: String) -> Bool {
        let letters = text.filter(\.isLetter)
        return !letters.isEmpty && letters.allSatisfy { $0.isUppercase }
    }
}
