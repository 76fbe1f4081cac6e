import Foundation
import Scoring

/// A journal line read by hand: a `SampleResult` (as its `Codable` conformance writes it,
/// with `"lines"` from `LineRecordsJSON`) and the `truthFingerprint` beside it.
///
/// The reports read every result back from the journal, several times over; through
/// `JSONDecoder` a small result took about 85 µs, most of it the coders' generic
/// machinery, and at 100,000 samples reading back was half of the run. This reader takes
/// the keys the coders write, each checked for its kind, and the rarer nested records
/// (orientation, line detection, repeats, barcodes, entity extraction) through
/// `JSONDecoder` member by member. Anything else (an unknown key, a missing one, another
/// shape) throws `Malformed`, and the caller decodes the whole line with `JSONDecoder`:
/// a form this reader misses costs time, never a result.
enum ResultJSONReader {
    typealias Malformed = JSONByteCursor.Malformed

    /// The result of the journal line in `bytes` (one object, white space around it
    /// allowed) and its truth fingerprint.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(Malformed) -> (result: SampleResult, truthFingerprint: String?) {
        var cursor = JSONByteCursor(bytes: bytes)
        var fields = TopLevel()
        try cursor.object { (cursor: inout JSONByteCursor, key: String) throws(Malformed) in try fields.read(key, &cursor) }
        cursor.skipSpace()
        guard cursor.atEnd else { throw cursor.fail() }
        return (try fields.result(cursor), fields.truthFingerprint)
    }

    /// The top level's keys, looked up by name in one hash (a `switch` over ~40 strings
    /// compared them one by one, for every key of every result read).
    private enum TopLevelKey: String, CaseIterable {
        case suite, id, profile, image, reference, hypothesis, expected, outcome, passed, knownIssue, draft, scored
        case failures, tags, notes, characters, words, message, maxCER, durationSeconds, meanConfidence
        case scoringSeconds, fields, lines, imageWidth, imageHeight, layers, orderIndependent, languages
        case orientation, lineDetection, repeats, barcodes, confusions, characterClasses, fingerprints, isri
        case truthFingerprint, fromCache

        static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
    }

    /// The top level's values as they are read; `result` checks that the required ones came.
    private struct TopLevel {
        var suite: String?, id: String?, profile: String?, image: String?, reference: String?, hypothesis: String?
        var expected: Outcome?, outcome: Outcome?
        var passed: Bool?, knownIssue: Bool?, draft: Bool?, scored: Bool?, fromCache: Bool?
        var failures: [String]?, tags: [String]?, notes: [String]?
        var characters: EditCounts?, words: EditCounts?
        var message: String?, maxCER: Double?, durationSeconds: Double?, meanConfidence: Double?, scoringSeconds: Double?
        var fields: [FieldResult]?
        var lines: [LineRecord] = []
        var imageWidth: Int?, imageHeight: Int?
        var layers: ErrorLayers?
        var orderIndependent: OrderIndependentScores?
        var languages: [String]?
        var orientation: DetectedOrientation?
        var lineDetection: LineDetection?
        var repeats: RepeatSpread?
        var isri: ISRICounts?
        var barcodes: [DecodedBarcode]?
        var confusions: [ConfusionCount]?
        var characterClasses: [ClassAccuracy]?
        var fingerprints: DataFingerprints?
        var truthFingerprint: String?

        mutating func read(_ key: String, _ cursor: inout JSONByteCursor) throws(Malformed) {
            typealias C = JSONByteCursor
            guard let known = TopLevelKey.byName[key] else { throw cursor.fail() }
            switch known {
            case .suite: suite = try cursor.string()
            case .id: id = try cursor.string()
            case .profile: profile = try cursor.string()
            case .image: image = try cursor.string()
            case .reference: reference = try cursor.string()
            case .hypothesis: hypothesis = try cursor.string()
            case .expected: expected = try ResultJSONReader.outcome(&cursor)
            case .outcome: outcome = try ResultJSONReader.outcome(&cursor)
            case .passed: passed = try cursor.boolean()
            case .knownIssue: knownIssue = try cursor.boolean()
            case .draft: draft = try cursor.boolean()
            case .scored: scored = try cursor.nullOr { (c: inout C) throws(Malformed) in try c.boolean() }
            case .fromCache: fromCache = try cursor.nullOr { (c: inout C) throws(Malformed) in try c.boolean() }
            case .failures: failures = try cursor.strings()
            case .tags: tags = try cursor.strings()
            case .notes: notes = try cursor.nullOr { (c: inout C) throws(Malformed) in try c.strings() }
            case .characters: characters = try ResultJSONReader.editCounts(&cursor)
            case .words: words = try ResultJSONReader.editCounts(&cursor)
            case .message: message = try cursor.nullOr { (c: inout C) throws(Malformed) in try c.string() }
            case .maxCER: maxCER = try cursor.nullOr { (c: inout C) throws(Malformed) in try c.number() }
            case .durationSeconds: durationSeconds = try cursor.number()
            case .meanConfidence: meanConfidence = try cursor.nullOr { (c: inout C) throws(Malformed) in try c.number() }
            case .scoringSeconds: scoringSeconds = try cursor.nullOr { (c: inout C) throws(Malformed) in try c.number() }
            case .fields: fields = try cursor.array { (c: inout C) throws(Malformed) in try ResultJSONReader.field(&c) }
            case .lines:
                lines = try cursor.nullOr { (c: inout C) throws(Malformed) in try LineRecordsJSONReader.array(&c) } ?? []
            case .imageWidth: imageWidth = try cursor.nullOr { (c: inout C) throws(Malformed) in try c.integer() }
            case .imageHeight: imageHeight = try cursor.nullOr { (c: inout C) throws(Malformed) in try c.integer() }
            case .layers: layers = try cursor.nullOr { (c: inout C) throws(Malformed) in try ResultJSONReader.layers(&c) }
            case .orderIndependent:
                orderIndependent = try cursor.nullOr { (c: inout C) throws(Malformed) in try ResultJSONReader.orderIndependent(&c) }
            case .languages: languages = try cursor.nullOr { (c: inout C) throws(Malformed) in try c.strings() }
            case .orientation: orientation = try ResultJSONReader.decoded(DetectedOrientation.self, &cursor)
            case .lineDetection: lineDetection = try ResultJSONReader.decoded(LineDetection.self, &cursor)
            case .repeats: repeats = try ResultJSONReader.decoded(RepeatSpread.self, &cursor)
            case .isri: isri = try ResultJSONReader.decoded(ISRICounts.self, &cursor)
            case .barcodes: barcodes = try ResultJSONReader.decoded([DecodedBarcode].self, &cursor)
            case .confusions:
                confusions = try cursor.nullOr { (c: inout C) throws(Malformed) in
                    try c.array { (c: inout C) throws(Malformed) in try ResultJSONReader.confusion(&c) }
                }
            case .characterClasses:
                characterClasses = try cursor.nullOr { (c: inout C) throws(Malformed) in
                    try c.array { (c: inout C) throws(Malformed) in try ResultJSONReader.characterClass(&c) }
                }
            case .fingerprints:
                fingerprints = try cursor.nullOr { (c: inout C) throws(Malformed) in try ResultJSONReader.fingerprints(&c) }
            case .truthFingerprint: truthFingerprint = try cursor.nullOr { (c: inout C) throws(Malformed) in try c.string() }
            }
        }

        func result(_ cursor: JSONByteCursor) throws(Malformed) -> SampleResult {
            guard let suite, let id, let profile, let image, let reference, let hypothesis, let expected, let outcome,
                  let passed, let knownIssue, let draft, let failures, let tags, let characters, let words,
                  let fields, let durationSeconds else { throw cursor.fail() }
            var result = SampleResult(suite: suite, id: id, profile: profile, image: image, expected: expected, outcome: outcome,
                                      message: message, passed: passed, failures: failures, reference: reference,
                                      hypothesis: hypothesis, characters: characters, words: words, maxCER: maxCER,
                                      fields: fields, durationSeconds: durationSeconds, meanConfidence: meanConfidence,
                                      lines: lines, imageWidth: imageWidth, imageHeight: imageHeight, tags: tags,
                                      layers: layers, orderIndependent: orderIndependent, knownIssue: knownIssue,
                                      draft: draft, notes: notes ?? [])
            result.languages = languages
            result.orientation = orientation
            result.lineDetection = lineDetection
            result.repeats = repeats
            result.isri = isri
            result.barcodes = barcodes
            result.confusions = confusions
            result.characterClasses = characterClasses
            result.scored = scored ?? false
            result.fromCache = fromCache ?? false
            result.fingerprints = fingerprints
            result.scoringSeconds = scoringSeconds
            return result
        }
    }

    /// A value of a rarer record, or null, through `JSONDecoder`.
    private static func decoded<T: Decodable>(_ type: T.Type, _ cursor: inout JSONByteCursor) throws(Malformed) -> T? {
        cursor.skipSpace()
        if cursor.literal("null") { return nil }
        let start = cursor.offset
        let range = try cursor.skipValue()
        do { return try JSONDecoder().decode(type, from: Data(UnsafeBufferPointer(rebasing: cursor.bytes[range]))) } catch {
            throw JSONByteCursor.Malformed(offset: start)
        }
    }

    static func outcome(_ cursor: inout JSONByteCursor) throws(Malformed) -> Outcome {
        guard let outcome = Outcome(rawValue: try cursor.string()) else { throw cursor.fail() }
        return outcome
    }

    static func editCounts(_ cursor: inout JSONByteCursor) throws(Malformed) -> EditCounts {
        var s: Int?, d: Int?, i: Int?, r: Int?, h: Int?
        try cursor.object { (cursor: inout JSONByteCursor, key: String) throws(Malformed) in
            switch key {
            case "substitutions": s = try cursor.integer()
            case "deletions": d = try cursor.integer()
            case "insertions": i = try cursor.integer()
            case "referenceLength": r = try cursor.integer()
            case "hypothesisLength": h = try cursor.integer()
            default: throw cursor.fail()
            }
        }
        guard let s, let d, let i, let r, let h else { throw cursor.fail() }
        return EditCounts(substitutions: s, deletions: d, insertions: i, referenceLength: r, hypothesisLength: h)
    }

    static func layers(_ cursor: inout JSONByteCursor) throws(Malformed) -> ErrorLayers {
        var layers: [String: EditCounts] = [:]
        try cursor.object { (cursor: inout JSONByteCursor, key: String) throws(Malformed) in
            guard ["ignoringWhitespace", "ignoringWhitespaceAndCase", "ignoringWhitespaceCaseAndPunctuation"].contains(key) else {
                throw cursor.fail()
            }
            layers[key] = try editCounts(&cursor)
        }
        guard let whitespace = layers["ignoringWhitespace"], let cased = layers["ignoringWhitespaceAndCase"],
              let punctuation = layers["ignoringWhitespaceCaseAndPunctuation"] else { throw cursor.fail() }
        return ErrorLayers(ignoringWhitespace: whitespace, ignoringWhitespaceAndCase: cased,
                           ignoringWhitespaceCaseAndPunctuation: punctuation)
    }

    static func orderIndependent(_ cursor: inout JSONByteCursor) throws(Malformed) -> OrderIndependentScores {
        var difference: Int?, total: Int?, flexible: Double?
        try cursor.object { (cursor: inout JSONByteCursor, key: String) throws(Malformed) in
            switch key {
            case "bagOfWordsDifference": difference = try cursor.integer()
            case "bagOfWordsTotal": total = try cursor.integer()
            case "flexibleCharacterAccuracy":
                flexible = try cursor.nullOr { (c: inout JSONByteCursor) throws(Malformed) in try c.number() }
            default: throw cursor.fail()
            }
        }
        guard let difference, let total else { throw cursor.fail() }
        return OrderIndependentScores(bagOfWordsDifference: difference, bagOfWordsTotal: total, flexibleCharacterAccuracy: flexible)
    }

    static func field(_ cursor: inout JSONByteCursor) throws(Malformed) -> FieldResult {
        var name: String?, kind: String?, passed: Bool?, reason: String?, entity: Bool?
        var extraction: EntityExtraction?
        try cursor.object { (cursor: inout JSONByteCursor, key: String) throws(Malformed) in
            switch key {
            case "name": name = try cursor.string()
            case "kind": kind = try cursor.string()
            case "passed": passed = try cursor.boolean()
            case "reason": reason = try cursor.string()
            case "entity": entity = try cursor.nullOr { (c: inout JSONByteCursor) throws(Malformed) in try c.boolean() }
            case "extraction": extraction = try decoded(EntityExtraction.self, &cursor)
            default: throw cursor.fail()
            }
        }
        guard let name, let kind, let passed, let reason else { throw cursor.fail() }
        var field = FieldResult(name: name, kind: kind, passed: passed, reason: reason)
        field.entity = entity ?? false
        field.extraction = extraction
        return field
    }

    static func confusion(_ cursor: inout JSONByteCursor) throws(Malformed) -> ConfusionCount {
        var reference: String?, recognized: String?, count: Int?
        try cursor.object { (cursor: inout JSONByteCursor, key: String) throws(Malformed) in
            switch key {
            case "count": count = try cursor.integer()
            case "confusion":
                try cursor.object { (cursor: inout JSONByteCursor, key: String) throws(Malformed) in
                    switch key {
                    case "reference": reference = try cursor.string()
                    case "recognized": recognized = try cursor.string()
                    default: throw cursor.fail()
                    }
                }
            default: throw cursor.fail()
            }
        }
        guard let reference, let recognized, let count else { throw cursor.fail() }
        return ConfusionCount(confusion: Confusion(reference: reference, recognized: recognized), count: count)
    }

    static func characterClass(_ cursor: inout JSONByteCursor) throws(Malformed) -> ClassAccuracy {
        var name: String?, total: Int?, correct: Int?
        try cursor.object { (cursor: inout JSONByteCursor, key: String) throws(Malformed) in
            switch key {
            case "name": name = try cursor.string()
            case "total": total = try cursor.integer()
            case "correct": correct = try cursor.integer()
            default: throw cursor.fail()
            }
        }
        guard let name, let total, let correct else { throw cursor.fail() }
        return ClassAccuracy(name: name, total: total, correct: correct)
    }

    static func fingerprints(_ cursor: inout JSONByteCursor) throws(Malformed) -> DataFingerprints {
        var image: ImageFingerprint?, truth: String?, sidecar: String?
        typealias C = JSONByteCursor
        try cursor.object { (cursor: inout C, key: String) throws(Malformed) in
            switch key {
            case "image": image = try cursor.nullOr { (c: inout C) throws(Malformed) in try imageFingerprint(&c) }
            case "truthSHA256": truth = try cursor.nullOr { (c: inout C) throws(Malformed) in try c.string() }
            case "sidecarSHA256": sidecar = try cursor.nullOr { (c: inout C) throws(Malformed) in try c.string() }
            default: throw cursor.fail()
            }
        }
        return DataFingerprints(image: image, truthSHA256: truth, sidecarSHA256: sidecar)
    }

    static func imageFingerprint(_ cursor: inout JSONByteCursor) throws(Malformed) -> ImageFingerprint {
        var kind: ImageFingerprint.Kind?, digest: String?
        try cursor.object { (cursor: inout JSONByteCursor, key: String) throws(Malformed) in
            switch key {
            case "kind":
                guard let value = ImageFingerprint.Kind(rawValue: try cursor.string()) else { throw cursor.fail() }
                kind = value
            case "sha256": digest = try cursor.string()
            default: throw cursor.fail()
            }
        }
        guard let kind, let digest else { throw cursor.fail() }
        return ImageFingerprint(kind, sha256: digest)
    }
}
