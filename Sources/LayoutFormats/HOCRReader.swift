import XMLReading
import Scoring

/// hOCR (Tesseract's and others' XHTML) into text lines: elements of class `ocr_line`,
/// `ocrx_line`, `ocr_textfloat`, `ocr_header` or `ocr_caption`, in document order. A
/// line's text is its words (`ocrx_word`) joined by single spaces, or, without word
/// elements, all its text with runs of white space made one space. Its box is the
/// `bbox` of its `title`; its confidence the mean of its words' `x_wconf`.
enum HOCRReader {
    static let lineClasses: Set<String> = ["ocr_line", "ocrx_line", "ocr_textfloat", "ocr_header", "ocr_caption"]

    private enum Kind { case line, word, other }

    static func read(_ bytes: some Collection<UInt8>, name: String) throws(LayoutError) -> LayoutDocument {
        var lines: [LayoutLine] = []
        var kinds: [Kind] = []
        var lineText = "", wordText = ""
        var words: [String] = []
        var confidences: [Double] = []
        var box: LayoutBox?
        try ElementWalk.walk(bytes, name: name, document: "hOCR", start: { _, attributes in
            let classes = Set((attributes["class"] ?? "").split(separator: " ").map(String.init))
            let title = attributes["title"] ?? ""
            if !lineClasses.isDisjoint(with: classes) && !kinds.contains(.line) {
                kinds.append(.line)
                lineText = ""
                words = []
                confidences = []
                box = bbox(title)
            } else if classes.contains("ocrx_word") && kinds.contains(.line) && !kinds.contains(.word) {
                kinds.append(.word)
                wordText = ""
                if let confidence = property("x_wconf", in: title).flatMap(Double.init), confidence.isFinite {
                    confidences.append(confidence)
                }
            } else {
                kinds.append(.other)
            }
        }, end: { _, _ in
            switch kinds.popLast() {
            case .word:
                let word = collapse(wordText)
                if !word.isEmpty { words.append(word) }
            case .line:
                let text = words.isEmpty ? collapse(lineText) : words.joined(separator: " ")
                if !text.isEmpty {
                    let confidence = confidences.isEmpty ? nil : confidences.reduce(0, +) / Double(confidences.count)
                    lines.append(LayoutLine(text: text, box: box, confidence: confidence))
                }
            default:
                break
            }
        }, text: { piece in
            if kinds.contains(.word) { wordText += piece }
            if kinds.contains(.line) { lineText += piece }
        })
        return LayoutDocument(lines: lines)
    }

    /// Runs of white space made one space, none at either end.
    static func collapse(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// "bbox 10 20 110 60; x_wconf 93" -> (10, 20, 100, 40).
    static func bbox(_ title: String) -> LayoutBox? {
        guard let values = property("bbox", in: title)?.split(separator: " ").compactMap({ LayoutBox.coordinate(String($0)) }),
              values.count == 4 else { return nil }
        return LayoutBox(x: values[0], y: values[1], width: max(0, values[2] - values[0]), height: max(0, values[3] - values[1]))
    }

    static func property(_ name: String, in title: String) -> String? {
        for part in title.split(separator: ";") {
            let trimmed = String(part).trimmingEdgeWhiteSpace
            if trimmed.hasPrefix(name + " ") { return String(trimmed.dropFirst(name.count + 1)) }
        }
        return nil
    }
}
