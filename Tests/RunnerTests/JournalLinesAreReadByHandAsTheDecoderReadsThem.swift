import Foundation
import Scoring
import Testing
@testable import Runner

/// `ResultJSONReader`: a journal line read by hand gives what `JSONDecoder` gives, every
/// key of a result included; a form it does not take is refused (and then decoded by
/// `JSONDecoder`, `JournalReader.decode`).
@Suite struct JournalLinesAreReadByHandAsTheDecoderReadsThem {
    /// A result with every optional value set, text that needs escapes, and every record.
    static func full() throws -> SampleResult {
        let reference = "Total \"12.50\" \\ é e\u{301} 日本 🧾\nsecond/line\t\u{1}"
        var result = SampleResult(
            suite: "receipts", id: "corner-shop", profile: "tesseract", image: "receipts/corner-shop.png",
            expected: .text, outcome: .text, message: "a message", passed: false,
            failures: ["CER 9.00 % above maxCER 1.00 %", "field total: not found"],
            reference: reference, hypothesis: "Tota1 12.5O",
            characters: EditCounts(substitutions: 3, deletions: 2, insertions: 1, referenceLength: 40, hypothesisLength: 12),
            words: EditCounts(substitutions: 1, deletions: 4, insertions: 0, referenceLength: 7, hypothesisLength: 2),
            maxCER: 0.01, fields: [FieldResult(name: "total", kind: "contains", passed: false, reason: "not found")],
            durationSeconds: 1.25e-5, meanConfidence: 87.5,
            lines: [LineRecord(text: "Tota1 12.5O", confidence: 90, x: 1, y: 2, width: 30, height: 10, correct: false)],
            imageWidth: 640, imageHeight: 480, tags: ["photo", "night"],
            layers: try ErrorLayers(reference: reference, hypothesis: "Tota1 12.5O"),
            orderIndependent: OrderIndependentScores(bagOfWordsDifference: 3, bagOfWordsTotal: 20, flexibleCharacterAccuracy: 0.9),
            knownIssue: true, draft: true, notes: ["turned 90°"])
        result.fields[0].entity = true
        result.fields[0].extraction = .wrong
        result.languages = ["eng", "deu"]
        result.orientation = DetectedOrientation(rotation: 90, confidence: 3, script: "Latin", turned: true, threshold: 2,
                                                 foreignScriptFor: ["deu"])
        result.lineDetection = LineDetection(lines: [.init(truth: TruthLine(text: "Total", x: 1, y: 2, width: 30, height: 10),
                                                           match: 0, overlap: 0.5, characters: EditCounts())],
                                             recognizedLines: 1, concordantPairs: 0, pairs: 0)
        result.repeats = RepeatSpread(repeats: 2, cerMin: 0.1, cerMax: 0.2, distinctTexts: 2)
        result.barcodes = [DecodedBarcode(symbology: "ean13", value: "4006381333931", x: 1, y: 1, width: 5, height: 5)]
        result.confusions = [ConfusionCount(confusion: Confusion(reference: "0", recognized: "O"), count: 2)]
        result.characterClasses = [ClassAccuracy(name: "digits", total: 3, correct: 1)]
        result.scored = true
        let digest = String(repeating: "ab", count: 32)
        result.fingerprints = DataFingerprints(image: ImageFingerprint(.file, sha256: digest), truthSHA256: digest, sidecarSHA256: nil)
        result.scoringSeconds = 0.25
        result.isri = ISRICounts(characters: 30, characterErrors: 4, rejectCharacters: 1, words: 6, wordErrors: 2)
        result.fromCache = true
        return result
    }

    static func byHand(_ line: Data) throws -> (result: SampleResult, truthFingerprint: String?) {
        try line.withUnsafeBytes { try ResultJSONReader.read($0.bindMemory(to: UInt8.self)) }
    }

    static func byDecoder(_ line: Data) throws -> SampleResult {
        var result = try JSONDecoder().decode(SampleResult.self, from: line)
        result.lines = try JSONDecoder().decode(JournalLinesOnly.self, from: line).lines
        return result
    }

    struct JournalLinesOnly: Decodable { var lines: [LineRecord] }

