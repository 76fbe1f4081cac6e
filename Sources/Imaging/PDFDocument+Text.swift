import Foundation
import CPoppler

/// The text layer of one PDF page, as Poppler reads it: the text with its line breaks,
/// and a box for each line, in points from the page's top-left corner.
public struct PDFPageText: Sendable, Equatable {
    /// One line of the text layer and the box around its characters.
    public struct Line: Sendable, Equatable {
        public var text: String
        public var x: Double, y: Double, width: Double, height: Double
    }

    /// The page's text as Poppler gives it ("" when the page has no text layer).
    public var text: String
    /// Its non-empty lines with their boxes, top to bottom as the text has them.
    public var lines: [Line]
}

extension PDFDocument {
    /// The text layer of page `number` (1-based); nil when there is no such page.
    public func text(page number: Int) -> PDFPageText? {
        withPage(number) { page in
            guard let raw = poppler_page_get_text(page) else { return PDFPageText(text: "", lines: []) }
            defer { g_free(raw) }
            let text = String(cString: raw)
            var rectangles: UnsafeMutablePointer<PopplerRectangle>?
            var count: UInt32 = 0
            let haveLayout = poppler_page_get_text_layout(page, &rectangles, &count) != 0
            defer { if let rectangles { g_free(rectangles) } }
            // One rectangle per character of the text (glib counts Unicode scalars).
            var lines: [PDFPageText.Line] = []
            var current = "", box: (x0: Double, y0: Double, x1: Double, y1: Double)?
            func close() {
                let trimmed = current.trimmingCharacters(in: .whitespaces)
                if !trimmed.isEmpty {
                    let b = box ?? (0, 0, 0, 0)
                    lines.append(.init(text: trimmed, x: b.x0, y: b.y0, width: b.x1 - b.x0, height: b.y1 - b.y0))
                }
                current = ""
                box = nil
            }
            for (index, scalar) in text.unicodeScalars.enumerated() {
                if scalar == "\n" { close(); continue }
                current.unicodeScalars.append(scalar)
                guard haveLayout, let rectangles, index < Int(count), !scalar.properties.isWhitespace else { continue }
                let r = rectangles[index]
                let x0 = min(r.x1, r.x2), x1 = max(r.x1, r.x2), y0 = min(r.y1, r.y2), y1 = max(r.y1, r.y2)
                box = box.map { (min($0.x0, x0), min($0.y0, y0), max($0.x1, x1), max($0.y1, y1)) } ?? (x0, y0, x1, y1)
            }
            close()
            return PDFPageText(text: text, lines: lines)
        }
    }
}
