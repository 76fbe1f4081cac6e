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

    /// Advances to the next column, whose token matches the rows set in `row` (one word
    /// per block). `lastShift` is the bit of the last row in the last block. Branch-free:
    /// the horizontal deltas leaving each block are carried as bits.
    @inline(__always)
    func advance(_ row: UnsafePointer<UInt64>, lastShift: UInt64) {
        var carry: (positive: UInt64, negative: UInt64) = (1, 0)
        let last = blocks - 1
        let positive = self.positive, negative = self.negative, score = self.score
        for b in 0...last {
            let next = Self.step(positive: positive[b], negative: negative[b], match: row[b], carry: carry,
                                 shift: b == last ? lastShift : 63)
            positive[b] = next.positive
            negative[b] = next.negative
            score[b] += Int(bitPattern: UInt(next.out.positive)) - Int(bitPattern: UInt(next.out.negative))
            carry = next.out
        }
    }

    /// Advances two columns (tokens matching `first`, then `second`), the second column's
    /// block b − 1 beside the first's block b: two independent chains of carries, so the
    /// processor overlaps them. With `keep`, the state after the first column is copied
    /// there as it is made.
    @inline(__always)
    func advanceTwo(_ first: UnsafePointer<UInt64>, _ second: UnsafePointer<UInt64>, lastShift: UInt64,
                    keep: BlockStates.Slot? = nil) {
        var carry1: (positive: UInt64, negative: UInt64) = (1, 0), carry2 = carry1
        let last = blocks - 1
        let positive = self.positive, negative = self.negative, score = self.score
        // Both columns over the full blocks, then the last block's ends apart.
        if last >= 1 {
            var b = 1
            // Column 1 at block 0.
            let head = Self.step(positive: positive[0], negative: negative[0], match: first[0], carry: carry1,
                                 shift: last == 0 ? lastShift : 63)
            positive[0] = head.positive
            negative[0] = head.negative
            score[0] += Int(bitPattern: UInt(head.out.positive)) - Int(bitPattern: UInt(head.out.negative))
            if let keep { keep.positive[0] = head.positive; keep.negative[0] = head.negative; keep.score[0] = score[0] }
            carry1 = head.out
            while b < last {
                let one = Self.step(positive: positive[b], negative: negative[b], match: first[b], carry: carry1, shift: 63)
                let c = b - 1
                let two = Self.step(positive: positive[c], negative: negative[c], match: second[c], carry: carry2, shift: 63)
                let value = score[b] + Int(bitPattern: UInt(one.out.positive)) - Int(bitPattern: UInt(one.out.negative))
                positive[b] = one.positive
                negative[b] = one.negative
                score[b] = value
                positive[c] = two.positive
                negative[c] = two.negative
                score[c] += Int(bitPattern: UInt(two.out.positive)) - Int(bitPattern: UInt(two.out.negative))
                if let keep { keep.positive[b] = one.positive; keep.negative[b] = one.negative; keep.score[b] = value }
                carry1 = one.out
                carry2 = two.out
                b += 1
            }
            // Column 1 at the last block, column 2 at the two last blocks.
            let one = Self.step(positive: positive[last], negative: negative[last], match: first[last], carry: carry1,
                                shift: lastShift)
            positive[last] = one.positive
            negative[last] = one.negative
            score[last] += Int(bitPattern: UInt(one.out.positive)) - Int(bitPattern: UInt(one.out.negative))
            if let keep { keep.positive[last] = one.positive; keep.negative[last] = one.negative; keep.score[last] = score[last] }
            for c in (last - 1)...last {
                let two = Self.step(positive: positive[c], negative: negative[c], match: second[c], carry: carry2,
                                    shift: c == last ? lastShift : 63)
                positive[c] = two.positive
                negative[c] = two.negative
                score[c] += Int(bitPattern: UInt(two.out.positive)) - Int(bitPattern: UInt(two.out.negative))
                carry2 = two.out
            }
            return
        }
        for b in 0...(last + 1) {
            if b <= last {
                let next = Self.step(positive: positive[b], negative: negative[b], match: first[b], carry: carry1,
                                     shift: b == last ? lastShift : 63)
                let value = score[b] + Int(bitPattern: UInt(next.out.positive)) - Int(bitPattern: UInt(next.out.negative))
                positive[b] = next.positive
                negative[b] = next.negative
                score[b] = value
                carry1 = next.out
                if let keep {
                    keep.positive[b] = next.positive
                    keep.negative[b] = next.negative
                    keep.score[b] = value
                }
            }
            if b >= 1 {
                let c = b - 1
                let next = Self.step(positive: positive[c], negative: negative[c], match: second[c], carry: carry2,
                                     shift: c == last ? lastShift : 63)
                positive[c] = next.positive
                negative[c] = next.negative
                score[c] += Int(bitPattern: UInt(next.out.positive)) - Int(bitPattern: UInt(next.out.negative))
                carry2 = next.out
            }
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
