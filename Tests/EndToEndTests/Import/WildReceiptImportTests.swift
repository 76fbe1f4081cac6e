import Foundation
import Testing
import TestFixtures
@testable import CLI

/// `corpus import wildreceipt`: one JSON line per receipt, the annotation texts grouped
/// into lines by their boxes as the truth, ids from the image's path (the set reuses file
/// names), GPS removed; a malformed line is skipped naming the file, line and key (or column).
@Suite struct WildReceiptImportTests {
    static func box(_ y: Int) -> String { "[10, \(y), 90, \(y), 90, \(y + 8), 10, \(y + 8)]" }

    /// A made-up WildReceipt folder: train.txt with two good receipts and three bad lines, test.txt with one.
    func wildReceipt(_ fixture: ImportFixture) throws {
        let photo = [UInt8](try Data(contentsOf: repositoryRoot.appendingPathComponent("Corpus/receipts/cafe-jpeg.jpg")))
        try fixture.write("image_files/Image_16/11/receipt_0.jpeg", bytes: MetadataFixtures.jpegWithMetadata(photo))
        try fixture.bundled("known-text/receipt.jpg", to: "image_files/Image_16/12/receipt_0.jpeg")
        try fixture.bundled("receipts/photo-receipt.jpg", to: "image_files/Image_17/0/receipt_3.jpeg")
        try fixture.bundled("receipts/pharmacy-condensed.jpg", to: "image_files/Image_20/1/receipt_9.jpeg")
        let train = [
            #"{"file_name": "image_files/Image_16/11/receipt_0.jpeg", "height": 1200, "width": 900, "annotations": ["#
                + #"{"box": \#(Self.box(10)), "text": "SAFEWAY", "label": 1}, {"box": \#(Self.box(30)), "text": "TOTAL", "label": 17}, "#
                + #"{"box": \#(Self.box(30)), "text": "$4.20", "label": 18}]}"#,
            #"{"file_name": "image_files/Image_16/12/receipt_0.jpeg", "height": 800, "width": 600, "annotations": ["#
                + #"{"box": \#(Self.box(5)), "text": "Thank you", "label": 25}, {"box": \#(Self.box(20)), "text": "", "label": 0}]}"#,
            #"{"file_name": "image_files/Image_17/0/receipt_3.jpeg", "annotations": [{"box": [1, 2], "text": "X", "label": 0}]}"#,
            #"{"file_name": "image_files/missing.jpeg", "annotations": [{"box": \#(Self.box(1)), "text": "GONE", "label": 0}]}"#,
            #"{"file_name": "x.jpeg", "annotations": ["#,
        ]
        try fixture.write("train.txt", train.joined(separator: "\n") + "\n")
        try fixture.write("test.txt", #"{"file_name": "image_files/Image_20/1/receipt_9.jpeg", "annotations": ["#
                          + #"{"box": \#(Self.box(3)), "text": "PHARMACY", "label": 1}]}"# + "\n")
    }

    @Test("each line's texts become the truth of its image, train and test alike; bad lines are skipped with file, line and key")
    func importsJSONLines() throws {
        let fixture = try ImportFixture()
        try wildReceipt(fixture)
        let (code, output) = fixture.importing(["wildreceipt", fixture.dataset.path, "--suite", "wild",
                                                "--source", "WildReceipt (made-up lines)", "--licence", "test only"])
        #expect(code == 0, "\(output)")
        #expect(output.contains("3 imported, 3 skipped"), "\(output)")
        #expect(output.contains("imported wild/Image_16-11-receipt_0.jpeg with truth wild/Image_16-11-receipt_0.gt.txt (3 line(s); removed GPS position"),
                "\(output)")
        #expect(output.contains("train.txt line 3: malformed annotation: key 'annotations[0].box': must hold 8 numbers"), "\(output)")
        #expect(output.contains("train.txt line 4: missing image: image_files/missing.jpeg does not exist"), "\(output)")
        #expect(output.contains("train.txt line 5: malformed annotation: not valid JSON"), "\(output)")
        #expect(output.contains("(column"), "a line's problem is located by its column: \(output)")
        #expect(try fixture.text("wild/Image_16-11-receipt_0.gt.txt") == "SAFEWAY\nTOTAL\n$4.20\n")
        #expect(try fixture.text("wild/Image_16-12-receipt_0.gt.txt") == "Thank you\n")
        #expect(try fixture.text("wild/Image_20-1-receipt_9.gt.txt") == "PHARMACY\n")
        let sidecar = try fixture.sidecar("wild/Image_16-11-receipt_0.json")
        #expect(sidecar["source"] as? String
                == "real: WildReceipt (made-up lines): image_files/Image_16/11/receipt_0.jpeg, train.txt line 1")
        #expect(sidecar["licence"] as? String == "test only")
        #expect((sidecar["notes"] as? String)?.contains("metadata removed when added: GPS position") == true, "\(sidecar)")
        #expect(sidecar["fields"] == nil)
        let (checked, report) = fixture.check()
        #expect(checked == 0, "\(report)")
    }

    /// An annotation in WildReceipt's order (the items, then their prices), boxes as
    /// [x, y] corners bottom-left first as the set writes them. By hand, boxes by vertical
    /// centre: CAFE LUMEN 20, Latte 58, 3.20 60, 2.10 79, Croissant 80, TOTAL 109, 5.30 110,
    /// THANK YOU 138, COME AGAIN 146.
    /// - Latte (50–66) does not reach CAFE LUMEN's line (10–30): a new line.
    /// - 3.20 (52–68) overlaps Latte's line by 66 − 52 = 14 ≥ 16 / 2, beside it: joins (50–68).
    /// - 2.10 (71–87) does not reach 50–68: a new line; Croissant (72–88) overlaps it by
    ///   87 − 72 = 15 ≥ 8 and lies left of it: joins, read first.
    /// - TOTAL (100–118) a new line; 5.30 (101–119) overlaps by 17 ≥ 9: joins.
    /// - THANK YOU (130–146) a new line; COME AGAIN (138–154) overlaps it by 8 ≥ 8 but sits
    ///   under it (both x 40–160): not that line; TOTAL's line (to 119) does not reach it: a new line.
    /// - "VISIT US" has no box: after the others. The empty text is left out.
    static let unordered = #"{"file_name": "image_files/Image_1/0/receipt_0.jpeg", "annotations": ["#
        + [("CAFE LUMEN", 30, 10, 170, 30), ("Latte", 10, 50, 60, 66), ("Croissant", 10, 72, 90, 88), ("TOTAL", 10, 100, 60, 118),
           ("3.20", 150, 52, 190, 68), ("2.10", 150, 71, 190, 87), ("5.30", 150, 101, 190, 119),
           ("THANK YOU", 40, 130, 160, 146), ("COME AGAIN", 40, 138, 160, 154), ("", 0, 0, 5, 5)]
            .map { text, left, top, right, bottom in
                #"{"box": [\#(left), \#(bottom), \#(right), \#(bottom), \#(right), \#(top), \#(left), \#(top)], "text": "\#(text)", "label": 0}"#
            }.joined(separator: ", ")
        + #", {"text": "VISIT US", "label": 0}]}"#

    @Test("the truth is the boxes grouped into lines (vertical overlap, left to right, top to bottom), not the annotation's order")
    func boxesBecomeLines() throws {
        let fixture = try ImportFixture()
        try fixture.image("image_files/Image_1/0/receipt_0.jpeg", variant: 43)
        try fixture.write("train.txt", Self.unordered + "\n")
        let (code, output) = fixture.importing(["wildreceipt", fixture.dataset.path, "--suite", "wild"])
        #expect(code == 0, "\(output)")
        #expect(output.contains("imported wild/Image_1-0-receipt_0.jpeg with truth wild/Image_1-0-receipt_0.gt.txt (7 line(s)"), "\(output)")
        #expect(try fixture.text("wild/Image_1-0-receipt_0.gt.txt")
                == "CAFE LUMEN\nLatte 3.20\nCroissant 2.10\nTOTAL 5.30\nTHANK YOU\nCOME AGAIN\nVISIT US\n")
    }

    @Test("a line that is not UTF-8 is skipped alone, naming its line and byte; CRLF line ends are read")
    func invalidUTF8SkipsOneLine() throws {
        let fixture = try ImportFixture()
        try fixture.image("image_files/a.png", variant: 41)
        try fixture.image("image_files/b.png", variant: 42)
        let good = #"{"file_name": "image_files/a.png", "annotations": [{"box": \#(Self.box(1)), "text": "CAFÉ", "label": 1}]}"#
        let bad = Array(#"{"file_name": "image_files/b.png", "annotations": [{"text": "CAF"#.utf8) + [0xC3, 0x28] + Array(#""}]}"#.utf8)
        try fixture.write("train.txt", bytes: Array(good.utf8) + [0x0D, 0x0A] + bad + [0x0D, 0x0A])
        let (code, output) = fixture.importing(["wildreceipt", fixture.dataset.path, "--suite", "wild"])
        #expect(code == 0, "\(output)")
        #expect(output.contains("1 imported, 1 skipped"), "\(output)")
        #expect(output.contains("train.txt line 2: malformed annotation: not valid UTF-8: byte 64 (0xC3)"), "\(output)")
        #expect(try fixture.text("wild/a.gt.txt") == "CAFÉ\n")
    }

    @Test("--dry-run on the annotation file itself prints the summary and writes nothing")
    func dryRunWritesNothing() throws {
        let fixture = try ImportFixture()
        try wildReceipt(fixture)
        try fixture.seedCorpus()
        let before = fixture.snapshot()
        let (code, output) = fixture.importing(["wildreceipt", fixture.dataset.appendingPathComponent("train.txt").path,
                                                "--suite", "wild", "--dry-run"])
        #expect(code == 0, "\(output)")
        #expect(output.contains("would import wild/Image_16-12-receipt_0.jpeg"), "\(output)")
        #expect(!output.contains("receipt_9"), "only train.txt was named")
        #expect(output.contains("2 would be imported, 3 skipped; nothing was written (dry run)"), "\(output)")
        #expect(fixture.snapshot() == before)
    }
}
