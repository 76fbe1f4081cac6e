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

    /// The state in place, as a copy's slot is.
    var slot: BlockStates.Slot { BlockStates.Slot(positive: positive, negative: negative, score: score) }

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

    /// One block's step (Hyyrö 2003): from its vertical deltas, its match mask and the
    /// horizontal delta entering at its top (as two carry bits), the new vertical deltas
    /// and the horizontal delta leaving at bit `shift`.
    @inline(__always)
    private static func step(positive vp: UInt64, negative vn: UInt64, match: UInt64,
                             carry: (positive: UInt64, negative: UInt64), shift: UInt64)
        -> (positive: UInt64, negative: UInt64, out: (positive: UInt64, negative: UInt64)) {
        let x = match | carry.negative
        let d0 = (((x & vp) &+ vp) ^ vp) | x | vn
        let hp = vn | ~(d0 | vp)
        let hn = d0 & vp
        let out = ((hp >> shift) & 1, (hn >> shift) & 1)
        let shiftedPositive = (hp << 1) | carry.positive, shiftedNegative = (hn << 1) | carry.negative
        return (shiftedNegative | ~(d0 | shiftedPositive), shiftedPositive & d0, out)
    }

    typealias Carry = (positive: UInt64, negative: UInt64)

    /// Block b's step in place, its score updated; returns the carry leaving it and, with
    /// `keep`, copies the new state there too.
    @inline(__always)
    private func update(_ b: Int, match: UInt64, carry: Carry, shift: UInt64, keep: BlockStates.Slot? = nil) -> Carry {
        let next = Self.step(positive: positive[b], negative: negative[b], match: match, carry: carry, shift: shift)
        let value = score[b] &+ Int(bitPattern: UInt(next.out.positive)) &- Int(bitPattern: UInt(next.out.negative))
        positive[b] = next.positive
        negative[b] = next.negative
        score[b] = value
        if let keep {
            keep.positive[b] = next.positive
            keep.negative[b] = next.negative
            keep.score[b] = value
        }
        return next.out
    }

    /// Advances to the next column, whose token matches the rows set in `row` (one word
    /// per block). `lastShift` is the bit of the last row in the last block. Branch-free:
    /// the horizontal deltas leaving each block are carried as bits.
    @inline(__always)
    func advance(_ row: UnsafePointer<UInt64>, lastShift: UInt64, keep: BlockStates.Slot? = nil) {
        var carry: Carry = (1, 0)
        let last = blocks - 1
        for b in 0...last {
            carry = update(b, match: row[b], carry: carry, shift: b == last ? lastShift : 63, keep: keep)
        }
    }

    /// Advances two columns (tokens matching `first`, then `second`), the second column's
    /// block b − 1 beside the first's block b: two independent chains of carries, so the
    /// processor overlaps them. With `keep`, the state after the first column is copied
    /// there as it is made.
    @inline(__always)
    func advanceTwo(_ first: UnsafePointer<UInt64>, _ second: UnsafePointer<UInt64>, lastShift: UInt64,
                    keep: BlockStates.Slot? = nil) {
        let last = blocks - 1
        if last == 0 {
            advance(first, lastShift: lastShift, keep: keep)
            advance(second, lastShift: lastShift)
            return
        }
        var carry1 = update(0, match: first[0], carry: (1, 0), shift: 63, keep: keep)
        var carry2: Carry = (1, 0)
        for b in 1..<last {
            carry1 = update(b, match: first[b], carry: carry1, shift: 63, keep: keep)
            carry2 = update(b - 1, match: second[b - 1], carry: carry2, shift: 63)
        }
        _ = update(last, match: first[last], carry: carry1, shift: lastShift, keep: keep)
        carry2 = update(last - 1, match: second[last - 1], carry: carry2, shift: 63)
        _ = update(last, match: second[last], carry: carry2, shift: lastShift)
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

    /// Where one copy lives, to be written in place.
    struct Slot {
        let positive: UnsafeMutablePointer<UInt64>
        let negative: UnsafeMutablePointer<UInt64>
        let score: UnsafeMutablePointer<Int>
    }

    func slot(_ slot: Int) -> Slot {
        Slot(positive: positives + slot * blocks, negative: negatives + slot * blocks, score: scores + slot * blocks)
    }

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
