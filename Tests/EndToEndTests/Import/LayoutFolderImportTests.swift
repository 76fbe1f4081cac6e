import Corpus
import Foundation
import Testing
@testable import CLI

/// `corpus import page-folder` and `alto-folder`: images beside PAGE-XML or ALTO files of
/// the same stem (kraken, eScriptorium), or with the truth in `page/` (`alto/`) as
/// Transkribus exports it; the truth is copied as it is, a file of the other format is
/// skipped, a truth without image and an image without truth are named.
@Suite struct LayoutFolderImportTests {
    /// A made-up export: two pages of `format` (one beside its image, one in the
    /// Transkribus folder), one of the other format, one image without truth, one
    /// truth without image, and a mets.xml that is not truth.
    func export(_ fixture: ImportFixture, _ folder: String, _ document: ([String]) -> String, other: ([String]) -> String) throws {
        try fixture.image("f1.png", variant: 11)
        try fixture.write("f1.xml", document(["Kapitel eins", "Es war einmal"]))
        try fixture.image("f2.png", variant: 12)
        try fixture.write("\(folder)/f2.xml", document(["Kapitel zwei"]))
        try fixture.image("f3.png", variant: 13)
        try fixture.write("f3.xml", other(["Falsches Format"]))
        try fixture.image("f4.png", variant: 14)
        try fixture.write("\(folder)/f5.xml", document(["Ohne Bild"]))
        try fixture.write("mets.xml", "<mets:mets xmlns:mets=\"http://www.loc.gov/METS/\"/>\n")
    }

    @Test("page-folder: images beside PAGE-XML or with page/X.xml become samples with their PAGE-XML copied as it is")
    func importsPageFolder() throws {
        let fixture = try ImportFixture()
        try export(fixture, "page", pageXML, other: altoXML)
        let (code, output) = fixture.importing(["page-folder", fixture.dataset.path, "--suite", "pages", "--licence", "CC0 (test)"])
        #expect(code == 0, "\(output)")
        #expect(output.contains("2 imported, 3 skipped"), "\(output)")
        #expect(output.contains("f3: malformed annotation: f3.xml holds ALTO, not PAGE-XML"), "\(output)")
        #expect(output.contains("f4: missing truth: f4.png has no PAGE-XML file f4.xml (nor page/f4.xml)"), "\(output)")
        #expect(output.contains("f5: missing image: page/f5.xml has no image f5."), "\(output)")
        #expect(!output.contains("mets"), "mets.xml is not truth: \(output)")
        #expect(fixture.files("pages") == ["f1.gt.page.xml", "f1.json", "f1.png", "f2.gt.page.xml", "f2.json", "f2.png"])
        #expect(try fixture.text("pages/f2.gt.page.xml") == pageXML(["Kapitel zwei"]))
        #expect(try fixture.sidecar("pages/f2.json")["source"] as? String == "real: PAGE-XML folder dataset: f2.png, page/f2.xml")
        let (checked, report) = fixture.check()
        #expect(checked == 0, "\(report)")
        #expect(try CorpusLoader.load(from: fixture.corpus).samples.map(\.groundTruth) == ["Kapitel eins\nEs war einmal", "Kapitel zwei"])
    }

    @Test("alto-folder: images beside ALTO or with alto/X.xml become samples with their ALTO copied as it is")
    func importsALTOFolder() throws {
        let fixture = try ImportFixture()
        try export(fixture, "alto", altoXML, other: pageXML)
        let (code, output) = fixture.importing(["alto-folder", fixture.dataset.path, "--suite", "altos"])
        #expect(code == 0, "\(output)")
        #expect(output.contains("imported altos/f1.png with truth altos/f1.gt.alto.xml (2 line(s))"), "\(output)")
        #expect(output.contains("f3: malformed annotation: f3.xml holds PAGE-XML, not ALTO"), "\(output)")
        #expect(try fixture.text("altos/f1.gt.alto.xml") == altoXML(["Kapitel eins", "Es war einmal"]))
        let (checked, report) = fixture.check()
        #expect(checked == 0, "\(report)")
        #expect(try CorpusLoader.load(from: fixture.corpus).samples.map(\.groundTruth) == ["Kapitel eins\nEs war einmal", "Kapitel zwei"])
    }

    @Test("--dry-run on a page or ALTO folder prints the summary and writes nothing", arguments: ["page", "alto"])
    func dryRunWritesNothing(_ format: String) throws {
        let fixture = try ImportFixture()
        try export(fixture, format, format == "page" ? pageXML : altoXML, other: format == "page" ? altoXML : pageXML)
        try fixture.seedCorpus()
        let before = fixture.snapshot()
        let (code, output) = fixture.importing(["\(format)-folder", fixture.dataset.path, "--suite", "pages", "--dry-run"])
        #expect(code == 0, "\(output)")
        #expect(output.contains("would import pages/f2.png with truth pages/f2.gt.\(format).xml (1 line(s))"), "\(output)")
        #expect(output.contains("2 would be imported, 3 skipped; nothing was written (dry run)"), "\(output)")
        #expect(fixture.snapshot() == before)
    }
}
