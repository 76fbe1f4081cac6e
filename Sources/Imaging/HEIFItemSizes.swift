/// The `ispe` size (image spatial extents) of each item of a HEIF file, from its item
/// properties (`iprp` > `ipco`, `ipma`): what a grid's tiles declare before libheif
/// decodes them. Bounds-checked; a malformed box reads as no sizes.
struct HEIFItemSizes {
    private var sizes: [UInt32: (width: Int, height: Int)] = [:]

    /// The sizes in the `meta` box whose children are `meta`.
    init(_ r: ByteReader, meta: Range<Int>) {
        guard let iprp = HEIFTransforms.box("iprp", in: r, from: meta.lowerBound, to: meta.upperBound),
              let ipco = HEIFTransforms.box("ipco", in: r, from: iprp.payload.lowerBound, to: iprp.payload.upperBound),
              let ipma = HEIFTransforms.box("ipma", in: r, from: iprp.payload.lowerBound, to: iprp.payload.upperBound)
        else { return }
        // The ispe properties by their 1-based place in ipco.
        var extents: [Int: (width: Int, height: Int)] = [:]
        var offset = ipco.payload.lowerBound
        var index = 0
        while let next = HEIFTransforms.nextBox(in: r, at: offset, limit: ipco.payload.upperBound), index < 4096 {
            index += 1
            offset = next.end
            if next.type == "ispe", let width = r.u32(at: next.payload.lowerBound + 4), let height = r.u32(at: next.payload.lowerBound + 8) {
                extents[index] = (Int(width), Int(height))
            }
        }
        guard let version = r.u8(at: ipma.payload.lowerBound), let flags = r.u8(at: ipma.payload.lowerBound + 3),
              let count = r.u32(at: ipma.payload.lowerBound + 4) else { return }
        var at = ipma.payload.lowerBound + 8
        for _ in 0..<min(Int(count), 65_536) {
            let itemID: UInt32?
            if version < 1 { itemID = r.u16(at: at).map(UInt32.init); at += 2 } else { itemID = r.u32(at: at); at += 4 }
            guard let itemID, let associations = r.u8(at: at) else { return }
            at += 1
            for _ in 0..<Int(associations) {
                let property: Int
                if flags & 1 == 1 {
                    guard let value = r.u16(at: at) else { return }
                    property = Int(value & 0x7FFF); at += 2
                } else {
                    guard let value = r.u8(at: at) else { return }
                    property = Int(value & 0x7F); at += 1
                }
                if let size = extents[property], sizes[itemID] == nil { sizes[itemID] = size }
            }
        }
    }

    /// Item `id`'s `ispe` size, nil when it has none.
    func size(of id: UInt32) -> (width: Int, height: Int)? { sizes[id] }
}
