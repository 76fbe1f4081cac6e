/// The horizontal delta leaving each 64-row block at each hypothesis token, as the forward
/// bit-parallel pass made it (two bits: +1, −1): what lets `CorridorEditDistance` run a
/// few blocks again later without the blocks above them, whose carries it reads here.
///
/// Laid out token by token (a token's carries in ⌈blocks / 64⌉ words), so the pass
/// gathers 64 blocks' bits in a register and stores them once. Kept only up to 2²¹ words
/// a side (32 MB; the largest matrices the engine takes, or a few rows against a very
/// long text, would need more): beyond, every token writes over the same words, nothing
/// can be read back, and the blocks are run again from the first.
final class CarryLog {
    /// Words per token.
    let words: Int
    /// Whether the carries can be read back.
    let isKept: Bool
    /// Words between two tokens' carries (0 when not kept).
    private let stride: Int
    private let positive: UnsafeMutablePointer<UInt64>
    private let negative: UnsafeMutablePointer<UInt64>

    init(blocks: Int, columns: Int, limit: Int = 1 << 21) {
        words = (blocks + 63) / 64
        isKept = words * columns <= limit
        stride = isKept ? words : 0
        let count = max(1, isKept ? words * columns : words)
        positive = .allocate(capacity: count)
        positive.initialize(repeating: 0, count: count)
        negative = .allocate(capacity: count)
        negative.initialize(repeating: 0, count: count)
    }

    deinit {
        positive.deallocate()
        negative.deallocate()
    }

    /// Stores word `word` (blocks 64·word ..< 64·word + 64) of token `step`'s carries.
    @inline(__always)
    func store(step: Int, word: Int, positive bits: UInt64, negative negativeBits: UInt64) {
        positive[step &* stride &+ word] = bits
        negative[step &* stride &+ word] = negativeBits
    }

    /// The carry leaving block `block` at token `step` (when kept).
    @inline(__always)
    func carry(block: Int, step: Int) -> BlockState.Carry {
        let index = step &* stride &+ (block >> 6), shift = UInt64(block & 63)
        return ((positive[index] >> shift) & 1, (negative[index] >> shift) & 1)
    }
}
