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
/// (plain and in Flate object streams). Not covered: inline images (`BI … ID … EI`
/// inside a content stream), images in encrypted object streams, and a page tree
/// Poppler repairs into another order.
enum PDFPageImages {
    /// One image stream: its object number and declared size.
    struct Image: Equatable {
        var object: Int
        var width: Int
        var height: Int
        var pixels: Int { width.multipliedReportingOverflow(by: height).overflow ? Int.max : width * height }
    }

    /// The images page `page` (1-based) may draw, the largest first; `pageFound` false
    /// when the page tree could not tell, and the images are all the file's.
    static func images(in bytes: [UInt8], page: Int) -> (images: [Image], pageFound: Bool) {
        let index = PDFObjectIndex(bytes)
        guard let (pageDictionary, inherited) = find(page: page, index: index) else {
            let all = index.objects.keys.compactMap { image(index, $0) }
            return (all.sorted { $0.pixels > $1.pixels }, false)
        }
        var found: [Int: Image] = [:]
        var visited = Set<Int>()
        var pending: [PDFValue] = [.dictionary(pageDictionary)] + inherited
        var steps = 0
        while let value = pending.popLast(), steps < 1_000_000 {
            steps += 1
            switch value {
            case .reference(let number):
                guard visited.insert(number).inserted, visited.count <= 200_000 else { continue }
                if let image = image(index, number) { found[number] = image }
                pending += index.versions(number).map(\.value)
            case .array(let items):
                pending += items
            case .dictionary(let dictionary):
                for (key, item) in dictionary where !notFollowed.contains(key) { pending.append(item) }
            default:
                continue
            }
        }
        return (found.values.sorted { $0.pixels > $1.pixels }, true)
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
            let candidate = Image(object: number, width: Int(clamping: Int64(max(0, min(width, 1e12)))),
                                  height: Int(clamping: Int64(max(0, min(height, 1e12)))))
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
