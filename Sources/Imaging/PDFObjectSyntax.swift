/// One PDF object as the file writes it (ISO 32000-1, 7.3), read by `PDFObjectSyntax`:
/// what `PDFPageImages` needs of a page's resources, nothing more.
indirect enum PDFValue: Sendable {
    case number(Double)
    case name(String)
    case reference(Int)
    case array([PDFValue])
    case dictionary([String: PDFValue])
    /// Strings, booleans, null and operators: their content does not matter here.
    case other

    var dictionary: [String: PDFValue]? { if case .dictionary(let d) = self { return d }; return nil }
    var name: String? { if case .name(let n) = self { return n }; return nil }
}

/// A bounded reader of PDF object syntax over bytes in memory: nesting at most 32 deep,
/// at most 100,000 values per object; what it cannot read ends the object early.
struct PDFObjectSyntax {
    let bytes: [UInt8]
    var at: Int
    let end: Int
    private var budget = 100_000

    init(_ bytes: [UInt8], at: Int, end: Int? = nil) {
        self.bytes = bytes
        self.at = at
        self.end = min(end ?? bytes.count, bytes.count)
    }

    static func isWhite(_ c: UInt8) -> Bool { c == 0 || c == 9 || c == 10 || c == 12 || c == 13 || c == 32 }
    static func isDelimiter(_ c: UInt8) -> Bool { "()<>[]{}/%".utf8.contains(c) }

    mutating func skipWhite() {
        while at < end {
            let c = bytes[at]
            if Self.isWhite(c) { at += 1 } else if c == UInt8(ascii: "%") {
                while at < end, bytes[at] != 10, bytes[at] != 13 { at += 1 }
            } else { return }
        }
    }

    /// A run of regular characters (a number, keyword or name's body).
    mutating func word() -> String {
        let start = at
        while at < end, !Self.isWhite(bytes[at]), !Self.isDelimiter(bytes[at]) { at += 1 }
        return String(decoding: bytes[start..<at], as: UTF8.self)
    }

    /// The next value, nil at the end or on what is not a value (`>>`, `]`, `endobj`).
    mutating func value(depth: Int = 0) -> PDFValue? {
        skipWhite()
        guard at < end, depth < 32, budget > 0 else { return nil }
        budget -= 1
        let c = bytes[at]
        switch c {
        case UInt8(ascii: "/"):
            at += 1
            return .name(word())
        case UInt8(ascii: "["):
            at += 1
            var items: [PDFValue] = []
            while let item = value(depth: depth + 1) { items.append(item) }
            skipWhite()
            if at < end, bytes[at] == UInt8(ascii: "]") { at += 1 }
            return .array(Self.joiningReferences(items))
        case UInt8(ascii: "<"):
            if at + 1 < end, bytes[at + 1] == UInt8(ascii: "<") {
                at += 2
                var items: [PDFValue] = []
                while let item = value(depth: depth + 1) { items.append(item) }
                skipWhite()
                if at + 1 < end, bytes[at] == UInt8(ascii: ">"), bytes[at + 1] == UInt8(ascii: ">") { at += 2 }
                var dictionary: [String: PDFValue] = [:]
                let joined = Self.joiningReferences(items)
                var index = 0
                while index + 1 < joined.count {
                    if let key = joined[index].name, dictionary[key] == nil { dictionary[key] = joined[index + 1] }
                    index += 2
                }
                return .dictionary(dictionary)
            }
            while at < end, bytes[at] != UInt8(ascii: ">") { at += 1 }
            at += 1
            return .other
        case UInt8(ascii: "("):
            var level = 0
            while at < end {
                let b = bytes[at]
                at += 1
                if b == UInt8(ascii: "\\") { at += 1 } else if b == UInt8(ascii: "(") { level += 1 } else if b == UInt8(ascii: ")") {
                    level -= 1
                    if level == 0 { break }
                }
            }
            return .other
        case UInt8(ascii: ">"), UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "}"):
            return nil
        default:
            let start = at
            let text = word()
            if at == start { at += 1; return .other }
            // Numbers as PDF writes them (digits, a sign, a point), held to ±10^15 so that
            // any of them converts to Int; "nan" or "1e9" are no numbers here.
            if text.utf8.allSatisfy({ ($0 >= 48 && $0 <= 57) || $0 == 43 || $0 == 45 || $0 == 46 }), let number = Double(text),
               number.isFinite {
                return .number(max(-1e15, min(1e15, number)))
            }
            if text == "R" { return .name("\u{0}R") }   // joined with the two numbers before it
            if text == "endobj" || text == "stream" || text == "obj" { at = start; return nil }
            return .other
        }
    }

    /// `a b R` in a list of values as one reference.
    static func joiningReferences(_ items: [PDFValue]) -> [PDFValue] {
        var out: [PDFValue] = []
        out.reserveCapacity(items.count)
        for item in items {
            if item.name == "\u{0}R", out.count >= 2, case .number(let generation) = out[out.count - 1],
               case .number(let number) = out[out.count - 2], generation >= 0, number >= 0, number < 1e9 {
                out.removeLast(2)
                out.append(.reference(Int(number)))
            } else {
                out.append(item)
            }
        }
        return out
    }
}
