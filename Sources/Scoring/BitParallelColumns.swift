/// The column state of Myers' bit-parallel edit distance in Hyyrö's blocks of 64 rows
/// (its vertical deltas; the values are not needed), advanced one hypothesis token at a
/// time over the whole column, and copies of it: what `CorridorEditDistance` runs over
/// the whole matrix once.
final class BlockState {
    let blocks: Int
    /// Vertical deltas +1 (bit r of block b: row 64b + r + 1 is one more than the row above).
    let positive: UnsafeMutablePointer<UInt64>
    /// Vertical deltas −1.
    let negative: UnsafeMutablePointer<UInt64>

    /// Column 0: every row one more than the one above.
    init(blocks: Int) {
        self.blocks = blocks
        positive = .allocate(capacity: blocks)
        positive.initialize(repeating: ~0, count: blocks)
        negative = .allocate(capacity: blocks)
        negative.initialize(repeating: 0, count: blocks)
    }

    deinit {
        positive.deallocate()
        negative.deallocate()
    }

    /// One block's step (Hyyrö 2003): from its vertical deltas, its match mask and the
    /// horizontal delta entering at its top (as two carry bits), the new vertical deltas,
    /// the horizontal deltas of its rows (bit r: row 64b + r + 1, between the old column
    /// and the new) and the horizontal delta leaving at bit `shift`.
    @inline(__always)
    static func step(positive vp: UInt64, negative vn: UInt64, match: UInt64,
                     carry: (positive: UInt64, negative: UInt64), shift: UInt64)
        -> (positive: UInt64, negative: UInt64, horizontal: Carry, out: Carry) {
        let x = match | carry.negative
        let d0 = (((x & vp) &+ vp) ^ vp) | x | vn
        let hp = vn | ~(d0 | vp)
        let hn = d0 & vp
        let out = ((hp >> shift) & 1, (hn >> shift) & 1)
        let shiftedPositive = (hp << 1) | carry.positive, shiftedNegative = (hn << 1) | carry.negative
        return (shiftedNegative | ~(d0 | shiftedPositive), shiftedPositive & d0, (hp, hn), out)
    }

    typealias Carry = (positive: UInt64, negative: UInt64)

    /// Block b's step in place (in `positive` and `negative`, passed in so that they stay
    /// in registers); returns the carry leaving it.
    @inline(__always)
    private static func update(_ b: Int, _ positive: UnsafeMutablePointer<UInt64>,
                               _ negative: UnsafeMutablePointer<UInt64>, match: UInt64, carry: Carry,
                               shift: UInt64) -> Carry {
        let next = step(positive: positive[b], negative: negative[b], match: match, carry: carry, shift: shift)
        positive[b] = next.positive
        negative[b] = next.negative
        return next.out
    }

    /// The carries of one token gathered 64 blocks at a time for the `CarryLog`.
    private struct CarryWord {
        var positive: UInt64 = 0, negative: UInt64 = 0

        /// Adds block b's carry; at the word's last block (or `flush`), stores the word.
        @inline(__always)
        mutating func add(_ carry: Carry, block b: Int, step: Int, log: CarryLog, flush: Bool = false) {
            let shift = UInt64(b & 63)
            positive |= carry.positive << shift
            negative |= carry.negative << shift
            if shift == 63 || flush {
                log.store(step: step, word: b >> 6, positive: positive, negative: negative)
                positive = 0
                negative = 0
            }
        }
    }

    /// Advances to the next column, whose token (number `step`) matches the rows set in
    /// `row` (one word per block). `lastShift` is the bit of the last row in the last
    /// block. Branch-free: the horizontal deltas leaving each block are carried as bits,
    /// and noted in `log` (but the last block's).
    @inline(__always)
    func advance(_ row: UnsafePointer<UInt64>, lastShift: UInt64, log: CarryLog, step: Int) {
        let positive = self.positive, negative = self.negative
        var carry: Carry = (1, 0)
        var word = CarryWord()
        let last = blocks - 1
        for b in 0..<last {
            carry = Self.update(b, positive, negative, match: row[b], carry: carry, shift: 63)
            word.add(carry, block: b, step: step, log: log, flush: b == last - 1)
        }
        _ = Self.update(last, positive, negative, match: row[last], carry: carry, shift: lastShift)
    }

