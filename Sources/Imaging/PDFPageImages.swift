/// The images a PDF page may draw and the sizes they declare (`/Width`, `/Height`),
/// read from the file before Poppler renders anything: Poppler decodes an image at its
/// own size whatever the page's, so a one-inch page can ask for gigabytes.
///
/// The page is found by the document's page tree (`/Root` > `/Pages` > `/Kids`, in
/// order, as Poppler numbers pages); the images are every image stream (`/Subtype
/// /Image`, their soft masks and masks included) reachable from the page's dictionary
/// and the resources it inherits: its XObjects, forms within forms, patterns, Type 3
/// fonts, annotations' appearances; links that lead to other pages (`/Parent`, `/P`,
/// destinations, actions, outlines) are not followed. An object written more than once
/// counts by its largest version. When the page tree cannot be read, every image the
/// file holds counts for every page. Objects are found as `PDFObjectIndex` finds them
/// (plain and in Flate object streams). Inline images (`BI … ID … EI`) count too, by
/// their `/W` and `/H`, in every content stream the page reaches that is plain or Flate
/// (at most 16 MB each inflated, 64 MB for the page). Not covered: inline images in a
/// content stream of other filters or larger, images in encrypted object streams, and a
/// page tree Poppler repairs into another order.
enum PDFPageImages {
    /// One image stream: its object number and declared size.
    struct Image: Equatable {
        /// The image's object, or for an inline image the content stream's.
        var object: Int
        var width: Int
        var height: Int
        var inline = false
        var pixels: Int { width.multipliedReportingOverflow(by: height).overflow ? Int.max : width * height }
    }

    /// The images page `page` (1-based) may draw, the largest first; `pageFound` false
    /// when the page tree could not tell, and the images are all the file's.
    static func images(in bytes: [UInt8], page: Int) -> (images: [Image], pageFound: Bool) {
        let index = PDFObjectIndex.of(bytes)
        guard let (pageDictionary, inherited) = find(page: page, index: index) else {
            let all = index.objects.keys.compactMap { image(index, $0) }
            return (all.sorted { $0.pixels > $1.pixels }, false)
        }
        var found: [Int: Image] = [:]
        var inline: [Image] = []
        var inflated = 0
        var visited = Set<Int>()
        var pending: [PDFValue] = [.dictionary(pageDictionary)] + inherited
        var steps = 0
        while let value = pending.popLast(), steps < 1_000_000 {
            steps += 1
            switch value {
            case .reference(let number):
                guard visited.insert(number).inserted, visited.count <= 200_000 else { continue }
                if let image = image(index, number) {
                    found[number] = image
                } else {
                    for entry in index.versions(number) {
                        guard let data = entry.data, inflated < 64 << 20,
                              let plain = PDFObjectIndex.inflate(bytes[data], limit: min(16 << 20, (64 << 20) - inflated),
                                                                 filter: entry.value.dictionary?["Filter"]) else { continue }
                        inflated += plain.count
                        inline += inlineImages(in: plain, object: number)
                    }
                }
                pending += index.versions(number).map(\.value)
            case .array(let items):
                pending += items
            case .dictionary(let dictionary):
                for (key, item) in dictionary where !notFollowed.contains(key) { pending.append(item) }
            default:
                continue
            }
        }
        return ((Array(found.values) + inline).sorted { $0.pixels > $1.pixels }, true)
    }

    /// The inline images of a content stream (`BI`, its entries, `ID`), by `/W` (`/Width`)
    /// and `/H` (`/Height`); `object` is the stream's.
    static func inlineImages(in content: [UInt8], object: Int) -> [Image] {
        var images: [Image] = []
        var at = 0
        let b = UInt8(ascii: "B"), i = UInt8(ascii: "I"), d = UInt8(ascii: "D")
        func delimited(_ offset: Int) -> Bool {
            offset < 0 || offset >= content.count || PDFObjectSyntax.isWhite(content[offset]) || PDFObjectSyntax.isDelimiter(content[offset])
        }
        while at + 2 <= content.count, images.count < 10_000 {
            guard content[at] == b, content[at + 1] == i, delimited(at - 1), delimited(at + 2) else { at += 1; continue }
            var reader = PDFObjectSyntax(content, at: at + 2)
            var entries: [String: PDFValue] = [:]
            for _ in 0..<64 {
                reader.skipWhite()
                if reader.at + 2 <= content.count, content[reader.at] == i, content[reader.at + 1] == d, delimited(reader.at + 2) { break }
                guard let key = reader.value()?.name, let value = reader.value() else { break }
                entries[key] = value
            }
            if case .number(let width)? = entries["W"] ?? entries["Width"], case .number(let height)? = entries["H"] ?? entries["Height"] {
                images.append(Image(object: object, width: Int(max(0, min(width, 1e12))), height: Int(max(0, min(height, 1e12))),
                                    inline: true))
            }
            at = max(reader.at, at + 2)
        }
        return images
    }

    /// Keys that lead away from the page: its parent (and so every page), an
    /// annotation's page, destinations, actions, outline and thread links, structure.
    static let notFollowed: Set<String> = ["Parent", "P", "Dest", "D", "A", "AA", "Next", "Prev", "First", "Last", "B",
                                           "StructParents", "Popup", "IRT", "Kids", "Metadata", "PieceInfo", "Thumb"]

    /// Object `number` as an image stream (its largest version), nil when it is none.
    private static func image(_ index: PDFObjectIndex, _ number: Int) -> Image? {
        var best: Image?
        for entry in index.versions(number) where entry.data != nil {
            guard let dictionary = entry.value.dictionary, dictionary["Subtype"]?.name == "Image" else { continue }
            guard case .number(let width)? = index.resolve(dictionary["Width"]),
                  case .number(let height)? = index.resolve(dictionary["Height"]) else { continue }
            let candidate = Image(object: number, width: Int(max(0, min(width, 1e12))), height: Int(max(0, min(height, 1e12))))
            if candidate.pixels > best?.pixels ?? -1 { best = candidate }
        }
        return best
    }

    /// Page `page`'s dictionary and the `/Resources` its ancestors give it, by the page tree.
    private static func find(page: Int, index: PDFObjectIndex) -> ([String: PDFValue], [PDFValue])? {
        guard page >= 1, let root = index.catalog, let pages = index.resolve(root["Pages"])?.dictionary else { return nil }
        var remaining = page
        var visited = Set<Int>()
        func walk(_ node: [String: PDFValue], inherited: [PDFValue], depth: Int) -> ([String: PDFValue], [PDFValue])? {
            guard depth < 64 else { return nil }
            let resources = node["Resources"].map { inherited + [$0] } ?? inherited
            guard case .array(let kids)? = index.resolve(node["Kids"]) else {
                remaining -= 1
                return remaining == 0 ? (node, inherited) : nil
            }
            for kid in kids {
                if case .reference(let number) = kid, !visited.insert(number).inserted { continue }
                guard let child = index.resolve(kid)?.dictionary else { continue }
                if let found = walk(child, inherited: resources, depth: depth + 1) { return found }
                if remaining <= 0 { return nil }
            }
            return nil
        }
        return walk(pages, inherited: [], depth: 0)
    }
}
