/// The match masks of Myers' bit-parallel algorithm: for hypothesis column j and block b
/// of 64 reference rows, bit r is set when reference token 64·b + r equals hypothesis
/// token j.
protocol MatchMasks {
    /// The mask of column `column` (hypothesis position) in block `block`.
    func mask(column: Int, block: Int) -> UInt64
}

/// Masks in one table, a row of blocks per distinct reference token: O(1) look-up, used
/// when (distinct reference tokens) × (blocks) stays within a limit linear in the input.
struct DenseMatchMasks: MatchMasks {
    private let table: [UInt64]
    /// Per hypothesis position, the table offset of its token's row (−1: not in the reference).
    private let rowOffset: [Int]

    /// Nil when the table would exceed `limit` words.
    init?(_ reference: ArraySlice<Int>, _ hypothesis: ArraySlice<Int>, limit: Int) {
        let blockCount = (reference.count + 63) / 64
        var local: [Int: Int] = [:]
        for token in reference where local[token] == nil { local[token] = local.count }
        guard local.count * blockCount <= limit else { return nil }
        var table = [UInt64](repeating: 0, count: local.count * blockCount)
        for (position, token) in reference.enumerated() {
            table[local[token]! * blockCount + position / 64] |= 1 << UInt64(position % 64)
        }
        self.table = table
        rowOffset = hypothesis.map { local[$0].map { $0 * blockCount } ?? -1 }
    }

    @inline(__always)
    func mask(column: Int, block: Int) -> UInt64 {
        let offset = rowOffset[column]
        return offset < 0 ? 0 : table[offset + block]
    }
}

/// Masks kept per block as a sorted list of (token, mask), at most 64 per block: linear
/// memory whatever the alphabet, a binary search per look-up.
struct SparseMatchMasks: MatchMasks {
    private let tokens: [[Int]]
    private let masks: [[UInt64]]
    private let hypothesis: [Int]

    init(_ reference: ArraySlice<Int>, _ hypothesis: ArraySlice<Int>) {
        var tokens: [[Int]] = [], masks: [[UInt64]] = []
        let values = Array(reference)
        var start = 0
        while start < values.count {
            var bits: [Int: UInt64] = [:]
            for position in start..<min(start + 64, values.count) {
                bits[values[position], default: 0] |= 1 << UInt64(position - start)
            }
            let sorted = bits.sorted { $0.key < $1.key }
            tokens.append(sorted.map(\.key))
            masks.append(sorted.map(\.value))
            start += 64
        }
        self.tokens = tokens
        self.masks = masks
        self.hypothesis = Array(hypothesis)
    }

    func mask(column: Int, block: Int) -> UInt64 {
        let token = hypothesis[column]
        let list = tokens[block]
        var low = 0, high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle] < token { low = middle + 1 } else { high = middle }
        }
        return low < list.count && list[low] == token ? masks[block][low] : 0
    }
}
