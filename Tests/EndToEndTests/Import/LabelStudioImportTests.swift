import Foundation
import Testing
@testable import CLI

/// `corpus import label-studio`: the OCR template's textareas in reading order (their
/// boxes from rectangles and labels of the same id), the first annotation not cancelled,
/// uploads and local files resolved inside SOURCE, URLs and paths out of it refused.
@Suite struct LabelStudioImportTests {
    /// A made-up export and its images.
    func export(_ fixture: ImportFixture) throws {
        try fixture.image("upload/1/3f2a9c-receipt.png", variant: 21)
        try fixture.image("media/upload/2/77ab-form.png", variant: 22)
        try fixture.image("scans/page 1.png", variant: 23)
        try fixture.write("export.json", """
            [
             {"id": 11, "data": {"ocr": "/data/upload/1/3f2a9c-receipt.png"}, "annotations": [{"id": 1, "was_cancelled": false, "result": [
               {"id": "b", "type": "rectangle", "from_name": "bbox", "to_name": "image", "value": {"x": 50, "y": 10, "width": 40, "height": 5, "rotation": 0}},
               {"id": "b", "type": "textarea", "from_name": "transcription", "to_name": "image", "value": {"text": ["12.50"]}},
               {"id": "c", "type": "labels", "value": {"x": 5, "y": 30, "width": 30, "height": 5, "labels": ["Text"]}},
               {"id": "c", "type": "textarea", "value": {"text": ["THANK YOU"]}},
               {"id": "a", "type": "rectangle", "value": {"x": 5, "y": 11, "width": 30, "height": 5}},
               {"id": "a", "type": "textarea", "value": {"text": ["TOTAL"]}}
             ]}]},
             {"id": 12, "data": {"image": "/data/upload/2/77ab-form.png"}, "annotations": [
               {"was_cancelled": true, "result": [{"id": "z", "type": "textarea", "value": {"text": ["CANCELLED"]}}]},
               {"result": [{"id": "x", "type": "textarea", "value": {"text": ["FIRST", "SECOND"]}}]}]},
             {"id": 13, "data": {"ocr": "/data/local-files/?d=scans/page%201.png"}, "annotations": [{"result": [
               {"id": "p", "type": "textarea", "value": {"x": 0, "y": 0, "width": 10, "height": 10, "text": ["PAGE ONE"]}}]}]},
             {"id": 14, "data": {"ocr": "https://example.com/receipt.png"}, "annotations": [{"result": []}]},
             {"id": 15, "data": {"ocr": "../../outside.png"}, "annotations": [{"result": []}]},
             {"id": 16, "data": {"ocr": "/data/upload/1/3f2a9c-receipt.png"}, "annotations": [{"result": [
               {"id": "q", "type": "textarea", "value": {"text": "not a list"}}]}]}
            ]
            """)
    }

    @Test("textareas are read top to bottom, then left to right; URLs, paths out of SOURCE and malformed regions are skipped")
    func importsExport() throws {
        let fixture = try ImportFixture()
        try export(fixture)
        let (code, output) = fixture.importing(["label-studio", fixture.dataset.path, "--suite", "ls", "--licence", "test only"])
        #expect(code == 0, "\(output)")
        #expect(output.contains("3 imported, 3 skipped"), "\(output)")
        #expect(output.contains("export.json task 14: image by URL: 'https://example.com/receipt.png' is a URL"), "\(output)")
        #expect(output.contains("export.json task 15: path outside SOURCE: '../../outside.png' leads outside"), "\(output)")
        #expect(output.contains("export.json task 16: malformed annotation: export.json: key '[5].annotations[0].result[0].value.text': "
                                + "must be a list of strings"), "\(output)")
        #expect(fixture.files("ls") == ["3f2a9c-receipt.gt.txt", "3f2a9c-receipt.json", "3f2a9c-receipt.png", "77ab-form.gt.txt",
                                        "77ab-form.json", "77ab-form.png", "page-1.gt.txt", "page-1.json", "page-1.png"])
        #expect(try fixture.text("ls/3f2a9c-receipt.gt.txt") == "TOTAL\n12.50\nTHANK YOU\n")
        #expect(try fixture.text("ls/77ab-form.gt.txt") == "FIRST\nSECOND\n")
        #expect(try fixture.text("ls/page-1.gt.txt") == "PAGE ONE\n")
        let sidecar = try fixture.sidecar("ls/77ab-form.json")
        #expect(sidecar["source"] as? String == "real: Label Studio export dataset: media/upload/2/77ab-form.png, export.json task 12")
        #expect(sidecar["licence"] as? String == "test only")
        let (checked, report) = fixture.check()
        #expect(checked == 0, "\(report)")
    }

    @Test("an export that is not JSON is exit 2 naming the file, line and column; nothing is written")
    func malformedExportIsRefused() throws {
        let fixture = try ImportFixture()
        try fixture.write("export.json", "[\n {\"id\": 1, \"data\": {\"ocr\": \"a.png\"},\n]\n")
        let (code, output) = fixture.importing(["label-studio", fixture.dataset.appendingPathComponent("export.json").path, "--suite", "ls"])
        #expect(code == 2)
        #expect(output.contains("export.json: not valid JSON:") && output.contains("(line 3, column"), "\(output)")
        #expect(fixture.files("ls").isEmpty)
    }

    @Test("tasks of the wrong shape are skipped by their place: an id past Int's range, a task that is no object, no data")
    func oddTasksAreSkipped() throws {
        let fixture = try ImportFixture()
        try fixture.write("export.json", #"[{"id": 1e300, "data": {"ocr": "missing.png"}}, 7, {"id": 2.5}]"#)
        let (code, output) = fixture.importing(["label-studio", fixture.dataset.path, "--suite", "ls"])
        #expect(code == 0, "\(output)")
        #expect(output.contains("export.json task #1: missing image: missing.png: no such file"), "\(output)")
        #expect(output.contains("export.json task #2: malformed annotation: export.json: key '[1]': must be a task object, not a number"),
                "\(output)")
        #expect(output.contains("export.json task #3: malformed annotation: export.json: key '[2].data': must be an object"), "\(output)")
    }

    @Test("--dry-run prints what the export would give and writes nothing")
    func dryRunWritesNothing() throws {
        let fixture = try ImportFixture()
        try export(fixture)
        try fixture.seedCorpus()
        let before = fixture.snapshot()
        let (code, output) = fixture.importing(["label-studio", fixture.dataset.path, "--suite", "ls", "--dry-run"])
        #expect(code == 0, "\(output)")
        #expect(output.contains("would import ls/page-1.png with truth ls/page-1.gt.txt (1 line(s))"), "\(output)")
        #expect(output.contains("3 would be imported, 3 skipped; nothing was written (dry run)"), "\(output)")
        #expect(fixture.snapshot() == before)
    }
}