    /// Advances two columns (tokens `step` and `step + 1`, matching `first`, then
    /// `second`), the second column's block b − 1 beside the first's block b: two
    /// independent chains of carries, so the processor overlaps them.
    @inline(__always)
    func advanceTwo(_ first: UnsafePointer<UInt64>, _ second: UnsafePointer<UInt64>, lastShift: UInt64,
                    log: CarryLog, step: Int) {
        let last = blocks - 1
        if last == 0 {
            advance(first, lastShift: lastShift, log: log, step: step)
            advance(second, lastShift: lastShift, log: log, step: step + 1)
            return
        }
        var word1 = CarryWord(), word2 = CarryWord()
        let positive = self.positive, negative = self.negative
        var carry1 = Self.update(0, positive, negative, match: first[0], carry: (1, 0), shift: 63)
        word1.add(carry1, block: 0, step: step, log: log, flush: last == 1)
        var carry2: Carry = (1, 0)
        for b in 1..<last {
            carry1 = Self.update(b, positive, negative, match: first[b], carry: carry1, shift: 63)
            word1.add(carry1, block: b, step: step, log: log, flush: b == last - 1)
            carry2 = Self.update(b - 1, positive, negative, match: second[b - 1], carry: carry2, shift: 63)
            word2.add(carry2, block: b - 1, step: step + 1, log: log)
        }
        _ = Self.update(last, positive, negative, match: first[last], carry: carry1, shift: lastShift)
        carry2 = Self.update(last - 1, positive, negative, match: second[last - 1], carry: carry2, shift: 63)
        word2.add(carry2, block: last - 1, step: step + 1, log: log, flush: true)
        _ = Self.update(last, positive, negative, match: second[last], carry: carry2, shift: lastShift)
    }
}

/// Copies of a `BlockState`'s vertical deltas, by slot: the forward pass's checkpoints.
final class BlockStates {
    let blocks: Int
    private let positives: UnsafeMutablePointer<UInt64>
    private let negatives: UnsafeMutablePointer<UInt64>

    init(count: Int, blocks: Int) {
        self.blocks = blocks
        positives = .allocate(capacity: count * blocks)
        negatives = .allocate(capacity: count * blocks)
    }

    deinit {
        positives.deallocate()
        negatives.deallocate()
    }

    func store(_ state: BlockState, at slot: Int) {
        (positives + slot * blocks).update(from: state.positive, count: blocks)
        (negatives + slot * blocks).update(from: state.negative, count: blocks)
    }

    /// Block `block`'s vertical deltas in copy `slot`.
    @inline(__always)
    func deltas(slot: Int, block: Int) -> (positive: UInt64, negative: UInt64) {
        (positives[slot * blocks + block], negatives[slot * blocks + block])
    }
}

/// The match masks of the reference, a row of blocks per distinct reference token (row i
/// at bit i). Nil when the table would not stay linear in the input.
final class CorridorMasks {
    let blocks: Int
    private let forward: UnsafeMutablePointer<UInt64>
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
        for (i, token) in ref.enumerated() {
            forward[local[token]! * blocks + i / 64] |= 1 << UInt64(i % 64)
        }
        let zeros = local.count * blocks
        let blockCount = blocks
        rowOffset = hyp.map { local[$0].map { $0 * blockCount } ?? zeros }
    }

    deinit {
        forward.deallocate()
    }

    /// The masks of hypothesis token `column`, one word per block.
    @inline(__always)
    func forwardRow(column: Int) -> UnsafePointer<UInt64> {
        UnsafePointer(forward + rowOffset[column])
    }
}
