import Corpus
import Foundation
import Imaging

/// `ocrgauge corpus check`: every problem of a corpus, each naming its file — what the
/// loader checks (sidecars, keys, UTF-8, unique ids, orphans, paths) plus what only
/// decoding and comparing images can tell: duplicate images by content, files marked
/// `unreadable` that decode, and others that do not.
public enum CorpusCheck {
    public struct Report: Sendable {
        public var problems: [CorpusError]
        public var samples: Int
    }

    public static func run(_ folder: URL, maxPixels: Int = DecodeOptions.defaultMaxPixels) -> Report {
        let (loaded, found) = CorpusLoader.inspect(folder)
        var problems = found
        guard let corpus = loaded else { return Report(problems: problems, samples: 0) }
        var seen: [String: [(path: String, bytes: [UInt8])]] = [:]
        for sample in corpus.samples {
            let bytes: [UInt8]
            do { bytes = try corpus.imageBytes(of: sample) } catch { problems.append(error); continue }
            // Duplicates: same size and digest, then the same bytes.
            let key = "\(bytes.count)-\(fingerprint(bytes))"
            if let twin = seen[key]?.first(where: { $0.bytes == bytes }) {
                problems.append(CorpusError(file: sample.imagePath, "the same image as \(twin.path) (identical bytes)"))
            }
            seen[key, default: []].append((sample.imagePath, bytes))
            let decoded = StandardErrorSilencer.run {
                ImageDecoder.decode(bytes, options: DecodeOptions(applyOrientation: true, maxPixels: maxPixels))
            }
            switch (sample.expected, decoded) {
            case (.unreadable, .success(let image)):
                problems.append(CorpusError(file: sample.imagePath, key: "expect",
                                            "marked unreadable, but it decodes (\(image.width) × \(image.height) \(image.format.rawValue.uppercased()))"))
            case (.unreadable, .failure):
                break
            case (_, .failure(let unreadable)):
                problems.append(CorpusError(file: sample.imagePath, "does not decode (\(unreadable.reason)); mark it \"expect\": \"unreadable\" if that is the point"))
            default:
                break
            }
        }
        return Report(problems: problems, samples: corpus.samples.count)
    }

    /// FNV-1a 64 over the bytes: groups candidates; equality is decided on the bytes.
    static func fingerprint(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }
}
