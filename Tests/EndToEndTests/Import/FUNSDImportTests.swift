import Foundation
import Testing
@testable import CLI

/// `corpus import funsd`: each form entity's text is a line of the truth, in the file's
/// order; both splits are read from the dataset's folder; a wrong type names the key.
@Suite struct FUNSDImportTests {
    /// A made-up FUNSD folder with training_data/ and testing_data/.
    func funsd(_ fixture: ImportFixture) throws {
        try fixture.image("training_data/images/0001.png", variant: 1)
        try fixture.write("training_data/annotations/0001.json", """
            {"form": [
              {"id": 0, "text": "DATE:", "box": [10, 10, 40, 20], "label": "question", "words": [{"text": "DATE:", "box": [10, 10, 40, 20]}], "linking": [[0, 1]]},
              {"id": 1, "text": "12/05/98", "box": [50, 10, 90, 20], "label": "answer", "words": [], "linking": [[0, 1]]},
              {"id": 2, "text": "", "box": [0, 0, 1, 1], "label": "other", "words": [], "linking": []},
              {"id": 3, "text": "TO: R. SMITH, PURCHASING", "box": [10, 30, 90, 40], "label": "question", "words": [], "linking": []}
            ]}
            """)
        try fixture.image("training_data/images/0002.png", variant: 2)
        try fixture.write("training_data/annotations/0002.json", #"{"form": [{"text": "SUBJECT"}, {"text": 42}]}"#)
        try fixture.image("training_data/images/0003.png", variant: 3)
        try fixture.image("testing_data/images/0100.png", variant: 4)
        try fixture.write("testing_data/annotations/0100.json", #"{"form": [{"text": "FAX COVER SHEET", "label": "header"}]}"#)
        try fixture.write("testing_data/annotations/0101.json", #"{"form": [{"text": "NO IMAGE"}]}"#)
        try fixture.image("testing_data/images/0102.png", variant: 5)
        try fixture.write("testing_data/annotations/0102.json", #"{"form": [{"text": "  "}]}"#)
    }

    @Test("form entity texts become the truth; a wrong type, a missing image or annotation and an empty form are skipped")
    func importsFormEntities() throws {
        let fixture = try ImportFixture()
        try funsd(fixture)
        let (code, output) = fixture.importing(["funsd", fixture.dataset.path, "--suite", "forms", "--licence", "test only"])
        #expect(code == 0, "\(output)")
        #expect(output.contains("2 imported, 4 skipped"), "\(output)")
        #expect(output.contains("0002: malformed annotation: training_data/annotations/0002.json: key 'form[1].text': must be a string"),
                "\(output)")
        #expect(output.contains("0003: missing truth: training_data/images/0003.png has no annotation"), "\(output)")
        #expect(output.contains("0101: missing image: no image 0101.png"), "\(output)")
        #expect(output.contains("0102: empty truth: testing_data/annotations/0102.json holds no text"), "\(output)")
        #expect(fixture.files("forms") == ["0001.gt.txt", "0001.json", "0001.png", "0100.gt.txt", "0100.json", "0100.png"])
        #expect(try fixture.text("forms/0001.gt.txt") == "DATE:\n12/05/98\nTO: R. SMITH, PURCHASING\n")
        #expect(try fixture.text("forms/0100.gt.txt") == "FAX COVER SHEET\n")
        let sidecar = try fixture.sidecar("forms/0001.json")
        #expect(sidecar["source"] as? String == "real: FUNSD dataset: training_data/images/0001.png, training_data/annotations/0001.json")
        #expect(sidecar["licence"] as? String == "test only" && sidecar["tags"] as? [String] == ["funsd"])
        let (checked, report) = fixture.check()
        #expect(checked == 0, "\(report)")
    }

    @Test("--dry-run on one split prints the summary and writes nothing")
    func dryRunWritesNothing() throws {
        let fixture = try ImportFixture()
        try funsd(fixture)
        try fixture.seedCorpus()
        let before = fixture.snapshot()
        let (code, output) = fixture.importing(["funsd", fixture.dataset.appendingPathComponent("training_data").path,
                                                "--suite", "forms", "--dry-run"])
        #expect(code == 0, "\(output)")
        #expect(output.contains("would import forms/0001.png with truth forms/0001.gt.txt (3 line(s))"), "\(output)")
        #expect(output.contains("1 would be imported, 2 skipped; nothing was written (dry run)"), "\(output)")
        #expect(fixture.snapshot() == before)
    }
}
