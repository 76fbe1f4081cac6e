import Foundation
import Testing
import Scoring
@testable import Corpus

/// `"entity": true` on a `contains` field marks a dataset entity (the SROIE importer
/// writes company, date, address and total so); any other value or kind is a sidecar
/// error naming the file and the key, as every key of a field is checked.
@Suite struct EntitySidecarFlagIsParsed {
    func parse(_ json: String) throws(CorpusError) -> Sidecar {
        try SidecarParser.parse(Data(json.utf8), file: "sroie/X00016469612.json")
    }

    @Test("an entity flag on a contains field is kept; absent or false, the field is no entity")
    func flagIsKept() throws {
        let sidecar = try parse(#"{"fields": [{"name": "total", "contains": "9.00", "entity": true}, "#
                                + #"{"name": "date", "contains": "25/12/2018", "entity": false}, {"name": "company", "contains": "BOOK TA .K"}]}"#)
        #expect(sidecar.fields == [.contains(name: "total", text: "9.00", maxEdits: 0, entity: true),
                                   .contains(name: "date", text: "25/12/2018", maxEdits: 0),
                                   .contains(name: "company", text: "BOOK TA .K", maxEdits: 0)])
        #expect(sidecar.fields.map(\.isEntity) == [true, false, false])
        let fuzzy = try parse(#"{"fields": [{"name": "total", "contains": "9.00", "maxEdits": 1, "entity": true}]}"#)
        #expect(fuzzy.fields == [.contains(name: "total", text: "9.00", maxEdits: 1, entity: true)])
    }

    @Test("errors name the file and the key", arguments: [
        (#"{"fields": [{"name": "t", "contains": "9.00", "entity": "yes"}]}"#, "fields[0].entity", "true or false"),
        (#"{"fields": [{"name": "t", "regex": "9\\.00", "entity": true}]}"#, "fields[0].entity", "only a contains field"),
        (#"{"fields": [{"name": "t", "absent": "VOID", "entity": false}]}"#, "fields[0].entity", "only a contains field"),
        (#"{"fields": [{"name": "t", "contains": "9.00", "Entity": true}]}"#, "fields[0].Entity", "did you mean 'entity'"),
    ])
    func errorsNameTheKey(json: String, key: String, words: String) {
        do {
            _ = try parse(json)
            Issue.record("accepted: \(json)")
        } catch {
            #expect(error.file == "sroie/X00016469612.json")
            #expect(error.key == key)
            #expect(error.description.contains(words), "\(error.description)")
        }
    }
}
