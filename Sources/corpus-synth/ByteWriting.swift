/// Big- and little-endian appends for the hand-written file structures.
extension Array where Element == UInt8 {
    mutating func appendBE16(_ v: UInt16) { append(UInt8(v >> 8)); append(UInt8(v & 0xFF)) }
    mutating func appendBE32(_ v: UInt32) {
        for shift in stride(from: 24, through: 0, by: -8) { append(UInt8((v >> UInt32(shift)) & 0xFF)) }
    }
    mutating func appendLE16(_ v: UInt16) { append(UInt8(v & 0xFF)); append(UInt8(v >> 8)) }
    mutating func appendLE32(_ v: UInt32) {
        for shift in stride(from: 0, through: 24, by: 8) { append(UInt8((v >> UInt32(shift)) & 0xFF)) }
    }
}
