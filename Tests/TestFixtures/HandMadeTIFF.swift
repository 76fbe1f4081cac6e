/// Uncompressed 8-bit grey TIFFs of several pages, written byte by byte for tests
/// (little-endian; one strip a page; black is zero).
public enum HandMadeTIFF {
    /// One page: its size and its pixels, row by row (width × height bytes).
    public struct Page {
        public var width: Int
        public var height: Int
        public var pixels: [UInt8]

        /// A page of this size filled with `gray`, with a black bar `bar` rows tall at its top.
        public init(width: Int, height: Int, gray: UInt8 = 255, bar: Int = 0) {
            self.width = width
            self.height = height
            pixels = (0..<(width * height)).map { $0 / width < bar ? 0 : gray }
        }
    }

    /// The TIFF of `pages`, in order.
    public static func make(_ pages: [Page]) -> [UInt8] {
        var out: [UInt8] = [0x49, 0x49, 42, 0]
        func u16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
        func u32(_ value: Int) -> [UInt8] { u16(value & 0xFFFF) + u16(value >> 16) }
        out += u32(8)
        for (index, page) in pages.enumerated() {
            let entries = 9
            let directory = out.count
            let data = directory + 2 + entries * 12 + 4
            let padded = page.pixels.count + page.pixels.count % 2   // the next directory starts on a word
            let next = index + 1 < pages.count ? data + padded : 0
            out += u16(entries)
            func entry(_ tag: Int, _ type: Int, _ value: Int) -> [UInt8] {
                u16(tag) + u16(type) + u32(1) + (type == 3 ? u16(value) + [0, 0] : u32(value))
            }
            out += entry(256, 4, page.width) + entry(257, 4, page.height) + entry(258, 3, 8) + entry(259, 3, 1)
            out += entry(262, 3, 1) + entry(273, 4, data) + entry(277, 3, 1) + entry(278, 4, page.height)
            out += entry(279, 4, page.pixels.count)
            out += u32(next)
            out += page.pixels
            if padded > page.pixels.count { out.append(0) }
        }
        return out
    }
}
