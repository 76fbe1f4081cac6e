import Scoring
import StrictJSON

/// Recognized lines as a JSON array of objects (`text`, `confidence`, `x`, `y`, `width`,
/// `height`, `correct`; nil values left out), written and read straight as bytes.
///
/// Through `JSONEncoder` each line costs a dictionary of its own (about 400 bytes for a
/// 70-character line), and through `JSONDecoder` a map of several Ints a value: for an
/// answer of 100,000 lines, more than the text itself, several times over. This writes
/// and reads the same JSON at about the size of the text (see `TrailingLinesJSON`).
enum LineRecordsJSON {
    /// Input this reader does not take (it then falls back to `JSONDecoder`).
    typealias Malformed = JSONByteCursor.Malformed

    /// Appends `lines` as a JSON array to `out`. Throws for a confidence that is not
    /// finite, which JSON cannot hold (as `JSONEncoder` would).
    static func append(_ lines: [LineRecord], to out: inout [UInt8]) throws {
        out.reserveCapacity(out.count + lines.reduce(2) { $0 + $1.text.utf8.count + 96 })
        out.append(UInt8(ascii: "["))
        for (index, line) in lines.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            out.append(contentsOf: #"{"text":"#.utf8)
            JSONText.appendQuoted(line.text, to: &out)
            if let confidence = line.confidence {
                guard confidence.isFinite else {
                    throw EncodingError.invalidValue(confidence, .init(codingPath: [], debugDescription:
                        "line \(index + 1)'s confidence \(confidence) is not a finite number"))
                }
                out.append(contentsOf: #","confidence":"#.utf8)
                out.append(contentsOf: "\(confidence)".utf8)
            }
            for (key, value) in [("x", line.x), ("y", line.y), ("width", line.width), ("height", line.height)] {
                out.append(contentsOf: ",\"\(key)\":\(value)".utf8)
            }
            if let correct = line.correct { out.append(contentsOf: #","correct":\#(correct)"#.utf8) }
            out.append(UInt8(ascii: "}"))
        }
        out.append(UInt8(ascii: "]"))
    }

    /// The lines of the JSON array that is the whole of `bytes` (white space around it
    /// allowed). Throws `Malformed` for anything else: another shape, an unknown key, a
    /// value of the wrong kind, invalid UTF-8 or a lone surrogate escape.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(Malformed) -> [LineRecord] {
        var cursor = JSONByteCursor(bytes: bytes)
        let lines = try LineRecordsJSONReader.array(&cursor)
        cursor.skipSpace()
        guard cursor.atEnd else { throw cursor.fail() }
        return lines
    }
}
