import Foundation

/// A strict JSON reader (RFC 8259) for sidecars and configuration files.
///
/// Stricter than Foundation's: a key that appears twice in one object is an error
/// naming the key's path (Foundation keeps one of the two silently, so a sidecar with
/// `"maxCER"` written twice would be checked against whichever came first); nesting is
/// limited to `maxDepth` (a hostile file cannot exhaust the stack); every error gives
/// the line and column. Numbers are read as `Double`, booleans stay booleans.
///
/// Sizes are capped as the file is read, so that a hostile value never reaches a
/// message or a sample: a string (a key too) may hold `maxStringBytes` bytes as written,
/// a number `maxNumberCharacters` characters; past either the reading stops with an error
/// naming the key.
enum JSONParser {
    /// How deep arrays and objects may nest.
    static let maxDepth = 256
    /// The most bytes a string (or a key) may take in the file, escapes included: 10 MB,
    /// the XML readers' limit on one text (`XMLReadingLimits.layoutDocument`).
    static let maxStringBytes = 10_000_000
    /// The most characters a number may be written with: a double has 17 significant
    /// digits, so 100 leaves room for any exponent and leading zeros a person writes.
    static let maxNumberCharacters = 100

    static func parse(_ data: Data) -> Result<JSONValue, JSONSyntaxError> {
        // Read in place: a copy of the bytes would double a large file's memory.
        data.withUnsafeBytes { raw in
            var reader = Reader(bytes: raw.bindMemory(to: UInt8.self))
            do throws(JSONSyntaxError) {
                reader.skipWhitespace()
                let value = try reader.value(depth: 0, path: "")
                reader.skipWhitespace()
                guard reader.position == reader.bytes.count else { throw reader.error("unexpected text after the JSON value") }
                return .success(value)
            } catch {
                return .failure(error)
            }
        }
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            // A UTF-8 byte-order mark is allowed before the value.
            self.bytes = bytes
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        }

        func error(_ problem: String, key: String? = nil, at offset: Int? = nil) -> JSONSyntaxError {
            let end = min(offset ?? position, bytes.count)
            var line = 1, column = 1
            for byte in bytes[0..<end] {
                if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
            }
            return JSONSyntaxError("\(problem) (line \(line), column \(column))", key: key)
        }

        mutating func skipWhitespace() {
            while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        }

