/// A forward reader of JSON text as bytes, for the hand-written readers of the lines that
/// ocrgauge writes itself (`LineRecordsJSONReader`, `ResultJSONReader`). It reads what
/// `JSONEncoder` and `LineRecordsJSON` write and throws `Malformed` for anything it does
/// not take; its callers then fall back to `JSONDecoder`, so a shape it misses costs time,
/// never a result.
struct JSONByteCursor {
    /// Input this reader does not take, with the byte offset where it stopped.
    struct Malformed: Error, Equatable {
        var offset: Int
    }

    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var offset = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var atEnd: Bool { offset >= bytes.count }

    func fail() -> Malformed { Malformed(offset: offset) }

    mutating func skipSpace() {
        while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
    }

    func peek() -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    mutating func expect(_ character: Unicode.Scalar) throws(Malformed) {
        skipSpace()
        guard peek() == UInt8(ascii: character) else { throw fail() }
        offset += 1
    }

    /// Takes `character` (after white space) when it is next.
    mutating func take(_ character: Unicode.Scalar) -> Bool {
        skipSpace()
        guard peek() == UInt8(ascii: character) else { return false }
        offset += 1
        return true
    }

    mutating func literal(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        let matches = word.withUTF8Buffer { bytes[offset..<(offset + count)].elementsEqual($0) }
        if matches { offset += count }
        return matches
    }

    mutating func nullOr<T>(_ read: (inout Self) throws(Malformed) -> T) throws(Malformed) -> T? {
        skipSpace()
        return literal("null") ? nil : try read(&self)
    }

    mutating func boolean() throws(Malformed) -> Bool {
        skipSpace()
        if literal("true") { return true }
        if literal("false") { return false }
        throw fail()
    }

    /// A JSON number's characters, as Double reads them; a number that is not finite is refused.
    mutating func number() throws(Malformed) -> Double {
        skipSpace()
        let start = offset
        while offset < bytes.count, Self.isNumberByte(bytes[offset]) { offset += 1 }
        guard offset > start, let value = Double(String(decoding: bytes[start..<offset], as: UTF8.self)),
              value.isFinite else { throw Malformed(offset: start) }
        return value
    }

    /// A byte a JSON number may hold: a digit, sign, point or exponent.
    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
             UInt8(ascii: "e"), UInt8(ascii: "E"): return true
        default: return false
        }
    }

    /// A number written as a whole number (no fraction, no exponent) that fits an Int.
    mutating func integer() throws(Malformed) -> Int {
        skipSpace()
        let start = offset
        var negative = false
        if peek() == UInt8(ascii: "-") { negative = true; offset += 1 }
        var value = 0
        let digits = offset
        while offset < bytes.count, bytes[offset] >= 0x30, bytes[offset] <= 0x39 {
            let (times, over1) = value.multipliedReportingOverflow(by: 10)
            let (sum, over2) = times.addingReportingOverflow(Int(bytes[offset] - 0x30))
            guard !over1, !over2 else { throw Malformed(offset: start) }
            value = sum
            offset += 1
        }
        let fraction = offset < bytes.count && [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[offset])
        guard offset > digits, !fraction else { throw Malformed(offset: start) }
        return negative ? -value : value
    }

    /// A JSON string: the bytes up to the closing quote, escapes resolved, as valid UTF-8.
    mutating func string() throws(Malformed) -> String {
        try expect("\"")
        var start = offset
        var decoded: [UInt8] = []
        var escaped = false
        var ascii = true    // ASCII needs no validation: `String(decoding:)` copies it as it is
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                let text: String?
                if escaped {
                    decoded.append(contentsOf: bytes[start..<offset])
                    text = ascii && decoded.allSatisfy { $0 < 0x80 } ? String(decoding: decoded, as: UTF8.self)
                        : String(validating: decoded, as: UTF8.self)
                } else {
                    let raw = UnsafeBufferPointer(rebasing: bytes[start..<offset])
                    text = ascii ? String(decoding: raw, as: UTF8.self) : String(validating: raw, as: UTF8.self)
                }
                offset += 1
                guard let text else { throw Malformed(offset: start) }
                return text
            }
            if byte >= 0x80 { ascii = false }
            if byte < 0x20 { throw fail() }
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
        throw fail()
    }

    /// An array of strings.
    mutating func strings() throws(Malformed) -> [String] {
        try array { (cursor: inout Self) throws(Malformed) in try cursor.string() }
    }

    /// An array, each element read by `element`.
    mutating func array<T>(_ element: (inout Self) throws(Malformed) -> T) throws(Malformed) -> [T] {
        try expect("[")
        var values: [T] = []
        if take("]") { return values }
        repeat { values.append(try element(&self)) } while take(",")
        try expect("]")
        return values
    }

    /// An object: `member` is called with each key, positioned at its value, and must read
    /// the value. A key twice in the object is refused.
    mutating func object(_ member: (inout Self, String) throws(Malformed) -> Void) throws(Malformed) {
        try expect("{")
        if take("}") { return }
        // A handful of keys: a list is cheaper than a set; a result's forty are not.
        var seen: [String] = [], many: Set<String> = []
        repeat {
            let key = try string()
            if seen.count < 8 {
                guard !seen.contains(key) else { throw fail() }
                seen.append(key)
            } else {
                if many.isEmpty { many = Set(seen) }
                guard many.insert(key).inserted else { throw fail() }
            }
            try expect(":")
            try member(&self, key)
        } while take(",")
        try expect("}")
    }

    /// Skips one value of any kind and returns where its bytes are.
    mutating func skipValue(depth: Int = 0) throws(Malformed) -> Range<Int> {
        skipSpace()
        let start = offset
        guard depth < 64, let byte = peek() else { throw fail() }
        switch byte {
        case UInt8(ascii: "{"):
            try object { (cursor: inout Self, _: String) throws(Malformed) in _ = try cursor.skipValue(depth: depth + 1) }
        case UInt8(ascii: "["):
            _ = try array { (cursor: inout Self) throws(Malformed) in try cursor.skipValue(depth: depth + 1) }
        case UInt8(ascii: "\""): _ = try string()
        case UInt8(ascii: "t"), UInt8(ascii: "f"): _ = try boolean()
        case UInt8(ascii: "n"): guard literal("null") else { throw fail() }
        default: _ = try number()
        }
        return start..<offset
    }

    /// One escape after its backslash, appended as UTF-8.
    private mutating func escape(into out: inout [UInt8]) throws(Malformed) {
        guard let byte = peek() else { throw fail() }
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
                guard literal("\\u") else { throw fail() }
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else { throw fail() }
                value = 0x1_0000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(value) else { throw fail() }
            out.append(contentsOf: Array(String(scalar).utf8))
        default: throw Malformed(offset: offset - 1)
        }
    }

    private mutating func hex4() throws(Malformed) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw fail() }
        var value: UInt32 = 0
        for byte in bytes[offset..<(offset + 4)] {
            guard let digit = Int(String(UnicodeScalar(byte)), radix: 16) else { throw fail() }
            value = value << 4 | UInt32(digit)
        }
        offset += 4
        return value
    }
}
