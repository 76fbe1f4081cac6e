import Corpus
import Foundation
import Testing
import TestFixtures

/// A PDF or a TIFF of several pages in a suite is a document: one sample per page, id
/// `<document>#<page>`, with each page's truth in any of the forms the corpus takes.
@Suite struct DocumentsBecomeOneSamplePerPage {
    static let pdf = HandMadePDF.make(pages: [["Page one"], ["Second page", "two lines"], []])
    static let tiff = HandMadeTIFF.make([.init(width: 40, height: 30), .init(width: 50, height: 20), .init(width: 30, height: 10)])

    static let page = """
        <?xml version="1.0" encoding="UTF-8"?>
        <PcGts xmlns="http://schema.primaresearch.org/PAGE/gts/pagecontent/2019-07-15"><Page imageFilename="scan.tif" \
        imageWidth="50" imageHeight="20"><TextRegion id="r1"><Coords points="0,0 50,0 50,20 0,20"/><TextLine id="l1">\
        <Coords points="0,0 40,0 40,8 0,8"/><TextEquiv><Unicode>scan page two</Unicode></TextEquiv></TextLine>\
        </TextRegion></Page></PcGts>
        """
    static let alto = """
        <?xml version="1.0" encoding="UTF-8"?>
        <alto xmlns="http://www.loc.gov/standards/alto/ns-v4#"><Layout><Page ID="p1" WIDTH="40" HEIGHT="30"><PrintSpace>\
        <TextBlock ID="b1"><TextLine ID="t1" HPOS="1" VPOS="2" WIDTH="30" HEIGHT="8"><String CONTENT="first"/><SP/>\
        <String CONTENT="page"/></TextLine></TextBlock></PrintSpace></Page><Page ID="p2" WIDTH="50" HEIGHT="20"><PrintSpace>\
        <TextBlock ID="b2"><TextLine ID="t2" HPOS="3" VPOS="4" WIDTH="20" HEIGHT="6"><String CONTENT="second"/></TextLine>\
        </TextBlock></PrintSpace></Page><Page ID="p3"><PrintSpace><TextBlock ID="b3"><TextLine ID="t3">\
        <String CONTENT="third"/></TextLine></TextBlock></PrintSpace></Page></Layout></alto>
        """

