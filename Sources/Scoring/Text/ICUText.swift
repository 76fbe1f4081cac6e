import CUnicode

/// The Swift side of the CUnicode functions: String in, String out. Nothing outside
/// this file touches a C buffer.
enum ICUText {
    /// A Unicode normalization form provided by ICU.
    enum Form {
        case nfc, nfkc

        var code: Int32 {
            switch self {
            case .nfc: return Int32(CUNICODE_NFC)
            case .nfkc: return Int32(CUNICODE_NFKC)
            }
        }
    }

    /// `text` in normalization form `form`. Returns `text` unchanged if ICU fails.
    static func normalize(_ text: String, form: Form) -> String {
        if text.isEmpty { return text }
        // ASCII is in every normalization form already, and every scalar below U+0300 is
        // in NFC (quick check Yes, combining class 0); a lead byte of 0xCC or more starts
        // a scalar from U+0300 on.
        let limit: UInt8 = form == .nfc ? 0xCC : 0x80
        var stable = true
        for byte in text.utf8 where byte >= limit { stable = false; break }
        if stable { return text }
        let normalized = transform(text) { source, length, destination, capacity in
            cunicode_normalize(source, length, form.code, destination, capacity)
        }
        // Already in the form (most text is): the caller keeps one copy, not two.
        return normalized.utf8.elementsEqual(text.utf8) ? text : normalized
    }

    /// `text` with full Unicode case folding.
    static func foldCase(_ text: String) -> String {
        if text.isEmpty { return text }
        return transform(text) { source, length, destination, capacity in
            cunicode_fold_case(source, length, destination, capacity)
        }
    }

    /// The Word_Break property of `scalar` (ICU's numbering, see `WordBreak`).
    static func wordBreak(_ scalar: UInt32) -> Int32 { cunicode_word_break(scalar) }

    /// Whether `scalar` is Extended_Pictographic.
    static func isExtendedPictographic(_ scalar: UInt32) -> Bool { cunicode_is_extended_pictographic(scalar) != 0 }

    private static func transform(
        _ text: String,
        _ call: (UnsafePointer<UInt16>?, Int32, UnsafeMutablePointer<UInt16>?, Int32) -> Int32
    ) -> String {
        let source = Array(text.utf16)
        var capacity = source.count + source.count / 2 + 16
        while true {
            var destination = [UInt16](repeating: 0, count: capacity)
            let needed = source.withUnsafeBufferPointer { input in
                destination.withUnsafeMutableBufferPointer { output in
                    call(input.baseAddress, Int32(input.count), output.baseAddress, Int32(output.count))
                }
            }
            if needed < 0 { return text }
            if Int(needed) <= capacity {
                return String(decoding: destination[0..<Int(needed)], as: UTF16.self)
            }
            capacity = Int(needed)
        }
    }
}
