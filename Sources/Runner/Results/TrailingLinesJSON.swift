import Foundation
import Scoring

/// A JSON object whose recognized lines are its last key, `"lines"`, written and read by
/// `LineRecordsJSON`; every other key goes through `JSONEncoder` and `JSONDecoder`. Used
/// for the journal's result lines and the worker's answers, where a long answer's lines
/// through the coders cost several times the text.
enum TrailingLinesJSON {
    /// `value` as one JSON object (no newline) ending with `"lines":[…]`. The value's type
    /// must leave its own lines out when the encoder's `LineRecord.omittedFromEncoding`
    /// is true (`SampleResult`, `RecognitionReport`).
    static func encode<Value: Encodable>(_ value: Value, lines: [LineRecord]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.userInfo[LineRecord.omittedFromEncoding] = true
        var object = try encoder.encode(value)
        guard object.count >= 2, object.last == UInt8(ascii: "}") else {
            throw EncodingError.invalidValue(lines.count, .init(codingPath: [], debugDescription: "not a JSON object"))
        }
        var tail: [UInt8] = Array(object.count > 2 ? #","lines":"#.utf8 : #""lines":"#.utf8)
        try LineRecordsJSON.append(lines, to: &tail)
        tail.append(UInt8(ascii: "}"))
        object.removeLast()
        object.reserveCapacity(object.count + tail.count + 1)
        object.append(contentsOf: tail)
        return object
    }

    /// Decodes `data`: when its object has a top-level `"lines"` array that
    /// `LineRecordsJSON` reads, the rest goes through `JSONDecoder` without it and the
    /// lines are returned beside the value; otherwise (a journal written by an older
    /// version, lines in another form) all of it goes through `JSONDecoder`, and the lines
    /// are nil (the value holds them).
    static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> (value: Value, lines: [LineRecord]?) {
        let split: (head: Data, lines: [LineRecord])? = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard let member = TopLevelMember.find("lines", in: bytes),
                  let lines = try? LineRecordsJSON.read(UnsafeBufferPointer(rebasing: bytes[member.value])) else { return nil }
            var head = Data(capacity: bytes.count - member.removed.count)
            head.append(UnsafeBufferPointer(rebasing: bytes[..<member.removed.lowerBound]))
            head.append(UnsafeBufferPointer(rebasing: bytes[member.removed.upperBound...]))
            return (head, lines)
        }
        guard let split else { return (try JSONDecoder().decode(type, from: data), nil) }
        return (try JSONDecoder().decode(type, from: split.head), split.lines)
    }
}

/// Where a key of a JSON object's top level is, found by one pass over the bytes that
/// follows strings and nesting (no value is decoded).
enum TopLevelMember {
    /// The bytes of the member `key` (with one comma joining it to a neighbour, so that
    /// removing them leaves a valid object) and of its value; nil when the object has no
    /// such key at its top level, or the bytes are not one object.
    static func find(_ key: String, in bytes: UnsafeBufferPointer<UInt8>) -> (removed: Range<Int>, value: Range<Int>)? {
        var scanner = Scanner(bytes: bytes)
        scanner.skipSpace()
        guard scanner.take(UInt8(ascii: "{")) else { return nil }
        let wanted = Array(key.utf8)
        var previousEnd: Int?   // where the previous member's value ended (before its comma)
        while true {
            scanner.skipSpace()
            let memberStart = scanner.offset
            guard let keyRange = scanner.skipString() else { return nil }
            scanner.skipSpace()
            guard scanner.take(UInt8(ascii: ":")) else { return nil }
            scanner.skipSpace()
            let valueStart = scanner.offset
            guard scanner.skipValue() else { return nil }
            let valueEnd = scanner.offset
            scanner.skipSpace()
            let more = scanner.take(UInt8(ascii: ","))
            if !more { guard scanner.take(UInt8(ascii: "}")) else { return nil } }
            if bytes[keyRange].elementsEqual(wanted) {
                if let previousEnd { return (previousEnd..<valueEnd, valueStart..<valueEnd) }
                return (memberStart..<(more ? scanner.offset : valueEnd), valueStart..<valueEnd)
            }
            if !more { return nil }
            previousEnd = valueEnd
        }
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0

        mutating func skipSpace() {
            while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
        }

        mutating func take(_ byte: UInt8) -> Bool {
            guard offset < bytes.count, bytes[offset] == byte else { return false }
            offset += 1
            return true
        }

        /// Skips a string; returns the range of its raw contents.
        mutating func skipString() -> Range<Int>? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            let start = offset
            while offset < bytes.count {
                switch bytes[offset] {
                case UInt8(ascii: "\""): offset += 1; return start..<(offset - 1)
                case UInt8(ascii: "\\"): offset += 2
                default: offset += 1
                }
            }
            return nil
        }

        /// Skips one value of any kind, nested ones included (without checking them: the
        /// decoder that reads them does).
        mutating func skipValue() -> Bool {
            guard offset < bytes.count else { return false }
            switch bytes[offset] {
            case UInt8(ascii: "\""): return skipString() != nil
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                var depth = 0
                while offset < bytes.count {
                    switch bytes[offset] {
                    case UInt8(ascii: "\""): if skipString() == nil { return false }; continue
                    case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                    case UInt8(ascii: "}"), UInt8(ascii: "]"):
                        depth -= 1
                        if depth == 0 { offset += 1; return true }
                    default: break
                    }
                    offset += 1
                }
                return false
            default:
                let start = offset
                while offset < bytes.count, !",}] \t\n\r".utf8.contains(bytes[offset]) { offset += 1 }
                return offset > start
            }
        }
    }
}
