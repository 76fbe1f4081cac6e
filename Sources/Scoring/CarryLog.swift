/// The horizontal delta leaving each 64-row block at each hypothesis token, as the forward
/// bit-parallel pass made it (two bits: +1, −1): what lets `CorridorEditDistance` run a
/// few blocks again later without the blocks above them, whose carries it reads here.
final class CarryLog {
    /// Words per block (one bit per token).
    private let words: Int
    private let positive: UnsafeMutablePointer<UInt64>
    private let negative: UnsafeMutablePointer<UInt64>
    private let count: Int

    init(blocks: Int, columns: Int) {
        words = (columns + 63) / 64
        count = max(1, blocks * words)
        positive = .allocate(capacity: count)
        positive.initialize(repeating: 0, count: count)
        negative = .allocate(capacity: count)
        negative.initialize(repeating: 0, count: count)
    }

    deinit {
        positive.deallocate()
        negative.deallocate()
    }

    /// Notes the carry leaving block `block` at token `step`.
    @inline(__always)
    func record(block: Int, step: Int, _ carry: BlockState.Carry) {
        let index = block &* words &+ (step >> 6), shift = UInt64(step & 63)
        positive[index] |= carry.positive << shift
        negative[index] |= carry.negative << shift
    }

    /// The carry leaving block `block` at token `step`.
    @inline(__always)
    func carry(block: Int, step: Int) -> BlockState.Carry {
        let index = block &* words &+ (step >> 6), shift = UInt64(step & 63)
        return ((positive[index] >> shift) & 1, (negative[index] >> shift) & 1)
    }
}
