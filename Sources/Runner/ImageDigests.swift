import Corpus
import Foundation
import Hashing

/// The SHA-256 of the image files the recognition cache's keys are made of, each file
/// hashed once while it stays the same (size and modification time), not once for each
/// of a document's pages. Shared by the scheduler's threads; holds at most `limit` files.
final class ImageDigests: @unchecked Sendable {
    private let lock = NSLock()
    private var digests: [String: (stamp: [Int], digest: String)] = [:]
    private let limit: Int

    init(limit: Int = 256) { self.limit = limit }

    /// The digest of `sample`'s image file.
    func digest(of sample: Sample, in corpus: Corpus) throws(CorpusError) -> String {
        let path = try corpus.imageURL(of: sample).path
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let stamp = [(attributes?[.size] as? NSNumber)?.intValue ?? -1,
                     Int(((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1) * 1_000_000_000)]
        if let known = lock.withLock({ digests[path] }), known.stamp == stamp { return known.digest }
        let digest = SHA256.hex(try corpus.imageBytes(of: sample))
        lock.withLock {
            if digests.count >= limit { digests.removeAll() }
            digests[path] = (stamp, digest)
        }
        return digest
    }
}
