import Foundation

/// hOCR (Tesseract's and others' XHTML): `ocr_line`-like elements with `title="bbox x0 y0
/// x1 y1"`, words (`ocrx_word`) with `x_wconf`. The line's text is its words joined by spaces.
enum HOCRParser {
    static let lineClasses: Set<String> = ["ocr_line", "ocrx_line", "ocr_textfloat", "ocr_header", "ocr_caption"]

    static func lines(_ data: Data) throws(BackendError) -> [TextLine] {
        final class State {
            var lines: [TextLine] = []
            var stack: [String] = []          // "line", "word" or ""
            var words: [String] = []
            var confidences: [Double] = []
            var box = PixelBox(x: 0, y: 0, width: 0, height: 0)
            var wordText = ""
        }
        let state = State()
        try SafeXML.walk(data, format: "hOCR", start: { _, attributes in
            let classes = Set((attributes["class"] ?? "").split(separator: " ").map(String.init))
            let title = attributes["title"] ?? ""
            if !lineClasses.isDisjoint(with: classes) {
                state.stack.append("line")
                state.words = []
                state.confidences = []
                state.box = bbox(title) ?? PixelBox(x: 0, y: 0, width: 0, height: 0)
            } else if classes.contains("ocrx_word") {
                state.stack.append("word")
                state.wordText = ""
                if let confidence = property("x_wconf", in: title).flatMap(Double.init) { state.confidences.append(confidence) }
            } else {
                state.stack.append("")
            }
        }, end: { _, text in
            if state.stack.contains("word") { state.wordText += text }
            switch state.stack.popLast() {
            case "word":
                let word = state.wordText.trimmingCharacters(in: .whitespacesAndNewlines)
                if !word.isEmpty { state.words.append(word) }
            case "line":
                let text = state.words.joined(separator: " ")
                if !text.isEmpty {
                    let confidence = state.confidences.isEmpty ? nil : state.confidences.reduce(0, +) / Double(state.confidences.count)
                    state.lines.append(TextLine(text: text, confidence: confidence, box: state.box))
                }
            default: break
            }
        })
        return state.lines
    }

    /// "bbox 10 20 110 60; x_wconf 93" -> PixelBox(10, 20, 100, 40).
    static func bbox(_ title: String) -> PixelBox? {
        // 32-bit coordinates, so that x1 - x0 cannot overflow.
        guard let values = property("bbox", in: title)?.split(separator: " ").compactMap({ Int32($0).map(Int.init) }),
              values.count == 4 else { return nil }
        return PixelBox(x: values[0], y: values[1], width: max(0, values[2] - values[0]), height: max(0, values[3] - values[1]))
    }

    static func property(_ name: String, in title: String) -> String? {
        for part in title.split(separator: ";") {
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix(name + " ") { return String(trimmed.dropFirst(name.count + 1)) }
        }
        return nil
    }
}
