import Corpus
import Foundation
import Hashing
import Imaging
import Scoring

/// The checks an incoming image passes before it joins a suite, shared by `corpus add`
/// and `corpus import`: an image by its content (a damaged file only when `unreadable`,
/// and then it must really fail to decode), a name no file of the suite has, not
/// already in the corpus (by its decoded pixels, so a copy with other metadata or
/// another encoding is found too; by its bytes when it does not decode), and a file
/// name with an image extension. Location, device and free-text metadata is removed
/// without touching the pixels (`MetadataStripper`) unless `keepMetadata`.
///
/// An admitted image counts at once: a second copy in the same command is refused.
/// A refused one changes nothing.
struct ImageAdmission {
    /// An image that passed, ready to write.
    struct Admitted: Sendable {
        /// The sample id.
        var id: String
        /// Its file name in the suite, "<id>.<ext>".
        var imageName: String
        /// The bytes to write (metadata removed unless kept).
        var bytes: [UInt8]
        /// The metadata removed.
        var removed: ImageMetadata
    }

    /// Why an image was refused: the kind, and what was found (without the file's path).
    struct Refusal: Error, Sendable {
        enum Kind: Sendable {
            /// Not an image by its content.
            case notAnImage
            /// An image that does not decode.
            case undecodable
            /// Marked unreadable, but it decodes.
            case decodesFine
            /// A file of the suite already has this sample's name.
            case nameTaken
            /// The same image is already in the corpus (or earlier in this command).
            case duplicate
            /// Its metadata could not be removed.
            case metadata
            /// The file name does not end in an image extension.
            case extensionMissing
            /// A document of several pages (a PDF, a multi-page TIFF): it goes into a suite as it is.
            case document
        }
        var kind: Kind
        var detail: String
    }

    let suite: String
    var unreadable = false
    var keepMetadata = false
    var maxPixels = DecodeOptions.defaultMaxPixels
    private var existingNames: Set<String>
    private var ids: Set<String> = []
    private var index: CorpusImageIndex

    /// The checks for images joining `suite` of the corpus in `corpus`; throws when the
    /// corpus does not load.
    init(corpus: URL, suite: String) throws(RunnerError) {
        self.suite = suite
        let folder = corpus.appendingPathComponent(suite)
        existingNames = Set((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        index = try CorpusImageIndex(corpus: corpus)
    }

    /// Checks the image `bytes` read from `image` as sample `id`; the admitted image, or the refusal.
    mutating func admit(_ bytes: [UInt8], from image: URL, id: String) throws(Refusal) -> Admitted {
        let (format, identity) = try checkContent(bytes)
        if let clash = existingNames.sorted().first(where: { CorpusAdder.belongs($0, to: id) }) {
            throw Refusal(kind: .nameTaken, detail: "\(suite)/\(clash) already exists")
        }
        if ids.contains(id) { throw Refusal(kind: .nameTaken, detail: "\(suite)/\(id) (twice in this command) already exists") }
        let file = ImageFingerprint(.file, sha256: SHA256.hex(bytes))
        if let twin = index.twin(of: [file, identity], size: ImageDecoder.storedSize(of: bytes)) {
            throw Refusal(kind: .duplicate, detail: "the same image (\(twin.key.sameness)) is already in the corpus as \(twin.path)")
        }
        var stored = bytes
        var removed = ImageMetadata()
        if let format, !keepMetadata {
            switch MetadataStripper.strip(bytes, format: format) {
            case .success(let stripped): stored = stripped.bytes; removed = stripped.removed
            case .failure(let refusal):
                // A file damaged on purpose is kept as it is: its damage is the point.
                if !unreadable { throw Refusal(kind: .metadata, detail: refusal.reason) }
            }
        }
        let ext = image.pathExtension.lowercased()
        guard CorpusLoader.imageExtensions.contains(ext) else {
            throw Refusal(kind: .extensionMissing, detail: "the file name must end in an image extension "
                          + "(\(CorpusLoader.imageExtensions.sorted().joined(separator: ", "))), as the corpus finds samples by it")
        }
        let imageName = "\(id).\(ext)"
        ids.insert(id)
        index.insert([file, identity], as: "\(suite)/\(imageName)")
        return Admitted(id: id, imageName: imageName, bytes: stored, removed: removed)
    }

    /// The image's format and fingerprint; refuses what is not an image (unless
    /// `unreadable`), a damaged image without `unreadable`, and an image that decodes with it.
    func checkContent(_ bytes: [UInt8]) throws(Refusal) -> (format: ImageFormat?, identity: ImageFingerprint) {
        let detected = ImageFormat.detect(bytes)
        if case .success(let pages)? = DocumentPages.count(bytes) {
            let kind = (try? detected.get()) == .pdf ? "a PDF document" : "a TIFF document"
            throw Refusal(kind: .document, detail: "\(kind) of \(pages) page\(pages == 1 ? "" : "s"), not one picture")
        }
        let decoded = StandardErrorSilencer.run {
            ImageDecoder.decode(bytes, options: DecodeOptions(maxPixels: maxPixels, fingerprintPixels: true))
        }
        let identity = ImageFingerprint.of(bytes, decoded: decoded)
        switch (detected, decoded, unreadable) {
        case (.failure(let reason), _, false):
            throw Refusal(kind: .notAnImage, detail: reason.reason)
        case (_, .failure(let reason), false):
            throw Refusal(kind: .undecodable, detail: "does not decode (\(reason.reason))")
        case (_, .success(let picture), true):
            throw Refusal(kind: .decodesFine, detail: "decodes fine (\(picture.width) × \(picture.height) "
                          + "\(picture.format.rawValue.uppercased()))")
        case (.success(let format), _, _):
            return (format, identity)
        case (.failure, _, true):
            return (nil, identity)
        }
    }
}
