import Foundation
import Testing
@testable import Corpus
@testable import StrictJSON

/// Sidecars and configuration files are read by a strict JSON reader: a key written
/// twice is an error (Foundation kept the first silently), and one error names every
/// bad key of the file.
@Suite struct SidecarsAreStrictJSON {
    func parse(_ text: String) -> Result<JSONValue, JSONSyntaxError> { JSONValue.parse(Data(text.utf8)) }

    @Test("a key written twice in one object is an error naming its path and line")
    func duplicateKeysAreRefused() throws {
        guard case .failure(let error) = parse("{\"maxCER\": 0.1,\n \"fields\": [{\"name\": \"a\", \"name\": \"b\"}]}") else {
            Issue.record("a duplicate key was accepted"); return
        }
        #expect(error.key == "fields[0].name")
        #expect(error.description.contains("line 2"))
        do {
            _ = try SidecarParser.parse(Data(#"{"maxCER": 0.5, "maxCER": 0.01}"#.utf8), file: "s/x.json")
            Issue.record("a sidecar with maxCER twice was accepted")
        } catch {
            #expect(error.file == "s/x.json")
            #expect(error.key == "maxCER")
        }
    }

    @Test("values, escapes and nesting read as JSON says", arguments: [
        (#"{"a": [1, -2.5e3, true, false, null, "x\u00e9\ud83d\ude00\n"]}"#,
         JSONValue.object(["a": .array([.number(1), .number(-2500), .bool(true), .bool(false), .null, .string("xé😀\n")])])),
        ("\u{FEFF}[]", JSONValue.array([])),
        (" {} ", JSONValue.object([:])),
    ])
    func valuesRead(text: String, expected: JSONValue) throws {
        #expect(try parse(text).get() == expected)
    }

    @Test("malformed JSON is refused with a reason", arguments: [
        "{\"a\": 1,}", "[01]", "{\"a\" 1}", "\"\u{01}\"", "[1] 2", #""\ud800""#, "{'a': 1}", "[1.]", "", "nul",
        String(repeating: "[", count: 300) + String(repeating: "]", count: 300),
    ])
    func malformedIsRefused(text: String) {
        guard case .failure(let error) = parse(text) else { Issue.record("accepted: \(text.prefix(40))"); return }
        #expect(error.description.contains("line"))
    }

    @Test("every unknown key and every wrong type of a sidecar is named in one error")
    func everyBadKeyIsNamed() {
        let sidecar = #"{"expct": "text", "maxcer": 0.1, "tags": "x", "fields": [{"name": "t", "regex": "("}]}"#
        do {
            _ = try SidecarParser.parse(Data(sidecar.utf8), file: "s/x.json")
            Issue.record("accepted")
        } catch {
            let text = error.description
            for key in ["expct", "maxcer", "tags", "fields[0].regex"] {
                #expect(text.contains("'\(key)'"), "missing \(key) in: \(text)")
            }
            #expect(text.contains("did you mean 'maxCER'?"))
        }
    }
}
