import Corpus
import Foundation
import Testing
@testable import CLI

/// `corpus import sroie`: box lines become the truth (texts with commas kept whole),
/// task 3 entities become `contains` fields marked `"entity": true` (an address broken
/// over lines keeps the break), a malformed box file or a missing image is skipped
/// naming the file and line.
@Suite struct SROIEImportTests {
    /// A made-up SROIE folder: two good receipts, one box file broken at line 2, one box
    /// file without its image; entities in task3/ (one of them not strict JSON).
    func sroie(_ fixture: ImportFixture) throws {
        try fixture.bundled("receipts/cafe-jpeg.jpg", to: "X51001.jpg")
        try fixture.write("X51001.txt", """
            10,10,200,10,200,30,10,30,HILLSIDE STORES SDN BHD
            10,40,200,40,200,60,10,60,NO. 7, JALAN MAWAR 3,
            10,70,200,70,200,90,10,90,TAMAN BUKIT, 43000 KAJANG
            10,100,200,100,200,120,10,120,DATE: 02/01/2019
            10,130,200,130,200,150,10,150,TOTAL: 12.50

            """)
        try fixture.write("task3/X51001.txt", """
            {
                "company": "HILLSIDE STORES SDN BHD",
                "date": "02/01/2019",
                "address": "NO. 7, JALAN MAWAR 3, TAMAN BUKIT, 43000 KAJANG",
                "total": "12.50"
            }
            """)
        try fixture.bundled("receipts/crumpled.jpg", to: "X51002.jpg")
        try fixture.write("X51002.txt", bytes: [0xEF, 0xBB, 0xBF] + Array(
            "5,5,90,5,90,20,5,20,MINI MART \"88\"\r\n5,25,90,25,90,40,5,40,BREAD, MILK, EGGS 4.20\r\n".utf8))
        try fixture.write("task3/X51002.txt", """
            {
                "company": "MINI MART "88"",
                "date": "03/01/2019",
                "total": "4.20"
            }
            """)
        try fixture.bundled("known-text/receipt.jpg", to: "X51003.jpg")
        try fixture.write("X51003.txt", "1,2,3,4,5,6,7,8,FIRST LINE\n10,20,30,BROKEN\n")
        try fixture.write("X51004.txt", "1,2,3,4,5,6,7,8,NO IMAGE FOR ME\n")
    }

