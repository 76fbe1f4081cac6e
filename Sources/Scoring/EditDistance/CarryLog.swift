/// The horizontal delta leaving each 64-row block at each hypothesis token, as the forward
/// bit-parallel pass made it (a byte: bit 0 for +1, bit 1 for −1): what lets
/// `CorridorEditDistance` run a few blocks again later without the blocks above them,
/// whose carries it reads here.
///
/// A byte a block and token, stored as the pass goes (one store, no packing: packing two
/// bits a block cost a fifth of the pass). Kept only up to 2²⁷ bytes (128 MB: the largest
/// matrix the engine takes); beyond, every token writes over the same bytes, nothing can
/// be read back, and the blocks are run again from the first.
final class CarryLog {
    /// Whether the carries can be read back.
    let isKept: Bool
    /// Bytes between two tokens' carries (0 when not kept).
    private let stride: Int
    private let bytes: UnsafeMutablePointer<UInt8>

    init(blocks: Int, columns: Int, limit: Int = 1 << 27) {
        isKept = blocks * columns <= limit
        stride = isKept ? blocks : 0
        let count = max(1, isKept ? blocks * columns : blocks)
        // Not cleared: only the bytes of blocks the pass ran are ever read, and it wrote them.
        bytes = .allocate(capacity: count)
    }

    deinit {
        bytes.deallocate()
    }

    /// Token `step`'s carries, one byte per block.
    @inline(__always)
    func entries(step: Int) -> UnsafeMutablePointer<UInt8> {
        bytes + step &* stride
    }

    /// A carry as its byte.
    @inline(__always)
    static func entry(_ carry: BlockState.Carry) -> UInt8 {
        UInt8(truncatingIfNeeded: carry.positive | carry.negative << 1)
    }

    /// The carry leaving block `block` at token `step` (when kept).
    @inline(__always)
    func carry(block: Int, step: Int) -> BlockState.Carry {
        let byte = UInt64(bytes[step &* stride &+ block])
        return (byte & 1, byte >> 1)
    }
}
