import Foundation
import Hashing
import Testing
@testable import Corpus
import Scoring

/// Every PAGE-XML and ALTO file of dinglehopper 0.11.0's own test data and of OCR-D/assets'
/// data folder (bundled gzip-compressed in Fixtures/dinglehopper-layout/, their origin and
/// licences in SOURCES.md there; made by ci/reference/bundle-dinglehopper-layout-files.py),
/// loaded under the dinglehopper profile at region and at line level, reads as
/// dinglehopper reads it: the texts of Fixtures/dinglehopper-layout-bundled.json, made by
/// `ci/reference/compute-dinglehopper-bundled-texts.py --check-cli` (extract(FILE,
/// textequiv_level=LEVEL).text of dinglehopper.ocr_files, checked against
/// `dinglehopper-extract`). Equal texts after the profile's normalization: CER 0 both ways.
/// A file dinglehopper cannot read (the fixture says what it raised) must be refused.
@Suite struct BundledLayoutTruthReadsAsDinglehopper {
    struct Entry: Decodable, Sendable, CustomTestStringConvertible {
        var file: String
        var format: String
        var sha256: String
        var level: String
        var text: String?
        var raises: String?
        var testDescription: String { "\(file) (\(level))" }
    }

    struct ManifestEntry: Decodable, Sendable {
        var file: String
        var sha256: String
    }

    static let fixtures = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!

    static let entries: [Entry] = {
        let url = fixtures.appendingPathComponent("dinglehopper-layout-bundled.json")
        return (try? JSONDecoder().decode([Entry].self, from: Data(contentsOf: url))) ?? []
    }()

    static let manifest: [ManifestEntry] = {
        let url = fixtures.appendingPathComponent("dinglehopper-layout/manifest.json")
        return (try? JSONDecoder().decode([ManifestEntry].self, from: Data(contentsOf: url))) ?? []
    }()

    @Test("every bundled file has dinglehopper's text at both levels, and every text has its file")
    func everyFileAtBothLevels() throws {
        #expect(Self.manifest.count == 156)
        let levels = Dictionary(grouping: Self.entries, by: \.file).mapValues { Set($0.map(\.level)) }
        #expect(Set(levels.keys) == Set(Self.manifest.map(\.file)))
        #expect(levels.values.allSatisfy { $0 == ["region", "line"] })
    }

    @Test("the loader's text under the dinglehopper profile is dinglehopper's", arguments: entries)
    func textIsDinglehoppers(_ entry: Entry) throws {
        let compressed = try Data(contentsOf: Self.fixtures.appendingPathComponent("dinglehopper-layout/\(entry.file).gz"))
        let bytes = try #require(Gunzip.bytes(compressed))
        #expect(SHA256.hex(bytes) == entry.sha256)
        let corpus = try TemporaryCorpus()
        try corpus.write("corpus.json", #"{"normalization": "dinglehopper", "textEquivLevel": "\#(entry.level)"}"#)
        try corpus.image("s/a.png")
        try corpus.write(entry.format == "page" ? "s/a.gt.page.xml" : "s/a.gt.alto.xml", bytes)
        guard let expected = entry.text else {
            #expect(throws: CorpusError.self, "dinglehopper raised \(entry.raises ?? "?")") {
                _ = try CorpusLoader.load(from: corpus.root)
            }
            return
        }
        let sample = try #require(try CorpusLoader.load(from: corpus.root).samples.first)
        #expect(sample.truthSource == .layoutDocument)
        DinglehopperTexts.expectEqual(NormalizationProfile.dinglehopper.normalize(sample.groundTruth ?? "", source: sample.truthSource),
                                      expected)
    }
}

/// Comparing a text with dinglehopper's, naming the lines that differ.
enum DinglehopperTexts {
    static func expectEqual(_ ours: String, _ theirs: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard ours != theirs else { return }
        let mine = ours.split(separator: "\n", omittingEmptySubsequences: false)
        let expected = theirs.split(separator: "\n", omittingEmptySubsequences: false)
        Issue.record("\(mine.count) lines against dinglehopper's \(expected.count)", sourceLocation: sourceLocation)
        var shown = 0
        for (index, (line, their)) in zip(mine, expected).enumerated() where line != their && shown < 5 {
            shown += 1
            Issue.record("line \(index + 1): \(String(line).debugDescription) != \(String(their).debugDescription)",
                         sourceLocation: sourceLocation)
        }
    }
}