    @Test("box texts become the truth, entities become entity fields, and the result loads and checks as a corpus")
    func importsBoxesAndEntities() throws {
        let fixture = try ImportFixture()
        try sroie(fixture)
        let (code, output) = fixture.importing(["sroie", fixture.dataset.path, "--suite", "receipts",
                                                "--entities", fixture.dataset.appendingPathComponent("task3").path,
                                                "--source", "SROIE 2019 (made-up test receipts)", "--licence", "test data, no licence"])
        #expect(code == 0, "\(output)")
        #expect(output.contains("2 imported, 2 skipped"), "\(output)")
        #expect(output.contains("X51003: malformed annotation: X51003.txt line 2: expected 8 coordinates and a text"), "\(output)")
        #expect(output.contains("X51004: missing image: no image X51004.jpg"), "\(output)")
        #expect(fixture.files("receipts") == ["X51001.gt.txt", "X51001.jpg", "X51001.json", "X51002.gt.txt", "X51002.jpg", "X51002.json"])
        #expect(try fixture.text("receipts/X51001.gt.txt") == """
            HILLSIDE STORES SDN BHD
            NO. 7, JALAN MAWAR 3,
            TAMAN BUKIT, 43000 KAJANG
            DATE: 02/01/2019
            TOTAL: 12.50

            """)
        #expect(try fixture.text("receipts/X51002.gt.txt") == "MINI MART \"88\"\nBREAD, MILK, EGGS 4.20\n")

        let first = try fixture.sidecar("receipts/X51001.json")
        let fields = first["fields"] as? [[String: Any]] ?? []
        #expect(fields.map { $0["name"] as? String } == ["company", "date", "address", "total"])
        #expect(fields.map { $0["contains"] as? String } == ["HILLSIDE STORES SDN BHD", "02/01/2019",
                                                            "NO. 7, JALAN MAWAR 3,\nTAMAN BUKIT, 43000 KAJANG", "12.50"])
        #expect(fields.allSatisfy { $0["entity"] as? Bool == true })
        #expect(first["source"] as? String == "real: SROIE 2019 (made-up test receipts): X51001.jpg, X51001.txt, task3/X51001.txt")
        #expect(first["licence"] as? String == "test data, no licence")
        #expect(first["tags"] as? [String] == ["sroie"])
        let second = try fixture.sidecar("receipts/X51002.json")
        #expect((second["fields"] as? [[String: Any]])?.map { $0["contains"] as? String } == ["MINI MART \"88\"", "4.20"])
        #expect((second["notes"] as? String)?.contains("not strict JSON") == true, "\(second)")
        #expect((second["notes"] as? String)?.contains("entity 'date' (\"03/01/2019\") is not in the box text: left out") == true)

        let (checked, report) = fixture.check()
        #expect(checked == 0, "\(report)")
        let corpus = try CorpusLoader.load(from: fixture.corpus)
        let loaded = try #require(corpus.samples.first { $0.id == "X51001" })
        #expect(loaded.sidecar.entityFields == ["company", "date", "address", "total"])
        #expect(loaded.sidecar.licence == "test data, no licence")
    }

    @Test("img/, box/ and key/ folders are found; a second import overwrites nothing, and the same page under another name is a duplicate")
    func splitLayoutAndReimport() throws {
        let fixture = try ImportFixture()
        try fixture.image("img/A1.png", variant: 1)
        try fixture.write("box/A1.txt", "0,0,9,0,9,9,0,9,FIRST, SECOND\n")
        try fixture.write("key/A1.txt", #"{"company": "FIRST", "total": "SECOND"}"#)
        let (code, output) = fixture.importing(["sroie", fixture.dataset.path, "--suite", "s"])
        #expect(code == 0, "\(output)")
        #expect(try fixture.text("s/A1.gt.txt") == "FIRST, SECOND\n")
        #expect((try fixture.sidecar("s/A1.json")["fields"] as? [[String: Any]])?.count == 2)
        try fixture.image("img/A2.png", variant: 1)
        try fixture.write("box/A2.txt", "0,0,9,0,9,9,0,9,FIRST, SECOND\n")
        let (again, second) = fixture.importing(["sroie", fixture.dataset.path, "--suite", "s"])
        #expect(again == 0)
        #expect(second.contains("0 imported, 2 skipped"), "\(second)")
        #expect(second.contains("A1: name taken: s/A1.gt.txt already exists; nothing is overwritten"), "\(second)")
        #expect(second.contains("A2: duplicate image: img/A2.png: the same image ("), "\(second)")
        #expect(second.contains("is already in the corpus as s/A1.png"), "\(second)")
        #expect(try fixture.text("s/A1.gt.txt") == "FIRST, SECOND\n")
    }

    /// zzzDavid/ICDAR-2019-SROIE's corrected copy, made up in its layout: data/img/NNN.jpg,
    /// data/box/NNN.csv (the box lines of task 1, CRLF here), data/key/NNN.json (strict JSON).
    func zzzDavid(_ fixture: ImportFixture) throws {
        try fixture.bundled("receipts/cafe-jpeg.jpg", to: "data/img/000.jpg")
        try fixture.write("data/box/000.csv", "12,20,300,20,300,52,12,52,GOLDEN BAKERY SDN BHD\r\n"
                          + "40,60,280,60,280,80,40,80,NO 12, JALAN MAWAR,\r\n40,84,280,84,280,104,40,104,81100 JOHOR BAHRU\r\n"
                          + "20,130,160,130,160,150,20,150,TOTAL: 12.60\r\n")
        try fixture.write("data/key/000.json", """
            {
                "company": "GOLDEN BAKERY SDN BHD",
                "address": "NO 12, JALAN MAWAR, 81100 JOHOR BAHRU",
                "total": "12.60"
            }
            """)
        try fixture.image("data/img/001.jpg", variant: 5)
        try fixture.write("data/box/001.csv", "1,1,9,1,9,9,1,9,ONLY CSV\n")
        try fixture.write("data/box/001.txt", "1,1,9,1,9,9,1,9,AND TXT\n")
        try fixture.write("README.md", "a clone's other files\n")
    }

    @Test("zzzDavid's copy (.csv boxes, .json keys under data/) imports from the clone and from its data folder")
    func zzzDavidLayout() throws {
        for root in ["", "data"] {
            let fixture = try ImportFixture()
            try zzzDavid(fixture)
            let (code, output) = fixture.importing(["sroie", fixture.dataset.appendingPathComponent(root).path, "--suite", "s"])
            #expect(code == 0, "\(output)")
            #expect(output.contains("1 imported, 1 skipped"), "\(root): \(output)")
            let box = root.isEmpty ? "data/box" : "box"
            #expect(output.contains("001: malformed annotation: \(box)/001.csv and \(box)/001.txt are two box files for one image"),
                    "\(root): \(output)")
            #expect(try fixture.text("s/000.gt.txt") == "GOLDEN BAKERY SDN BHD\nNO 12, JALAN MAWAR,\n81100 JOHOR BAHRU\nTOTAL: 12.60\n")
            let sidecar = try fixture.sidecar("s/000.json")
            let fields = sidecar["fields"] as? [[String: Any]] ?? []
            #expect(fields.map { $0["name"] as? String } == ["company", "address", "total"])
            #expect(fields.map { $0["contains"] as? String } == ["GOLDEN BAKERY SDN BHD", "NO 12, JALAN MAWAR,\n81100 JOHOR BAHRU", "12.60"])
            let prefix = root.isEmpty ? "data/" : ""
            #expect(sidecar["source"] as? String
                    == "real: SROIE 2019 dataset: \(prefix)img/000.jpg, \(prefix)box/000.csv, \(prefix)key/000.json", "\(sidecar)")
        }
    }

    @Test("--dry-run prints what would be imported and skipped and leaves the corpus byte for byte as it was")
    func dryRunWritesNothing() throws {
        let fixture = try ImportFixture()
        try sroie(fixture)
        try fixture.seedCorpus()
        let before = fixture.snapshot()
        let (code, output) = fixture.importing(["sroie", fixture.dataset.path, "--suite", "receipts", "--dry-run",
                                                "--entities", fixture.dataset.appendingPathComponent("task3").path])
        #expect(code == 0, "\(output)")
        #expect(output.contains("would import receipts/X51001.jpg with truth receipts/X51001.gt.txt (5 line(s); fields company, date, address, total)"),
                "\(output)")
        #expect(output.contains("2 would be imported, 2 skipped; nothing was written (dry run)"), "\(output)")
        #expect(output.contains("X51004: missing image"))
        #expect(fixture.snapshot() == before)
    }
}
