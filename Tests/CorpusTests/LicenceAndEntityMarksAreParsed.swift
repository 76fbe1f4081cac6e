import Foundation
import Testing
import Scoring
@testable import Corpus

/// The sidecar keys `corpus import` writes: `licence` (the terms the user stated) and a
/// field's `"entity": true` (a check taken from a dataset's entity annotations). Both
/// are held to their types; any other unknown key is still refused.
@Suite struct LicenceAndEntityMarksAreParsed {
    func parse(_ json: String) throws(CorpusError) -> Sidecar {
        try SidecarParser.parse(Data(json.utf8), file: "receipts/x.json")
    }

    @Test("licence is read as a string and entity marks name their fields, in order")
    func licenceAndEntities() throws {
        let sidecar = try parse(#"""
            {"licence": "CC BY 4.0", "fields": [
              {"name": "company", "contains": "CAFE LUMEN", "entity": true},
              {"name": "void", "absent": "VOID"},
              {"name": "total", "contains": "9.35", "maxEdits": 1, "entity": true},
              {"name": "date", "contains": "15/03/2024", "entity": false}
            ]}
            """#)
        #expect(sidecar.licence == "CC BY 4.0")
        #expect(sidecar.fields == [.contains(name: "company", text: "CAFE LUMEN", maxEdits: 0, entity: true),
                                   .absent(name: "void", text: "VOID"),
                                   .contains(name: "total", text: "9.35", maxEdits: 1, entity: true),
                                   .contains(name: "date", text: "15/03/2024", maxEdits: 0)])
        #expect(sidecar.entityFields == ["company", "total"])
        #expect(try parse("{}").licence == nil && (try parse("{}")).entityFields.isEmpty)
    }

    @Test("wrong types name the key; an unknown key beside them is still refused", arguments: [
        (#"{"licence": 4}"#, "licence", "must be a string"),
        (#"{"fields": [{"name": "a", "contains": "A", "entity": "yes"}]}"#, "fields[0].entity", "must be true or false"),
        (#"{"fields": [{"name": "a", "contains": "A", "origin": "sroie"}]}"#, "fields[0].origin", "unknown key"),
        (#"{"license": "CC0"}"#, "license", "unknown key"),
    ])
    func wrongTypesAreRefused(_ json: String, _ key: String, _ problem: String) {
        do {
            _ = try parse(json)
            Issue.record("accepted: \(json)")
        } catch {
            #expect(error.all.contains { $0.key == key && $0.problem.contains(problem) }, "\(error)")
        }
    }
}
