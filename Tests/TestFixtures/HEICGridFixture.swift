/// A HEIC whose primary item is a `grid` of one tile, assembled box by box around the
/// coded tile of `HEICFixtures.plain`: ftyp; meta (hdlr, pitm, iloc, iinf with a `grid`
/// and an `hvc1` infe, iref `dimg`, iprp with ipco — the tile's hvcC, an ispe for the
/// grid and the tile's — and ipma, idat holding the grid's data); mdat with the tile.
/// The grid's `ispe` says 64 × 32 whatever its data claims: the lie a hostile file tells.
public enum HEICGridFixture {
    /// A grid of one 64 × 32 tile whose data declares an output of `width` × `height`
    /// (32-bit fields when either is over 65,535, or when `wideFields`). With
    /// `splitExtents`, the grid's data is two `iloc` extents in `idat`: its first four bytes,
    /// then (after a decoy "64 × 32" that belongs to no item) the output size. With
    /// `tileClaim`, the tile's `ispe` says that size (its coded pixels stay 64 × 32).
    public static func grid(width: Int, height: Int, wideFields: Bool = false, splitExtents: Bool = false,
                            tileClaim: (width: Int, height: Int) = (64, 32)) -> [UInt8] {
        let tile = HEICFixtures.plain(width: 64, height: 32)
        guard let hvcC = box(named: "hvcC", in: tile), let mdat = box(named: "mdat", in: tile) else { return [] }
        let coded = Array(mdat[8...])
        let wide = wideFields || width > 0xFFFF || height > 0xFFFF
        let gridData: [UInt8] = [0, wide ? 1 : 0, 0, 0]
            + (wide ? u32(width) + u32(height) : u16(width) + u16(height))
        let decoy = u16(64) + u16(32)
        let idatData = splitExtents ? Array(gridData[0..<4]) + decoy + Array(gridData[4...]) : gridData
        let gridExtents = splitExtents ? u16(2) + u32(0) + u32(4) + u32(8) + u32(gridData.count - 4) : u16(1) + u32(0) + u32(gridData.count)
        func meta(tileOffset: Int) -> [UInt8] {
            let hdlr = fullBox("hdlr", u32(0) + Array("pict".utf8) + [UInt8](repeating: 0, count: 12) + [0])
            let pitm = fullBox("pitm", u16(1))
            let iloc = fullBox("iloc", [0x44, 0x40] + u16(2)
                               + u16(1) + u16(1) + u16(0) + u32(0) + gridExtents   // in idat
                               + u16(2) + u16(0) + u16(0) + u32(0) + u16(1) + u32(tileOffset) + u32(coded.count),
                               version: 1)
            let iinf = fullBox("iinf", u16(2) + infe(1, "grid") + infe(2, "hvc1"))
            let iref = fullBox("iref", box("dimg", u16(1) + u16(1) + u16(2)))
            let ispe = { (w: Int, h: Int) in fullBox("ispe", u32(w) + u32(h)) }
            let ipco = box("ipco", hvcC + ispe(64, 32) + ispe(tileClaim.width, tileClaim.height))
            // Item 1 (the grid): its ispe (2); item 2 (the tile): hvcC (1, essential) and its ispe (3).
            let ipma = fullBox("ipma", u32(2) + u16(1) + [1, 2] + u16(2) + [2, 0x81, 3])
            let iprp = box("iprp", ipco + ipma)
            let idat = box("idat", idatData)
            return fullBox("meta", hdlr + pitm + iloc + iinf + iref + iprp + idat)
        }
        let ftyp = box("ftyp", Array("heic".utf8) + u32(0) + Array("mif1heic".utf8))
        let size = meta(tileOffset: 0).count
        return ftyp + meta(tileOffset: ftyp.count + size + 8) + box("mdat", coded)
    }

    static func infe(_ id: Int, _ type: String) -> [UInt8] {
        fullBox("infe", u16(id) + u16(0) + Array(type.utf8) + [0], version: 2)
    }

    static func box(_ type: String, _ payload: [UInt8]) -> [UInt8] { u32(8 + payload.count) + Array(type.utf8) + payload }

    static func fullBox(_ type: String, _ payload: [UInt8], version: UInt8 = 0) -> [UInt8] {
        box(type, [version, 0, 0, 0] + payload)
    }

    static func u16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    static func u32(_ value: Int) -> [UInt8] { [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }

    /// The first box of `type` anywhere in `bytes` (found by its type, its size read
    /// before it), header included.
    static func box(named type: String, in bytes: [UInt8]) -> [UInt8]? {
        let name = Array(type.utf8)
        guard bytes.count >= 8 else { return nil }
        for at in 4..<(bytes.count - 4) where Array(bytes[at..<(at + 4)]) == name {
            let start = at - 4
            let size = Int(bytes[start]) << 24 | Int(bytes[start + 1]) << 16 | Int(bytes[start + 2]) << 8 | Int(bytes[start + 3])
            guard size >= 8, start + size <= bytes.count else { continue }
            return Array(bytes[start..<(start + size)])
        }
        return nil
    }
}
