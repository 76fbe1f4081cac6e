import Foundation
import Scoring
import StrictJSON

/// A journal line's JSON, written by hand: the mirror of `ResultJSONReader`. At 100,000
/// samples `JSONEncoder` was a sixth of the main process's time while the samples ran.
/// The records most results hold (edit counts, error layers, confusions, character
/// classes, fingerprints, lines) are written here; the rarer ones (fields, order-free
/// scores, orientation, line detection, repeats, barcodes) go through `JSONEncoder`.
/// Keys and values are those `SampleResult`'s `Codable` conformance writes (a test holds
/// the two equal), with nil values left out and the lines last.
enum ResultJSONWriter {
    /// `result` and the truth's fingerprint as one JSON object (no newline). Throws
    /// `EncodingError` for a number that is not finite, as `JSONEncoder` does.
    static func line(_ result: SampleResult, truthFingerprint: String?) throws -> [UInt8] {
        var out = Writer()
        out.out.reserveCapacity(1024 + result.reference.utf8.count + result.hypothesis.utf8.count
                                + result.lines.reduce(0) { $0 + $1.text.utf8.count + 96 })
        out.string("suite", result.suite); out.string("id", result.id)
        out.string("profile", result.profile); out.string("image", result.image)
        out.string("expected", result.expected.rawValue); out.string("outcome", result.outcome.rawValue)
        if let message = result.message { out.string("message", message) }
        out.bool("passed", result.passed); out.strings("failures", result.failures)
        out.string("reference", result.reference); out.string("hypothesis", result.hypothesis)
        out.counts("characters", result.characters); out.counts("words", result.words)
        if let maxCER = result.maxCER { try out.number("maxCER", maxCER) }
        if result.fields.isEmpty { out.raw("fields", "[]") } else { try out.encoded("fields", result.fields) }
        try out.number("durationSeconds", result.durationSeconds)
        if let confidence = result.meanConfidence { try out.number("meanConfidence", confidence) }
        if let width = result.imageWidth { out.integer("imageWidth", width) }
        if let height = result.imageHeight { out.integer("imageHeight", height) }
        out.strings("tags", result.tags)
        if let layers = result.layers { out.layers(layers) }
        if let scores = result.orderIndependent { try out.encoded("orderIndependent", scores) }
        out.bool("knownIssue", result.knownIssue); out.bool("draft", result.draft)
        out.strings("notes", result.notes)
        if let languages = result.languages { out.strings("languages", languages) }
        if let orientation = result.orientation { try out.encoded("orientation", orientation) }
        if let detection = result.lineDetection { try out.encoded("lineDetection", detection) }
        if let isri = result.isri { try out.encoded("isri", isri) }
        if let repeats = result.repeats { try out.encoded("repeats", repeats) }
        if let barcodes = result.barcodes { try out.encoded("barcodes", barcodes) }
        if let confusions = result.confusions { out.confusions(confusions) }
        if let classes = result.characterClasses { out.classes(classes) }
        out.bool("scored", result.scored)
        if let fingerprints = result.fingerprints { out.fingerprints(fingerprints) }
        if let seconds = result.scoringSeconds { try out.number("scoringSeconds", seconds) }
        if result.fromCache { out.bool("fromCache", true) }
        if let truthFingerprint { out.string("truthFingerprint", truthFingerprint) }
        out.key("lines")
        try LineRecordsJSON.append(result.lines, to: &out.out)
        out.out.append(UInt8(ascii: "}"))
        return out.out
    }

    /// An object being written: each member's key, then its value.
    private struct Writer {
        var out: [UInt8] = []
        /// Whether the object has a member yet (the next one needs a comma).
        private var members = false

        init() { out.append(UInt8(ascii: "{")) }

        mutating func key(_ name: String) {
            if members { out.append(UInt8(ascii: ",")) }
            members = true
            JSONText.appendQuoted(name, to: &out)
            out.append(UInt8(ascii: ":"))
        }

        mutating func raw(_ name: String, _ text: String) { key(name); out.append(contentsOf: text.utf8) }
        mutating func string(_ name: String, _ value: String) { key(name); JSONText.appendQuoted(value, to: &out) }
        mutating func bool(_ name: String, _ value: Bool) { raw(name, value ? "true" : "false") }
        mutating func integer(_ name: String, _ value: Int) { raw(name, String(value)) }

        mutating func number(_ name: String, _ value: Double) throws {
            guard value.isFinite else {
                throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "\(name) \(value) is not a finite number"))
            }
            raw(name, "\(value)")
        }

        mutating func strings(_ name: String, _ values: [String]) {
            key(name)
            out.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                JSONText.appendQuoted(value, to: &out)
            }
            out.append(UInt8(ascii: "]"))
        }

        /// A member whose value is an object, its members written by `members`.
        mutating func object(_ name: String, _ members: (inout Writer) -> Void) {
            key(name)
            out.append(contentsOf: Writer.closed(members))
        }

        /// A member whose value is an array of objects, one per item.
        mutating func objects<Item>(_ name: String, _ items: [Item], _ members: (inout Writer, Item) -> Void) {
            key(name)
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                out.append(contentsOf: Writer.closed { members(&$0, item) })
            }
            out.append(UInt8(ascii: "]"))
        }

        /// The bytes of an object with the members `members` writes.
        static func closed(_ members: (inout Writer) -> Void) -> [UInt8] {
            var writer = Writer()
            members(&writer)
            writer.out.append(UInt8(ascii: "}"))
            return writer.out
        }

        /// A value through `JSONEncoder` (a record few results hold).
        mutating func encoded(_ name: String, _ value: some Encodable) throws {
            key(name)
            out.append(contentsOf: try JSONEncoder().encode(value))
        }

        mutating func counts(_ name: String, _ counts: EditCounts) {
            object(name) { edits in
                edits.integer("substitutions", counts.substitutions); edits.integer("deletions", counts.deletions)
                edits.integer("insertions", counts.insertions); edits.integer("referenceLength", counts.referenceLength)
                edits.integer("hypothesisLength", counts.hypothesisLength)
            }
        }

        mutating func layers(_ layers: ErrorLayers) {
            object("layers") { inner in
                inner.counts("ignoringWhitespace", layers.ignoringWhitespace)
                inner.counts("ignoringWhitespaceAndCase", layers.ignoringWhitespaceAndCase)
                inner.counts("ignoringWhitespaceCaseAndPunctuation", layers.ignoringWhitespaceCaseAndPunctuation)
            }
        }

        mutating func confusions(_ confusions: [ConfusionCount]) {
            objects("confusions", confusions) { item, entry in
                item.object("confusion") { pair in
                    pair.string("reference", entry.confusion.reference)
                    pair.string("recognized", entry.confusion.recognized)
                }
                item.integer("count", entry.count)
            }
        }

        mutating func classes(_ classes: [ClassAccuracy]) {
            objects("characterClasses", classes) { item, entry in
                item.string("name", entry.name); item.integer("total", entry.total); item.integer("correct", entry.correct)
            }
        }

        mutating func fingerprints(_ prints: DataFingerprints) {
            object("fingerprints") { inner in
                if let image = prints.image {
                    inner.object("image") { $0.string("kind", image.kind.rawValue); $0.string("sha256", image.sha256) }
                }
                if let truth = prints.truthSHA256 { inner.string("truthSHA256", truth) }
                if let sidecar = prints.sidecarSHA256 { inner.string("sidecarSHA256", sidecar) }
            }
        }
    }
}
