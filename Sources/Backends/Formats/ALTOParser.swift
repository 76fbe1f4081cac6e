import Foundation

/// ALTO XML: `TextLine` elements with HPOS/VPOS/WIDTH/HEIGHT, holding `String` elements
/// (CONTENT, WC word confidence 0...1) separated by `SP`.
enum ALTOParser {
    static func lines(_ data: Data) throws(BackendError) -> [TextLine] {
        final class State {
            var lines: [TextLine] = []
            var words: [String] = []
            var confidences: [Double] = []
            var box = PixelBox(x: 0, y: 0, width: 0, height: 0)
        }
        let state = State()
        try SafeXML.walk(data, format: "ALTO", start: { name, attributes in
            switch name {
            case "TextLine":
                state.words = []
                state.confidences = []
                // A NaN, infinite or huge coordinate reads as 0 rather than trapping in Int(_:).
                let value = { (key: String) -> Int in
                    guard let number = Double(attributes[key] ?? ""), abs(number) <= Double(Int32.max) else { return 0 }
                    return Int(number)
                }
                state.box = PixelBox(x: value("HPOS"), y: value("VPOS"), width: value("WIDTH"), height: value("HEIGHT"))
            case "String":
                if let content = attributes["CONTENT"] { state.words.append(content) }
                if let confidence = attributes["WC"].flatMap(Double.init) { state.confidences.append(confidence * 100) }
            default: break
            }
        }, end: { name, _ in
            guard name == "TextLine" else { return }
            let text = state.words.joined(separator: " ")
            guard !text.isEmpty else { return }
            let confidence = state.confidences.isEmpty ? nil : state.confidences.reduce(0, +) / Double(state.confidences.count)
            state.lines.append(TextLine(text: text, confidence: confidence, box: state.box))
        })
        return state.lines
    }
}
