import Scoring

/// The reader behind `LineRecordsJSON.read`: an array of line objects, byte by byte.
struct LineRecordsJSONReader {
    typealias Malformed = LineRecordsJSON.Malformed
    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var offset = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func array() throws(Malformed) -> [LineRecord] {
        try expect("[")
        var lines: [LineRecord] = []
        skipSpace()
        if peek() == UInt8(ascii: "]") { offset += 1; return lines }
        while true {
            lines.append(try object())
            skipSpace()
            if peek() == UInt8(ascii: ",") { offset += 1; continue }
            try expect("]")
            return lines
        }
    }

    private mutating func object() throws(Malformed) -> LineRecord {
        try expect("{")
        var line = LineRecord(text: "", confidence: nil, x: 0, y: 0, width: 0, height: 0)
        var seen = Set<String>()
        skipSpace()
        if peek() == UInt8(ascii: "}") { throw Malformed(offset: offset) }   // text, x, y, width, height are required
        while true {
            skipSpace()
            let key = try string()
            guard seen.insert(key).inserted else { throw Malformed(offset: offset) }
            try expect(":")
            skipSpace()
            switch key {
            case "text": line.text = try string()
            case "confidence": line.confidence = try nullOr { (r: inout Self) throws(Malformed) in try r.number() }
            case "x": line.x = try integer()
            case "y": line.y = try integer()
            case "width": line.width = try integer()
            case "height": line.height = try integer()
            case "correct": line.correct = try nullOr { (r: inout Self) throws(Malformed) in try r.boolean() }
            default: throw Malformed(offset: offset)
            }
            skipSpace()
            if peek() == UInt8(ascii: ",") { offset += 1; continue }
            try expect("}")
            guard seen.isSuperset(of: ["text", "x", "y", "width", "height"]) else { throw Malformed(offset: offset) }
            return line
        }
    }

    mutating func skipSpace() {
        while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
    }

    private func peek() -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func expect(_ character: Unicode.Scalar) throws(Malformed) {
        skipSpace()
        guard peek() == UInt8(ascii: character) else { throw Malformed(offset: offset) }
        offset += 1
    }

    private mutating func literal(_ word: String) -> Bool {
        let utf8 = Array(word.utf8)
        guard offset + utf8.count <= bytes.count, bytes[offset..<(offset + utf8.count)].elementsEqual(utf8) else { return false }
        offset += utf8.count
        return true
    }

    private mutating func nullOr<T>(_ read: (inout Self) throws(Malformed) -> T) throws(Malformed) -> T? {
        literal("null") ? nil : try read(&self)
    }

    private mutating func boolean() throws(Malformed) -> Bool {
        if literal("true") { return true }
        if literal("false") { return false }
        throw Malformed(offset: offset)
    }

    /// A JSON number's characters, as Double reads them.
    private mutating func number() throws(Malformed) -> Double {
        let start = offset
        while offset < bytes.count, "+-.0123456789eE".utf8.contains(bytes[offset]) { offset += 1 }
        guard offset > start, let value = Double(String(decoding: bytes[start..<offset], as: UTF8.self)),
              value.isFinite else { throw Malformed(offset: start) }
        return value
    }

    private mutating func integer() throws(Malformed) -> Int {
        let start = offset
        let value = try number()
        guard let exact = Int(exactly: value), !bytes[start..<offset].contains(where: { ".eE".utf8.contains($0) }) else {
            throw Malformed(offset: start)
        }
        return exact
    }

    /// A JSON string: the bytes up to the closing quote, escapes resolved, as valid UTF-8.
    private mutating func string() throws(Malformed) -> String {
        try expect("\"")
        var start = offset
        var decoded: [UInt8] = []
        var escaped = false
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                let text: String?
                if escaped {
                    decoded.append(contentsOf: bytes[start..<offset])
                    text = String(validating: decoded, as: UTF8.self)
                } else {
                    text = String(validating: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
                }
                offset += 1
                guard let text else { throw Malformed(offset: start) }
                return text
            }
            if byte < 0x20 { throw Malformed(offset: offset) }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                decoded.append(contentsOf: bytes[start..<offset])
                offset += 1
                try escape(into: &decoded)
                start = offset
                continue
            }
            offset += 1
        }
        throw Malformed(offset: offset)
    }

    /// One escape after its backslash, appended as UTF-8.
    private mutating func escape(into out: inout [UInt8]) throws(Malformed) {
        guard let byte = peek() else { throw Malformed(offset: offset) }
        offset += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(byte)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
            var value = try hex4()
            if (0xD800..<0xDC00).contains(value) {
                guard literal("\\u") else { throw Malformed(offset: offset) }
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else { throw Malformed(offset: offset) }
                value = 0x1_0000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(value) else { throw Malformed(offset: offset) }
            out.append(contentsOf: Array(String(scalar).utf8))
        default: throw Malformed(offset: offset - 1)
        }
    }

    private mutating func hex4() throws(Malformed) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw Malformed(offset: offset) }
        var value: UInt32 = 0
        for byte in bytes[offset..<(offset + 4)] {
            guard let digit = Int(String(UnicodeScalar(byte)), radix: 16) else { throw Malformed(offset: offset) }
            value = value << 4 | UInt32(digit)
        }
        offset += 4
        return value
    }
}
