import Foundation
import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// `--normalization dinglehopper` gives dinglehopper 0.11's CER and WER (to 1e-6, with
/// the same edit counts and lengths) on every real-dev sample (hypothesis: the tesseract
/// CLI's output) and on hand-made pairs of the corner cases of its plain-text reading.
///
/// Expected figures: Fixtures/dinglehopper-real-dev.json, made by
/// ci/reference/compute-dinglehopper-figures.py with dinglehopper 0.11.0 (uniseg 0.10.1);
/// its usage comment has the commands. The real-dev references are read from
/// the real-dev set (shared/real-dev beside the repository); those pairs are skipped in a clone without it.
@Suite struct DinglehopperNormalizationReproducesItsFigures {
    struct Entry: Decodable, Sendable, CustomTestStringConvertible {
        var sample: String
        var reference_file: String?
        var reference: String?
        var hypothesis: String
        var cer: Double?
        var wer: Double?
        var cer_edits: Int
        var cer_length: Int
        var wer_edits: Int
        var wer_length: Int
        var reference_words: [String]
        var hypothesis_words: [String]

        var testDescription: String { sample }
    }

    static let entries: [Entry] = {
        let url = Bundle.module.url(forResource: "dinglehopper-real-dev", withExtension: "json", subdirectory: "Fixtures")!
        return try! JSONDecoder().decode([Entry].self, from: Data(contentsOf: url))
    }()

    static let realDev = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/real-dev")

    /// The entry's reference text; nil when it is a real-dev file and the real-dev set is absent.
    static func reference(of entry: Entry) throws -> String? {
        if let reference = entry.reference { return reference }
        guard let file = entry.reference_file else { return nil }
        let url = realDev.appendingPathComponent(file)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    @Test("the fixture covers every real-dev sample and the hand-made corner cases")
    func fixtureIsComplete() {
        #expect(Self.entries.filter { $0.reference_file != nil }.count == 33)
        #expect(Self.entries.filter { $0.sample.hasPrefix("handmade/") }.count == 8)
    }

    @Test("CER and WER equal dinglehopper's", arguments: entries)
    func figuresEqualDinglehoppers(_ entry: Entry) throws {
        guard let reference = try Self.reference(of: entry) else {
            print("skipped \(entry.sample): the real-dev set (shared/real-dev beside the repository) is absent (a user's clone)")
            return
        }
        let profile = NormalizationProfile.dinglehopper
        let ref = profile.normalize(reference), hyp = profile.normalize(entry.hypothesis)
        let characters = try CharacterErrorRate.counts(reference: ref, hypothesis: hyp)
        let words = try WordErrorRate.counts(reference: ref, hypothesis: hyp)
        #expect(WordSegmentation.words(in: ref).map { Array($0.unicodeScalars) } == entry.reference_words.map { Array($0.unicodeScalars) })
        #expect(WordSegmentation.words(in: hyp).map { Array($0.unicodeScalars) } == entry.hypothesis_words.map { Array($0.unicodeScalars) })
        #expect(characters.edits == entry.cer_edits)
        #expect(characters.referenceLength == entry.cer_length)
        #expect(words.edits == entry.wer_edits)
        #expect(words.referenceLength == entry.wer_length)
        // dinglehopper's figure is infinite (null here) for an empty reference; ours is 1.
        if let cer = entry.cer { #expect(abs(characters.rate - cer) < 1e-6) }
        if let wer = entry.wer { #expect(abs(words.rate - wer) < 1e-6) }
    }
}
