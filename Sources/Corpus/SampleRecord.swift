import Foundation
import Scoring

/// A sample as bytes, for the corpus's spool (`SampleList`): every field but the
/// sidecar, which stays in memory by number (most samples of a large corpus have none).
/// Strings are a length and UTF-8; numbers are 8 bytes, little-endian.
enum SampleRecord {
    /// The bytes of `sample`, whose sidecar is `sidecar` (−1: none).
    static func encode(_ sample: Sample, sidecar: Int) -> [UInt8] {
        var out = Writer()
        out.string(sample.suite)
        out.string(sample.id)
        out.string(sample.imagePath)
        out.optional(sample.groundTruth)
        out.int(sidecar)
        out.string(sample.truthFingerprint)
        out.optional(sample.truthSHA256)
        out.optional(sample.sidecarSHA256)
        out.optional(sample.truthFile)
        out.int(sample.truthLines?.count ?? -1)
        for line in sample.truthLines ?? [] {
            out.string(line.text)
            for number in [line.x, line.y, line.width, line.height] { out.int(number) }
        }
        out.int(sample.truthNotes.count)
        for note in sample.truthNotes { out.string(note) }
        out.int(sample.page ?? -1)
        out.int(sample.truthSource == .layoutDocument ? 1 : 0)
        return out.bytes
    }

    /// The sample in `bytes`, its sidecar taken from `sidecars`; nil when the bytes are not
    /// a record (they were changed or cut short).
    static func decode(_ bytes: Data, sidecars: [Sidecar]) -> Sample? {
        bytes.withUnsafeBytes { raw -> Sample? in
            var input = Reader(bytes: raw)
            guard let suite = input.string(), let id = input.string(), let image = input.string(),
                  let truth = input.optional(), let sidecar = input.int(), sidecar < sidecars.count,
                  let fingerprint = input.string() else { return nil }
            var sample = Sample(suite: suite, id: id, imagePath: image, groundTruth: truth,
                                sidecar: sidecar >= 0 ? sidecars[sidecar] : Sidecar(), truthFingerprint: fingerprint)
            guard let truthSHA = input.optional(), let sidecarSHA = input.optional(), let truthFile = input.optional(),
                  let lineCount = input.int() else { return nil }
            sample.truthSHA256 = truthSHA
            sample.sidecarSHA256 = sidecarSHA
            sample.truthFile = truthFile
            if lineCount >= 0 {
                var lines: [TruthLine] = []
                for _ in 0..<lineCount {
                    guard let text = input.string(), let x = input.int(), let y = input.int(), let width = input.int(),
                          let height = input.int() else { return nil }
                    lines.append(TruthLine(text: text, x: x, y: y, width: width, height: height))
                }
                sample.truthLines = lines
            }
            guard let noteCount = input.int(), noteCount >= 0 else { return nil }
            for _ in 0..<noteCount {
                guard let note = input.string() else { return nil }
                sample.truthNotes.append(note)
            }
            guard let page = input.int(), let source = input.int(), source == 0 || source == 1, input.isAtEnd else { return nil }
            sample.page = page >= 0 ? page : nil
            sample.truthSource = source == 1 ? .layoutDocument : .plainText
            return sample
        }
    }

    private struct Writer {
        var bytes: [UInt8] = []

        mutating func int(_ value: Int) {
            withUnsafeBytes(of: Int64(value).littleEndian) { bytes.append(contentsOf: $0) }
        }

        mutating func string(_ value: String) {
            int(value.utf8.count)
            bytes.append(contentsOf: value.utf8)
        }

        mutating func optional(_ value: String?) {
            bytes.append(value == nil ? 0 : 1)
            if let value { string(value) }
        }
    }

    private struct Reader {
        let bytes: UnsafeRawBufferPointer
        var at = 0

        var isAtEnd: Bool { at == bytes.count }

        mutating func int() -> Int? {
            guard bytes.count - at >= 8 else { return nil }
            var value: Int64 = 0
            withUnsafeMutableBytes(of: &value) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[at..<at + 8])) }
            at += 8
            return Int(Int64(littleEndian: value))
        }

        mutating func string() -> String? {
            guard let count = int(), count >= 0, bytes.count - at >= count else { return nil }
            defer { at += count }
            return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[at..<at + count]), as: UTF8.self)
        }

        /// `.some(nil)` for an absent string, nil when the bytes end or are not a record.
        mutating func optional() -> String?? {
            guard at < bytes.count else { return nil }
            let present = bytes[at]
            at += 1
            switch present {
            case 0: return .some(nil)
            case 1: return string().map { .some($0) }
            default: return nil
            }
        }
    }
}
