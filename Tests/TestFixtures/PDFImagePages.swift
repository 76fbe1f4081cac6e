/// PDFs written byte by byte whose pages draw an image XObject: the image bomb of issue
/// #46 (a one-inch page drawing an image that declares far more pixels than the page).
/// Each page is 72 × 72 points (one inch) and draws its image over the whole page; the
/// image is 8-bit grey, its data Flate-compressed zeros (all its rows when it declares
/// at most 16 megapixels, else 64 KB of them: a file that cannot render, made only to be
/// refused). With `objectStream`, the catalog, the page tree, the pages and the image's
/// `/Width` and `/Height` (indirect numbers) are in a compressed object stream, found
/// through a cross-reference stream.
public enum PDFImagePages {
    /// A PDF of `pages` pages, page `imagePage` drawing an image of `width` × `height`,
    /// the others a small image of 8 × 8. With `inline`, page `imagePage`'s image is an
    /// inline image in its Flate-compressed content stream instead (`BI … ID … EI`).
    public static func make(width: Int, height: Int, pages: Int = 1, imagePage: Int = 1, objectStream: Bool = false,
                            inline: Bool = false) -> [UInt8] {
        // 1 catalog, 2 pages, 3 width, 4 height, then per page: page, contents, image.
        func pageObject(_ index: Int) -> Int { 5 + 3 * index }
        var plain: [Int: String] = [:]   // object number -> body, for the object stream or the file
        var streams: [Int: (dictionary: String, data: [UInt8])] = [:]
        plain[1] = "<< /Type /Catalog /Pages 2 0 R >>"
        plain[2] = "<< /Type /Pages /Kids [\((0..<pages).map { "\(pageObject($0)) 0 R" }.joined(separator: " "))] /Count \(pages) >>"
        plain[3] = "\(width)"
        plain[4] = "\(height)"
        for index in 0..<pages {
            let number = pageObject(index)
            let big = index + 1 == imagePage
            plain[number] = "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 72 72] /Resources << /XObject << /Im0 \(number + 2) 0 R >> >> "
                + "/Contents \(number + 1) 0 R >>"
            let (w, h) = big ? (width, height) : (8, 8)
            let rows = w * h <= 16_000_000 ? [UInt8](repeating: 0, count: w * h) : [UInt8](repeating: 0, count: 65_536)
            if big && inline {
                let content = Array("q 72 0 0 72 0 0 cm BI /W \(w) /H \(h) /BPC 8 /CS /G /F /Fl ID ".utf8)
                    + HandMadePNG.deflate(rows, level: 9) + Array(" EI Q".utf8)
                streams[number + 1] = ("/Filter /FlateDecode", HandMadePNG.deflate(content, level: 9))
            } else {
                streams[number + 1] = ("", Array("q 72 0 0 72 0 0 cm /Im0 Do Q".utf8))
            }
            let declared = big && inline ? "/Width 8 /Height 8" : big && objectStream ? "/Width 3 0 R /Height 4 0 R" : "/Width \(w) /Height \(h)"
            streams[number + 2] = ("/Type /XObject /Subtype /Image \(declared) /ColorSpace /DeviceGray /BitsPerComponent 8 "
                                   + "/Filter /FlateDecode", HandMadePNG.deflate(big && inline ? [UInt8](repeating: 0, count: 64) : rows, level: 9))
        }
        let count = 5 + 3 * pages   // objects 0 ..< count; the object stream and xref stream after
        var out = Array("%PDF-1.5\n".utf8)
        var offsets: [Int: Int] = [:]
        func write(_ number: Int, _ body: [UInt8]) {
            offsets[number] = out.count
            out += Array("\(number) 0 obj\n".utf8) + body + Array("\nendobj\n".utf8)
        }
        func stream(_ dictionary: String, _ data: [UInt8]) -> [UInt8] {
            Array("<< \(dictionary) /Length \(data.count) >>\nstream\n".utf8) + data + Array("\nendstream".utf8)
        }
        for number in streams.keys.sorted() { write(number, stream(streams[number]!.dictionary, streams[number]!.data)) }
        guard objectStream else {
            for number in plain.keys.sorted() { write(number, Array(plain[number]!.utf8)) }
            let xref = out.count
            var table = "xref\n0 \(count)\n0000000000 65535 f \n"
            for number in 1..<count {
                let digits = String(offsets[number] ?? 0)
                table += String(repeating: "0", count: 10 - digits.count) + digits + " 00000 n \n"
            }
            table += "trailer\n<< /Size \(count) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
            return out + Array(table.utf8)
        }
        let packed = plain.keys.sorted()
        var header = "", body = ""
        var places: [Int: Int] = [:]
        for (place, number) in packed.enumerated() {
            header += "\(number) \(body.utf8.count) "
            body += plain[number]! + "\n"
            places[number] = place
        }
        let objectStreamNumber = count, xrefNumber = count + 1
        write(objectStreamNumber, stream("/Type /ObjStm /N \(packed.count) /First \(header.utf8.count) /Filter /FlateDecode",
                                         HandMadePNG.deflate(Array((header + body).utf8), level: 9)))
        let xref = out.count
        offsets[xrefNumber] = xref
        var entries: [UInt8] = [0, 0, 0, 0, 0, 0xFF, 0xFF]
        for number in 1..<(count + 2) {
            if let place = places[number] {
                entries += [2] + u32(objectStreamNumber) + [UInt8(place >> 8), UInt8(place & 0xFF)]
            } else {
                entries += [1] + u32(offsets[number] ?? 0) + [0, 0]
            }
        }
        out += Array("\(xrefNumber) 0 obj\n".utf8)
            + stream("/Type /XRef /Size \(count + 2) /W [1 4 2] /Root 1 0 R", entries)
            + Array("\nendobj\nstartxref\n\(xref)\n%%EOF\n".utf8)
        return out
    }

    static func u32(_ value: Int) -> [UInt8] { [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
}
