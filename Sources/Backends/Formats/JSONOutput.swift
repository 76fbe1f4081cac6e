import Foundation
import Scoring

/// ocrgauge JSON output, the richest form a backend can answer:
///
///     {"outcome": "text", "lines": [{"text": "SWIFT VISION 2468", "confidence": 96.5,
///                                    "box": [120, 80, 900, 64]}]}
///
/// `box` is [x, y, width, height] in pixels of the upright image; `confidence` is 0...100.
/// JSON lines — one `{"text": ..., ...}` per line —
/// are accepted too.
enum JSONOutput {
    struct Line: Decodable {
        var text: String
        var confidence: Double?
        var box: [Double]?
    }

    struct Document: Decodable {
        var outcome: String?
        var message: String?
        var lines: [Line]?
        var text: String?
    }

    static func parse(_ data: Data) throws(BackendError) -> RecordedOutput {
        let decoder = JSONDecoder()
        if let document = try? decoder.decode(Document.self, from: data), document.lines != nil || document.outcome != nil {
            var lines = (document.lines ?? []).map(textLine)
            if lines.isEmpty, let text = document.text { lines = PlainTextOutput.lines(text) }
            // "text", when given, is the transcript as the engine printed it (blank lines and
            // all); the lines give boxes and confidences.
            var output = RecordedOutput(lines: lines, outcome: document.outcome, message: document.message)
            output.printedText = document.text
            return output
        }
        var lines: [TextLine] = []
        for (number, raw) in data.split(separator: 0x0A).enumerated() {
            if raw.allSatisfy({ $0 == 0x20 || $0 == 0x0D || $0 == 0x09 }) { continue }
            guard let line = try? decoder.decode(Line.self, from: Data(raw)) else {
                throw BackendError.failed("JSON output, line \(number + 1): expected {\"text\": ..., \"confidence\": ..., \"box\": [x, y, w, h]}")
            }
            lines.append(textLine(line))
        }
        return RecordedOutput(lines: lines)
    }

    static func textLine(_ line: Line) -> TextLine {
        let box = line.box ?? []
        let value = { (i: Int) in i < box.count && abs(box[i]) <= Double(Int32.max) ? Int(box[i].rounded()) : 0 }
        let confidence = line.confidence.flatMap { $0.isFinite ? $0 : nil }
        return TextLine(text: line.text, confidence: confidence,
                        box: PixelBox(x: value(0), y: value(1), width: value(2), height: value(3)))
    }
}
