import Corpus
import Foundation
import Testing
@testable import CLI

/// `corpus import ocr-d`: the pages of a workspace's METS structMap, each with its image
/// and PAGE-XML ground truth from the chosen file groups, in page order; paths leaving
/// the workspace are refused; a broken METS file is exit 2 naming it and the line.
@Suite struct OCRDImportTests {
    /// A `mets:file` with its FLocat.
    static func file(_ id: String, _ href: String, mime: String) -> String {
        #"<mets:file ID="\#(id)" MIMETYPE="\#(mime)"><mets:FLocat LOCTYPE="OTHER" OTHERLOCTYPE="FILE" xlink:href="\#(href)"/></mets:file>"#
    }

    /// A METS file with these groups (USE, [(ID, href)]) and pages (ID, ORDER, [FILEID]).
    static func mets(groups: [(String, [(String, String)])], pages: [(String, Int, [String])]) -> String {
        let fileSec = groups.map { use, files in
            "<mets:fileGrp USE=\"\(use)\">" + files.map { file($0.0, $0.1, mime: use.contains("GT") ? "application/vnd.prima.page+xml" : "image/png") }
                .joined() + "</mets:fileGrp>"
        }.joined(separator: "\n")
        let divs = pages.map { id, order, files in
            "<mets:div TYPE=\"page\" ID=\"\(id)\" ORDER=\"\(order)\">" + files.map { "<mets:fptr FILEID=\"\($0)\"/>" }.joined() + "</mets:div>"
        }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <mets:mets xmlns:mets="http://www.loc.gov/METS/" xmlns:xlink="http://www.w3.org/1999/xlink">
            <mets:fileSec>
            \(fileSec)
            </mets:fileSec>
            <mets:structMap TYPE="PHYSICAL"><mets:div TYPE="physSequence">
            \(divs)
            </mets:div></mets:structMap>
            <mets:structMap TYPE="LOGICAL"><mets:div TYPE="page" ID="LOG_1"><mets:fptr FILEID="OCR-D-IMG_0004"/></mets:div></mets:structMap>
            </mets:mets>

            """
    }

    /// A made-up workspace: pages 1 and 2 with truth (listed 2 first), page 3's truth outside it, page 4 without truth.
    func workspace(_ fixture: ImportFixture) throws {
        for page in 1...4 { try fixture.image("OCR-D-IMG/OCR-D-IMG_000\(page).png", variant: page) }
        try fixture.write("OCR-D-GT-SEG-LINE/GT_0001.xml", pageXML(["Erste Zeile", "Zweite Zeile"]))
        try fixture.write("OCR-D-GT-SEG-LINE/GT_0002.xml", pageXML(["Dritte Zeile"]))
        try fixture.write("OCR-D-GT-SEG-BLOCK/GTB_0001.xml", pageXML(["Block"]))
        try FileManager.default.createDirectory(at: fixture.root, withIntermediateDirectories: true)
        try Data(pageXML(["outside"]).utf8).write(to: fixture.root.appendingPathComponent("outside.xml"))
        try fixture.write("mets.xml", Self.mets(
            groups: [("OCR-D-IMG", (1...4).map { ("OCR-D-IMG_000\($0)", "OCR-D-IMG/OCR-D-IMG_000\($0).png") }),
                     ("OCR-D-GT-SEG-BLOCK", [("GTB_0001", "OCR-D-GT-SEG-BLOCK/GTB_0001.xml")]),
                     ("OCR-D-GT-SEG-LINE", [("GT_0001", "OCR-D-GT-SEG-LINE/GT_0001.xml"), ("GT_0002", "OCR-D-GT-SEG-LINE/GT_0002.xml"),
                                            ("GT_0003", "../outside.xml")])],
            pages: [("PHYS_0002", 2, ["OCR-D-IMG_0002", "GT_0002"]), ("PHYS_0001", 1, ["OCR-D-IMG_0001", "GT_0001", "GTB_0001"]),
                    ("PHYS_0003", 3, ["OCR-D-IMG_0003", "GT_0003"]), ("PHYS_0004", 4, ["OCR-D-IMG_0004"])]))
    }

    @Test("each page's image and PAGE-XML become a sample in page order; a path out of the workspace and a page without truth are skipped")
    func importsWorkspacePages() throws {
        let fixture = try ImportFixture()
        try workspace(fixture)
        let (code, output) = fixture.importing(["ocr-d", fixture.dataset.path, "--suite", "ocrd", "--source", "OCR-D test workspace"])
        #expect(code == 0, "\(output)")
        #expect(output.contains("2 imported, 2 skipped"), "\(output)")
        let first = try #require(output.range(of: "imported ocrd/OCR-D-IMG_0001.png with truth ocrd/OCR-D-IMG_0001.gt.page.xml (2 line(s))"))
        let second = try #require(output.range(of: "imported ocrd/OCR-D-IMG_0002.png"))
        #expect(first.lowerBound < second.lowerBound, "pages in ORDER")
        #expect(output.contains("PHYS_0003: path outside SOURCE: '../outside.xml' leads outside"), "\(output)")
        #expect(output.contains("PHYS_0004: missing truth: mets.xml: page PHYS_0004 has no file in group OCR-D-GT-SEG-LINE"), "\(output)")
        #expect(try fixture.text("ocrd/OCR-D-IMG_0001.gt.page.xml") == pageXML(["Erste Zeile", "Zweite Zeile"]))
        let sidecar = try fixture.sidecar("ocrd/OCR-D-IMG_0002.json")
        #expect(sidecar["source"] as? String
                == "real: OCR-D test workspace: OCR-D-IMG/OCR-D-IMG_0002.png, OCR-D-GT-SEG-LINE/GT_0002.xml")
        let (checked, report) = fixture.check()
        #expect(checked == 0, "\(report)")
        let samples = try CorpusLoader.load(from: fixture.corpus).samples
        #expect(samples.map(\.groundTruth) == ["Erste Zeile\nZweite Zeile", "Dritte Zeile"])
    }

    @Test("--image-group and a GT group found by name; a missing group and a broken METS file are exit 2 naming them")
    func groupsAndBrokenMETS() throws {
        let fixture = try ImportFixture()
        try fixture.image("IMG/p1.png", variant: 7)
        try fixture.write("GT-PAGE/p1.xml", pageXML(["Seite eins"]))
        try fixture.image("IMG/p2.png", variant: 8)
        try fixture.write("GT-PAGE/p2.xml", altoXML(["not page"]))
        try fixture.write("mets.xml", Self.mets(groups: [("IMG", [("i1", "IMG/p1.png"), ("i2", "IMG/p2.png")]),
                                                         ("GT-PAGE", [("g1", "GT-PAGE/p1.xml"), ("g2", "GT-PAGE/p2.xml")])],
                                                pages: [("P1", 1, ["i1", "g1"]), ("P2", 2, ["i2", "g2"])]))
        let (refused, message) = fixture.importing(["ocr-d", fixture.dataset.path, "--suite", "ocrd"])
        #expect(refused == 2)
        #expect(message.contains("mets.xml: no file group 'OCR-D-IMG' for the images (its groups: 'IMG', 'GT-PAGE'); choose one with --image-group"),
                "\(message)")
        let (code, output) = fixture.importing(["ocr-d", fixture.dataset.appendingPathComponent("mets.xml").path, "--suite", "ocrd",
                                                "--image-group", "IMG"])
        #expect(code == 0, "\(output)")
        #expect(output.contains("1 imported, 1 skipped"), "\(output)")
        #expect(output.contains("P2: malformed annotation: GT-PAGE/p2.xml holds ALTO, not PAGE-XML"), "\(output)")
        #expect(try fixture.text("ocrd/p1.gt.page.xml") == pageXML(["Seite eins"]))

        try fixture.write("mets.xml", "<mets:mets xmlns:mets=\"http://www.loc.gov/METS/\">\n<mets:fileSec>\n</mets:mets>\n")
        let (broken, reason) = fixture.importing(["ocr-d", fixture.dataset.path, "--suite", "other"])
        #expect(broken == 2)
        #expect(reason.contains("mets.xml") && reason.contains("line 3"), "\(reason)")
    }

    /// A made-up OCRD-ZIP bag, unzipped: bagit.txt and bag-info.txt at the root, the
    /// workspace in data/ with its METS file as `metsName` (hrefs relative to data/).
    func bag(_ fixture: ImportFixture, metsName: String = "mets.xml", info: String = "") throws {
        try fixture.write("bagit.txt", "BagIt-Version: 1.0\nTag-File-Character-Encoding: UTF-8\n")
        try fixture.write("bag-info.txt", "BagIt-Profile-Identifier: https://ocr-d.github.io/bagit-profile.json\n"
                          + "Ocrd-Identifier: test-bag\n" + info)
        try fixture.image("data/OCR-D-IMG/OCR-D-IMG_0001.png", variant: 21)
        try fixture.write("data/OCR-D-GT-SEG-LINE/GT_0001.xml", pageXML(["Erste Zeile", "Zweite Zeile"]))
        try fixture.write("data/\(metsName)", Self.mets(
            groups: [("OCR-D-IMG", [("OCR-D-IMG_0001", "OCR-D-IMG/OCR-D-IMG_0001.png")]),
                     ("OCR-D-GT-SEG-LINE", [("GT_0001", "OCR-D-GT-SEG-LINE/GT_0001.xml"), ("GT_0002", "../bagit.txt")])],
            pages: [("PHYS_0001", 1, ["OCR-D-IMG_0001", "GT_0001"]), ("PHYS_0002", 2, ["OCR-D-IMG_0001", "GT_0002"])]))
    }

    @Test("an OCRD-ZIP bag given at its root: its data/mets.xml is read, hrefs resolve in data/ and may not leave it")
    func bagRoot() throws {
        let fixture = try ImportFixture()
        try bag(fixture)
        let (code, output) = fixture.importing(["ocr-d", fixture.dataset.path, "--suite", "ocrd", "--source", "OCR-D test bag"])
        #expect(code == 0, "\(output)")
        #expect(output.contains("1 imported, 1 skipped"), "\(output)")
        #expect(output.contains("imported ocrd/OCR-D-IMG_0001.png with truth ocrd/OCR-D-IMG_0001.gt.page.xml (2 line(s))"), "\(output)")
        #expect(output.contains("PHYS_0002: path outside SOURCE: '../bagit.txt' leads outside"), "\(output)")
        #expect(try fixture.text("ocrd/OCR-D-IMG_0001.gt.page.xml") == pageXML(["Erste Zeile", "Zweite Zeile"]))
        #expect(try fixture.sidecar("ocrd/OCR-D-IMG_0001.json")["source"] as? String
                == "real: OCR-D test bag: data/OCR-D-IMG/OCR-D-IMG_0001.png, data/OCR-D-GT-SEG-LINE/GT_0001.xml")
    }

    @Test("a bag whose bag-info.txt names its METS file (Ocrd-Mets) is read through it; a bag without one is exit 2 naming it")
    func bagNamesItsMETS() throws {
        let fixture = try ImportFixture()
        try bag(fixture, metsName: "ws/other.xml", info: "Ocrd-Mets: ws/other.xml\n")
        try fixture.image("data/ws/OCR-D-IMG/OCR-D-IMG_0001.png", variant: 22)
        try fixture.write("data/ws/OCR-D-GT-SEG-LINE/GT_0001.xml", pageXML(["Dritte Zeile"]))
        let (code, output) = fixture.importing(["ocr-d", fixture.dataset.path, "--suite", "ocrd", "--dry-run"])
        #expect(code == 0, "\(output)")
        #expect(output.contains("would import ocrd/OCR-D-IMG_0001.png with truth ocrd/OCR-D-IMG_0001.gt.page.xml (2 line(s))"),
                "hrefs are relative to data/, not to the METS file's folder: \(output)")

        let other = try ImportFixture()
        try bag(other, metsName: "elsewhere.xml")
        let (refused, message) = other.importing(["ocr-d", other.dataset.path, "--suite", "ocrd"])
        #expect(refused == 2, "\(message)")
        #expect(message.contains("no mets.xml, and the bag's METS file data/mets.xml does not exist"), "\(message)")
    }

    @Test("--dry-run prints the pages it would import and writes nothing")
    func dryRunWritesNothing() throws {
        let fixture = try ImportFixture()
        try workspace(fixture)
        try fixture.seedCorpus()
        let before = fixture.snapshot()
        let (code, output) = fixture.importing(["ocr-d", fixture.dataset.path, "--suite", "ocrd", "--dry-run"])
        #expect(code == 0, "\(output)")
        #expect(output.contains("would import ocrd/OCR-D-IMG_0002.png with truth ocrd/OCR-D-IMG_0002.gt.page.xml (1 line(s))"), "\(output)")
        #expect(output.contains("2 would be imported, 2 skipped; nothing was written (dry run)"), "\(output)")
        #expect(fixture.snapshot() == before)
    }
}
