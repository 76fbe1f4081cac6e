import CLibCrypto

/// SHA-256, for content-addressed cache keys: OpenSSL's libcrypto (EVP), the one system
/// library that has it. Nothing above this file sees its C pointers.
enum SHA256 {
    /// The digest of `message` as 64 lowercase hex digits.
    static func hex(_ message: [UInt8]) -> String {
        var digest = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        let status = message.withUnsafeBytes { raw in
            EVP_Digest(raw.baseAddress, raw.count, &digest, &length, EVP_sha256(), nil)
        }
        precondition(status == 1 && length == 32, "libcrypto could not compute SHA-256")
        let digits = Array("0123456789abcdef")
        return String(digest.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0xF)]] })
    }
}
