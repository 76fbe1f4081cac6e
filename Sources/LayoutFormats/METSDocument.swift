import XMLReading

/// What `corpus import ocr-d` needs of an OCR-D workspace's METS file: its file groups
/// (`mets:fileGrp USE`), their files (`mets:file ID` with the `xlink:href` of its
/// `mets:FLocat`) and the physical pages (`mets:div TYPE="page"` of a physical
/// `mets:structMap`, with the `FILEID` of each `mets:fptr`), read through the hardened
/// XML reader like every other document (no DTD, no entities, libxml2's errors naming
/// the line).
public struct METSDocument: Sendable, Equatable {
    /// One `mets:file`.
    public struct File: Sendable, Equatable {
        /// Its `ID`.
        public var id: String
        /// The `USE` of the file group it is in.
        public var group: String
        /// Its `MIMETYPE`, when given.
        public var mimeType: String?
        /// The `xlink:href` of its `mets:FLocat`, as written; nil without one.
        public var href: String?
    }

    /// One physical page.
    public struct Page: Sendable, Equatable {
        /// Its `ID` (or "page N" without one).
        public var id: String
        /// The files it points to (`mets:fptr FILEID`), in document order.
        public var fileIDs: [String]
    }

    /// The file groups' `USE`, in document order.
    public var groups: [String] = []
    /// Every file, in document order.
    public var files: [File] = []
    /// The physical pages, by `ORDER` where given, else in document order.
    public var pages: [Page] = []

    /// The file of `page` in `group`, if the page points to one.
    public func file(of page: Page, in group: String) -> File? {
        for id in page.fileIDs { if let file = files.first(where: { $0.id == id && $0.group == group }) { return file } }
        return nil
    }

    /// Reads the METS file in `bytes`, named `name` in errors; throws when it is not
    /// well-formed XML or its root is not `mets`.
    public static func read(_ bytes: some Collection<UInt8>, name: String) throws(LayoutError) -> METSDocument {
        var reading = Reading()
        try ElementWalk.walk(bytes, name: name, document: "METS", start: { reading.start($0, $1) }, end: { reading.end($0, $1) })
        guard reading.root == "mets" else {
            throw LayoutError(file: name, reason: "not a METS file: the root element is <\(reading.root ?? "")>, not <mets:mets>")
        }
        var document = reading.document
        document.pages = reading.pages.enumerated().sorted { ($0.element.order ?? $0.offset, $0.offset) < ($1.element.order ?? $1.offset, $1.offset) }
            .map(\.element.page)
        return document
    }

    /// The state of one reading.
    private struct Reading {
        var root: String?
        var document = METSDocument()
        var pages: [(page: Page, order: Int?)] = []
        var group: [String] = []
        var inPhysicalMap = false
        var divs: [Bool] = []   // for each open div: whether it is a page

        mutating func start(_ name: String, _ attributes: XMLAttributes) {
            if root == nil { root = name }
            switch name {
            case "fileGrp":
                let use = attributes["USE"] ?? ""
                group.append(use)
                if !document.groups.contains(use) { document.groups.append(use) }
            case "file":
                document.files.append(File(id: attributes["ID"] ?? "", group: group.last ?? "", mimeType: attributes["MIMETYPE"]))
            case "FLocat":
                let href = attributes.pairs.first { $0.name == "href" || $0.name.hasSuffix(":href") }?.value
                if !document.files.isEmpty, document.files[document.files.count - 1].href == nil {
                    document.files[document.files.count - 1].href = href
                }
            case "structMap":
                inPhysicalMap = (attributes["TYPE"] ?? "PHYSICAL").uppercased() == "PHYSICAL"
            case "div":
                let isPage = inPhysicalMap && attributes["TYPE"]?.lowercased() == "page"
                divs.append(isPage)
                if isPage {
                    let page = Page(id: attributes["ID"] ?? "page \(pages.count + 1)", fileIDs: [])
                    pages.append((page, attributes["ORDER"].flatMap { Int($0) }))
                }
            case "fptr":
                if divs.last == true, let id = attributes["FILEID"], !pages.isEmpty { pages[pages.count - 1].page.fileIDs.append(id) }
            default:
                break
            }
        }

        mutating func end(_ name: String, _ text: String) {
            switch name {
            case "fileGrp": _ = group.popLast()
            case "structMap": inPhysicalMap = false
            case "div": _ = divs.popLast()
            default: break
            }
        }
    }
}
