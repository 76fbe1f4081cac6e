import CLibCrypto

/// HMAC-SHA-256 through libcrypto's one-shot `HMAC()`: a digest only a holder of the key
/// can make, e.g. a recognition cache entry's seal under `OCRGAUGE_CACHE_SECRET`.
public enum HMACSHA256 {
    /// The HMAC of `message` under `key`, as 64 lowercase hex digits.
    public static func hex(key: [UInt8], _ message: [UInt8]) -> String {
        var digest = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        // An empty array may have no storage: one byte stands in, with the length saying 0.
        let keyBytes = key.isEmpty ? [0] : key, messageBytes = message.isEmpty ? [0] : message
        let result = HMAC(EVP_sha256(), keyBytes, Int32(key.count), messageBytes, message.count, &digest, &length)
        precondition(result != nil && length == 32, "libcrypto could not compute HMAC-SHA-256")
        let digits = Array("0123456789abcdef")
        return String(digest.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0xF)]] })
    }
}
