/// The match masks of the reference for `CorridorEditDistance`'s passes: per hypothesis
/// token, a row of one word per 64-row block, bit r of block b set when reference token
/// 64b + r is that token.
///
/// A token frequent in the reference has its row in one table (no hashing when the ids
/// are small: a text written below U+0300, whose graphemes are their scalars, or words
/// numbered from 0). The table stays linear in the input: when every distinct token's row
/// would not fit (words: a hundred thousand distinct ones on a long page read badly), the
/// rarer tokens keep only their positions, and their row is written into one of a few
/// spare rows when asked for, then cleared by position when that row is taken again.
/// A caller may hold at most `spareRows` − 1 rows at once (the forward pass holds four).
final class CorridorMasks {
    let blocks: Int
    /// Rows a caller may hold at once, plus one.
    static let spareRows = 8
    /// The table's rows, then a row of zeros (tokens not in the reference), then the spare rows.
    private let storage: UnsafeMutablePointer<UInt64>
    /// Per hypothesis position: its row's offset, or −1 − the rare token's number.
    private let rowOffset: [Int]
    /// Rare token t's reference positions: `positions[starts[t]..<starts[t + 1]]`.
    private let starts: [Int32]
    private let positions: [Int32]
    private let spareOffset: Int
    /// The rare token in each spare row (−1: none), and the spare row to take next.
    private var spareToken: [Int]
    private var nextSpare = 0

    /// `limit`: the most words the table's rows take (default linear in the input).
    init(_ ref: UnsafeBufferPointer<Int>, _ hyp: UnsafeBufferPointer<Int>, limit: Int? = nil) {
        let n = ref.count
        blocks = (n + 63) / 64
        let (refRows, hypRows, rows) = Self.number(ref, hyp)
        let limit = limit ?? 8 * (n + hyp.count) + 262_144
        // How often each token occurs; the most frequent get the table's rows.
        var occurrences = [Int32](repeating: 0, count: rows)
        for row in refRows { occurrences[Int(row)] += 1 }
        let tableRows = max(0, limit / max(1, blocks) - 1 - Self.spareRows)
        var dense = [Bool](repeating: true, count: rows)
        if rows > tableRows {
            let order = (0..<rows).sorted { occurrences[$0] > occurrences[$1] }
            for token in order[tableRows...] { dense[token] = false }
        }
        // Table rows and rare numbers, in order of first occurrence.
        var place = [Int](repeating: 0, count: rows)
        var denseCount = 0, rareCount = 0
        for token in 0..<rows {
            if dense[token] { place[token] = denseCount; denseCount += 1 } else { place[token] = rareCount; rareCount += 1 }
        }
        let words = (denseCount + 1 + Self.spareRows) * blocks
        storage = .allocate(capacity: words)
        storage.initialize(repeating: 0, count: words)
        var starts = [Int32](repeating: 0, count: rareCount + 1)
        for token in 0..<rows where !dense[token] { starts[place[token] + 1] = occurrences[token] }
        for t in 0..<rareCount { starts[t + 1] += starts[t] }
        var positions = [Int32](repeating: 0, count: Int(starts[rareCount]))
        var filled = starts
        for (i, row) in refRows.enumerated() {
            let token = Int(row)
            if dense[token] {
                storage[place[token] * blocks + i / 64] |= 1 << UInt64(i % 64)
            } else {
                positions[Int(filled[place[token]])] = Int32(i)
                filled[place[token]] += 1
            }
        }
        let zeros = denseCount * blocks, blockCount = blocks
        rowOffset = hypRows.map { row in
            row < 0 ? zeros : dense[Int(row)] ? place[Int(row)] * blockCount : -1 - place[Int(row)]
        }
        self.starts = starts
        self.positions = positions
        spareOffset = zeros + blocks
        spareToken = [Int](repeating: -1, count: Self.spareRows)
    }

    deinit {
        storage.deallocate()
    }

    /// Each reference token's number (0..<rows, in order of first occurrence) and each
    /// hypothesis token's (−1: not in the reference): by a table indexed by the token when
    /// the ids are small, else by a dictionary.
    private static func number(_ ref: UnsafeBufferPointer<Int>, _ hyp: UnsafeBufferPointer<Int>)
        -> (ref: [Int32], hyp: [Int32], rows: Int) {
        var rows = 0
        let largest = max(ref.max() ?? 0, hyp.max() ?? 0), smallest = min(ref.min() ?? 0, hyp.min() ?? 0)
        if smallest >= 0 && largest < 4 * (ref.count + hyp.count) + 65_536 {
            var table = [Int32](repeating: -1, count: largest + 1)
            let refRows = ref.map { token in
                if table[token] < 0 {
                    table[token] = Int32(rows)
                    rows += 1
                }
                return table[token]
            }
            return (refRows, hyp.map { table[$0] }, rows)
        }
        var local: [Int: Int32] = [:]
        let refRows = ref.map { token in
            if let row = local[token] { return row }
            local[token] = Int32(rows)
            rows += 1
            return Int32(rows - 1)
        }
        return (refRows, hyp.map { local[$0] ?? -1 }, rows)
    }

    /// The masks of hypothesis token `column`, one word per block (valid until
    /// `spareRows` − 1 more rows of rare tokens have been asked for).
    @inline(__always)
    func forwardRow(column: Int) -> UnsafePointer<UInt64> {
        let offset = rowOffset[column]
        if offset >= 0 { return UnsafePointer(storage + offset) }
        return spareRow(rare: -1 - offset)
    }

    /// Writes rare token `token`'s row into the next spare row, clearing what it held.
    private func spareRow(rare token: Int) -> UnsafePointer<UInt64> {
        let slot = nextSpare
        nextSpare = (nextSpare + 1) % Self.spareRows
        let row = storage + spareOffset + slot * blocks
        let old = spareToken[slot]
        if old >= 0 {
            for k in Int(starts[old])..<Int(starts[old + 1]) { row[Int(positions[k]) >> 6] = 0 }
        }
        for k in Int(starts[token])..<Int(starts[token + 1]) {
            let i = Int(positions[k])
            row[i >> 6] |= 1 << UInt64(i & 63)
        }
        spareToken[slot] = token
        return UnsafePointer(row)
    }
}
