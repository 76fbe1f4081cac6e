/// What an image was, as a run recorded it: the SHA-256 of its decoded pixels (before any
/// orientation, so a metadata-only change or a profile's orientation setting keeps it), or
/// of its file's bytes when it did not decode.
public struct ImageFingerprint: Sendable, Equatable, Hashable, Codable {
    /// What the digest was taken over.
    public enum Kind: String, Sendable, Equatable, Hashable, Codable {
        /// The decoded pixels in their canonical serialization (`LeptonicaImage.pixelsSHA256`).
        case pixels
        /// The file's bytes: the image did not decode.
        case file
    }

    /// What the digest was taken over.
    public var kind: Kind
    /// The SHA-256, 64 lowercase hex digits.
    public var sha256: String

    /// A fingerprint of this kind and digest.
    public init(_ kind: Kind, sha256: String) {
        self.kind = kind
        self.sha256 = sha256
    }

    /// Whether `other` tells that the image changed: both digests of the same kind and
    /// different. A decoded image against an undecodable one tells nothing (the same file
    /// may decode under one harness or pixel limit and not under another).
    public func differs(from other: ImageFingerprint) -> Bool {
        kind == other.kind && sha256 != other.sha256
    }
}
