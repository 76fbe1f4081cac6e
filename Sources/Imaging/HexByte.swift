/// A byte as two upper-case hex digits ("8D"), for reasons that quote a file's bytes.
enum HexByte {
    static func text(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}
