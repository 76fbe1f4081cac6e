import Foundation
import Testing
@testable import CLI

/// `ocrgauge score REF HYP` read a PAGE-XML file as plain text, markup and all (CER
/// 2/140872 on dinglehopper's own test pair, silently). It now reads PAGE-XML, ALTO and
/// hOCR by their content through the corpus's readers, says on standard error what it
/// read each file as, and under the dinglehopper profile reads PAGE-XML at region level,
/// as dinglehopper does (issue #29, case 6). Every expected figure is dinglehopper
/// 0.11.0's (pip install 'dinglehopper==0.11.0' 'multimethod<1.12'), from the command
/// beside it.
@Suite struct ScoreReadsLayoutFiles {
    static func fixture(_ name: String) -> String {
        Bundle.module.url(forResource: name, withExtension: "xml", subdirectory: "Fixtures")!.path
    }

    /// A file of these bytes, with this name ending, removed with the temporary folder.
    static func file(_ bytes: Data, ending: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-\(UUID().uuidString)\(ending)")
        try bytes.write(to: url)
        return url.path
    }

    func score(_ arguments: [String]) -> (code: Int32, out: [String], err: String) {
        let captured = CapturedConsole()
        let code = CommandLineTool.main(["score", "--no-diff"] + arguments, console: captured.console)
        return (code, captured.out.split(separator: "\n").map(String.init), captured.err)
    }

    @Test("dinglehopper's PAGE pair scores as dinglehopper scores it: region level under its profile, line level on request")
    func dinglehoppersPagePair() {
        let reference = Self.fixture("test-gt.page2018"), hypothesis = Self.fixture("test-fake-ocr.page2018")
        // dinglehopper test-gt.page2018.xml test-fake-ocr.page2018.xml region
        //   → report region.json: "cer": 0.0024183796856106408, "wer": 0.015384615384615385,
        //     "n_characters": 827, "n_words": 130
        let region = score(["--normalization", "dinglehopper", reference, hypothesis])
        #expect(region.code == 0)
        #expect(region.out.first?.hasPrefix("CER 0.2418 % (2/827)") == true, "\(region.out)")
        #expect(region.out.dropFirst().first?.hasPrefix("WER 1.5385 % (2/130)") == true, "\(region.out)")
        #expect(region.err.contains("test-gt.page2018.xml: read as PAGE-XML (TextEquiv at region level)"), "\(region.err)")
        #expect(region.err.contains("test-fake-ocr.page2018.xml: read as PAGE-XML (TextEquiv at region level)"))
        // dinglehopper test-gt.page2018.xml test-fake-ocr.page2018.xml line --textequiv-level line
        //   → "cer": 0, "wer": 0, "n_characters": 827, "n_words": 130
        let line = score(["--normalization", "dinglehopper", "--textequiv-level", "line", reference, hypothesis])
        #expect(line.out.first?.hasPrefix("CER 0.0000 % (0/827)") == true, "\(line.out)")
        #expect(line.out.dropFirst().first?.hasPrefix("WER 0.0000 % (0/130)") == true, "\(line.out)")
        #expect(line.err.contains("read as PAGE-XML (TextEquiv at line level)"), "\(line.err)")
    }

