import StrictJSON
import Scoring

/// Turns one entry of a sidecar's `fields` list into a `FieldSpec`.
enum FieldSpecParser {
    static let kinds = ["contains", "regex", "absent", "order", "indexEntries", "barcode"]
    /// The keys a field of a kind may hold besides `name`, its kind's key and `entity`
    /// (which only a `contains` field may set); docs/corpus.md lists them all.
    static let extraKeys: [String: [String]] = ["contains": ["maxEdits", "entity"], "indexEntries": ["minRecall", "pageRange"],
                                                "barcode": ["symbology"]]

    static func parse(_ item: JSONValue, file: String, key: String) throws(CorpusError) -> FieldSpec {
        guard case .object(let object) = item else {
            throw CorpusError(file: file, key: key, "must be an object, not \(item.typeName)")
        }
        let values = JSONFields(object, file: file, path: key)
        guard let name = try values.string("name"), !name.isEmpty else {
            throw values.fail("name", "every field needs a non-empty name")
        }
        let present = kinds.filter { object[$0] != nil }
        guard present.count == 1, let kind = present.first else {
            throw CorpusError(file: file, key: key, "needs exactly one of " + kinds.joined(separator: ", ")
                              + (present.isEmpty ? "" : "; found " + present.joined(separator: " and ")))
        }
        if kind != "contains" && object["entity"] != nil {
            throw values.fail("entity", "only a contains field can be an entity (a value the text must hold), not a \(kind) field")
        }
        try values.rejectUnknownKeys(Set(["name", kind, "entity"] + (extraKeys[kind] ?? [])))
        switch kind {
        case "contains":
            guard let text = try values.string("contains"), !text.isEmpty else {
                throw values.fail("contains", "must be a non-empty string")
            }
            // "entity": true marks a dataset entity (SROIE's company, date, address, total):
            // scored by precision, recall and F1 besides its pass rate.
            return .contains(name: name, text: text, maxEdits: try values.integer("maxEdits") ?? 0,
                             entity: try values.bool("entity") ?? false)
        case "regex":
            let pattern = try values.string("regex") ?? ""
            guard !pattern.isEmpty else { throw values.fail("regex", "must be a non-empty pattern") }
            if let problem = BoundedRegex.problem(in: pattern) {
                throw values.fail("regex", "\(problem) (ICU syntax)")
            }
            return .regex(name: name, pattern: pattern)
        case "absent":
            guard let text = try values.string("absent"), !text.isEmpty else {
                throw values.fail("absent", "must be a non-empty string")
            }
            return .absent(name: name, text: text)
        case "indexEntries":
            return try indexEntries(name: name, values)
        case "barcode":
            return try barcode(name: name, values)
        default:
            guard let items = try values.strings("order"), items.count >= 2 else {
                throw values.fail("order", "must list at least two strings")
            }
            return .order(name: name, items: items)
        }
    }

    /// `{"name": "isbn", "barcode": "9780140449136", "symbology": "isbn"}`; symbology is
    /// optional (ean13, isbn, ean8, upca, code128, code39, qr), `"barcode": null` means
    /// no barcode (of that symbology) may decode. The value must keep the symbology's
    /// rules (check digits included).
    static func barcode(name: String, _ values: JSONFields) throws(CorpusError) -> FieldSpec {
        var symbology: BarcodeSymbology?
        if let raw = try values.string("symbology") {
            guard let known = BarcodeSymbology(rawValue: raw) else {
                throw values.fail("symbology", "unknown symbology \"\(raw)\"; use one of "
                                  + BarcodeSymbology.allCases.map(\.rawValue).joined(separator: ", "))
            }
            symbology = known
        }
        var value: String?
        switch values.object["barcode"] {
        case .null?: value = nil
        case .string(let text)?: value = text
        default: throw values.fail("barcode", "must be the expected value as a string, or null for \"no barcode\"")
        }
        do throws(BarcodeRuleError) {
            return .barcode(name: name, expected: try BarcodeExpectation(value: value, symbology: symbology))
        } catch {
            throw values.fail("barcode", error.description)
        }
    }

    /// `{"name": "index", "indexEntries": [{"name": "Lemon tart", "pages": [156, 157]}],
    /// "minRecall": 0.9, "pageRange": [1, 320]}`; minRecall defaults to 1.
    static func indexEntries(name: String, _ values: JSONFields) throws(CorpusError) -> FieldSpec {
        guard case .array(let items)? = values.object["indexEntries"], !items.isEmpty else {
            throw values.fail("indexEntries", "must be a non-empty list of {\"name\": ..., \"pages\": [...]} objects")
        }
        var entries: [IndexEntry] = []
        for (index, item) in items.enumerated() {
            let key = "indexEntries[\(index)]"
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
            entries.append(IndexEntry(name: entryName, pages: pages.map { Int($0) }))
        }
        let minRecall = try values.number("minRecall") ?? 1
        guard (0...1).contains(minRecall) else {
            throw values.fail("minRecall", "must be between 0 and 1")
        }
        var pageRange: ClosedRange<Int>?
        if let bounds = try values.numbers("pageRange") {
            guard bounds.count == 2, bounds.allSatisfy({ $0 == $0.rounded() && $0 >= 0 && $0 < 1_000_000_000 }),
                  bounds[0] <= bounds[1] else {
                throw values.fail("pageRange", "must be two whole numbers [first, last] with first <= last")
            }
            pageRange = Int(bounds[0])...Int(bounds[1])
        }
        return .indexEntries(name: name, entries: entries, minRecall: minRecall, pageRange: pageRange)
    }
}
