import XMLReading

extension LayoutFormat {
    /// What the start of a document says it is, told by its root element.
    public enum Detection: Sendable, Equatable {
        /// PAGE-XML (root `PcGts`), ALTO (`alto`) or hOCR (`html`, or another root with
        /// `ocr_page` or `ocr_line` soon after it), any namespace prefix.
        case layout(LayoutFormat)
        /// XML whose root element is none of those.
        case otherXML(root: String)
        /// Markup (comments, processing instructions, a document type declaration) runs
        /// on past `prologLimit` bytes with no root element.
        case prologTooLong
        /// The markup ends before any root element.
        case noRootElement
        /// Not XML: something other than markup comes first.
        case notXML
    }

    /// What was found, for a message: "the root element is <document>", "no root element
    /// in its first 1,048,576 bytes (…)".
    public static func describe(_ detection: Detection) -> String {
        switch detection {
        case .layout(let format): return "a \(format.displayName) document"
        case .otherXML(let root): return "the root element is <\(root)>"
        case .prologTooLong:
            return "no root element in its first \(XMLReadingLimits.describe(prologLimit)) bytes (only comments, "
                + "processing instructions or a document type declaration)"
        case .noRootElement: return "the XML ends before any root element"
        case .notXML: return "not XML"
        }
    }

    /// How far the detection looks for the root element: 1 MB of prolog (comments,
    /// processing instructions, white space, a document type declaration) is more than
    /// any licence header needs, and the look stays bounded on a hostile file.
    public static let prologLimit = 1 << 20

    /// The format of an XML document by its root: hOCR, PAGE or ALTO; nil for anything else.
    public static func detect(_ bytes: some Collection<UInt8>) -> LayoutFormat? {
        if case .layout(let format) = detection(of: bytes) { return format }
        return nil
    }

    /// What the document is, by its root element, looked for past comments, processing
    /// instructions, white space and a document type declaration (quoted `>` and an
    /// internal subset included) within the first `prologLimit` bytes. UTF-8 and the
    /// encodings that share its ASCII bytes (ISO-8859-1, …) and UTF-16 (byte order mark,
    /// or `<?` in either order) are told; this only looks, libxml2 reads.
    public static func detection(of bytes: some Collection<UInt8>) -> Detection {
        let units = PrologUnits(bytes.prefix(prologLimit), truncated: bytes.count > prologLimit)
        var scanner = PrologScanner(units: units.values)
        switch scanner.root() {
        case .root(let name, let at):
            let local = name.split(separator: ":").last.map(String.init) ?? name
            if local.lowercased() == "html" { return .layout(.hocr) }
            if local == "PcGts" { return .layout(.page) }
            if local == "alto" { return .layout(.alto) }
            let window = String(decoding: units.values[at..<min(units.values.count, at + 4096)], as: UTF8.self)
            if window.contains("ocr_page") || window.contains("ocr_line") { return .layout(.hocr) }
            return .otherXML(root: name)
        case .ended:
            return units.truncated ? .prologTooLong : .noRootElement
        case .notMarkup:
            return .notXML
        }
    }
}

/// The first bytes of a document as one ASCII-compatible unit each: UTF-8 and its kin
/// as they are; UTF-16 a code unit at a time, anything past ASCII as 0x80.
private struct PrologUnits {
    var values: [UInt8]
    /// Whether the document goes on past what was taken.
    var truncated: Bool