    @Test("every key of a full result is read by hand, equal to JSONDecoder's reading and to the result written")
    func fullResult() throws {
        // The fixture leaves no optional unset, so a key added to SampleResult shows here.
        for child in Mirror(reflecting: try Self.full()).children {
            if let optional = child.value as? any OptionalProtocol { #expect(!optional.isNone, "\(child.label ?? "?") is nil") }
        }
        let line = try RunJournal.line(for: Self.full(), truthFingerprint: "699559ed845b956c")
        let read = try Self.byHand(line)
        #expect(try read.result == Self.full())
        #expect(read.result == (try Self.byDecoder(line)))
        #expect(read.truthFingerprint == "699559ed845b956c")
        #expect(try JournalReader.decode(line)?.result == Self.full())
    }

    @Test("a line written by hand holds the keys and values JSONEncoder writes, full or sparse")
    func writtenAsTheEncoderWrites() throws {
        let sparse = SampleResult(suite: "s", id: "a/b", profile: "p", image: "s/a.png", expected: .empty, outcome: .error,
                                  passed: false, reference: "", hypothesis: "", characters: EditCounts(), words: EditCounts())
        var noPrints = try Self.full()
        noPrints.fingerprints = DataFingerprints(image: nil, truthSHA256: nil, sidecarSHA256: nil)
        noPrints.confusions = []
        noPrints.characterClasses = []
        for (result, truth) in [(try Self.full(), "699559ed845b956c"), (sparse, nil), (noPrints, nil)] {
            let byHand = try RunJournal.line(for: result, truthFingerprint: truth)
            let byEncoder = try TrailingLinesJSON.encode(RunJournal.Line(result: result, truthFingerprint: truth), lines: result.lines)
            let hand = try #require(try JSONSerialization.jsonObject(with: byHand) as? NSDictionary)
            let encoder = try #require(try JSONSerialization.jsonObject(with: byEncoder) as? NSDictionary)
            #expect(hand == encoder, "\(result.id)")
            #expect(hand.count == encoder.count && hand.count >= 20, "\(result.id): \(hand.count) keys")
        }
    }

    @Test("a result with nothing optional, written whole by JSONEncoder (slashes escaped, lines anywhere), reads the same")
    func sparseResult() throws {
        let result = SampleResult(suite: "s", id: "a/b", profile: "p", image: "s/a.png", expected: .empty, outcome: .error,
                                  passed: false, reference: "", hypothesis: "", characters: EditCounts(), words: EditCounts())
        let line = try JSONEncoder().encode(result)
        let read = try Self.byHand(line)
        #expect(read.result == result)
        #expect(read.truthFingerprint == nil)
    }

    @Test("an unknown key, a value of the wrong kind, a key twice or a required key missing is refused, and JSONDecoder decides")
    func refusals() throws {
        let line = String(decoding: try RunJournal.line(for: Self.full(), truthFingerprint: nil), as: UTF8.self)
        let cases = [
            line.replacingOccurrences(of: #""draft":true"#, with: #""draft":true,"newKey":1"#),
            line.replacingOccurrences(of: #""imageWidth":640"#, with: #""imageWidth":"640""#),
            line.replacingOccurrences(of: #""imageWidth":640"#, with: #""imageWidth":640.5"#),
            line.replacingOccurrences(of: #""draft":true"#, with: #""draft":true,"draft":false"#),
            line.replacingOccurrences(of: #""suite":"receipts","#, with: ""),
            line.replacingOccurrences(of: #""outcome":"text""#, with: #""outcome":"texts""#),
            String(line.dropLast(2)),
        ]
        for (index, text) in cases.enumerated() {
            #expect(text != line, "case \(index) changed nothing")
            #expect(throws: ResultJSONReader.Malformed.self, "case \(index)") { try Self.byHand(Data(text.utf8)) }
        }
        // An unknown key is what JSONDecoder skips: the line still reads, through it.
        #expect(try JournalReader.decode(Data(cases[0].utf8))?.result == Self.full())
        #expect(JournalReader.decode(Data(cases[1].utf8)) == nil)
    }
}

/// Lets the test see whether a reflected value is an empty Optional.
protocol OptionalProtocol { var isNone: Bool { get } }
extension Optional: OptionalProtocol { var isNone: Bool { self == nil } }
