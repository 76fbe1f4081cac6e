import CLibCrypto
import Foundation

/// SHA-256 through OpenSSL's libcrypto (EVP), the one system library that has it: cache
/// keys, and the fingerprints of images, truths and sidecars that tell a data change from
/// a regression. Nothing outside this file sees libcrypto's pointers.
public enum SHA256 {
    /// The digest of `message` as 64 lowercase hex digits.
    public static func hex(_ message: some ContiguousBytes) -> String {
        let stream = Stream()
        stream.update(message)
        return stream.finish()
    }

    /// The digest of `message` as its 32 bytes.
    public static func digest(_ message: some ContiguousBytes) -> [UInt8] {
        let stream = Stream()
        stream.update(message)
        return stream.finishBytes()
    }

    /// A digest fed piece by piece (e.g. an image row by row, never held whole); owns one
    /// `EVP_MD_CTX`, freed on deinit.
    public final class Stream {
        private let context: OpaquePointer
        private var finished = false

        /// A digest of nothing yet.
        public init() {
            guard let context = EVP_MD_CTX_new(), EVP_DigestInit_ex(context, EVP_sha256(), nil) == 1 else {
                preconditionFailure("libcrypto could not start SHA-256")
            }
            self.context = context
        }

        deinit { EVP_MD_CTX_free(context) }

        /// Adds `bytes` to the message.
        public func update(_ bytes: some ContiguousBytes) {
            precondition(!finished, "SHA256.Stream fed after finish()")
            let status = bytes.withUnsafeBytes { raw in
                raw.isEmpty ? 1 : EVP_DigestUpdate(context, raw.baseAddress, raw.count)
            }
            precondition(status == 1, "libcrypto could not compute SHA-256")
        }

        /// The digest of everything added, as 64 lowercase hex digits; the stream takes no
        /// more after it.
        public func finish() -> String {
            let digits = Array("0123456789abcdef")
            return String(finishBytes().flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0xF)]] })
        }

        /// The digest of everything added, as its 32 bytes; the stream takes no more after it.
        public func finishBytes() -> [UInt8] {
            precondition(!finished, "SHA256.Stream finished twice")
            finished = true
            var digest = [UInt8](repeating: 0, count: 32)
            var length: UInt32 = 0
            let status = EVP_DigestFinal_ex(context, &digest, &length)
            precondition(status == 1 && length == 32, "libcrypto could not compute SHA-256")
            return digest
        }
    }
}
