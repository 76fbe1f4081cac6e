import Foundation
import Testing
@testable import CLI

/// What every `corpus import` shares: usage errors are exit 2 with a reason, options of
/// other subverbs are refused (a `corpus add --dry-run` would otherwise write), the same
/// pixels twice are skipped as duplicates, invalid UTF-8 names the byte, and a symbolic
/// link out of SOURCE is refused.
@Suite struct CorpusImportCommandTests {
    @Test("a misspelt format, a missing --suite or SOURCE, a bad suite name and options of other subverbs are exit 2")
    func usageErrors() throws {
        let fixture = try ImportFixture()
        let cases: [([String], String)] = [
            (["corpus", "import", "sroei", fixture.dataset.path, "--suite", "s"], "no format 'sroei' (did you mean 'sroie'?)"),
            (["corpus", "import", "sroie", fixture.dataset.path], "needs FORMAT SOURCE and --suite NAME"),
            (["corpus", "import", "sroie", fixture.root.appendingPathComponent("nowhere").path, "--suite", "s"], "no such file or folder"),
            (["corpus", "import", "sroie", fixture.dataset.path, "--suite", "a/b"], "--suite 'a/b': use letters"),
            (["corpus", "import", "sroie", fixture.dataset.path, "--suite", "s", "--truth", "t.txt"], "--truth is not an option of import"),
            (["corpus", "import", "sroie", fixture.dataset.path, "--suite", "s", "--licence", "bad\u{7}"], "--licence needs a text"),
            (["corpus", "add", "x.png", "--suite", "s", "--dry-run"], "--dry-run is an option of corpus import only"),
            (["corpus", "check", "--licence", "CC0"], "--licence is an option of corpus import only"),
        ]
        for (arguments, message) in cases {
            let (code, output) = runCLI(arguments + ["--corpus", fixture.corpus.path])
            #expect(code == 2, "\(arguments): \(output)")
            #expect(output.contains(message), "\(arguments): \(output)")
        }
        #expect(fixture.files("s").isEmpty)
    }

    @Test("the same pixels twice in one dataset: the second is skipped as a duplicate; invalid UTF-8 names the byte")
    func duplicatesAndInvalidUTF8() throws {
        let fixture = try ImportFixture()
        try fixture.image("A.png", variant: 31)
        try fixture.write("A.txt", "0,0,9,0,9,9,0,9,SAME PAGE\n")
        try fixture.image("B.png", variant: 31)
        try fixture.write("B.txt", "0,0,9,0,9,9,0,9,SAME PAGE AGAIN\n")
        try fixture.image("C.png", variant: 32)
        try fixture.write("C.txt", bytes: Array("0,0,9,0,9,9,0,9,CAF".utf8) + [0xC3, 0x28] + Array("\n".utf8))
        let (code, output) = fixture.importing(["sroie", fixture.dataset.path, "--suite", "s"])
        #expect(code == 0, "\(output)")
        #expect(output.contains("1 imported, 2 skipped"), "\(output)")
        #expect(output.contains("B: duplicate image: B.png: the same image (identical bytes) is already in the corpus as s/A.png"),
                "\(output)")
        #expect(output.contains("C: malformed annotation: C.txt: not valid UTF-8: byte 19 (0xC3)"), "\(output)")
        #expect(fixture.files("s") == ["A.gt.txt", "A.json", "A.png"])
    }

    @Test("a symbolic link in SOURCE that leads out of it is refused, and nothing outside is read")
    func linksOutOfSourceAreRefused() throws {
        let fixture = try ImportFixture()
        try Data(ImportFixture.png(variant: 33)).write(to: fixture.root.appendingPathComponent("secret.png"))
        try fixture.write("upload/1/a.png", bytes: [])
        try FileManager.default.removeItem(at: fixture.dataset.appendingPathComponent("upload/1/a.png"))
        try FileManager.default.createSymbolicLink(at: fixture.dataset.appendingPathComponent("upload/1/a.png"),
                                                   withDestinationURL: fixture.root.appendingPathComponent("secret.png"))
        try fixture.write("export.json", #"[{"id": 1, "data": {"ocr": "/data/upload/1/a.png"}, "annotations": [{"result": ["#
                          + #"{"id": "t", "type": "textarea", "value": {"text": ["SECRET"]}}]}]}]"#)
        let (code, output) = fixture.importing(["label-studio", fixture.dataset.path, "--suite", "s"])
        #expect(code == 0, "\(output)")
        #expect(output.contains("0 imported, 1 skipped"), "\(output)")
        #expect(output.contains("path outside SOURCE"), "\(output)")
        #expect(fixture.files("s").isEmpty)
    }
}
