import Corpus
import Foundation
import Testing
import TestFixtures

/// A document the pages of which cannot be listed (a TIFF whose directories go on past
/// the 10,000 pages a document may have, a PDF claiming `/Count 2147483647`) is one
/// sample of the suite, read as unreadable, with a warning naming its count and the
/// limit: never 10,000 samples in silence, never an error that stops the whole corpus.
@Suite struct OverlongDocumentsAreOneUnreadableSample {
    @Test("a TIFF of 10,050 directories is one sample, with a warning naming its count and the limit")
    func overlongTIFF() throws {
        let corpus = try TemporaryCorpus()
        let pages = (0..<10_050).map { _ in HandMadeTIFF.Page(width: 2, height: 2) }
        try corpus.write("docs/long.tif", Data(HandMadeTIFF.make(pages)))
        try corpus.write("docs/long.gt.txt", "x\n")
        let loaded = try CorpusLoader.load(from: corpus.root)
        #expect(loaded.samples.map(\.id) == ["long"])
        #expect(loaded.samples.first?.page == nil)
        let warning = try #require(loaded.warnings.first { $0.description.contains("docs/long.tif") })
        #expect(warning.description.contains("10,050 directories") && warning.description.contains("limit of 10,000 pages"))
    }

    @Test("a PDF claiming /Count 2147483647 beside a good document is one sample with a warning; the corpus loads")
    func bogusCount() throws {
        let corpus = try TemporaryCorpus()
        try corpus.write("docs/bogus.pdf", Data(HandMadePDF.make(pages: [["one"]], claimedCount: Int(Int32.max))))
        try corpus.write("docs/bogus.gt.txt", "one\n")
        try corpus.write("docs/good.pdf", Data(HandMadePDF.make(pages: [["one"], ["two"]])))
        try corpus.write("docs/good.gt.txt", "one\n\u{0C}two\n")
        let loaded = try CorpusLoader.load(from: corpus.root)
        #expect(loaded.samples.map(\.id) == ["bogus", "good#1", "good#2"])
        #expect(loaded.warnings.contains { $0.description.contains("docs/bogus.pdf") && $0.description.contains("/Count") })
    }
}
