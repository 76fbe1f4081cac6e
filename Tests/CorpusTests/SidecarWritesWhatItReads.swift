import Foundation
import Testing
import Scoring
@testable import Corpus

/// `Sidecar.json`, the one sidecar writer (corpus-synth writes every synthetic sidecar
/// with it): its keys in the documented order, each field's keys in its kind's order,
/// keys at their defaults left out, each index entry on a line of its own; what it
/// writes reads back to the same sidecar.
@Suite struct SidecarWritesWhatItReads {
    static let everyKey = #"""
        {"expect": "text", "status": "known-issue", "review": "draft", "maxCER": 0.05,
         "fields": [{"name": "shop", "contains": "CORNER SHOP", "maxEdits": 2, "entity": true},
                    {"name": "plain", "contains": "TOTAL", "maxEdits": 0},
                    {"name": "date", "regex": "[0-9]{2}\\.[0-9]{2}"}, {"name": "w", "absent": "SPECIMEN"},
                    {"name": "cols", "order": ["A", "B"]},
                    {"name": "index", "indexEntries": [{"name": "Lemon tart", "pages": [157, 156]}], "minRecall": 0.9,
                     "pageRange": [1, 320]},
                    {"name": "all", "indexEntries": [{"name": "Figs", "pages": [3]}], "minRecall": 1},
                    {"name": "isbn", "barcode": "9780140449136", "symbology": "isbn"}, {"name": "none", "barcode": null}],
         "languages": ["deu", "fra"], "tags": ["t"], "source": "real: a shop", "licence": "CC0", "notes": "n \"q\""}
        """#

    @Test("every key written reads back to an equal sidecar")
    func roundTrip() throws {
        let sidecar = try SidecarParser.parse(Data(Self.everyKey.utf8), file: "s/a.json")
        let written = sidecar.json
        #expect(try SidecarParser.parse(Data(written.utf8), file: "s/a.json") == sidecar)
        #expect(written.hasSuffix("}\n"))
    }

    @Test("keys come in the documented order and defaults are left out (worked by hand)")
    func orderAndDefaults() throws {
        let sidecar = try SidecarParser.parse(Data(#"""
            {"notes": "n", "fields": [{"maxEdits": 0, "contains": "DIE GR", "name": "german"},
                                      {"name": "i", "minRecall": 1, "indexEntries": [{"pages": [2, 1], "name": "A"}]}],
             "languages": ["deu"], "expect": "text"}
            """#.utf8), file: "s/a.json")
        #expect(sidecar.json == """
            {
              "expect": "text",
              "fields": [
                {
                  "name": "german",
                  "contains": "DIE GR"
                },
                {
                  "name": "i",
                  "indexEntries": [
                    {"name": "A", "pages": [1, 2]}
                  ]
                }
              ],
              "languages": ["deu"],
              "notes": "n"
            }

            """)
    }
}
