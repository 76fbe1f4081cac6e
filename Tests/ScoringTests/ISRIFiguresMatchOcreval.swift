import Foundation
import Testing
@testable import Scoring

/// The ISRI figures equal ocreval's own counts: `accuracy` (characters, errors, reject
/// characters, suspect markers, false marks, marked/unmarked/total operations, the
/// per-class table) and `wordacc` (words, misrecognized, stopwords, non-stopwords) on
/// every real-dev sample (hypothesis: the tesseract CLI's output) and on hand-made pairs,
/// and `accsum`/`wordaccsum` over all of them.
///
/// Expected figures: Fixtures/ocreval-real-dev.json, made by
/// ci/reference/compute-ocreval-figures.py with ocreval 7.0 built from its source
/// (eddieantonio/ocreval at 873a0de, libutf8proc 2.8.0); its usage comment has the
/// commands. The real-dev references are read from the real-dev set (shared/real-dev
/// beside the repository); those pairs are skipped in a clone without it, and so are
/// the sums, which need every page. Fixtures/ocreval-random-pairs.json (the same script,
/// `--random 150`) holds short random pairs where many alignments tie, so that the
/// synchronization's and the word matching's tie-breaks are pinned as well.
/// Fixtures/ocreval-bundled-pairs.json (the same script, `--bundled`) holds ocreval's figures
/// of the real ground-truth/OCR pairs among the layout files bundled with the CorpusTests
/// (dinglehopper's test data and OCR-D/assets), their texts as dinglehopper extracts them
/// (Tests/CorpusTests/Fixtures/dinglehopper-layout-bundled.json, read from there by file
/// and level): those are in the repository, so they are never skipped.
@Suite struct ISRIFiguresMatchOcreval {
    struct CharacterReport: Decodable, Sendable {
        var characters: Int
        var errors: Int
        var accuracy: String
        var reject_characters: Int
        var suspect_markers: Int
        var false_marks: Int
        var marked: [Int]
        var unmarked: [Int]
        var total: [Int]
        var classes: [[ClassRow]]

