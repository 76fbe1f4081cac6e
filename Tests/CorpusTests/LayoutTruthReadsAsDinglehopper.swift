import Foundation
import Testing
@testable import Corpus
import Scoring

/// PAGE-XML truth as the reference tool reads it (issue #29, case 6). dinglehopper and
/// OCR-D read PAGE at region level by default, ocrgauge read lines: on dinglehopper's
/// own pair that gave CER 0 against its 2/827. Under the dinglehopper profile the loader
/// now reads each TextRegion's own TextEquiv as dinglehopper 0.11.0 does (which
/// TextEquiv of several, nested regions, its reading-order rules, regions without text
/// of their own); `"textEquivLevel"` in corpus.json chooses. Every expected text is
/// dinglehopper's, printed by the command beside it (`extract` is
/// dinglehopper.ocr_files.extract, the function `dinglehopper-extract` prints), compared
/// after the profile's normalization, as the texts are scored.
@Suite struct LayoutTruthReadsAsDinglehopper {
    /// The truth of the one sample of a corpus holding `truth` under `name`, with this corpus.json.
    func load(_ name: String, _ truth: Data, corpusJSON: String?) throws -> Sample {
        let corpus = try TemporaryCorpus()
        if let corpusJSON { try corpus.write("corpus.json", corpusJSON) }
        try corpus.image("s/a.png")
        try corpus.write("s/a\(name)", truth)
        return try #require(try CorpusLoader.load(from: corpus.root).samples.first)
    }

    func text(of sample: Sample) -> String {
        NormalizationProfile.dinglehopper.normalize(sample.groundTruth ?? "", source: sample.truthSource)
    }

    static let dinglehopper = #"{"normalization": "dinglehopper"}"#

