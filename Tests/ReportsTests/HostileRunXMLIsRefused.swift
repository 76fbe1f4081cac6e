import Foundation
import Testing
@testable import Reports
import Scoring
@testable import RunXML

/// A run.xml is validated before any figure is computed from it (issue #30 case 4:
/// counts of 2^62 made every reader trap, `shard="1/99999999999"` made merge grow
/// without bound, `3/2` and `0/0` merged, a duplicated sample silently won, negative
/// lengths printed "−93.33 pp").
@Suite struct HostileRunXMLIsRefused {
    /// A version 3 run.xml with one sample whose attributes are `characters` and whose
    /// metadata carries `shard`, and `copies` copies of that sample.
    func document(characters: String = #"substitutions="0" deletions="0" insertions="0" referenceLength="3" hypothesisLength="3""#,
                  shard: String? = nil, copies: Int = 1, line: String = #"x="1" y="2""#,
                  fingerprints: String = "") throws -> URL {
        let sample = """
            <sample suite="s" id="one" profile="p" image="s/one.png" expected="text" outcome="text" passed="true" cer="0.000000" wer="0.000000" durationSeconds="0.5">
              <characters \(characters) rate="0.000000"/>
              <words substitutions="0" deletions="0" insertions="0" referenceLength="1" hypothesisLength="1" rate="0.000000"/>
              <failures/><fields/><reference>abc</reference><hypothesis>abc</hypothesis>
              <lines><line \(line) width="3" height="4">abc</line></lines>\(fingerprints)
            </sample>
            """
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <run version="3">
              <metadata startedAt="a" finishedAt="b" host="h" harnessVersion="0.2.0" corpusPath="Corpus" normalization="default" complete="true"\(shard.map { " shard=\"\($0)\"" } ?? "")/>
              <backends/><profiles/>
              <samples>\(String(repeating: sample, count: copies))</samples>
              <summaries/>
            </run>
            """
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-hostile-\(UUID().uuidString).xml")
        try Data(text.utf8).write(to: url)
        return url
    }

    func refusal(_ url: URL) -> String? {
        do { _ = try RunXMLReader.read(url); return nil } catch { return "\(error)" }
    }

    @Test("a well-formed document with these attributes is read (the control)")
    func controlIsRead() throws {
        #expect(refusal(try document()) == nil)
        #expect(refusal(try document(shard: "2/3")) == nil)
        #expect(refusal(try document(line: #"x="-4" y="-2""#)) == nil, "coordinates may be negative")
    }

    @Test("a fingerprint that is not 64 lowercase hex digits, or an image with two, is refused naming the attribute")
    func malformedFingerprintsAreRefused() throws {
        let digest = String(repeating: "0123456789abcdef", count: 4)
        #expect(refusal(try document(fingerprints: #"<fingerprints pixelsSHA256="\#(digest)" truthSHA256="\#(digest)"/>"#)) == nil)
        let upper = try #require(refusal(try document(fingerprints: #"<fingerprints truthSHA256="\#(digest.uppercased())"/>"#)))
        #expect(upper.contains("truthSHA256=") && upper.contains("is not a SHA-256 (64 lowercase hex digits)"), "\(upper)")
        #expect(refusal(try document(fingerprints: #"<fingerprints sidecarSHA256="\#(digest.dropLast())"/>"#)) != nil)
        let both = try #require(refusal(try document(
            fingerprints: #"<fingerprints pixelsSHA256="\#(digest)" imageFileSHA256="\#(digest)"/>"#)))
        #expect(both.contains("both pixelsSHA256 and imageFileSHA256"), "\(both)")
    }

    @Test("counts beyond 2^36 are refused naming the attribute, before any sum could overflow")
    func hugeCountsAreRefused() throws {
        let huge = 1 << 62
        let reason = try #require(refusal(try document(characters:
            #"substitutions="\#(huge)" deletions="0" insertions="0" referenceLength="\#(huge)" hypothesisLength="\#(huge)""#)))
        #expect(reason.contains("substitutions=\"\(huge)\" is out of range: 0 to 68719476736"), "\(reason)")
        // Beyond Int altogether: not a whole number this reader can hold.
        #expect(refusal(try document(characters:
            #"substitutions="99999999999999999999999" deletions="0" insertions="0" referenceLength="3" hypothesisLength="3""#)) != nil)
    }

    @Test("negative lengths and counts no alignment gives are refused")
    func impossibleCountsAreRefused() throws {
        let negative = try #require(refusal(try document(characters:
            #"substitutions="0" deletions="0" insertions="0" referenceLength="-15" hypothesisLength="3""#)))
        #expect(negative.contains("referenceLength=\"-15\" is out of range"), "\(negative)")
        // 14 edits in a reference of 0 and a hypothesis of 1: no alignment gives that.
        let impossible = try #require(refusal(try document(characters:
            #"substitutions="0" deletions="14" insertions="0" referenceLength="0" hypothesisLength="1""#)))
        #expect(impossible.contains("counts no alignment gives"), "\(impossible)")
    }

    @Test("a shard outside 1 ≤ I ≤ N ≤ 100,000 is refused", arguments: ["3/2", "0/0", "1/99999999999", "1/100001", "a/b", "2"])
    func badShardsAreRefused(shard: String) throws {
        let reason = try #require(refusal(try document(shard: shard)), "\(shard)")
        #expect(reason.contains("is not a shard I/N with 1 ≤ I ≤ N ≤ 100000"), "\(reason)")
    }

    @Test("a sample given twice is refused naming it (the last copy no longer wins)")
    func duplicateSamplesAreRefused() throws {
        let reason = try #require(refusal(try document(copies: 2)))
        #expect(reason.contains("the sample s/one (p) appears twice"), "\(reason)")
    }
}
