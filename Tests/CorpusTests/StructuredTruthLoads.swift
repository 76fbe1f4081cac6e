import Foundation
import Testing
import Scoring
@testable import Corpus

/// Ground truth as PAGE-XML, ALTO or hOCR beside the image: its text in reading order,
/// its lines with boxes; one truth per sample; a wrong or damaged file named.
@Suite struct StructuredTruthLoads {
    static let page = """
    <?xml version="1.0" encoding="UTF-8"?>
    <PcGts xmlns="http://schema.primaresearch.org/PAGE/gts/pagecontent/2019-07-15"><Page imageWidth="200" imageHeight="80">
    <ReadingOrder><OrderedGroup id="o"><RegionRefIndexed index="0" regionRef="r1"/></OrderedGroup></ReadingOrder>
    <TextRegion id="r1"><TextLine id="l1"><Coords points="10,10 190,10 190,30 10,30"/>
    <TextEquiv><Unicode>SWIFT VISION 2468</Unicode></TextEquiv></TextLine></TextRegion>
    <TextRegion id="r9"><TextLine id="l9"><Coords points="1,70 5,70 5,78 1,78"/>
    <TextEquiv><Unicode>9</Unicode></TextEquiv></TextLine></TextRegion>
    </Page></PcGts>
    """

    @Test("a PAGE-XML truth gives the text in reading order, the line boxes and the reading note")
    func pageTruthLoads() throws {
        let corpus = try TemporaryCorpus()
        try corpus.image("s/h.png")
        try corpus.write("s/h.gt.page.xml", Self.page)
        let sample = try #require(try CorpusLoader.load(from: corpus.root).samples.first)
        #expect(sample.groundTruth == "SWIFT VISION 2468")
        #expect(sample.truthFile == "s/h.gt.page.xml")
        #expect(sample.truthLines == [TruthLine(text: "SWIFT VISION 2468", x: 10, y: 10, width: 180, height: 20)])
        #expect(sample.truthNotes == ["PAGE-XML: text region r9 is outside the ReadingOrder and left out (as dinglehopper does)"])
        #expect(sample.expected == .text)
    }

    @Test("ALTO and hOCR truths load; a plain .gt.txt has no line boxes")
    func otherFormatsLoad() throws {
        let corpus = try TemporaryCorpus()
        try corpus.image("s/a.png")
        try corpus.write("s/a.gt.alto.xml", #"<alto><Layout><Page><PrintSpace><TextBlock><TextLine HPOS="1" VPOS="2" WIDTH="3" HEIGHT="4"><String CONTENT="ALTO"/><SP/><String CONTENT="line"/></TextLine></TextBlock></PrintSpace></Page></Layout></alto>"#)
        try corpus.image("s/h.png")
        try corpus.write("s/h.gt.hocr", #"<html><body><span class="ocr_line" title="bbox 0 0 10 5">hOCR  line</span></body></html>"#)
        try corpus.image("s/t.png")
        try corpus.write("s/t.gt.txt", "plain\n")
        let samples = try CorpusLoader.load(from: corpus.root).samples
        #expect(samples.map(\.groundTruth) == ["ALTO line", "hOCR line", "plain\n"])
        #expect(samples[0].truthLines?.first == TruthLine(text: "ALTO line", x: 1, y: 2, width: 3, height: 4))
        #expect(samples[1].truthLines?.first == TruthLine(text: "hOCR line", x: 0, y: 0, width: 10, height: 5))
        #expect(samples[2].truthLines == nil)
    }

    @Test("two truths for one sample, a format under another's name, and damaged XML are errors naming the file")
    func wrongTruthFilesAreErrors() throws {
        let corpus = try TemporaryCorpus()
        try corpus.image("s/h.png")
        try corpus.write("s/h.gt.txt", "SWIFT VISION 2468\n")
        try corpus.write("s/h.gt.page.xml", Self.page)
        let two = corpus.loadError()
        #expect(two?.file == "s/h.gt.txt" || two?.file == "s/h.gt.page.xml")
        #expect(two?.problem.contains("has two ground truths") == true)

        try FileManager.default.removeItem(at: corpus.root.appendingPathComponent("s/h.gt.txt"))
        try corpus.write("s/h.gt.page.xml", "<alto><Layout/></alto>")
        #expect(corpus.loadError() == CorpusError(file: "s/h.gt.page.xml", "holds ALTO, not PAGE-XML; rename it <id>.gt.alto.xml"))

        try corpus.write("s/h.gt.page.xml", "<PcGts>\n<Page>\n<TextRegion></Page></PcGts>")
        let damaged = corpus.loadError()
        #expect(damaged?.file == "s/h.gt.page.xml")
        #expect(damaged?.problem.hasPrefix("line 3: ") == true, "\(String(describing: damaged))")

        try corpus.write("s/h.gt.page.xml", #"<!DOCTYPE PcGts [<!ENTITY x SYSTEM "file:///etc/passwd">]><PcGts>&x;</PcGts>"#)
        #expect(corpus.loadError()?.problem.contains("internal subset") == true)
    }
}

extension TemporaryCorpus {
    /// The first problem loading finds, if any.
    func loadError() -> CorpusError? {
        do { _ = try CorpusLoader.load(from: root); return nil } catch { return error }
    }
}
