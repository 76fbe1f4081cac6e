/// The horizontal delta leaving 64-row blocks at each hypothesis token, as the forward
/// bit-parallel pass made it (a byte: bit 0 for +1, bit 1 for −1): what lets
/// `CorridorEditDistance` run a few blocks again later without the blocks above them,
/// whose carries it reads here.
///
/// A byte a token and *granule* of 2^k blocks: the carry leaving the granule's last block
/// (each block's store lands on its granule's byte, so the last one stays; no packing, no
/// branch: packing two bits a block cost a fifth of the pass). k is the least that keeps
/// the log within its limit (2²⁷ bytes, 128 MB, by default): 0 (every block) up to two
/// 90,000-grapheme texts, 7 on two texts of a million graphemes. Blocks are run again
/// from a granule's first block (`granuleStart`), at most 2^k − 1 more than they need. When
/// even a byte a token would not fit, every token writes over the same bytes, nothing can
/// be read back, and the blocks are run again from the band's first.
final class CarryLog {
    /// Whether the carries can be read back.
    let isKept: Bool
    /// log2 of the blocks a byte stands for.
    let shift: Int
    /// Bytes between two tokens' carries (0 when not kept).
    private let stride: Int
    private let bytes: UnsafeMutablePointer<UInt8>

    /// Where one token's carries go.
    struct Entries {
        let base: UnsafeMutablePointer<UInt8>
        let shift: Int

        /// Notes the carry leaving block `block`.
        @inline(__always)
        func note(block: Int, _ carry: BlockState.Carry) {
            base[block &>> shift] = CarryLog.entry(carry)
        }

        /// Notes the carry leaving block `block` from its byte.
        @inline(__always)
        func note(block: Int, byte: UInt8) {
            base[block &>> shift] = byte
        }
    }

    /// The default limit: 2²⁷ bytes.
    static let defaultLimit = 1 << 27

    /// log2 of the blocks a byte stands for in a log of `blocks` × `columns` within `limit`.
    static func shift(blocks: Int, columns: Int, limit: Int = defaultLimit) -> Int {
        var shift = 0
        while ((blocks + (1 << shift) - 1) >> shift) * columns > limit && (1 << shift) < blocks { shift += 1 }
        return shift
    }

    init(blocks: Int, columns: Int, limit: Int = CarryLog.defaultLimit) {
        let shift = Self.shift(blocks: blocks, columns: columns, limit: limit)
        let granules = (blocks + (1 << shift) - 1) >> shift
        isKept = granules * columns <= limit
        self.shift = isKept ? shift : 0
        stride = isKept ? granules : 0
        let count = max(1, isKept ? granules * columns : blocks)
        // Not cleared: only the bytes of blocks the pass ran are ever read, and it wrote them.
        bytes = .allocate(capacity: count)
    }

    deinit {
        bytes.deallocate()
    }

    /// Token `step`'s carries.
    @inline(__always)
    func entries(step: Int) -> Entries {
        Entries(base: bytes + step &* stride, shift: shift)
    }

    /// A carry as its byte.
    @inline(__always)
    static func entry(_ carry: BlockState.Carry) -> UInt8 {
        UInt8(truncatingIfNeeded: carry.positive | carry.negative << 1)
    }

    /// The first block of `block`'s granule: a block whose entering carry (that of the
    /// block above, the last of its granule) can be read back.
    @inline(__always)
    func granuleStart(_ block: Int) -> Int { (block >> shift) << shift }

    /// The carry leaving block `block` at token `step` (when kept; `block` + 1 must be a
    /// granule's first block).
    @inline(__always)
    func carry(block: Int, step: Int) -> BlockState.Carry {
        let byte = UInt64(bytes[step &* stride &+ (block &>> shift)])
        return (byte & 1, byte >> 1)
    }
}
