import Foundation
import Testing
import Scoring
@testable import Corpus

/// The documented `indexEntries` field form, and its errors naming file and key.
@Suite struct IndexEntriesSidecarIsParsed {
    func parse(_ json: String) throws(CorpusError) -> Sidecar {
        try SidecarParser.parse(Data(json.utf8), file: "multi-column/index.json")
    }

    @Test("the documented form becomes an indexEntries field spec")
    func designForm() throws {
        let sidecar = try parse(#"""
            {"fields": [{"name": "index", "indexEntries": [{"name": "Lemon tart", "pages": [157, 156]}],
                         "minRecall": 0.9, "pageRange": [1, 320]}]}
            """#)
        #expect(sidecar.fields == [.indexEntries(name: "index", entries: [IndexEntry(name: "Lemon tart", pages: [156, 157])],
                                                 minRecall: 0.9, pageRange: 1...320)])
        #expect(sidecar.fields[0].kind == "indexEntries")
    }

    @Test("minRecall defaults to 1 and pageRange to none")
    func defaults() throws {
        let sidecar = try parse(#"{"fields": [{"name": "i", "indexEntries": [{"name": "A", "pages": [1]}]}]}"#)
        #expect(sidecar.fields == [.indexEntries(name: "i", entries: [IndexEntry(name: "A", pages: [1])],
                                                 minRecall: 1, pageRange: nil)])
    }

    @Test("errors name the file and the key", arguments: [
        (#"{"fields": [{"name": "i", "indexEntries": []}]}"#, "fields[0].indexEntries"),
        (#"{"fields": [{"name": "i", "indexEntries": ["Lemon tart"]}]}"#, "fields[0].indexEntries[0]"),
        (#"{"fields": [{"name": "i", "indexEntries": [{"name": "", "pages": [1]}]}]}"#, "fields[0].indexEntries[0].name"),
        (#"{"fields": [{"name": "i", "indexEntries": [{"name": "A", "pages": []}]}]}"#, "fields[0].indexEntries[0].pages"),
        (#"{"fields": [{"name": "i", "indexEntries": [{"name": "A", "pages": [1.5]}]}]}"#, "fields[0].indexEntries[0].pages[0]"),
        (#"{"fields": [{"name": "i", "indexEntries": [{"name": "A", "page": [1]}]}]}"#, "fields[0].indexEntries[0].page"),
        (#"{"fields": [{"name": "i", "indexEntries": [{"name": "A", "pages": [1]}], "minRecall": 2}]}"#, "fields[0].minRecall"),
        (#"{"fields": [{"name": "i", "indexEntries": [{"name": "A", "pages": [1]}], "pageRange": [9, 1]}]}"#, "fields[0].pageRange"),
        (#"{"fields": [{"name": "i", "indexEntries": [{"name": "A", "pages": [1]}], "maxEdits": 1}]}"#, "fields[0].maxEdits"),
    ])
    func errorsNameTheKey(json: String, key: String) {
        #expect(throws: CorpusError.self) { try parse(json) }
        do {
            _ = try parse(json)
        } catch {
            #expect(error.file == "multi-column/index.json")
            #expect(error.key == key)
        }
    }
}
