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
        if let repeats = result.repeats { try out.encoded("repeats", repeats) }
        if let barcodes = result.barcodes { try out.encoded("barcodes", barcodes) }
        if let confusions = result.confusions { out.confusions(confusions) }
        if let classes = result.characterClasses { out.classes(classes) }
        out.bool("scored", result.scored)
        if let fingerprints = result.fingerprints { out.fingerprints(fingerprints) }
        if let seconds = result.scoringSeconds { try out.number("scoringSeconds", seconds) }
        if let truthFingerprint { out.string("truthFingerprint", truthFingerprint) }
        out.key("lines")
        try LineRecordsJSON.append(result.lines, to: &out.out)
        out.out.append(UInt8(ascii: "}"))
        return out.out
    }

    /// An object being written: each member's key, then its value.
    private struct Writer {
        var out: [UInt8] = []

        mutating func key(_ name: String) {
            out.append(out.isEmpty ? UInt8(ascii: "{") : UInt8(ascii: ","))
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

        /// A value through `JSONEncoder` (a record few results hold).
        mutating func encoded(_ name: String, _ value: some Encodable) throws {
            key(name)
            out.append(contentsOf: try JSONEncoder().encode(value))
        }

        mutating func counts(_ name: String, _ counts: EditCounts) {
            key(name)
            out.append(contentsOf: ("{\"substitutions\":\(counts.substitutions),\"deletions\":\(counts.deletions),"
                + "\"insertions\":\(counts.insertions),\"referenceLength\":\(counts.referenceLength),"
                + "\"hypothesisLength\":\(counts.hypothesisLength)}").utf8)
        }

        mutating func layers(_ layers: ErrorLayers) {
            key("layers")
            var inner = Writer()
            inner.counts("ignoringWhitespace", layers.ignoringWhitespace)
            inner.counts("ignoringWhitespaceAndCase", layers.ignoringWhitespaceAndCase)
            inner.counts("ignoringWhitespaceCaseAndPunctuation", layers.ignoringWhitespaceCaseAndPunctuation)
            out.append(contentsOf: inner.out)
            out.append(UInt8(ascii: "}"))
        }

        mutating func confusions(_ confusions: [ConfusionCount]) {
            key("confusions")
            out.append(UInt8(ascii: "["))
            for (index, entry) in confusions.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                var pair = Writer()
                pair.string("reference", entry.confusion.reference)
                pair.string("recognized", entry.confusion.recognized)
                pair.out.append(UInt8(ascii: "}"))
                var item = Writer()
                item.raw("confusion", String(decoding: pair.out, as: UTF8.self))
                item.integer("count", entry.count)
                out.append(contentsOf: item.out)
                out.append(UInt8(ascii: "}"))
            }
            out.append(UInt8(ascii: "]"))
        }

        mutating func classes(_ classes: [ClassAccuracy]) {
            key("characterClasses")
            out.append(UInt8(ascii: "["))
            for (index, entry) in classes.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                var item = Writer()
                item.string("name", entry.name)
                item.integer("total", entry.total)
                item.integer("correct", entry.correct)
                out.append(contentsOf: item.out)
                out.append(UInt8(ascii: "}"))
            }
            out.append(UInt8(ascii: "]"))
        }

        mutating func fingerprints(_ prints: DataFingerprints) {
            key("fingerprints")
            var inner = Writer()
            if let image = prints.image {
                var nested = Writer()
                nested.string("kind", image.kind.rawValue)
                nested.string("sha256", image.sha256)
                nested.out.append(UInt8(ascii: "}"))
                inner.raw("image", String(decoding: nested.out, as: UTF8.self))
            }
            if let truth = prints.truthSHA256 { inner.string("truthSHA256", truth) }
            if let sidecar = prints.sidecarSHA256 { inner.string("sidecarSHA256", sidecar) }
            out.append(contentsOf: inner.out.isEmpty ? [UInt8(ascii: "{")] : inner.out)
            out.append(UInt8(ascii: "}"))
        }
    }
}
