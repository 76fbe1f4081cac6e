import Foundation

/// PDFs written byte by byte for tests: pages of US Letter size (612 × 792 points) whose
/// lines are drawn in Helvetica 24 pt from the top left, each line 30 points below the
/// last, so the text layer holds exactly these lines. A page of no lines draws a frame
/// only: it has no text layer.
public enum HandMadePDF {
    /// The page size in points.
    public static let pageWidth = 612, pageHeight = 792

    /// A PDF of `pages`, each a list of lines (ASCII; parentheses and backslashes escaped).
    /// With `claimedCount` the page tree's /Count says that many pages whatever it holds;
    /// with `pageTreeLoop` its last kid is the page tree itself; `mediaBox` is each page's
    /// size in points.
    public static func make(pages: [[String]], claimedCount: Int? = nil, pageTreeLoop: Bool = false,
                            mediaBox: (width: Int, height: Int) = (pageWidth, pageHeight)) -> [UInt8] {
        var objects: [String] = []   // object n is objects[n - 1]
        let pageCount = pages.count
        // 1: catalog, 2: pages, 3: font, then per page: page object, content stream.
        let kids = (0..<pageCount).map { "\(4 + 2 * $0) 0 R" }.joined(separator: " ") + (pageTreeLoop ? " 2 0 R" : "")
        objects.append("<< /Type /Catalog /Pages 2 0 R >>")
        objects.append("<< /Type /Pages /Kids [\(kids)] /Count \(claimedCount ?? (pageCount + (pageTreeLoop ? 1 : 0))) >>")
        objects.append("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
        for (index, lines) in pages.enumerated() {
            var content = ""
            if lines.isEmpty {
                content = "4 w 72 72 m 540 72 l 540 720 l 72 720 l h S"
            } else {
                content = "BT /F1 24 Tf 72 \(mediaBox.height - 96) Td 30 TL"
                for (number, line) in lines.enumerated() {
                    let escaped = line.replacingOccurrences(of: "\\", with: "\\\\")
                        .replacingOccurrences(of: "(", with: "\\(").replacingOccurrences(of: ")", with: "\\)")
                    content += (number == 0 ? " " : " T* ") + "(\(escaped)) Tj"
                }
                content += " ET"
            }
            objects.append("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(mediaBox.width) \(mediaBox.height)] "
                           + "/Resources << /Font << /F1 3 0 R >> >> /Contents \(5 + 2 * index) 0 R >>")
            objects.append("<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream")
        }
        var out = Array("%PDF-1.4\n".utf8)
        var offsets: [Int] = []
        for (index, body) in objects.enumerated() {
            offsets.append(out.count)
            out += Array("\(index + 1) 0 obj\n\(body)\nendobj\n".utf8)
        }
        let xref = out.count
        var table = "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets {
            let digits = String(offset)
            table += String(repeating: "0", count: 10 - digits.count) + digits + " 00000 n \n"
        }
        table += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return out + Array(table.utf8)
    }
}
