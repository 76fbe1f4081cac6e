import Foundation

/// PAGE-XML: `TextLine` elements with `Coords points="x,y x,y ..."` and a
/// `TextEquiv/Unicode` text (the line's own, not its words'); `conf` on TextEquiv, 0...1.
enum PageXMLParser {
    static func lines(_ data: Data) throws(BackendError) -> [TextLine] {
        final class State {
            var lines: [TextLine] = []
            var path: [String] = []
            var box: PixelBox?
            var text: String?
            var confidence: Double?
            var pendingConfidence: Double?
        }
        let state = State()
        try SafeXML.walk(data, format: "PAGE-XML", start: { name, attributes in
            state.path.append(name)
            let parent = state.path.dropLast().last
            switch name {
            case "TextLine":
                state.box = nil
                state.text = nil
                state.confidence = nil
            case "Coords" where parent == "TextLine":
                state.box = box(attributes["points"] ?? "")
            case "TextEquiv":
                state.pendingConfidence = attributes["conf"].flatMap(Double.init)
            default: break
            }
        }, end: { name, inside in
            let path = state.path
            state.path.removeLast()
            // TextLine > TextEquiv > Unicode: the line's own text (words sit one level deeper).
            if name == "Unicode", path.count >= 3, path[path.count - 2] == "TextEquiv", path[path.count - 3] == "TextLine" {
                state.text = inside
                state.confidence = state.pendingConfidence.map { $0 * 100 }
            }
            if name == "TextLine", let text = state.text, !text.isEmpty {
                state.lines.append(TextLine(text: text, confidence: state.confidence,
                                            box: state.box ?? PixelBox(x: 0, y: 0, width: 0, height: 0)))
            }
        })
        return state.lines
    }

    /// The bounding box of a polygon "x1,y1 x2,y2 ...".
    static func box(_ points: String) -> PixelBox? {
        let pairs = points.split(separator: " ").compactMap { pair -> (Int, Int)? in
            // 32-bit coordinates, so that max - min cannot overflow.
            let xy = pair.split(separator: ",").compactMap { Int32($0).map(Int.init) }
            return xy.count == 2 ? (xy[0], xy[1]) : nil
        }
        guard let minX = pairs.map(\.0).min(), let maxX = pairs.map(\.0).max(),
              let minY = pairs.map(\.1).min(), let maxY = pairs.map(\.1).max() else { return nil }
        return PixelBox(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
