import Foundation
import Testing
import StrictJSON
@testable import Corpus

/// A JSON number or string from a user's file is capped as it is read (issue #46, case
/// 11: a 300 MB number in a sidecar was accepted, taking 917 MB, and gave a 300 MB
/// message): past 100 characters for a number, 10,000,000 bytes for a string, the reading
/// stops with a short error naming the file and the key.
@Suite struct JSONSizesAreCapped {
    func refusal(_ json: String) -> (file: String, key: String?, text: String)? {
        do {
            _ = try SidecarParser.parse(Data(json.utf8), file: "s/x.json")
            return nil
        } catch {
            return (error.file, error.key, error.description)
        }
    }

    @Test("a number of 101 characters in a sidecar is refused naming maxCER; 100 characters are read")
    func longNumber() throws {
        let long = "0." + String(repeating: "0", count: 98) + "1"
        let refused = try #require(refusal(#"{"maxCER": \#(long)}"#), "accepted")
        #expect(refused.file == "s/x.json" && refused.key == "maxCER", "\(refused)")
        #expect(refused.text.contains("a number written with more than 100 characters"), "\(refused.text)")
        #expect(refused.text.utf8.count < 300, "\(refused.text.utf8.count) bytes")
        #expect(refusal(#"{"maxCER": \#(String(long.dropLast()))}"#) == nil)
    }

    @Test("a string over 10,000,000 bytes is refused naming its key, the message short; one of 10,000,000 is read")
    func longString() throws {
        let limit = 10_000_000
        let refused = try #require(refusal(#"{"source": "\#(String(repeating: "a", count: limit + 1))"}"#), "accepted")
        #expect(refused.key == "source", "\(refused.key ?? "no key")")
        #expect(refused.text.contains("a string longer than 10000000 bytes"), "\(refused.text.prefix(300))")
        #expect(refused.text.utf8.count < 300, "\(refused.text.utf8.count) bytes")
        guard case .success = JSONValue.parse(Data(#"{"k": "\#(String(repeating: "a", count: limit))"}"#.utf8)) else {
            Issue.record("a string at the limit was refused"); return
        }
    }

    @Test("a long key is refused too, naming where it stands")
    func longKey() throws {
        guard case .failure(let error) = JSONValue.parse(Data(#"{"fields": [{"\#(String(repeating: "k", count: 10_000_001))": 1}]}"#.utf8)) else {
            Issue.record("accepted"); return
        }
        #expect(error.key == "fields[0] (a key)", "\(error.key ?? "no key")")
    }
}
