import Corpus
import Foundation
import Hashing
import Imaging
import Scoring

/// `ocrgauge corpus check`: every problem of a corpus, each naming its file — what the
/// loader checks (sidecars, keys, UTF-8, unique ids, orphans, paths) plus what only
/// decoding and comparing images can tell: duplicate images by their bytes, files marked
/// `unreadable` that decode, and others that do not, and expectations the truth
/// contradicts (`"expect": "empty"` beside a truth that holds text). Hints (printed, not
/// failing): images that carry a GPS position, samples with truth but no criterion (no
/// maxCER, no field: scored, never a pass), regex fields that can backtrack, images whose
/// decoded pixels are another's although the files differ (metadata, encoding, an
/// orientation tag: the same page measured twice, unless that difference is the point).
public enum CorpusCheck {
    /// What the check found.
    public struct Report: Sendable {
        /// What is wrong: `corpus check` exits 1 when there is any.
        public var problems: [CorpusError]
        /// What deserves a look but works as it is (printed, not failing).
        public var hints: [CorpusError] = []
        /// How many samples the corpus holds (0 when it cannot be loaded).
        public var samples: Int
    }

    /// Checks the corpus in `folder`, decoding every image with this pixel limit; never throws,
    /// every problem goes into the report.
    public static func run(_ folder: URL, maxPixels: Int = DecodeOptions.defaultMaxPixels) -> Report {
        let (loaded, found) = CorpusLoader.inspect(folder)
        var problems = found
        guard let corpus = loaded else { return Report(problems: problems, samples: 0) }
        var hints: [CorpusError] = []
        // The first image of each fingerprint, with its file's digest and orientation tag.
        var seen: [ImageFingerprint: (path: String, file: String, tag: Orientation?)] = [:]
        let documents = DocumentReader()
        var unguarded: [String: [String]] = [:]    // suite -> ids that pass whatever their text
        for sample in corpus.samples {
            problems += contradictions(sample)
            if isUnguarded(sample) { unguarded[sample.suite, default: []].append(sample.id) }
            for (index, field) in sample.sidecar.fields.enumerated() {
                if case .regex(let regex) = field, BoundedRegex.hasNestedQuantifier(regex.pattern) {
                    hints.append(CorpusError(file: "\(sample.suite)/\(sample.id).json", key: "fields[\(index)].regex",
                                             "/\(regex.pattern)/ repeats a group that itself repeats without bound: such patterns "
                                             + "can backtrack for ever; the search gives up after its step budget and the field fails"))
                } else if case .regex(let regex) = field, BoundedRegex.hasOverlappingAlternation(regex.pattern) {
                    hints.append(CorpusError(file: "\(sample.suite)/\(sample.id).json", key: "fields[\(index)].regex",
                                             "/\(regex.pattern)/ repeats a group whose alternatives can match the same text: such "
                                             + "patterns can backtrack for ever; the search gives up after its step budget and "
                                             + "the field fails"))
                }
            }
            // A document's pages come one after another: its file is read, walked and hashed once.
            let document: OpenDocument
            if sample.page != nil {
                let path: String
                do { path = try corpus.imageURL(of: sample).path } catch { problems.append(error); continue }
                guard let held = documents.document(atPath: path) else {
                    problems.append(CorpusError(file: sample.imagePath, "cannot be read"))
                    continue
                }
                document = held
            } else {
                do { document = OpenDocument(bytes: try corpus.imageBytes(of: sample)) } catch { problems.append(error); continue }
            }
            var decodeOptions = DecodeOptions(applyOrientation: true, maxPixels: maxPixels, fingerprintPixels: true)
            decodeOptions.page = sample.page
            let options = decodeOptions
            let decoded = StandardErrorSilencer.run { ImageDecoder.decode(document, options: options) }
            // Duplicates: the same bytes (a problem), or the same decoded pixels in another
            // file (a hint: the bundled rotated suite holds one raster with and without an
            // EXIF block, in PNG and TIFF, on purpose).
            let file = document.sha256
            var identity = ImageFingerprint(.file, sha256: file)
            if case .success(let image) = decoded, let pixels = image.pixelsSHA256 { identity = ImageFingerprint(.pixels, sha256: pixels) }
            let tag = (try? decoded.get())?.orientationTag
            if let twin = seen[identity] {
                // Two pages of one document alike (blank pages) are no duplicate.
                if twin.path == sample.imagePath { continue }
                if twin.file == file {
                    problems.append(CorpusError(file: sample.imagePath, "the same image as \(twin.path) (identical bytes)"))
                } else {
                    hints.append(CorpusError(file: sample.imagePath, duplicatePixels(of: twin.path, tag: tag, twinTag: twin.tag)))
                }
            } else {
                seen[identity] = (sample.imagePath, file, tag)
            }
            if case .success(let image) = decoded {
                for note in image.notes { hints.append(CorpusError(file: sample.imagePath, note)) }
                // A document's metadata is its file's: looked at on its first page only.
                let metadata = (sample.page ?? 1) == 1 ? document.withBytes { ImageMetadata.find(in: $0, format: image.format) }
                    : ImageMetadata()
                if metadata.hasLocation {
                    hints.append(CorpusError(file: sample.imagePath, "carries \(metadata.summary): a GPS position tells where the "
                                             + "photo was taken; remove it (ocrgauge corpus add does) before sharing the corpus"))
                }
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
        for (suite, ids) in unguarded.sorted(by: { $0.key < $1.key }) {
            let listed = ids.prefix(3).joined(separator: ", ") + (ids.count > 3 ? ", …" : "")
            hints.append(CorpusError(file: suite, "\(ids.count) reviewed sample\(ids.count == 1 ? " has" : "s have") no maxCER and no "
                                     + "field (\(listed)): they are scored, never passed or failed; give each a maxCER or a field "
                                     + "for a verdict (the gate still catches a CER rise)"))
        }
        return Report(problems: problems, hints: hints, samples: corpus.samples.count)
    }

    /// The hint for an image whose decoded pixels (before orientation) are another's.
    static func duplicatePixels(of twin: String, tag: Orientation?, twinTag: Orientation?) -> String {
        if tag == twinTag {
            return "the same image as \(twin) (the same pixels; the files differ only in metadata or encoding): the page is "
                + "measured twice, unless that difference is what the samples test"
        }
        return "the same image as \(twin) (the same pixels, shown under another orientation tag: \(tag?.summary ?? "none") "
            + "here, \(twinTag?.summary ?? "none") there): one scan twice, unless the tag is what the samples test"
    }

    /// Where the sidecar's expectation and the truth disagree: problems (exit 1), since
    /// such a sample's verdict says nothing about its truth.
    static func contradictions(_ sample: Sample) -> [CorpusError] {
        let sidecar = "\(sample.suite)/\(sample.id).json"
        let truth = sample.groundTruth ?? ""
        let hasText = truth.unicodeScalars.contains { !$0.properties.isWhitespace && $0 != "\u{FEFF}" }
        let file = sample.truthFile ?? "\(sample.suite)/\(sample.id).gt.txt"
        switch (sample.sidecar.expect, hasText) {
        case (.empty?, true):
            return [CorpusError(file: sidecar, key: "expect", "\"empty\", but \(file) holds text: the sample passes when nothing "
                                + "is read, whatever the truth says (set \"expect\": \"text\", or empty the truth)")]
        case (.text?, false) where sample.groundTruth != nil:
            return [CorpusError(file: sidecar, key: "expect", "\"text\", but \(file) is empty: every character read counts as "
                                + "an insertion and CER is 0 or 1 (write the truth, or expect \"empty\")")]
        case (.unreadable?, true):
            return [CorpusError(file: sidecar, key: "expect", "\"unreadable\", but \(file) holds text that is never compared")]
        default:
            return []
        }
    }

    /// A reviewed sample expected to read text that no threshold or field guards.
    static func isUnguarded(_ sample: Sample) -> Bool {
        sample.expected == .text && sample.sidecar.maxCER == nil && sample.sidecar.fields.isEmpty
            && sample.sidecar.status != "known-issue" && sample.sidecar.review != "draft"
    }

}
