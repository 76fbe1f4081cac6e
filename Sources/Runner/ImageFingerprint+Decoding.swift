import Hashing
import Imaging
import Scoring

extension ImageFingerprint {
    /// What tells an image apart from another in the corpus: its decoded pixels' digest
    /// (whatever its metadata or encoding), else — it did not decode — its file's.
    static func of(_ bytes: [UInt8], decoded: Result<DecodedImage, ImageUnreadable>) -> ImageFingerprint {
        if case .success(let image) = decoded, let pixels = image.pixelsSHA256 { return ImageFingerprint(.pixels, sha256: pixels) }
        return ImageFingerprint(.file, sha256: SHA256.hex(bytes))
    }

    /// "identical bytes", or what else two images of one fingerprint share.
    var sameness: String {
        kind == .pixels ? "the same pixels; the files differ only in metadata or encoding" : "identical bytes"
    }
}
