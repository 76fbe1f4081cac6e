import Foundation
import Testing
import Scoring
@testable import Corpus

/// The `barcode` field of a sidecar: symbology optional, null for "no barcode", values
/// held to their symbology's rules, errors naming the file and the key.
@Suite struct BarcodeSidecarFieldIsParsed {
    func parse(_ json: String) throws(CorpusError) -> Sidecar {
        try SidecarParser.parse(Data(json.utf8), file: "barcodes/cover.json")
    }

    @Test("the issue's form becomes a barcode field spec")
    func issueForm() throws {
        let sidecar = try parse(#"{"fields": [{"name": "isbn", "barcode": "9780140449136", "symbology": "ean13"}]}"#)
        #expect(sidecar.fields == [.barcode(name: "isbn", expected: try BarcodeExpectation(value: "9780140449136", symbology: .ean13))])
        #expect(sidecar.fields[0].kind == "barcode")
    }

    @Test("null means no barcode may decode; the symbology may be left out")
    func nullAndNoSymbology() throws {
        let sidecar = try parse(#"{"fields": [{"name": "torn", "barcode": null}, {"name": "any", "barcode": "PKG-1"}]}"#)
        guard case .barcode(let noneField) = sidecar.fields[0], case .barcode(let anyField) = sidecar.fields[1] else {
            Issue.record("not barcode fields: \(sidecar.fields)")
            return
        }
        let none = noneField.expected, any = anyField.expected
        #expect(none.value == nil)
        #expect(any.value == "PKG-1" && any.symbology == nil)
    }

    @Test("errors name the file and the key", arguments: [
        (#"{"fields": [{"name": "b", "barcode": "9780140449137", "symbology": "ean13"}]}"#, "fields[0].barcode", "should end in 6"),
        (#"{"fields": [{"name": "b", "barcode": "0-14-044913-5", "symbology": "isbn"}]}"#, "fields[0].barcode", "should end in 2"),
        (#"{"fields": [{"name": "b", "barcode": "ocr 42", "symbology": "code39"}]}"#, "fields[0].barcode", "Code 39"),
        (#"{"fields": [{"name": "b", "barcode": "123", "symbology": "pdf417"}]}"#, "fields[0].symbology", "unknown symbology"),
        (#"{"fields": [{"name": "b", "barcode": 9780140449136}]}"#, "fields[0].barcode", "null"),
        (#"{"fields": [{"name": "b", "barcode": ""}]}"#, "fields[0].barcode", "empty"),
        (#"{"fields": [{"name": "b", "barcode": "1", "maxEdits": 1}]}"#, "fields[0].maxEdits", "unknown key"),
        (#"{"fields": [{"name": "b", "barcode": "1", "contains": "1"}]}"#, "fields[0]", "exactly one"),
    ])
    func errorsNameTheKey(json: String, key: String, words: String) {
        do {
            _ = try parse(json)
            Issue.record("accepted: \(json)")
        } catch {
            #expect(error.file == "barcodes/cover.json")
            #expect(error.key == key)
            #expect(error.description.contains(words), "\(error.description)")
        }
    }
}