    init(_ bytes: some Collection<UInt8>, truncated: Bool) {
        let head = Array(bytes)
        self.truncated = truncated
        var littleEndian: Bool?
        var start = 0
        if head.starts(with: [0xFF, 0xFE]) { littleEndian = true; start = 2 }
        else if head.starts(with: [0xFE, 0xFF]) { littleEndian = false; start = 2 }
        else if head.starts(with: [0x3C, 0x00, 0x3F, 0x00]) { littleEndian = true }
        else if head.starts(with: [0x00, 0x3C, 0x00, 0x3F]) { littleEndian = false }
        guard let littleEndian else {
            values = head.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(head.dropFirst(3)) : head
            return
        }
        values = []
        values.reserveCapacity(head.count / 2)
        var index = start
        while index + 1 < head.count {
            let unit = littleEndian ? UInt16(head[index]) | UInt16(head[index + 1]) << 8
                                    : UInt16(head[index]) << 8 | UInt16(head[index + 1])
            values.append(unit < 0x80 ? UInt8(unit) : 0x80)
            index += 2
        }
    }
}

/// Walks the prolog to the root element's start tag.
private struct PrologScanner {
    enum Result {
        /// The root's qualified name, and where its tag starts.
        case root(String, at: Int)
        /// The units ran out inside or after the prolog, before a root.
        case ended
        /// Something other than markup.
        case notMarkup
    }

    let units: [UInt8]
    var index = 0

    init(units: [UInt8]) { self.units = units }

    mutating func root() -> Result {
        while true {
            while index < units.count, [0x20, 0x09, 0x0A, 0x0D].contains(units[index]) { index += 1 }
            guard index < units.count else { return .ended }
            guard units[index] == UInt8(ascii: "<") else { return .notMarkup }
            if starts("<?") {
                guard skip(past: "?>") else { return .ended }
            } else if starts("<!--") {
                guard skip(past: "-->") else { return .ended }
            } else if starts("<!DOCTYPE") {
                guard skipDoctype() else { return .ended }
            } else if index + 1 < units.count, isNameStart(units[index + 1]) {
                let start = index
                var end = index + 1
                while end < units.count, isNameStart(units[end]) || isNameCharacter(units[end]) { end += 1 }
                return .root(String(decoding: units[(start + 1)..<end], as: UTF8.self), at: start)
            } else {
                return index + 1 < units.count ? .notMarkup : .ended
            }
        }
    }

    private func starts(_ literal: String) -> Bool {
        let pattern = Array(literal.utf8)
        return index + pattern.count <= units.count && units[index..<(index + pattern.count)].elementsEqual(pattern)
    }

    /// Moves past the next `literal`; false when there is none.
    private mutating func skip(past literal: String) -> Bool {
        let pattern = Array(literal.utf8)
        while index + pattern.count <= units.count {
            if units[index..<(index + pattern.count)].elementsEqual(pattern) {
                index += pattern.count
                return true
            }
            index += 1
        }
        index = units.count
        return false
    }

    /// Moves past `<!DOCTYPE …>`: quoted literals and a bracketed internal subset (with
    /// its own quotes and comments) may hold `>`.
    private mutating func skipDoctype() -> Bool {
        index += 9
        var quote: UInt8?
        var depth = 0
        while index < units.count {
            let unit = units[index]
            if let open = quote {
                if unit == open { quote = nil }
            } else if unit == UInt8(ascii: "\"") || unit == UInt8(ascii: "'") {
                quote = unit
            } else if depth > 0 && starts("<!--") {
                guard skip(past: "-->") else { return false }
                continue
            } else if unit == UInt8(ascii: "[") {
                depth += 1
            } else if unit == UInt8(ascii: "]") {
                depth = max(0, depth - 1)
            } else if unit == UInt8(ascii: ">") && depth == 0 {
                index += 1
                return true
            }
            index += 1
        }
        return false
    }

    /// ASCII letters, `_`, `:` and anything past ASCII may start a name.
    private func isNameStart(_ unit: UInt8) -> Bool {
        (unit >= 0x41 && unit <= 0x5A) || (unit >= 0x61 && unit <= 0x7A) || unit == 0x5F || unit == 0x3A || unit >= 0x80
    }

    private func isNameCharacter(_ unit: UInt8) -> Bool {
        (unit >= 0x30 && unit <= 0x39) || unit == 0x2D || unit == 0x2E
    }
}
