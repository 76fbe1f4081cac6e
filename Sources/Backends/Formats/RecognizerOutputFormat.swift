import Foundation
import Scoring
import LayoutFormats

/// The output formats the recorded and command backends read: plain text, hOCR, ALTO,
/// PAGE-XML, and ocrgauge JSON (one object, or JSON lines).
public enum RecognizerOutputFormat: String, Sendable, CaseIterable, Codable {
    /// One output format: plain text, hOCR, ALTO, PAGE-XML or ocrgauge JSON.
    case text, hocr, alto, page, json

    /// The file name endings of recorded outputs, in lookup order.
    public static let recordedExtensions: [(String, RecognizerOutputFormat)] = [
        ("json", .json), ("hocr", .hocr), ("xml", .alto), ("txt", .text),
    ]

    /// Guesses the format from the content: XML roots tell hOCR, ALTO and PAGE apart.
    public static func detect(_ data: Data) -> RecognizerOutputFormat {
        let head = String(decoding: data.prefix(4096), as: UTF8.self)
        let trimmed = head.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        if trimmed.hasPrefix("{") || trimmed.hasPrefix("[") { return .json }
        switch LayoutFormat.detect(data) {
        case .hocr: return .hocr
        case .page: return .page
        case .alto: return .alto
        case nil: return .text
        }
    }

    /// A layout document's lines, in its reading order (LayoutFormats' rules, the same
    /// as for ground truth); a line without a box gets an empty one. PAGE-XML read at
    /// region level keeps its lines (their boxes) and gives the regions' text as the
    /// printed text, the transcript that is scored.
    private func layout(_ format: LayoutFormat, _ data: Data, level: TextEquivLevel) throws(BackendError) -> RecordedOutput {
        do {
            let document = try format.read(data, name: "\(format.displayName) output", level: level)
            var output = RecordedOutput(lines: document.lines.map { line in
                let box = line.box.map { PixelBox(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
                return TextLine(text: line.text, confidence: line.confidence, box: box ?? PixelBox(x: 0, y: 0, width: 0, height: 0))
            })
            output.printedText = document.textAsWritten
            return output
        } catch {
            throw BackendError.failed(error.description)
        }
    }

    /// Parses recognizer output in this format into lines; PAGE-XML at `level`.
    public func parse(_ data: Data, level: TextEquivLevel = .line) throws(BackendError) -> RecordedOutput {
        switch self {
        case .text:
            guard let text = String(validating: data, as: UTF8.self) else {
                throw BackendError.failed("output is not valid UTF-8")
            }
            var output = RecordedOutput(lines: PlainTextOutput.lines(text))
            output.printedText = text   // blank lines and all: normalization happens in scoring
            return output
        case .json: return try JSONOutput.parse(data)
        case .hocr: return try layout(.hocr, data, level: level)
        case .alto: return try layout(.alto, data, level: level)
        case .page: return try layout(.page, data, level: level)
        }
    }
}

/// Recognizer output once parsed: lines, and for JSON an outcome a recording may carry
/// (so an `unreadable` or `empty` result made elsewhere is kept as it was).
public struct RecordedOutput: Sendable, Equatable {
    /// The lines, in the output's reading order.
    public var lines: [TextLine]
    /// "text", "empty", "unreadable", "error", ...; nil when the format cannot say.
    public var outcome: String?
    /// A message going with the outcome (ocrgauge JSON's `message`), if any.
    public var message: String?
    /// For plain text, the output's text exactly (its blank lines included); for PAGE-XML
    /// read at region level, the regions' text.
    public var printedText: String?

    /// Parsed output of these lines, with the outcome and message it carries, if any.
    public init(lines: [TextLine], outcome: String? = nil, message: String? = nil) {
        self.lines = lines
        self.outcome = outcome
        self.message = message
    }
}

/// Plain text: one line per line, no boxes, no confidences. CR LF ends a line as LF does;
/// a line of nothing but spaces and tabs (Unicode Zs and U+0009) is no line. Cut at the
/// LF bytes of the UTF-8 in one pass (a megabytes-long answer is read in linear time,
/// with no copy of the whole text).
enum PlainTextOutput {
    static func lines(_ text: String) -> [TextLine] {
        var lines: [TextLine] = []
        let pieces = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false)
        for (index, piece) in pieces.enumerated() {
            // A CR before an LF belongs to the line break; the last piece has no LF after it.
            let line = index < pieces.count - 1 && piece.last == 0x0D ? piece.dropLast() : piece
            let string = String(Substring(line))
            guard !string.unicodeScalars.allSatisfy({ $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }) else { continue }
            lines.append(TextLine(text: string, confidence: nil, box: PixelBox(x: 0, y: 0, width: 0, height: 0)))
        }
        return lines
    }
}
