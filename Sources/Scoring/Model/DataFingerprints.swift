/// The data a sample's figures were measured on, as SHA-256 digests: its image (pixels, or
/// file bytes when it did not decode), its truth file's bytes and its sidecar's bytes.
/// The gate compares them to tell a data change (a corrected `.gt.txt`, a new scan) from
/// a regression; run.xml keeps them in `<fingerprints>`.
public struct DataFingerprints: Sendable, Equatable, Codable {
    /// The image's fingerprint; nil when unknown (a recognition cached, or a journal
    /// result kept, before fingerprints were recorded; an image the harness could not open).
    public var image: ImageFingerprint?
    /// The SHA-256 of the truth file's bytes; nil when the sample has no truth file.
    public var truthSHA256: String?
    /// The SHA-256 of the sidecar's bytes; nil when the sample has no sidecar.
    public var sidecarSHA256: String?

    /// Fingerprints of these digests.
    public init(image: ImageFingerprint?, truthSHA256: String?, sidecarSHA256: String?) {
        self.image = image
        self.truthSHA256 = truthSHA256
        self.sidecarSHA256 = sidecarSHA256
    }
}