    @Test("region level: the TextEquiv of lowest index, else highest conf, else the first; nested regions follow; a region without own text gives nothing, with a note")
    func regionRules() throws {
        let page = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <PcGts xmlns="http://schema.primaresearch.org/PAGE/gts/pagecontent/2019-07-15">
        <Page imageFilename="rules.png" imageWidth="100" imageHeight="100">
        <TextRegion id="r1">
          <TextRegion id="r1a">
            <TextEquiv conf="0.2"><Unicode>nested, low conf</Unicode></TextEquiv>
            <TextEquiv conf="0.9"><Unicode>nested, high conf</Unicode></TextEquiv>
          </TextRegion>
          <TextLine id="r1l1"><TextEquiv><Unicode>line text of r1</Unicode></TextEquiv></TextLine>
          <TextEquiv index="2"><Unicode>index two</Unicode></TextEquiv>
          <TextEquiv index="1"><Unicode>Region one, first line
        second line</Unicode></TextEquiv>
          <TextEquiv><Unicode>no index</Unicode></TextEquiv>
        </TextRegion>
        <TextRegion id="r2">
          <TextLine id="r2l1"><TextEquiv><Unicode>only a line</Unicode></TextEquiv></TextLine>
          <TextEquiv><Unicode></Unicode></TextEquiv>
        </TextRegion>
        <TextRegion id="r3">
          <TextEquiv><Unicode>&#xFB01;rst of two</Unicode></TextEquiv>
          <TextEquiv><Unicode>second of two</Unicode></TextEquiv>
        </TextRegion>
        </Page></PcGts>
        """#
        // extract("rules.page.xml", textequiv_level="region").text
        //   → "Region one, first line\nsecond line\nnested, high conf\nfirst of two"
        let sample = try load(".gt.page.xml", Data(page.utf8), corpusJSON: Self.dinglehopper)
        #expect(text(of: sample) == "Region one, first line\nsecond line\nnested, high conf\nfirst of two")
        #expect(sample.truthNotes.contains { $0.contains("text region r2 has no text of its own, only TextLines") },
                "\(sample.truthNotes)")
    }

    @Test("region level: an ordered group's members without index are left out, a group's own regionRef is not read, a region named twice is read once (dinglehopper reads it twice), with a note")
    func regionReadingOrder() throws {
        let page = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <PcGts xmlns="http://schema.primaresearch.org/PAGE/gts/pagecontent/2019-07-15">
        <Page imageFilename="order.png" imageWidth="100" imageHeight="100">
        <ReadingOrder><OrderedGroup id="g">
          <RegionRefIndexed index="1" regionRef="b"/>
          <RegionRefIndexed regionRef="c"/>
          <UnorderedGroupIndexed index="0" id="u" regionRef="d">
            <RegionRef regionRef="a"/>
            <RegionRef regionRef="img"/>
          </UnorderedGroupIndexed>
          <RegionRefIndexed index="2" regionRef="a"/>
        </OrderedGroup></ReadingOrder>
        <TextRegion id="a"><TextEquiv><Unicode>region a</Unicode></TextEquiv></TextRegion>
        <TextRegion id="b"><TextEquiv><Unicode>region b</Unicode></TextEquiv></TextRegion>
        <TextRegion id="c"><TextEquiv><Unicode>region c, no index</Unicode></TextEquiv></TextRegion>
        <TextRegion id="d"><TextEquiv><Unicode>region d, named by a group</Unicode></TextEquiv></TextRegion>
        <ImageRegion id="img"/>
        </Page></PcGts>
        """#
        // extract("order.page.xml", textequiv_level="region").text → "region a\nregion b\nregion a";
        // read once here (issue #46, case 4: repeats would multiply a region without bound).
        let sample = try load(".gt.page.xml", Data(page.utf8), corpusJSON: Self.dinglehopper)
        #expect(text(of: sample) == "region a\nregion b")
        #expect(sample.truthNotes.contains("PAGE-XML: the ReadingOrder names text region a more than once: read once, where first named (dinglehopper reads it each time)"),
                "\(sample.truthNotes)")
        #expect(sample.truthNotes.contains("PAGE-XML: text regions c, d are outside the ReadingOrder and left out (as dinglehopper does)"),
                "\(sample.truthNotes)")
    }

    @Test("corpus.json's textEquivLevel chooses: line under dinglehopper reads the lines (a TextEquiv without index by conf); region is the profile's own")
    func corpusWideLevel() throws {
        let page = Data(#"""
        <?xml version="1.0" encoding="UTF-8"?>
        <PcGts xmlns="http://schema.primaresearch.org/PAGE/gts/pagecontent/2019-07-15">
        <Page imageFilename="lines.png" imageWidth="100" imageHeight="100">
        <TextRegion id="r">
          <TextLine id="l1"><TextEquiv conf="0.3"><Unicode>guess</Unicode></TextEquiv><TextEquiv conf="0.8"><Unicode>first line</Unicode></TextEquiv></TextLine>
          <TextLine id="l2"><TextEquiv index="1"><Unicode>OCR</Unicode></TextEquiv><TextEquiv index="0"><Unicode>second line</Unicode></TextEquiv></TextLine>
          <TextEquiv><Unicode>region text differs</Unicode></TextEquiv>
        </TextRegion>
        </Page></PcGts>
        """#.utf8)
        // extract("lines.page.xml", textequiv_level="region").text → "region text differs"
        // extract("lines.page.xml", textequiv_level="line").text → "first line\nsecond line"
        #expect(text(of: try load(".gt.page.xml", page, corpusJSON: Self.dinglehopper)) == "region text differs")
        let line = #"{"normalization": "dinglehopper", "textEquivLevel": "line"}"#
        #expect(text(of: try load(".gt.page.xml", page, corpusJSON: line)) == "first line\nsecond line")
        let region = #"{"textEquivLevel": "region"}"#
        #expect(try load(".gt.page.xml", page, corpusJSON: region).groundTruth == "region text differs")
    }

    /// Text kept as written (issue #45, point 10): a TextLine's and a region's edge white
    /// space, a U+2028 at a line's end, empty and blank TextLines.
    static let keptPage = Data(#"""
        <?xml version="1.0" encoding="UTF-8"?>
        <PcGts xmlns="http://schema.primaresearch.org/PAGE/gts/pagecontent/2019-07-15">
        <Page imageFilename="kept.png" imageWidth="100" imageHeight="100">
        <TextRegion id="r1">
          <TextLine id="l1"><TextEquiv><Unicode>  indented line </Unicode></TextEquiv></TextLine>
          <TextLine id="l2"><TextEquiv><Unicode>ends with a line separator&#x2028;</Unicode></TextEquiv></TextLine>
          <TextLine id="l3"><TextEquiv><Unicode></Unicode></TextEquiv></TextLine>
          <TextLine id="l4"><TextEquiv><Unicode>   </Unicode></TextEquiv></TextLine>
          <TextLine id="l5"><TextEquiv><PlainText>plain only</PlainText></TextEquiv></TextLine>
          <TextLine id="l6"><TextEquiv><Unicode>last</Unicode></TextEquiv></TextLine>
          <TextEquiv><Unicode> region text, edge spaces&#x2028;</Unicode></TextEquiv>
        </TextRegion>
        <TextRegion id="r2">
          <TextEquiv><Unicode>a region without lines</Unicode></TextEquiv>
        </TextRegion>
        <TextRegion id="r3">
          <TextLine id="l7"><TextEquiv><Unicode></Unicode></TextEquiv></TextLine>
          <TextEquiv><PlainText>plain region</PlainText></TextEquiv>
        </TextRegion>
        </Page></PcGts>
        """#.utf8)

    static let dinglehopperAtLine = #"{"normalization": "dinglehopper", "textEquivLevel": "line"}"#

    @Test("line level: edge white space, a line-ending U+2028, empty and blank TextLines are kept; PlainText reads as empty; a region without TextLines reads nothing, with a note")
    func lineLevelKeepsTextAsWritten() throws {
        // extract("kept.page.xml", textequiv_level="line").text
        //   → "  indented line \nends with a line separator\u2028\n\n   \n\nlast"
        let sample = try load(".gt.page.xml", Self.keptPage, corpusJSON: Self.dinglehopperAtLine)
        #expect(sample.truthSource == .layoutDocument)
        #expect(text(of: sample) == "  indented line \nends with a line separator\u{2028}\n\n   \n\nlast")
        #expect(sample.truthNotes.contains {
            $0.contains("text region r2 has no TextLines, only text of its own: at line level dinglehopper reads nothing of it")
        }, "\(sample.truthNotes)")
        #expect(sample.truthNotes.contains("PAGE-XML: TextEquiv of TextLine l5 has PlainText but no Unicode: no text "
                                           + "(dinglehopper reads Unicode only)"), "\(sample.truthNotes)")
    }

    @Test("region level: a region's text keeps its edge white space and a U+2028 at its end; PlainText reads as empty")
    func regionLevelKeepsTextAsWritten() throws {
        // extract("kept.page.xml", textequiv_level="region").text
        //   → " region text, edge spaces\u2028\na region without lines"
        let sample = try load(".gt.page.xml", Self.keptPage, corpusJSON: Self.dinglehopper)
        #expect(text(of: sample) == " region text, edge spaces\u{2028}\na region without lines")
        #expect(sample.truthNotes.contains("PAGE-XML: TextEquiv of TextRegion r3 has PlainText but no Unicode: no text "
                                           + "(dinglehopper reads Unicode only)"), "\(sample.truthNotes)")
    }

    @Test("ALTO: every TextLine, an empty one kept; the String CONTENTs directly inside it joined by spaces as written, HYP not read; the same at both levels")
    func altoKeepsTextAsWritten() throws {
        let alto = Data(#"""
            <?xml version="1.0" encoding="UTF-8"?>
            <alto xmlns="http://www.loc.gov/standards/alto/ns-v4#">
            <Layout><Page ID="p1" WIDTH="100" HEIGHT="100"><PrintSpace>
            <TextBlock ID="b1">
              <TextLine ID="t1"><String CONTENT="Hypo"/><HYP CONTENT="-"/></TextLine>
              <TextLine ID="t2"/>
              <TextLine ID="t3"><String CONTENT=" spaced "/><SP/><String CONTENT=""/><String/><String CONTENT="end"/></TextLine>
              <TextLine ID="t4"><String CONTENT="&#x2028;"/></TextLine>
            </TextBlock>
            </PrintSpace></Page></Layout>
            </alto>
            """#.utf8)
        // extract("kept.alto.xml", textequiv_level=LEVEL).text, region and line alike
        //   → "Hypo\n\n spaced    end\n\u2028"
        for corpusJSON in [Self.dinglehopper, Self.dinglehopperAtLine] {
            let sample = try load(".gt.alto.xml", alto, corpusJSON: corpusJSON)
            #expect(sample.truthSource == .layoutDocument)
            #expect(text(of: sample) == "Hypo\n\n spaced    end\n\u{2028}")
        }
    }

    @Test("ALTO: the ReadingOrder is not followed for the text (dinglehopper reads TextLines in document order), with a note")
    func altoReadingOrderIsNotFollowed() throws {
        let alto = Data(#"""
            <?xml version="1.0" encoding="UTF-8"?>
            <alto xmlns="http://www.loc.gov/standards/alto/ns-v4#">
            <ReadingOrder><OrderedGroup ID="g"><ElementRef ID="e1" REF="b2"/><ElementRef ID="e2" REF="b1"/></OrderedGroup></ReadingOrder>
            <Layout><Page ID="p1" WIDTH="100" HEIGHT="100"><PrintSpace>
            <TextBlock ID="b1"><TextLine ID="t1"><String CONTENT="first"/><SP/><String CONTENT="block"/></TextLine></TextBlock>
            <TextBlock ID="b2"><TextLine ID="t2"><String CONTENT="second"/><SP/><String CONTENT="block"/></TextLine></TextBlock>
            <TextBlock ID="b3"><TextLine ID="t3"><String CONTENT="unnamed"/></TextLine></TextBlock>
            </PrintSpace></Page></Layout>
            </alto>
            """#.utf8)
        // extract("order.alto.xml").text → "first block\nsecond block\nunnamed"
        let sample = try load(".gt.alto.xml", alto, corpusJSON: Self.dinglehopper)
        #expect(text(of: sample) == "first block\nsecond block\nunnamed")
        #expect(sample.truthNotes.contains { $0.contains("the ReadingOrder is not followed for the text") }, "\(sample.truthNotes)")
    }

    @Test("a textEquivLevel other than region or line is refused, naming corpus.json and the key")
    func unknownLevelIsRefused() throws {
        let corpus = try TemporaryCorpus()
        try corpus.write("corpus.json", #"{"textEquivLevel": "word"}"#)
        try corpus.image("s/a.png")
        try corpus.write("s/a.gt.txt", "text")
        let error = try #require(corpus.loadError())
        #expect(error.file == "corpus.json")
        #expect(error.key == "textEquivLevel")
        #expect(error.problem.contains("must be region or line, not \"word\""), "\(error)")
    }

    @Test("a PAGE-XML truth declaring ISO-8859-1 is decoded by libxml2 at region level too")
    func latinPageAtRegionLevel() throws {
        let page = Data("""
        <?xml version="1.0" encoding="ISO-8859-1"?>
        <PcGts xmlns="http://schema.primaresearch.org/PAGE/gts/pagecontent/2019-07-15"><Page imageFilename="l.png" imageWidth="10" imageHeight="10">
        <TextRegion id="r"><TextLine id="l"><TextEquiv><Unicode>Caf\u{E9} cr\u{E8}me</Unicode></TextEquiv></TextLine>
        <TextEquiv><Unicode>Caf\u{E9} cr\u{E8}me, \u{C4}rger</Unicode></TextEquiv></TextRegion>
        </Page></PcGts>

        """.unicodeScalars.map { UInt8($0.value) })   // ISO-8859-1: one byte a character (é 0xE9, è 0xE8, Ä 0xC4)
        // extract("latin.page.xml", textequiv_level="region").text → "Caf\u00e9 cr\u00e8me, \u00c4rger"
        #expect(text(of: try load(".gt.page.xml", page, corpusJSON: Self.dinglehopper)) == "Caf\u{E9} cr\u{E8}me, \u{C4}rger")
    }
}

/// Every PAGE-XML and ALTO truth of the real-dev set (shared/real-dev beside the repository), loaded under the dinglehopper
/// profile at region and at line level, reads as dinglehopper reads it: the texts of
/// Fixtures/dinglehopper-layout-texts.json, made by
/// ci/reference/compute-dinglehopper-layout-texts.py (extract(FILE, textequiv_level=
/// LEVEL), checked against `dinglehopper-extract [--textequiv-level line] FILE`): the
/// three PAGE-XML and four ALTO truths. Skipped without the real-dev set.
@Suite(.enabled(if: RealDevTruth.available, RealDevTruth.skipReason))
struct RealDevLayoutTruthReadsAsDinglehopper {
    struct Entry: Decodable, Sendable, CustomTestStringConvertible {
        var file: String
        var level: String
        var text: String
        var testDescription: String { "\(file) (\(level))" }
    }

    static let entries: [Entry] = {
        let url = Bundle.module.url(forResource: "dinglehopper-layout-texts", withExtension: "json", subdirectory: "Fixtures")!
        return (try? JSONDecoder().decode([Entry].self, from: Data(contentsOf: url))) ?? []
    }()

    @Test("the loader's text under the dinglehopper profile is dinglehopper's", arguments: entries)
    func textIsDinglehoppers(_ entry: Entry) throws {
        let corpus = try TemporaryCorpus()
        try corpus.write("corpus.json", #"{"normalization": "dinglehopper", "textEquivLevel": "\#(entry.level)"}"#)
        let name = (entry.file as NSString).lastPathComponent
        let suffix = name.hasSuffix(".gt.page.xml") ? ".gt.page.xml" : ".gt.alto.xml"
        try corpus.image("s/a.png")
        try corpus.write("s/a\(suffix)", try Data(contentsOf: RealDevTruth.folder.appendingPathComponent(entry.file)))
        let sample = try #require(try CorpusLoader.load(from: corpus.root).samples.first)
        #expect(sample.truthSource == .layoutDocument)
        DinglehopperTexts.expectEqual(NormalizationProfile.dinglehopper.normalize(sample.groundTruth ?? "", source: sample.truthSource),
                                      entry.text)
    }
}

/// the real-dev set (shared/real-dev beside the repository), found from this file's path.
enum RealDevTruth {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/real-dev")
    static var available: Bool { FileManager.default.fileExists(atPath: folder.appendingPathComponent("SOURCES.md").path) }
    static let skipReason: Comment = "the real-dev set (shared/real-dev beside the repository) is absent (a user's clone): its truth files cannot be bundled"
}
