import Foundation
import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// Index lines: dot leaders, commas, abridged ranges, wrapped names, see-also lines,
/// headings and suspect page numbers.
@Suite struct IndexParserReadsBookIndexes {
    func entries(_ text: String, pageRange: ClosedRange<Int>? = nil) -> [IndexEntry] {
        IndexParser.parse(text, pageRange: pageRange).entries.map(\.entry)
    }

    @Test("dot leaders, commas and ranges with en dash, hyphen and em dash", arguments: [
        ("Lemon tart ........ 156", IndexEntry(name: "Lemon tart", pages: [156])),
        ("Lemon tart........156", IndexEntry(name: "Lemon tart", pages: [156])),
        ("Lemon tart … 156", IndexEntry(name: "Lemon tart", pages: [156])),
        ("Lamb tagine 88, 214", IndexEntry(name: "Lamb tagine", pages: [88, 214])),
        ("Lamb tagine, 88,214", IndexEntry(name: "Lamb tagine", pages: [88, 214])),
        ("Lemon tart 156–7", IndexEntry(name: "Lemon tart", pages: [156, 157])),
        ("Roast leg of lamb 101–3", IndexEntry(name: "Roast leg of lamb", pages: [101, 102, 103])),
        ("Stuffed zucchini 204-05", IndexEntry(name: "Stuffed zucchini", pages: [204, 205])),
        ("Soups 12—15, 40", IndexEntry(name: "Soups", pages: [12, 13, 14, 15, 40])),
        ("Pies 98–102", IndexEntry(name: "Pies", pages: [98, 99, 100, 101, 102])),
        ("Vitamin B12 7", IndexEntry(name: "Vitamin B12", pages: [7])),
    ])
    func lineForms(line: String, expected: IndexEntry) {
        #expect(entries(line) == [expected])
    }

    @Test("a wrapped name is joined with the line that has its pages")
    func wrappedNames() {
        let text = "Lamb shanks with\n  rosemary and beans 97\nLemon curd 160"
        #expect(entries(text) == [IndexEntry(name: "Lamb shanks with rosemary and beans", pages: [97]),
                                  IndexEntry(name: "Lemon curd", pages: [160])])
    }

    @Test("a line of pages only continues the previous entry")
    func pagesOnlyLine() {
        #expect(entries("Lamb tagine 88, 214,\n230") == [IndexEntry(name: "Lamb tagine", pages: [88, 214, 230])])
    }

    @Test("see-also lines are cross-references and headings are context")
    func crossReferencesAndHeadings() {
        let parsed = IndexParser.parse("APPLES\nBaked apples 53, 60\nsee also Pears\nLAMB\nMutton, see Lamb\nLamb tagine 88")
        #expect(parsed.headings == ["APPLES", "LAMB"])
        #expect(parsed.crossReferences == [.init(from: "Baked apples", target: "Pears"),
                                           .init(from: "Mutton", target: "Lamb")])
        #expect(parsed.entries.map(\.entry.name) == ["Baked apples", "Lamb tagine"])
        #expect(parsed.entries.map(\.heading) == ["APPLES", "LAMB"])
        #expect(parsed.entries.map(\.line) == [2, 6])
    }

    @Test("digit confusions, backward ranges and pages outside the range are suspect")
    func suspectPages() {
        let parsed = IndexParser.parse("Lamb tagine 88, l42\nPies 1O2\nSoup 4O\nCake 90–80\nTart 1420",
                                       pageRange: 1...320)
        #expect(parsed.entries.map(\.suspectPages) == [["l42"], ["1O2"], ["4O"], ["90–80"], ["1420"]])
        #expect(parsed.entries.map(\.entry.pages) == [[88], [], [], [], []])
        #expect(IndexParser.parse("Tart 1420").entries[0].entry.pages == [1420])
    }

    @Test("the bundled cookbook index truth reads as 11 entries under 4 headings")
    func bundledTruth() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Corpus/multi-column/cookbook-index.gt.txt").standardized
        let truth = try String(contentsOf: url, encoding: .utf8)
        let parsed = IndexParser.parse(NormalizationProfile.default.normalize(truth), pageRange: 1...320)
        #expect(parsed.headings == ["APPLES", "LAMB", "LEMONS", "ZUCCHINI"])
        #expect(parsed.crossReferences.map(\.target) == ["Pears", "Squash"])
        #expect(parsed.entries.map(\.entry) == Self.cookbook)
        #expect(parsed.entries.allSatisfy { $0.suspectPages.isEmpty })
    }

    static let cookbook = [
        IndexEntry(name: "Apple crumble", pages: [12]),
        IndexEntry(name: "Apple and walnut cake", pages: [48]),
        IndexEntry(name: "Baked apples", pages: [53, 60]),
        IndexEntry(name: "Lamb tagine", pages: [88, 214]),
        IndexEntry(name: "Lamb shanks with rosemary and beans", pages: [97]),
        IndexEntry(name: "Roast leg of lamb", pages: [101, 102, 103]),
        IndexEntry(name: "Lemon tart", pages: [156, 157]),
        IndexEntry(name: "Lemon curd", pages: [160]),
        IndexEntry(name: "Preserved lemons", pages: [162]),
        IndexEntry(name: "Zucchini fritters", pages: [201]),
        IndexEntry(name: "Stuffed zucchini", pages: [204, 205]),
    ]

    @Test("the field check gives recall, precision and F1 and names what is missing and suspect")
    func fieldCheck() {
        let misread = """
            APPLES
            Apple crumble 12
            Apple and walnut cake 48
            Baked apples 53, 60
            LAMB
            Lamb tagine 88, 2l4
            Lamb shanks with
            rosemary and beans 97
            Roast leg of lamb 101–3
            Lemon tart 156
            Lemon curd 160
            Preserved lemons 162
            Zucchini fritters 201
            Stuffed zucchini 204–5
            """
        let spec = FieldSpec.indexEntries(name: "index", entries: Self.cookbook, minRecall: 0.8, pageRange: 1...320)
        let result = FieldCheck.evaluate(spec, in: misread, normalization: .default)
        #expect(result.kind == "indexEntries")
        #expect(result.passed)
        #expect(result.reason == "recall 9/11 (0.82), precision 9/11 (0.82), F1 0.82; "
                + "missing 'Lamb tagine 88, 214' (read 'Lamb tagine 88'); missing 'Lemon tart 156–157' (read 'Lemon tart 156'); "
                + "suspect page '2l4' in 'Lamb tagine'")
        let strict = FieldSpec.indexEntries(name: "index", entries: Self.cookbook, minRecall: 0.9, pageRange: nil)
        #expect(!FieldCheck.evaluate(strict, in: misread).passed)
    }

    @Test("names match case-insensitively after default normalization; pages as sets")
    func nameMatching() {
        let score = IndexEntriesScore(expected: [IndexEntry(name: "Lemon  Tart", pages: [157, 156])],
                                      parsed: IndexParser.parse("lemon tart 156–7"))
        #expect(score.matched == 1 && score.recall == 1 && score.precision == 1 && score.f1 == 1)
        let none = IndexEntriesScore(expected: [IndexEntry(name: "A", pages: [1])], parsed: IndexParser.parse(""))
        #expect(none.recall == 0 && none.precision == 1 && none.read == 0)
    }
}
