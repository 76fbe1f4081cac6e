import Foundation
import Testing
import Scoring
@testable import Corpus

/// A sidecar field kind is one type (its key, its other keys, how it reads them and its
/// check) and one case of `FieldSpec`: the reader has no per-kind code, so every kind
/// listed in `FieldSpec.kinds` reads its own example into its own case, and a kind's
/// other keys are refused on a field of another kind.
@Suite struct EachFieldKindIsOneFile {
    /// One example per kind, as docs/corpus.md writes them.
    static let examples: [String: String] = [
        "contains": #"{"name": "total", "contains": "TOTAL 12.50", "maxEdits": 1}"#,
        "regex": #"{"name": "date", "regex": "[0-9]{2}/[0-9]{2}"}"#,
        "absent": #"{"name": "no-watermark", "absent": "SPECIMEN"}"#,
        "order": #"{"name": "columns", "order": ["Apple", "Banana"]}"#,
        "indexEntries": #"{"name": "index", "indexEntries": [{"name": "Lemon tart", "pages": [156, 157]}], "minRecall": 0.9}"#,
        "barcode": #"{"name": "isbn", "barcode": "9780140449136", "symbology": "isbn"}"#,
    ]

    static func fields(_ items: [String]) throws(CorpusError) -> [FieldSpec] {
        try SidecarParser.parse(Data(#"{"fields": [\#(items.joined(separator: ", "))]}"#.utf8), file: "s/a.json").fields
    }

    @Test("every kind in FieldSpec.kinds reads its example into the case of its own type, under its own key")
    func everyKindReadsItsExample() throws {
        let keys = FieldSpec.kinds.map { $0.key }
        #expect(Set(keys).count == keys.count, "two kinds share a key: \(keys)")
        #expect(Set(keys) == Set(Self.examples.keys), "a kind without an example here, or an example without a kind")
        for kind in FieldSpec.kinds {
            let example = try #require(Self.examples[kind.key])
            let spec = try #require(try Self.fields([example]).first)
            #expect(spec.kind == kind.key)
            #expect(type(of: spec.field) == kind, "\(kind.key) read into \(type(of: spec.field))")
            #expect(spec.field.spec == spec, "\(kind.key): the field's case is not the one it was read into")
        }
    }

    @Test("a kind's other keys are refused on a field of another kind, naming the file and key")
    func otherKindsKeysAreRefused() {
        #expect(throws: CorpusError.self) { try Self.fields([#"{"name": "x", "absent": "A", "maxEdits": 1}"#]) }
        do {
            _ = try Self.fields([#"{"name": "x", "regex": "A", "symbology": "qr"}"#])
            Issue.record("symbology on a regex field was accepted")
        } catch {
            #expect("\(error)".contains("s/a.json") && "\(error)".contains("fields[0]"))
        }
    }

    @Test("which kinds ask for reading-order figures and for a barcode scan")
    func kindsSayWhatTheSampleNeeds() throws {
        let specs = try Self.fields(FieldSpec.kinds.map { Self.examples[$0.key]! })
        #expect(specs.filter(\.field.isAboutReadingOrder).map(\.kind) == ["order", "indexEntries"])
        #expect(specs.filter(\.field.readsBarcodes).map(\.kind) == ["barcode"])
    }
}
