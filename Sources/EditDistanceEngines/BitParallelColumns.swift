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

    /// Advances blocks `first...last` (the band, `BandedColumns`) to the next column,
    /// whose token (number `step`) matches the rows set in `row` (one word per block); the
    /// horizontal delta entering the band's top is +1 (row 0, or the band's top boundary,
    /// gains one by an insertion). `shift` is the bit of the band's last row in its last
    /// block. Branch-free: the horizontal deltas leaving each block are carried as bits,
    /// and noted in `log` (but the last block's, which is returned).
    @inline(__always)
    @discardableResult
    func advance(_ row: UnsafePointer<UInt64>, first: Int, last: Int, shift: UInt64, log: CarryLog, step: Int) -> Carry {
        let positive = self.positive, negative = self.negative
        var carry: Carry = (1, 0)
        let entries = log.entries(step: step)
        for b in first..<last {
            carry = Self.update(b, positive, negative, match: row[b], carry: carry, shift: 63)
            entries.note(block: b, carry)
        }
        return Self.update(last, positive, negative, match: row[last], carry: carry, shift: shift)
    }

    /// Advances blocks `first...last` two columns (tokens `step` and `step + 1`, matching
    /// `first`, then `second`), the second column's block b − 1 beside the first's block
    /// b: two independent chains of carries, so the processor overlaps them. Returns the
    /// carries leaving the band's last block in each column.
    @inline(__always)
    @discardableResult
    func advanceTwo(_ firstRow: UnsafePointer<UInt64>, _ secondRow: UnsafePointer<UInt64>, first: Int, last: Int,
                    shift: UInt64, log: CarryLog, step: Int) -> (Carry, Carry) {
        if last == first {
            let out1 = advance(firstRow, first: first, last: last, shift: shift, log: log, step: step)
            return (out1, advance(secondRow, first: first, last: last, shift: shift, log: log, step: step + 1))
        }
        let entries1 = log.entries(step: step), entries2 = log.entries(step: step + 1)
        let positive = self.positive, negative = self.negative
        var carry1 = Self.update(first, positive, negative, match: firstRow[first], carry: (1, 0), shift: 63)
        entries1.note(block: first, carry1)
        var carry2: Carry = (1, 0)
        for b in (first + 1)..<last {
            carry1 = Self.update(b, positive, negative, match: firstRow[b], carry: carry1, shift: 63)
            entries1.note(block: b, carry1)
            carry2 = Self.update(b - 1, positive, negative, match: secondRow[b - 1], carry: carry2, shift: 63)
            entries2.note(block: b - 1, carry2)
        }
        let out1 = Self.update(last, positive, negative, match: firstRow[last], carry: carry1, shift: shift)
        carry2 = Self.update(last - 1, positive, negative, match: secondRow[last - 1], carry: carry2, shift: 63)
        entries2.note(block: last - 1, carry2)
        return (out1, Self.update(last, positive, negative, match: secondRow[last], carry: carry2, shift: shift))
    }

    /// Advances blocks `first...last` four columns (tokens `step` to `step + 3`), the
    /// four columns side by side in the lanes of one vector (lane L: token step + 3 − L at
    /// block b − 3 + L, so each lane's vertical deltas come from the lane after it a step
    /// before, without going through memory). Returns the carries leaving the band's last
    /// block in each column.
    @inline(__always)
    func advanceFour(_ rows: (UnsafePointer<UInt64>, UnsafePointer<UInt64>, UnsafePointer<UInt64>, UnsafePointer<UInt64>),
                     first: Int, last: Int, shift: UInt64, log: CarryLog, step: Int) -> (Carry, Carry, Carry, Carry) {
        guard last - first >= 6 else {
            let (out0, out1) = advanceTwo(rows.0, rows.1, first: first, last: last, shift: shift, log: log, step: step)
            let (out2, out3) = advanceTwo(rows.2, rows.3, first: first, last: last, shift: shift, log: log, step: step + 2)
            return (out0, out1, out2, out3)
        }
        let positive = self.positive, negative = self.negative
        let entries0 = log.entries(step: step), entries1 = log.entries(step: step + 1)
        let entries2 = log.entries(step: step + 2), entries3 = log.entries(step: step + 3)
        @inline(__always) func run(_ b: Int, _ row: UnsafePointer<UInt64>, _ entries: CarryLog.Entries,
                                   _ carry: Carry) -> Carry {
            let out = Self.update(b, positive, negative, match: row[b], carry: carry, shift: 63)
            entries.note(block: b, out)
            return out
        }
        // The first corner, one block at a time.
        var carry0 = run(first, rows.0, entries0, (1, 0))
        carry0 = run(first + 1, rows.0, entries0, carry0)
        var carry1 = run(first, rows.1, entries1, (1, 0))
        carry0 = run(first + 2, rows.0, entries0, carry0)
        carry1 = run(first + 1, rows.1, entries1, carry1)
        var carry2 = run(first, rows.2, entries2, (1, 0))
        // Then four blocks a step, one a column, blocks first + 3 ..< last of token step.
        var vp = SIMD4<UInt64>(positive[first], positive[first + 1], positive[first + 2], positive[first + 3])
        var vn = SIMD4<UInt64>(negative[first], negative[first + 1], negative[first + 2], negative[first + 3])
        var cp = SIMD4<UInt64>(1, carry2.positive, carry1.positive, carry0.positive)
        var cn = SIMD4<UInt64>(0, carry2.negative, carry1.negative, carry0.negative)
        let ones = SIMD4<UInt64>(repeating: ~0)
        var b = first + 3
        while true {
            let match = SIMD4<UInt64>(rows.3[b - 3], rows.2[b - 2], rows.1[b - 1], rows.0[b])
            let x = match | cn
            let d0 = (((x & vp) &+ vp) ^ vp) | x | vn
            let hp = vn | ((d0 | vp) ^ ones)
            let hn = d0 & vp
            let outP = hp &>> 63, outN = hn &>> 63
            let sp = (hp &<< 1) | cp, sn = (hn &<< 1) | cn
            let newP = sn | ((d0 | sp) ^ ones), newN = sp & d0
            cp = outP
            cn = outN
            let entry = outP | (outN &<< 1)
            entries3.note(block: b - 3, byte: UInt8(truncatingIfNeeded: entry[0]))
            entries2.note(block: b - 2, byte: UInt8(truncatingIfNeeded: entry[1]))
            entries1.note(block: b - 1, byte: UInt8(truncatingIfNeeded: entry[2]))
            entries0.note(block: b, byte: UInt8(truncatingIfNeeded: entry[3]))
            positive[b - 3] = newP[0]
            negative[b - 3] = newN[0]
            b += 1
            if b == last {
                positive[b - 3] = newP[1]; negative[b - 3] = newN[1]
                positive[b - 2] = newP[2]; negative[b - 2] = newN[2]
                positive[b - 1] = newP[3]; negative[b - 1] = newN[3]
                break
            }
            vp = SIMD4(newP[1], newP[2], newP[3], positive[b])
            vn = SIMD4(newN[1], newN[2], newN[3], negative[b])
        }
        carry0 = (cp[3], cn[3])
        carry1 = (cp[2], cn[2])
        carry2 = (cp[1], cn[1])
        var carry3: Carry = (cp[0], cn[0])
        // The last corner.
        let out0 = Self.update(last, positive, negative, match: rows.0[last], carry: carry0, shift: shift)
        carry1 = run(last - 1, rows.1, entries1, carry1)
        let out1 = Self.update(last, positive, negative, match: rows.1[last], carry: carry1, shift: shift)
        carry2 = run(last - 2, rows.2, entries2, carry2)
        carry2 = run(last - 1, rows.2, entries2, carry2)
        let out2 = Self.update(last, positive, negative, match: rows.2[last], carry: carry2, shift: shift)
        carry3 = run(last - 3, rows.3, entries3, carry3)
        carry3 = run(last - 2, rows.3, entries3, carry3)
        carry3 = run(last - 1, rows.3, entries3, carry3)
        let out3 = Self.update(last, positive, negative, match: rows.3[last], carry: carry3, shift: shift)
        return (out0, out1, out2, out3)
    }

    /// Block b's vertical deltas all +1 (each row one more than the one above: a block
    /// entering the band, its rows reached by deletions down from the band's last row).
    @inline(__always)
    func reset(block b: Int) {
        positive[b] = ~0
        negative[b] = 0
    }

    /// The rise of block b down its rows (the value at its last row minus the value at
    /// the row above its first), `rows` of them counted.
    @inline(__always)
    func rise(block b: Int, rows: Int) -> Int {
        let mask: UInt64 = rows >= 64 ? ~0 : (1 << UInt64(rows)) - 1
        return (positive[b] & mask).nonzeroBitCount - (negative[b] & mask).nonzeroBitCount
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
