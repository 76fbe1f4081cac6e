import Corpus
import Foundation
import Hashing
import Imaging
import Scoring

/// The images of a corpus by fingerprint, for telling whether an incoming image is
/// already there (`corpus add`, `corpus import`): every image by its file's digest at
/// once, and by its decoded pixels' only when an incoming image has its stored size
/// (only those can hold the same pixels, so the rest is never decoded). Each size is
/// decoded once, however many incoming images have it.
struct CorpusImageIndex {
    /// A stored image size, width × height.
    struct Size: Hashable {
        var width: Int
        var height: Int
        init(_ size: (width: Int, height: Int)) { width = size.width; height = size.height }
    }

    private var known: [ImageFingerprint: String] = [:]
    /// Corpus images whose pixels are not fingerprinted yet, by stored size: their absolute
    /// path and their path in the corpus.
    private var pending: [Size: [(url: URL, path: String)]] = [:]

    /// The index of the corpus in `folder` (empty when the folder does not exist yet);
    /// throws when the corpus does not load.
    init(corpus folder: URL) throws(RunnerError) {
        guard FileManager.default.fileExists(atPath: folder.path) else { return }
        let loaded: Corpus
        do { loaded = try CorpusLoader.load(from: folder) } catch { throw RunnerError.file(error) }
        for sample in loaded.samples {
            guard let url = try? loaded.imageURL(of: sample),
                  let data = FileManager.default.contents(atPath: url.path) else { continue }
            let bytes = [UInt8](data)
            known[ImageFingerprint(.file, sha256: SHA256.hex(bytes))] = sample.imagePath
            if let size = ImageDecoder.storedSize(of: bytes) { pending[Size(size), default: []].append((url, sample.imagePath)) }
        }
    }

    /// The first of `keys` already known, with the image's path in the corpus; the corpus
    /// images of `size` are fingerprinted by their pixels first.
    mutating func twin(of keys: [ImageFingerprint], size: (width: Int, height: Int)?) -> (key: ImageFingerprint, path: String)? {
        if let size, let waiting = pending.removeValue(forKey: Size(size)) {
            for (url, path) in waiting {
                guard let data = FileManager.default.contents(atPath: url.path) else { continue }
                let decoded = StandardErrorSilencer.run { ImageDecoder.decode([UInt8](data), options: DecodeOptions(fingerprintPixels: true)) }
                if case .success(let image) = decoded, let pixels = image.pixelsSHA256 {
                    known[ImageFingerprint(.pixels, sha256: pixels)] = path
                }
            }
        }
        for key in keys { if let path = known[key] { return (key, path) } }
        return nil
    }

    /// Records `keys` as the image now at `path` in the corpus (or about to be).
    mutating func insert(_ keys: [ImageFingerprint], as path: String) {
        for key in keys { known[key] = path }
    }
}
