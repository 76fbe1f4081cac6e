import Foundation
import Testing
@testable import Scoring
@testable import EditDistanceEngines

/// Cross-check against dinglehopper 0.11.0 and jiwer 4.0.0 on ~300 seeded pairs
/// (Fixtures/reference-figures.json, made by ci/reference/make-fixture).
@Suite struct ScoresMatchDinglehopperAndJiwer {
    struct Document: Decodable {
        var versions: [String: String]
        var cases: [Case]
    }

    struct Case: Decodable, CustomTestStringConvertible {
        var id: String
        var reference: String
        var hypothesis: String
        var dinglehopper: Dinglehopper
        var jiwer: Jiwer?
        var testDescription: String { id }
    }

    struct Dinglehopper: Decodable {
        var cerDistance: Int
        var cerReferenceLength: Int
        var cer: Double?
        var werDistance: Int
        var werReferenceLength: Int
        var referenceWords: [String]
        var hypothesisWords: [String]
    }

    struct Jiwer: Decodable {
        var wer: Double
        var substitutions: Int
        var deletions: Int
        var insertions: Int
        var hits: Int
    }

    static let document: Document = {
        let url = Bundle.module.url(forResource: "reference-figures", withExtension: "json",
                                    subdirectory: "Fixtures")!
        return try! JSONDecoder().decode(Document.self, from: Data(contentsOf: url))
    }()

    static var cases: [Case] { document.cases }

    @Test(arguments: cases)
    func characterErrorRateEqualsDinglehopper(_ sample: Case) throws {
        let ref = NormalizationProfile.exact.normalize(sample.reference)
        let hyp = NormalizationProfile.exact.normalize(sample.hypothesis)
        let counts = try CharacterErrorRate.counts(reference: ref, hypothesis: hyp)
        #expect(counts.edits == sample.dinglehopper.cerDistance)
        #expect(counts.referenceLength == sample.dinglehopper.cerReferenceLength)
        if let cer = sample.dinglehopper.cer {
            #expect(abs(counts.rate - cer) < 1e-12)
        } else {
            // Documented difference: dinglehopper's CER is infinite for an empty
            // reference and a non-empty hypothesis; ours is 1 (the insertions still count).
            #expect(Self.infiniteInDinglehopper.contains(sample.id))
            #expect(counts.rate == 1)
            #expect(counts.insertions == counts.hypothesisLength)
        }
    }

    /// The cases where dinglehopper reports an infinite rate and we report 1.
    static let infiniteInDinglehopper: Set<String> = ["empty-ref"]

    @Test func documentedDifferencesAreAllPresent() {
        for id in Self.infiniteInDinglehopper {
            let sample = Self.cases.first { $0.id == id }
            #expect(sample != nil)
            #expect(sample?.dinglehopper.cer == nil)
        }
    }

    @Test(arguments: cases)
    func wordErrorRateEqualsDinglehopper(_ sample: Case) throws {
        let ref = NormalizationProfile.exact.normalize(sample.reference)
        let hyp = NormalizationProfile.exact.normalize(sample.hypothesis)
        #expect(WordSegmentation.words(in: ref) == sample.dinglehopper.referenceWords)
        #expect(WordSegmentation.words(in: hyp) == sample.dinglehopper.hypothesisWords)
        let counts = try WordErrorRate.counts(reference: ref, hypothesis: hyp)
        #expect(counts.edits == sample.dinglehopper.werDistance)
        #expect(counts.referenceLength == sample.dinglehopper.werReferenceLength)
        if counts.referenceLength == 0 && counts.hypothesisLength > 0 {
            // Documented difference: dinglehopper's WER is infinite here; ours is 1.
            #expect(Self.infiniteInDinglehopper.contains(sample.id))
            #expect(counts.rate == 1)
        }
    }
}

extension ScoresMatchDinglehopperAndJiwer {
    /// jiwer's default words: runs of two or more whitespace characters become one space,
    /// the ends are stripped, and the text is split at single spaces (so a lone line
    /// break stays inside a token, as in jiwer).
    /// Works on code points, like Python, not on graphemes (" \u{323}" is two code points).
    static func jiwerTokens(_ text: String) -> [String] {
        var collapsed = String.UnicodeScalarView()
        var pending: [Unicode.Scalar] = []
        func flush() {
            if pending.count >= 2 { collapsed.append(" ") } else { collapsed.append(contentsOf: pending) }
            pending = []
        }
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace { pending.append(scalar) } else { flush(); collapsed.append(scalar) }
        }
        flush()
        return collapsed.split(separator: " ").map { String(String.UnicodeScalarView($0)) }
    }

    /// jiwer splits words at spaces only (punctuation stays attached), so it is
    /// compared on our edit distance engine fed with jiwer's tokens. Total edits,
    /// substitutions, deletions and insertions all agree on this fixture: rapidfuzz's
    /// editops happen to pick the same minimal alignment counts as our fewest-deletions
    /// rule. (If a regenerated fixture ever differs only in the S/D/I split with equal
    /// totals, that is a tie-breaking difference, not a wrong distance.)
    @Test func editDistanceEqualsJiwerOnItsTokens() throws {
        var compared = 0
        for sample in Self.cases {
            guard let jiwer = sample.jiwer else { continue }
            let ref = Self.jiwerTokens(NormalizationProfile.exact.normalize(sample.reference))
            let hyp = Self.jiwerTokens(NormalizationProfile.exact.normalize(sample.hypothesis))
            let counts = try EditDistance.counts(reference: ref, hypothesis: hyp)
            compared += 1
            #expect(counts.referenceLength == jiwer.hits + jiwer.substitutions + jiwer.deletions,
                    "\(sample.id)")
            #expect(counts.edits == jiwer.substitutions + jiwer.deletions + jiwer.insertions,
                    "\(sample.id)")
            #expect(counts.substitutions == jiwer.substitutions, "\(sample.id)")
            #expect(counts.deletions == jiwer.deletions, "\(sample.id)")
            #expect(counts.insertions == jiwer.insertions, "\(sample.id)")
        }
        #expect(compared == Self.cases.count)
    }
}
