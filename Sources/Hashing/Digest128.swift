/// The first 128 bits of a string's SHA-256: a key that stands in for a long string in a
/// table of many (a report's pictures, a run's previews); no two strings of a run share one.
public struct Digest128: Hashable, Comparable, Sendable {
    public let high: UInt64
    public let low: UInt64

    /// All zero bits: a placeholder for no string (no string's digest, in practice).
    public static let zero = Digest128(high: 0, low: 0)

    private init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// The digest of `string`'s UTF-8.
    public init(_ string: String) {
        let bytes = SHA256.digest(Array(string.utf8))
        high = bytes[0..<8].reduce(0) { $0 << 8 | UInt64($1) }
        low = bytes[8..<16].reduce(0) { $0 << 8 | UInt64($1) }
    }

    public static func < (left: Digest128, right: Digest128) -> Bool { (left.high, left.low) < (right.high, right.low) }
}