    @Test("an ALTO REF is read as ALTO, its HYP hyphens left out, and a text HYP as plain text; both said on standard error")
    func altoAgainstPlainText() throws {
        // hyphen.alto.xml: two lines, each ending in a HYP ("-", "¬") after its last String.
        let alto = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <alto xmlns="http://www.loc.gov/standards/alto/ns-v4#"><Layout><Page><PrintSpace><TextBlock ID="b">
        <TextLine ID="l1"><String CONTENT="Die"/><SP/><String CONTENT="Silben"/><SP/><String CONTENT="tren"/><HYP CONTENT="-"/></TextLine>
        <TextLine ID="l2"><String CONTENT="nung"/><SP/><String CONTENT="endet"/><SP/><String CONTENT="hier"/><HYP CONTENT="&#xAC;"/></TextLine>
        </TextBlock></PrintSpace></Page></Layout></alto>

        """#
        let reference = try Self.file(Data(alto.utf8), ending: ".xml")
        let hypothesis = try Self.file(Data("Die Silben tren-\nnung endet hier-\n".utf8), ending: ".txt")
        // dinglehopper hyphen.alto.xml hyphen-ocr.txt hyp --plain-encoding utf-8
        //   → "cer": 0.06451612903225806, "wer": 0, "n_characters": 31, "n_words": 6
        //   (dinglehopper-extract hyphen.alto.xml prints "Die Silben tren\nnung endet hier")
        let result = score(["--normalization", "dinglehopper", reference, hypothesis])
        #expect(result.out.first?.hasPrefix("CER 6.4516 % (2/31)  S 0 D 0 I 2") == true, "\(result.out)")
        #expect(result.out.dropFirst().first?.hasPrefix("WER 0.0000 % (0/6)") == true, "\(result.out)")
        #expect(result.err.contains("\(reference): read as ALTO"), "\(result.err)")
        #expect(result.err.contains("\(hypothesis): read as plain text"), "\(result.err)")
    }

    @Test("a PAGE-XML REF declaring ISO-8859-1 is decoded by libxml2 and scored as dinglehopper scores it")
    func latinPageTruth() throws {
        // latin.page.xml, written in ISO-8859-1: a region "Café crème, Ärger" (é 0xE9, è 0xE8, Ä 0xC4).
        let page = Data("""
        <?xml version="1.0" encoding="ISO-8859-1"?>
        <PcGts xmlns="http://schema.primaresearch.org/PAGE/gts/pagecontent/2019-07-15"><Page imageFilename="l.png" imageWidth="10" imageHeight="10">
        <TextRegion id="r"><TextLine id="l"><TextEquiv><Unicode>Caf\u{E9} cr\u{E8}me</Unicode></TextEquiv></TextLine>
        <TextEquiv><Unicode>Caf\u{E9} cr\u{E8}me, \u{C4}rger</Unicode></TextEquiv></TextRegion>
        </Page></PcGts>

        """.unicodeScalars.map { UInt8($0.value) })   // ISO-8859-1: one byte a character (é 0xE9, è 0xE8, Ä 0xC4)
        let reference = try Self.file(page, ending: ".page.xml")
        let hypothesis = try Self.file(Data("Cafe crème, Ärger\n".utf8), ending: ".txt")
        // dinglehopper latin.page.xml latin-ocr.txt latin --plain-encoding utf-8
        //   → "cer": 0.058823529411764705, "wer": 0.3333333333333333, "n_characters": 17, "n_words": 3
        let result = score(["--normalization", "dinglehopper", reference, hypothesis])
        #expect(result.code == 0, "\(result.err)")
        #expect(result.out.first?.hasPrefix("CER 5.8824 % (1/17)") == true, "\(result.out)")
        #expect(result.out.dropFirst().first?.hasPrefix("WER 33.3333 % (1/3)") == true, "\(result.out)")
        #expect(result.err.contains("read as PAGE-XML (TextEquiv at region level)"), "\(result.err)")
    }

    @Test("an hOCR HYP is read as hOCR, XML of another root as plain text, and standard error says so")
    func hocrAndOtherXML() throws {
        let hocr = try Self.file(Data(#"""
        <html><body><div class="ocr_page"><span class="ocr_line" title="bbox 0 0 10 10"><span class="ocrx_word">Lemon</span> <span class="ocrx_word">tart</span></span></div></body></html>
        """#.utf8), ending: ".hocr")
        let other = try Self.file(Data("<note>Lemon tart</note>".utf8), ending: ".xml")
        let result = score([hocr, other])
        // Worked by hand: "Lemon tart" (10 characters) against the 23 characters of the markup:
        // 10 kept in place, "<note>" and "</note>" inserted (13).
        #expect(result.out.first?.hasPrefix("CER 130.0000 % (13/10)") == true, "\(result.out)")
        #expect(result.err.contains("\(hocr): read as hOCR"), "\(result.err)")
        #expect(result.err.contains("\(other): read as plain text (XML, but the root element is <note>: not PAGE-XML, ALTO or hOCR)"),
                "\(result.err)")
    }

    @Test("an unknown --textequiv-level is a usage error naming the two levels")
    func unknownLevel() {
        let result = score(["--textequiv-level", "word", "a", "b"])
        #expect(result.code == 2)
        #expect(result.err.contains("--textequiv-level must be region or line, not 'word'"), "\(result.err)")
    }
}
