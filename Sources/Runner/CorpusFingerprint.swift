import Corpus
import Foundation
import Hashing

/// One SHA-256 over a whole corpus (every suite, before `--suite` and `--shard`): what
/// run.xml's `corpusSHA256` records, so `merge` refuses shards run on different corpora
/// even when their sample ids are the same (another checkout, three images blurred).
///
/// The message is one line per sample in corpus order (suite, then id):
/// `suite/id TAB image TAB truth TAB sidecar LF`, each a SHA-256 of the file's bytes as
/// 64 lowercase hex digits, "-" for a sample without truth or sidecar, "unreadable" for
/// an image file that cannot be read. File bytes, not pixels: no image is decoded.
/// (Names cannot hold tabs or line breaks: the loader refuses control characters.)
///
/// A document's pages share one image file: it is read and hashed once, not once a page.
/// `stop` is asked between files: an interrupted run gives up the fingerprint (nil) at
/// once rather than read on through the corpus.
enum CorpusFingerprint {
    /// The fingerprint of `corpus`; nil when `stop` said so before it was done.
    static func of(_ corpus: Corpus, stop: () -> Bool = { false }, filesRead: ((String) -> Void)? = nil) -> String? {
        let stream = SHA256.Stream()
        var last: (path: String, digest: String)?
        for sample in corpus.samples {
            let image: String
            if let last, last.path == sample.imagePath {
                image = last.digest
            } else {
                if stop() { return nil }
                filesRead?(sample.imagePath)
                image = (try? corpus.imageBytes(of: sample)).map(SHA256.hex) ?? "unreadable"
                last = (sample.imagePath, image)
            }
            let line = "\(sample.name)\t\(image)\t\(sample.truthSHA256 ?? "-")\t\(sample.sidecarSHA256 ?? "-")\n"
            stream.update(Array(line.utf8))
        }
        return stream.finish()
    }
}