    @Test("a three-page PDF with one truth split by form feeds, and its sidecar with a page's own")
    func pdfWithFormFeeds() throws {
        let corpus = try TemporaryCorpus()
        try corpus.write("docs/book.pdf", Data(Self.pdf))
        // As Tesseract writes a document's text: a form feed after each page.
        try corpus.write("docs/book.gt.txt", "Page one\n\u{0C}Second page\ntwo lines\n\u{0C}\u{0C}")
        try corpus.write("docs/book.json", #"{"tags": ["book"]}"#)
        try corpus.write("docs/book.p2.json", #"{"tags": ["second"], "maxCER": 0.1}"#)
        let samples = try CorpusLoader.load(from: corpus.root).samples
        #expect(samples.map(\.id) == ["book#1", "book#2", "book#3"])
        #expect(samples.map(\.page) == [1, 2, 3])
        #expect(samples.allSatisfy { $0.imagePath == "docs/book.pdf" })
        #expect(samples.map(\.groundTruth) == ["Page one\n", "Second page\ntwo lines\n", ""])
        #expect(samples.map(\.expected) == [.text, .text, .empty])
        #expect(samples.map(\.sidecar.tags) == [["book"], ["second"], ["book"]])
        #expect(samples[1].sidecarPath == "docs/book.p2.json")
        // Each page is fingerprinted by its own part: the pages differ.
        #expect(Set(samples.map(\.truthFingerprint)).count == 3)
    }

    @Test("a three-page TIFF with a truth file per page: plain text, PAGE-XML and ALTO")
    func tiffWithPageFiles() throws {
        let corpus = try TemporaryCorpus()
        try corpus.write("docs/scan.tif", Data(Self.tiff))
        try corpus.write("docs/scan.p1.gt.txt", "scan page one\n")
        try corpus.write("docs/scan.p2.gt.page.xml", Self.page)
        try corpus.write("docs/scan.p3.gt.alto.xml", """
            <alto xmlns="http://www.loc.gov/standards/alto/ns-v4#"><Layout><Page ID="p1"><PrintSpace><TextBlock ID="b1">\
            <TextLine ID="t1"><String CONTENT="scan"/><SP/><String CONTENT="three"/></TextLine></TextBlock></PrintSpace></Page>\
            </Layout></alto>
            """)
        let samples = try CorpusLoader.load(from: corpus.root).samples
        #expect(samples.map(\.id) == ["scan#1", "scan#2", "scan#3"])
        #expect(samples[0].groundTruth == "scan page one\n")
        #expect(samples[1].groundTruth == "scan page two")
        #expect(samples[1].truthFile == "docs/scan.p2.gt.page.xml")
        #expect(samples[2].truthFile == "docs/scan.p3.gt.alto.xml")
        #expect(samples[2].groundTruth == "scan three")
    }

    @Test("a multi-page ALTO gives each page its own lines and boxes")
    func multiPageALTO() throws {
        let corpus = try TemporaryCorpus()
        try corpus.write("docs/letter.tif", Data(Self.tiff))
        try corpus.write("docs/letter.gt.alto.xml", Self.alto)
        let samples = try CorpusLoader.load(from: corpus.root).samples
        #expect(samples.map(\.groundTruth) == ["first page", "second", "third"])
        #expect(samples[1].truthLines?.first?.x == 3 && samples[1].truthLines?.first?.y == 4)
    }

    @Test("a truth whose page count differs from the document's is refused naming both counts")
    func countMismatch() throws {
        let corpus = try TemporaryCorpus()
        try corpus.write("docs/book.pdf", Data(Self.pdf))
        try corpus.write("docs/book.gt.txt", "one\u{0C}two\u{0C}")
        #expect(throws: CorpusError.self) { try CorpusLoader.load(from: corpus.root) }
        let (_, problems) = CorpusLoader.inspect(corpus.root)
        let text = problems.map(\.description).joined(separator: "\n")
        #expect(text.contains("docs/book.gt.txt"))
        #expect(text.contains("holds 2 pages (parts between form feeds), but docs/book.pdf has 3"))
    }

    @Test("a page truth for a page the document does not have, and two truths for one page, are refused")
    func strayPages() throws {
        let corpus = try TemporaryCorpus()
        try corpus.write("docs/book.pdf", Data(Self.pdf))
        try corpus.write("docs/book.gt.txt", "a\u{0C}b\u{0C}c")
        try corpus.write("docs/book.p2.gt.txt", "b")
        try corpus.write("docs/book.p4.gt.txt", "d")
        let (_, problems) = CorpusLoader.inspect(corpus.root)
        let text = problems.map(\.description).joined(separator: "\n")
        #expect(text.contains("is for page 4, but book has 3 pages"))
        #expect(text.contains("page 2 has two ground truths"))
    }

    @Test("a damaged PDF stays one sample, to be read as unreadable; a TIFF of one page is one sample")
    func notDocuments() throws {
        let corpus = try TemporaryCorpus()
        try corpus.write("docs/broken.pdf", "%PDF-1.4\nnot really")
        try corpus.write("docs/broken.json", #"{"expect": "unreadable"}"#)
        try corpus.write("docs/single.tif", Data(HandMadeTIFF.make([.init(width: 8, height: 8)])))
        try corpus.write("docs/single.gt.txt", "x")
        let samples = try CorpusLoader.load(from: corpus.root).samples
        #expect(samples.map(\.id) == ["broken", "single"])
        #expect(samples.allSatisfy { $0.page == nil })
    }
}
