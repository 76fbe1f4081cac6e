import Foundation
import Testing
import Reports
@testable import CLI

/// `corpus import` prints what it read from the dataset escaped and cut (issue #46, case
/// 11): a line feed in a WildReceipt `file_name` or a Label Studio reference forged an
/// "imported …" line, a 300 MB reference was quoted twice (600 MB to standard output), a
/// NUL in SROIE box text went into the truth without a word.
@Suite struct ImportOutputIsEscapedAndBounded {
    static let forged = "\nimported forged/x.png with truth forged/x.gt.txt (1 line(s))"

    /// No line of `output` starts as the forged one does.
    func noForgedLine(_ output: String) -> Bool {
        !output.split(separator: "\n").contains { $0.hasPrefix("imported forged") }
    }

    @Test("a line feed in a WildReceipt file_name is printed escaped: no forged 'imported' line")
    func wildReceiptFileName() throws {
        let fixture = try ImportFixture()
        let name = try String(data: JSONEncoder().encode("gone.jpeg" + Self.forged), encoding: .utf8)!
        try fixture.write("train.txt", #"{"file_name": \#(name), "annotations": [{"box": [1, 1, 9, 1, 9, 9, 1, 9], "text": "A", "label": 0}]}"#
                          + "\n")
        let (code, output) = fixture.importing(["wildreceipt", fixture.dataset.path, "--suite", "w"])
        #expect(code == 2 || code == 0, "\(output)")
        #expect(noForgedLine(output), "\(output)")
        #expect(output.contains("gone.jpeg\\u{A}imported forged/x.png"), "\(output)")
    }

    @Test("a line feed in a Label Studio reference is printed escaped; a 200,000-character one is cut, not quoted twice")
    func labelStudioReference() throws {
        let fixture = try ImportFixture()
        try fixture.image("a.png", variant: 41)
        let forged = try String(data: JSONEncoder().encode("gone.png" + Self.forged), encoding: .utf8)!
        let long = String(repeating: "x", count: 200_000)
        try fixture.write("export.json", "[" + [forged, "\"\(long).png\"", "\"a.png\""].enumerated().map { index, reference in
            #"{"id": \#(index + 1), "data": {"ocr": \#(reference)}, "annotations": [{"result": ["#
                + #"{"id": "t", "type": "textarea", "value": {"text": ["TEXT \#(index)"]}}]}]}"#
        }.joined(separator: ", ") + "]")
        let (code, output) = fixture.importing(["label-studio", fixture.dataset.path, "--suite", "ls"])
        #expect(code == 0, "\(output.prefix(2_000))")
        #expect(output.contains("1 imported, 2 skipped"), "\(output.prefix(2_000))")
        #expect(noForgedLine(output), "\(output.prefix(2_000))")
        #expect(output.contains("gone.png\\u{A}imported forged/x.png"), "\(output.prefix(2_000))")
        // Quoted twice in full: over 400,000 characters; cut: a few thousand.
        #expect(output.utf8.count < 10_000, "\(output.utf8.count) bytes printed")
        #expect(output.contains("more characters)"), "\(output.prefix(2_000))")
    }

    @Test("a NUL in SROIE box text: the sample is skipped naming the line and the character, no truth written")
    func controlCharacterInTruth() throws {
        let fixture = try ImportFixture()
        try fixture.image("A.png", variant: 42)
        try fixture.write("A.txt", "0,0,9,0,9,9,0,9,FIRST\n0,0,9,0,9,9,0,9,BAD\u{0}TEXT\n")
        let (code, output) = fixture.importing(["sroie", fixture.dataset.path, "--suite", "s"])
        #expect(code == 0, "\(output)")
        #expect(output.contains("0 imported, 1 skipped"), "\(output)")
        #expect(output.contains("A: malformed annotation: A.txt: the text of truth line 2 holds control character U+0000"), "\(output)")
        #expect(fixture.files("s").isEmpty)
    }

    @Test("the value shown in a line: line feeds and tabs escaped, long values cut with how many characters more")
    func valueIsEscapedAndCut() {
        #expect(TerminalText.value("a\nb\tc\u{1B}") == "a\\u{A}b\\u{9}c\\u{1B}")
        #expect(TerminalText.value(String(repeating: "y", count: 12), limit: 10) == "yyyyyyyyyy… (cut: 2 more characters)")
        #expect(TerminalText.value("short", limit: 5) == "short")
    }
}
