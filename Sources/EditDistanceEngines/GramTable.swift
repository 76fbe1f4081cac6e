/// Grams of a fixed number of tokens, by a 64-bit polynomial hash, in an open-addressing
/// table (0 marks a free slot) behind a filter of 2²⁰ bits; and a rolling hash over a
/// text that reports where the table's grams occur in it. What `SeedLowerBound` finds
/// its seeds and their halves with. Lookups go by hash alone: a collision can only report
/// a gram that is not there, never miss one that is.
struct GramTable {
    /// Tokens per gram.
    let length: Int
    private var keys: [UInt64]
    private var filter: [UInt64]
    private let mask: Int
    private static let filterBits = 20
    private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15 | 1

    /// An empty table for up to `capacity` distinct grams of `length` tokens.
    init(length: Int, capacity: Int) {
        self.length = length
        var size = 16
        while size < 2 * capacity { size *= 2 }
        mask = size - 1
        keys = [UInt64](repeating: 0, count: size)
        filter = [UInt64](repeating: 0, count: (1 << Self.filterBits) / 64)
    }

    /// How many slots there are: slot numbers run below it.
    var slotCount: Int { keys.count }

    @inline(__always)
    private static func value<Token: FixedWidthInteger>(_ token: Token) -> UInt64 {
        UInt64(truncatingIfNeeded: token) &+ 1
    }

    @inline(__always)
    private func slot(_ key: UInt64) -> Int { Int(truncatingIfNeeded: (key >> 29) ^ key) & mask }

    @inline(__always)
    private static func bit(_ key: UInt64) -> Int { Int(truncatingIfNeeded: key >> (64 - filterBits)) }

    /// Adds the gram starting at `tokens`; returns its slot and whether it was new.
    mutating func insert<Token: FixedWidthInteger>(_ tokens: UnsafePointer<Token>) -> (slot: Int, new: Bool) {
        var hash: UInt64 = 0
        for i in 0..<length { hash = hash &* Self.multiplier &+ Self.value(tokens[i]) }
        let key = hash == 0 ? 1 : hash
        var index = slot(key)
        while keys[index] != 0 && keys[index] != key { index = (index + 1) & mask }
        if keys[index] == key { return (index, false) }
        keys[index] = key
        filter[Self.bit(key) >> 6] |= 1 << UInt64(Self.bit(key) & 63)
        return (index, true)
    }

    /// Calls `found(slot, start)` for every gram of `text` (`count` tokens) whose hash is
    /// in the table, in order of its start.
    func forEachMatch<Token: FixedWidthInteger>(in text: UnsafePointer<Token>, count: Int,
                                               _ found: (_ slot: Int, _ start: Int) -> Void) {
        let q = length, multiplier = Self.multiplier
        var power: UInt64 = 1
        for _ in 0..<q { power = power &* multiplier }
        keys.withUnsafeBufferPointer { keys in
            filter.withUnsafeBufferPointer { filter in
                var hash: UInt64 = 0
                for j in 0..<count {
                    hash = hash &* multiplier &+ Self.value(text[j])
                    if j >= q { hash = hash &- power &* Self.value(text[j - q]) }
                    guard j >= q - 1 else { continue }
                    let key = hash == 0 ? 1 : hash
                    guard filter[Self.bit(key) >> 6] & (1 << UInt64(Self.bit(key) & 63)) != 0 else { continue }
                    var index = slot(key)
                    while keys[index] != 0 && keys[index] != key { index = (index + 1) & mask }
                    if keys[index] == key { found(index, j - q + 1) }
                }
            }
        }
    }
}