        enum ClassRow: Decodable, Sendable, Equatable {
            case name(String), number(Int)
            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let number = try? container.decode(Int.self) { self = .number(number) } else {
                    self = .name(try container.decode(String.self))
                }
            }
        }
    }

    struct WordReport: Decodable, Sendable {
        var words: Int
        var misrecognized: Int
        var accuracy: String
        var stopwords: [Int]
        var non_stopwords: [Int]
    }

    struct Pair: Decodable, Sendable, CustomTestStringConvertible {
        var sample: String
        var reference_file: String?
        var reference: String?
        var hypothesis: String
        var accuracy: CharacterReport
        var wordacc: WordReport

        var testDescription: String { sample }
    }

    struct Fixture: Decodable, Sendable {
        var pairs: [Pair]
        var accsum: CharacterReport
        var wordaccsum: WordReport
    }

    static let fixture: Fixture = {
        let url = Bundle.module.url(forResource: "ocreval-real-dev", withExtension: "json", subdirectory: "Fixtures")!
        return try! JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }()

    static let randomPairs: [Pair] = {
        let url = Bundle.module.url(forResource: "ocreval-random-pairs", withExtension: "json", subdirectory: "Fixtures")!
        return try! JSONDecoder().decode([Pair].self, from: Data(contentsOf: url))
    }()

    /// A real pair of bundled layout files: its texts are dinglehopper's extracted texts of
    /// the two files at `level`; `within_cell_limit` is false (and `accuracy` nil) where the
    /// character alignment is far beyond `ISRILimits.cells` (ocreval: 32,852 errors), so
    /// that only the word figures are compared.
    struct BundledPair: Decodable, Sendable, CustomTestStringConvertible {
        var sample: String
        var reference_file: String
        var hypothesis_file: String
        var level: String
        var within_cell_limit: Bool
        var accuracy: CharacterReport?
        var wordacc: WordReport

        var testDescription: String { "\(sample) \(level) \(hypothesis_file)" }
    }

    struct BundledFixture: Decodable, Sendable {
        var pairs: [BundledPair]
        var accsum: CharacterReport
        var wordaccsum: WordReport
    }

    static let bundledFixture: BundledFixture = {
        let url = Bundle.module.url(forResource: "ocreval-bundled-pairs", withExtension: "json", subdirectory: "Fixtures")!
        return try! JSONDecoder().decode(BundledFixture.self, from: Data(contentsOf: url))
    }()

    struct ExtractedText: Decodable, Sendable {
        var file: String
        var level: String
        var text: String
    }

    /// dinglehopper's extracted texts of the bundled layout files, by "level file".
    static let bundledTexts: [String: String] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("CorpusTests/Fixtures/dinglehopper-layout-bundled.json")
        let entries = try! JSONDecoder().decode([ExtractedText].self, from: Data(contentsOf: url))
        return Dictionary(entries.map { ("\($0.level) \($0.file)", $0.text) }, uniquingKeysWith: { first, _ in first })
    }()

    static func texts(of pair: BundledPair) throws -> (reference: String, hypothesis: String) {
        (try #require(bundledTexts["\(pair.level) \(pair.reference_file)"], "\(pair.reference_file)"),
         try #require(bundledTexts["\(pair.level) \(pair.hypothesis_file)"], "\(pair.hypothesis_file)"))
    }

    static let realDev = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/real-dev")

    /// The pair's reference text; nil when it is a real-dev file and the real-dev set is absent.
    static func reference(of pair: Pair) throws -> String? {
        if let reference = pair.reference { return reference }
        guard let file = pair.reference_file else { return nil }
        let url = realDev.appendingPathComponent(file)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    /// ocreval's printed percentage: "%.2f" of 100 × accuracy, "------" without a denominator.
    static func printed(_ accuracy: Double?) -> String {
        guard let accuracy else { return "------" }
        return String(format: "%.2f", 100 * accuracy)
    }

    static func expectEqual(_ figures: ISRICharacterAccuracy, _ report: CharacterReport) {
        #expect(figures.characters == report.characters)
        #expect(figures.errors == report.errors)
        #expect(printed(figures.accuracy) == report.accuracy)
        #expect(figures.rejectCharacters == report.reject_characters)
        #expect(figures.suspectMarkers == report.suspect_markers)
        #expect(figures.falseMarks == report.false_marks)
        func row(_ operations: ISRICharacterAccuracy.Operations) -> [Int] {
            [operations.insertions, operations.substitutions, operations.deletions, operations.errors]
        }
        #expect(row(figures.marked) == report.marked)
        #expect(row(figures.unmarked) == report.unmarked)
        #expect(row(figures.total) == report.total)
        var rows = figures.classes.sorted { $0.key < $1.key }
            .map { [CharacterReport.ClassRow.name($0.key.name), .number($0.value.count), .number($0.value.missed)] }
        let count = figures.classes.values.reduce(0) { $0 + $1.count }
        let missed = figures.classes.values.reduce(0) { $0 + $1.missed }
        rows.append([.name("Total"), .number(count), .number(missed)])
        #expect(rows == report.classes)
    }

    static func expectEqual(_ figures: ISRIWordAccuracy, _ report: WordReport) {
        #expect(figures.words == report.words)
        #expect(figures.misrecognized == report.misrecognized)
        #expect(printed(figures.accuracy) == report.accuracy)
        #expect([figures.stopwords.count, figures.stopwords.missed] == report.stopwords)
        #expect([figures.nonStopwords.count, figures.nonStopwords.missed] == report.non_stopwords)
    }

    @Test("the fixture covers every real-dev sample and at least 40 pairs with the corner cases")
    func fixtureIsComplete() {
        let pairs = Self.fixture.pairs
        #expect(pairs.filter { $0.reference_file != nil }.count == 33)
        #expect(Self.randomPairs.count == 150)
        #expect(pairs.count >= 40)
        // the 30 ground-truth/OCR pairs of the bundled layout files at region level, and the
        // 9 of them whose line-level texts differ: more real pairs than the real-dev set has
        let bundled = Self.bundledFixture.pairs
        #expect(bundled.filter { $0.level == "region" }.count == 30)
        #expect(bundled.filter { $0.level == "line" }.count == 9)
        #expect(Set(bundled.map { "\($0.level) \($0.reference_file) \($0.hypothesis_file)" }).count == bundled.count)
        #expect(bundled.filter { !$0.within_cell_limit }.count == 1)
        for name in ["tilde-in-hypothesis", "tilde-in-reference", "case-differences", "pure-insertions",
                     "empty-reference", "non-ascii-latin", "combining-marks", "cjk", "crlf"] {
            #expect(pairs.contains { $0.sample == "handmade/" + name }, "\(name)")
        }
    }

    @Test("character and word accuracy equal ocreval's accuracy and wordacc", arguments: fixture.pairs)
    func pageFiguresEqualOcrevals(_ pair: Pair) throws {
        guard let reference = try Self.reference(of: pair) else {
            print("skipped \(pair.sample): the real-dev set (shared/real-dev beside the repository) is absent (a user's clone)")
            return
        }
        let figures = try ISRIFigures(reference: reference, hypothesis: pair.hypothesis)
        Self.expectEqual(figures.characters, pair.accuracy)
        Self.expectEqual(figures.words, pair.wordacc)
    }

    @Test("character and word accuracy equal ocreval's on the real pairs of the bundled layout files",
          arguments: bundledFixture.pairs)
    func bundledPairsEqualOcrevals(_ pair: BundledPair) throws {
        let (reference, hypothesis) = try Self.texts(of: pair)
        if pair.within_cell_limit {
            let figures = try ISRIFigures(reference: reference, hypothesis: hypothesis)
            Self.expectEqual(figures.characters, try #require(pair.accuracy))
            Self.expectEqual(figures.words, pair.wordacc)
        } else {
            // no character figures: we stop at ISRILimits.cells (after minutes of a debug build)
            #expect(pair.accuracy == nil)
            Self.expectEqual(try ISRIWordAccuracy(reference: reference, hypothesis: hypothesis), pair.wordacc)
        }
    }

    @Test("the sums over the bundled pairs within the cell limit equal ocreval's accsum and wordaccsum")
    func bundledSumsEqualOcrevals() throws {
        var pages: [ISRIFigures] = []
        for pair in Self.bundledFixture.pairs where pair.within_cell_limit {
            let (reference, hypothesis) = try Self.texts(of: pair)
            pages.append(try ISRIFigures(reference: reference, hypothesis: hypothesis))
        }
        let sum = ISRISummedFigures(summing: pages)
        #expect(sum.pages == Self.bundledFixture.pairs.filter(\.within_cell_limit).count)
        Self.expectEqual(sum.characters, Self.bundledFixture.accsum)
        Self.expectEqual(sum.words, Self.bundledFixture.wordaccsum)
    }

    @Test("character and word accuracy equal ocreval's on random pairs with many tied alignments",
          arguments: randomPairs)
    func randomPairsEqualOcrevals(_ pair: Pair) throws {
        let figures = try ISRIFigures(reference: try #require(pair.reference), hypothesis: pair.hypothesis)
        Self.expectEqual(figures.characters, pair.accuracy)
        Self.expectEqual(figures.words, pair.wordacc)
    }

    @Test("the sums over all pages equal ocreval's accsum and wordaccsum")
    func sumsEqualOcrevals() throws {
        var pages: [ISRIFigures] = []
        for pair in Self.fixture.pairs {
            guard let reference = try Self.reference(of: pair) else {
                print("skipped the sums: the real-dev set (shared/real-dev beside the repository) is absent (a user's clone)")
                return
            }
            pages.append(try ISRIFigures(reference: reference, hypothesis: pair.hypothesis))
        }
        let sum = ISRISummedFigures(summing: pages)
        #expect(sum.pages == Self.fixture.pairs.count)
        Self.expectEqual(sum.characters, Self.fixture.accsum)
        Self.expectEqual(sum.words, Self.fixture.wordaccsum)
    }
}
