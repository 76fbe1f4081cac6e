import StrictJSON

/// `{"name": "index", "indexEntries": [{"name": "Lemon tart", "pages": [156, 157]}],
/// "minRecall": 0.9, "pageRange": [1, 320]}`: the text is read as a book index (see
/// `IndexParser`); the check passes when at least `minRecall` (default 1) of the listed
/// entries are found with exactly their pages. Pages outside `pageRange` (when set) are
/// reported as suspect misreads.
public struct IndexEntriesField: FieldKind {
    public static let key = "indexEntries"
    public static let otherKeys = ["minRecall", "pageRange"]
    public var name: String
    /// The entries that must be found.
    public var entries: [IndexEntry]
    /// The share of `entries` that must be found with exactly their pages.
    public var minRecall: Double
    /// The pages the book has, when known.
    public var pageRange: ClosedRange<Int>?

    public init(name: String, entries: [IndexEntry], minRecall: Double, pageRange: ClosedRange<Int>?) {
        self.name = name; self.entries = entries; self.minRecall = minRecall; self.pageRange = pageRange
    }

    public static func read(name: String, from values: JSONFields) throws(FileProblem) -> IndexEntriesField {
        guard case .array(let items)? = values.object[key], !items.isEmpty else {
            throw values.fail(key, "must be a non-empty list of {\"name\": ..., \"pages\": [...]} objects")
        }
        var entries: [IndexEntry] = []
        for (index, item) in items.enumerated() {
            entries.append(try entry(item, key: "\(key)[\(index)]", values))
        }
        let minRecall = try values.number("minRecall") ?? 1
        guard (0...1).contains(minRecall) else { throw values.fail("minRecall", "must be between 0 and 1") }
        var pageRange: ClosedRange<Int>?
        if let bounds = try values.numbers("pageRange") {
            guard bounds.count == 2, bounds.allSatisfy({ $0 == $0.rounded() && $0 >= 0 && $0 < 1_000_000_000 }),
                  bounds[0] <= bounds[1] else {
                throw values.fail("pageRange", "must be two whole numbers [first, last] with first <= last")
            }
            pageRange = Int(bounds[0])...Int(bounds[1])
        }
        return IndexEntriesField(name: name, entries: entries, minRecall: minRecall, pageRange: pageRange)
    }

    /// One `{"name": ..., "pages": [...]}` of the list, at `key`.
    private static func entry(_ item: JSONValue, key: String, _ values: JSONFields) throws(FileProblem) -> IndexEntry {
        guard case .object(let object) = item else {
            throw values.fail(key, "must be an object with name and pages, not \(item.typeName)")
        }
        let entry = JSONFields(object, file: values.file, path: values.name(key))
        try entry.rejectUnknownKeys(["name", "pages"])
        guard let entryName = try entry.string("name"), !entryName.isEmpty else {
            throw entry.fail("name", "every index entry needs a non-empty name")
        }
        guard let pages = try entry.numbers("pages"), !pages.isEmpty else {
            throw entry.fail("pages", "must list at least one page number")
        }
        for (pageIndex, page) in pages.enumerated() where page != page.rounded() || page < 0 || page >= 1_000_000_000 {
            throw entry.fail("pages[\(pageIndex)]", "must be a whole number of at least 0")
        }
        return IndexEntry(name: entryName, pages: pages.map { Int($0) })
    }

    public var spec: FieldSpec { .indexEntries(self) }
    public var sidecarMembers: [(String, OrderedJSON)] {
        let listed: [OrderedJSON] = entries.map {
            .inlineObject([("name", .string($0.name)), ("pages", .array($0.pages.map { .integer($0) }))])
        }
        return [("name", .string(name)), (Self.key, .array(listed))] + (minRecall != 1 ? [("minRecall", .number(minRecall))] : [])
            + (pageRange.map { [("pageRange", .array([.integer($0.lowerBound), .integer($0.upperBound)]))] } ?? [])
    }
    public var isAboutReadingOrder: Bool { true }

    public func check(_ text: FieldText) -> FieldResult {
        let score = IndexEntriesScore(expected: entries, parsed: IndexParser.parse(text.hypothesis, pageRange: pageRange))
        return result(score.recall >= minRecall, score.summary)
    }
}
