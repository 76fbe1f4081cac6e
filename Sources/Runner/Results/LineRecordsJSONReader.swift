import Scoring

/// The reader behind `LineRecordsJSON.read`: an array of line objects, on `JSONByteCursor`.
enum LineRecordsJSONReader {
    typealias Malformed = JSONByteCursor.Malformed

    static func array(_ cursor: inout JSONByteCursor) throws(Malformed) -> [LineRecord] {
        try cursor.array { (cursor: inout JSONByteCursor) throws(Malformed) in try line(&cursor) }
    }

    /// One line object: `text`, `x`, `y`, `width` and `height` required, `confidence` and
    /// `correct` may be null or missing, no other key.
    static func line(_ cursor: inout JSONByteCursor) throws(Malformed) -> LineRecord {
        var line = LineRecord(text: "", confidence: nil, x: 0, y: 0, width: 0, height: 0)
        var required = 0
        try cursor.object { (cursor: inout JSONByteCursor, key: String) throws(Malformed) in
            switch key {
            case "text": line.text = try cursor.string(); required += 1
            case "confidence": line.confidence = try cursor.nullOr { (c: inout JSONByteCursor) throws(Malformed) in try c.number() }
            case "x": line.x = try cursor.integer(); required += 1
            case "y": line.y = try cursor.integer(); required += 1
            case "width": line.width = try cursor.integer(); required += 1
            case "height": line.height = try cursor.integer(); required += 1
            case "correct": line.correct = try cursor.nullOr { (c: inout JSONByteCursor) throws(Malformed) in try c.boolean() }
            default: throw cursor.fail()
            }
        }
        // The cursor refuses a key twice, so five required keys seen means all five.
        guard required == 5 else { throw cursor.fail() }
        return line
    }
}