        mutating func value(depth: Int, path: String) throws(JSONSyntaxError) -> JSONValue {
            guard position < bytes.count else { throw error("the file ends where a value was expected") }
            switch bytes[position] {
            case UInt8(ascii: "{"): return try object(depth: depth + 1, path: path)
            case UInt8(ascii: "["): return try array(depth: depth + 1, path: path)
            case UInt8(ascii: "\""): return .string(try string(path: path))
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number(path: path))
            default: throw error("unexpected character \(Self.describe(bytes[position])) where a value was expected")
            }
        }

        mutating func object(depth: Int, path: String) throws(JSONSyntaxError) -> JSONValue {
            guard depth <= JSONParser.maxDepth else { throw error("nested more than \(JSONParser.maxDepth) levels deep") }
            position += 1
            var members: [String: JSONValue] = [:]
            skipWhitespace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "}") { position += 1; return .object(members) }
            while true {
                skipWhitespace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                    throw error("expected a key in double quotes")
                }
                let keyStart = position
                let key = try string(path: path.isEmpty ? "(a key)" : "\(path) (a key)")
                let keyPath = path.isEmpty ? key : "\(path).\(key)"
                if members[key] != nil {
                    throw error("appears twice in one object; which one counts would be a guess", key: keyPath, at: keyStart)
                }
                skipWhitespace()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw error("expected ':' after a key") }
                position += 1
                skipWhitespace()
                members[key] = try value(depth: depth, path: keyPath)
                skipWhitespace()
                guard position < bytes.count else { throw error("the file ends inside an object") }
                if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
                if bytes[position] == UInt8(ascii: "}") { position += 1; return .object(members) }
                throw error("expected ',' or '}' in an object")
            }
        }

        mutating func array(depth: Int, path: String) throws(JSONSyntaxError) -> JSONValue {
            guard depth <= JSONParser.maxDepth else { throw error("nested more than \(JSONParser.maxDepth) levels deep") }
            position += 1
            var items: [JSONValue] = []
            skipWhitespace()
            if position < bytes.count, bytes[position] == UInt8(ascii: "]") { position += 1; return .array(items) }
            while true {
                skipWhitespace()
                items.append(try value(depth: depth, path: "\(path)[\(items.count)]"))
                skipWhitespace()
                guard position < bytes.count else { throw error("the file ends inside a list") }
                if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
                if bytes[position] == UInt8(ascii: "]") { position += 1; return .array(items) }
                throw error("expected ',' or ']' in a list")
            }
        }

        mutating func literal(_ word: String) throws(JSONSyntaxError) {
            let expected = Array(word.utf8)
            guard bytes.count - position >= expected.count,
                  Array(bytes[position..<(position + expected.count)]) == expected else {
                throw error("unexpected text where a value was expected")
            }
            position += expected.count
        }

        mutating func number(path: String) throws(JSONSyntaxError) -> Double {
            let start = position
            let limit = min(bytes.count, start + JSONParser.maxNumberCharacters + 1)
            func digits() -> Int {
                let first = position
                while position < limit, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
                return position - first
            }
            if bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard position < bytes.count else { throw error("a number ends after '-'") }
            if bytes[position] == UInt8(ascii: "0") {
                position += 1
            } else if digits() == 0 {
                throw error("a number needs digits")
            }
            if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
                position += 1
                guard digits() > 0 else { throw error("a number needs digits after '.'") }
            }
            if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
                position += 1
                if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
                guard digits() > 0 else { throw error("a number needs digits in its exponent") }
            }
            guard position - start <= JSONParser.maxNumberCharacters else {
                throw error("a number written with more than \(JSONParser.maxNumberCharacters) characters; no number needs so many",
                            key: path.isEmpty ? nil : path, at: start)
            }
            let text = String(decoding: bytes[start..<position], as: UTF8.self)
            guard let value = Double(text), value.isFinite else { throw error("number \(text) is out of range", at: start) }
            return value
        }

        mutating func string(path: String) throws(JSONSyntaxError) -> String {
            let start = position
            let limit = start + 2 + JSONParser.maxStringBytes
            position += 1   // the opening quote
            var scalars = String.UnicodeScalarView()
            var runStart = position
            func flushRun() throws(JSONSyntaxError) {
                guard runStart < position else { return }
                guard let run = String(validating: bytes[runStart..<position], as: UTF8.self) else {
                    throw error("a string holds bytes that are not UTF-8", at: runStart)
                }
                scalars.append(contentsOf: run.unicodeScalars)
            }
            while true {
                guard position < bytes.count else { throw error("the file ends inside a string", at: start) }
                guard position < limit else {
                    throw error("a string longer than \(JSONParser.maxStringBytes) bytes (the most one may hold)",
                                key: path.isEmpty ? nil : path, at: start)
                }
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") {
                    try flushRun()
                    position += 1
                    return String(scalars)
                }
                if byte < 0x20 { throw error("a control character (\(Self.describe(byte))) inside a string must be escaped") }
                if byte != UInt8(ascii: "\\") { position += 1; continue }
                try flushRun()
                position += 1
                guard position < bytes.count else { throw error("the file ends inside a string", at: start) }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800...0xDBFF).contains(code) {
                        guard bytes.count - position >= 6, bytes[position] == UInt8(ascii: "\\"),
                              bytes[position + 1] == UInt8(ascii: "u") else {
                            throw error("a \\u escape holds half of a surrogate pair")
                        }
                        position += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("a \\u escape holds half of a surrogate pair") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("a \\u escape holds half of a surrogate pair") }
                    scalars.append(scalar)
                default:
                    throw error("unknown escape '\\\(Self.describe(escape))' in a string")
                }
                runStart = position
            }
        }

        mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
            guard bytes.count - position >= 4 else { throw error("a \\u escape needs four hex digits") }
            var code: UInt32 = 0
            for byte in bytes[position..<(position + 4)] {
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: throw error("a \\u escape needs four hex digits")
                }
                code = code << 4 | UInt32(digit)
            }
            position += 4
            return code
        }

        static func describe(_ byte: UInt8) -> String {
            (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : String(format: "byte 0x%02X", byte)
        }
    }
}
