import Foundation
import Testing
@testable import Corpus

/// XML ground truth as the corpus loader reads it (issue #30, case 2): an internal subset
/// never reaches a truth, whatever hides it; what libxml2 decodes is read; what it
/// cannot decode is an error naming the file.
@Suite struct XMLTruthLoadsThroughLibXML {
    @Test("an ALTO truth whose DOCTYPE hides an internal subset behind a quoted '>' is refused, naming the file")
    func smuggledSubsetIsRefused() throws {
        let corpus = try TemporaryCorpus()
        try corpus.image("s/a.png")
        // Loaded before: the subset reached libxml2 and &a2; became 1,000 "A"s of truth.
        let entities = "<!ENTITY a0 \"AAAAAAAAAA\">"
            + (1...2).map { level in "<!ENTITY a\(level) \"" + String(repeating: "&a\(level - 1);", count: 10) + "\">" }.joined()
        try corpus.write("s/a.gt.alto.xml", "<?xml version=\"1.0\"?><!DOCTYPE alto SYSTEM \"x>\" [\(entities)]><alto><Layout>"
                         + #"<Page><PrintSpace><TextBlock><TextLine><String CONTENT="&a2;"/></TextLine></TextBlock>"#
                         + "</PrintSpace></Page></Layout></alto>")
        let error = try #require(corpus.loadError())
        #expect(error.file == "s/a.gt.alto.xml")
        #expect(error.problem.hasPrefix("line 1: ") && error.problem.contains("internal subset"), "\(error)")
    }

    @Test("truth declaring ISO-8859-1 or written in UTF-16 is decoded by libxml2; an encoding it cannot decode names the file")
    func encodingsLibXMLDecodesAreRead() throws {
        let corpus = try TemporaryCorpus()
        try corpus.image("s/latin.png")
        // "Café crème" in ISO-8859-1: é is the byte 0xE9, è 0xE8.
        let latin = Data(#"<?xml version="1.0" encoding="ISO-8859-1"?><alto><Layout><Page><PrintSpace><TextBlock><TextLine>"#.utf8)
            + Data(#"<String CONTENT="Caf"#.utf8) + Data([0xE9]) + Data(#""/><SP/><String CONTENT="cr"#.utf8) + Data([0xE8])
            + Data(#"me"/></TextLine></TextBlock></PrintSpace></Page></Layout></alto>"#.utf8)
        try corpus.write("s/latin.gt.alto.xml", latin)
        try corpus.image("s/wide.png")
        // UTF-16, little-endian, with its byte order mark: "Straße" in a PAGE-XML line.
        let page = #"<?xml version="1.0" encoding="UTF-16"?><PcGts><Page><TextRegion id="r"><TextLine id="l">"#
            + "<TextEquiv><Unicode>Straße</Unicode></TextEquiv></TextLine></TextRegion></Page></PcGts>"
        try corpus.write("s/wide.gt.page.xml", Data([0xFF, 0xFE]) + Data(page.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }))
        let samples = try CorpusLoader.load(from: corpus.root).samples
        #expect(samples.map(\.groundTruth) == ["Café crème", "Straße"])

        try corpus.write("s/wide.gt.page.xml", #"<?xml version="1.0" encoding="x-no-such-encoding"?><PcGts/>"#)
        let error = try #require(corpus.loadError())
        #expect(error.file == "s/wide.gt.page.xml")
        // xmllint: "parser error : Unsupported encoding x-no-such-encoding".
        #expect(error.problem.contains("Unsupported encoding x-no-such-encoding"), "\(error)")
    }
}
