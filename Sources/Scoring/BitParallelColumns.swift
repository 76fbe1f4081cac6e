/// The column state of Myers' bit-parallel edit distance in Hyyrö's blocks of 64 rows,
/// advanced one hypothesis token at a time over the whole column, and copies of it: what
/// `CorridorEditDistance` runs forwards and backwards.
final class BlockState {
    let blocks: Int
    /// Vertical deltas +1 (bit r of block b: row 64b + r + 1 is one more than the row above).
    let positive: UnsafeMutablePointer<UInt64>
    /// Vertical deltas −1.
    let negative: UnsafeMutablePointer<UInt64>
    /// Each block's value at its last row.
    let score: UnsafeMutablePointer<Int>

    init(blocks: Int) {
        self.blocks = blocks
        positive = .allocate(capacity: blocks)
        negative = .allocate(capacity: blocks)
        score = .allocate(capacity: blocks)
    }

    deinit {
        positive.deallocate()
        negative.deallocate()
        score.deallocate()
    }

    /// Column 0 of `rows` rows: every row one more than the one above, except the lowest
    /// `padding` bits, rows that never match and stay at the top row's value.
    func reset(rows: Int, padding: Int) {
        for b in 0..<blocks {
            positive[b] = ~0
            negative[b] = 0
            score[b] = min(64 * (b + 1), rows + padding) - padding
        }
        if padding > 0 { positive[0] = ~UInt64(0) << UInt64(padding) }
    }

    /// Advances to the next column, whose token matches the rows set in `row` (one word
    /// per block). `lastShift` is the bit of the last row in the last block. Branch-free
    /// (Hyyrö 2003): the horizontal deltas leaving each block are carried as bits.
    @inline(__always)
    func advance(_ row: UnsafePointer<UInt64>, lastShift: UInt64) {
        var positiveCarry: UInt64 = 1, negativeCarry: UInt64 = 0
        let last = blocks - 1
        for b in 0...last {
            let shift: UInt64 = b == last ? lastShift : 63
            let vp = positive[b], vn = negative[b]
            let x = row[b] | negativeCarry
            let d0 = (((x & vp) &+ vp) ^ vp) | x | vn
            let hp = vn | ~(d0 | vp)
            let hn = d0 & vp
            let positiveOut = (hp >> shift) & 1, negativeOut = (hn >> shift) & 1
            let shiftedPositive = (hp << 1) | positiveCarry, shiftedNegative = (hn << 1) | negativeCarry
            positive[b] = shiftedNegative | ~(d0 | shiftedPositive)
            negative[b] = shiftedPositive & d0
            score[b] += Int(bitPattern: UInt(positiveOut)) - Int(bitPattern: UInt(negativeOut))
            positiveCarry = positiveOut
            negativeCarry = negativeOut
        }
    }
}

/// Copies of a `BlockState`, by slot: the forward pass's checkpoints and the columns of a
/// stretch recomputed from one.
final class BlockStates {
    let blocks: Int
    private let positives: UnsafeMutablePointer<UInt64>
    private let negatives: UnsafeMutablePointer<UInt64>
    private let scores: UnsafeMutablePointer<Int>

    init(count: Int, blocks: Int) {
        self.blocks = blocks
        positives = .allocate(capacity: count * blocks)
        negatives = .allocate(capacity: count * blocks)
        scores = .allocate(capacity: count * blocks)
    }

    deinit {
        positives.deallocate()
        negatives.deallocate()
        scores.deallocate()
    }

    func store(_ state: BlockState, at slot: Int) {
        (positives + slot * blocks).update(from: state.positive, count: blocks)
        (negatives + slot * blocks).update(from: state.negative, count: blocks)
        (scores + slot * blocks).update(from: state.score, count: blocks)
    }

    func load(into state: BlockState, from slot: Int) {
        state.positive.update(from: positives + slot * blocks, count: blocks)
        state.negative.update(from: negatives + slot * blocks, count: blocks)
        state.score.update(from: scores + slot * blocks, count: blocks)
    }

    func positive(_ slot: Int) -> UnsafePointer<UInt64> { UnsafePointer(positives + slot * blocks) }
    func negative(_ slot: Int) -> UnsafePointer<UInt64> { UnsafePointer(negatives + slot * blocks) }
    func score(_ slot: Int) -> UnsafePointer<Int> { UnsafePointer(scores + slot * blocks) }
}

/// The match masks of the reference for both directions, a row of blocks per distinct
/// reference token: forwards, row i at bit i; backwards (the reversed texts), row i at bit
/// 64·blocks − 1 − i. Nil when the table would not stay linear in the input.
final class CorridorMasks {
    let blocks: Int
    private let forward: UnsafeMutablePointer<UInt64>
    private let backward: UnsafeMutablePointer<UInt64>
    private let words: Int
    /// Per hypothesis position, the offset of its token's row (a row of zeros, the last,
    /// when the token is not in the reference).
    private let rowOffset: [Int]

    init?(_ ref: UnsafeBufferPointer<Int>, _ hyp: UnsafeBufferPointer<Int>) {
        let n = ref.count
        blocks = (n + 63) / 64
        var local: [Int: Int] = [:]
        for token in ref where local[token] == nil { local[token] = local.count }
        words = (local.count + 1) * blocks
        guard words <= 8 * (n + hyp.count) + 262_144 else { return nil }
        forward = .allocate(capacity: words)
        forward.initialize(repeating: 0, count: words)
        backward = .allocate(capacity: words)
        backward.initialize(repeating: 0, count: words)
        let bits = 64 * blocks
        for (i, token) in ref.enumerated() {
            let row = local[token]! * blocks
            forward[row + i / 64] |= 1 << UInt64(i % 64)
            let position = bits - 1 - i
            backward[row + position / 64] |= 1 << UInt64(position % 64)
        }
        let zeros = local.count * blocks
        let blockCount = blocks
        rowOffset = hyp.map { local[$0].map { $0 * blockCount } ?? zeros }
    }

    deinit {
        forward.deallocate()
        backward.deallocate()
    }

    @inline(__always)
    func forwardRow(column: Int) -> UnsafePointer<UInt64> {
        UnsafePointer(forward + rowOffset[column])
    }

    @inline(__always)
    func backwardRow(column: Int) -> UnsafePointer<UInt64> {
        UnsafePointer(backward + rowOffset[column])
    }
}
