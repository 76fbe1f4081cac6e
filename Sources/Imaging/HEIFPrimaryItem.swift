/// The primary item of a HEIF file as the container declares it, read before libheif
/// decodes anything: its item type (`iinf` > `infe`) and, for a derived image (`grid`,
/// `iovl`), the output size its item data declares (`iloc`: construction method 0 is
/// an offset in the file, 1 an offset in `idat`). A grid's `ispe` may claim a small
/// image while its data asks for a huge canvas, and libheif 1.15 checks only the
/// `ispe` boxes: the decoder refuses such a grid by this size before decoding.
/// Bounds-checked; what cannot be read is nil.
struct HEIFPrimaryItem: Sendable, Equatable {
    /// The four-character item type, e.g. "hvc1", "grid", "iovl".
    var type: String
    /// For a grid or an overlay: the output width and height its data declares.
    var declaredSize: (width: Int, height: Int)?

    static func == (a: HEIFPrimaryItem, b: HEIFPrimaryItem) -> Bool {
        a.type == b.type && a.declaredSize?.width == b.declaredSize?.width && a.declaredSize?.height == b.declaredSize?.height
    }

    /// The primary item of `bytes`, or nil when the boxes that name it cannot be read.
    static func read(_ bytes: [UInt8]) -> HEIFPrimaryItem? {
        let r = ByteReader(bytes)
        guard let meta = HEIFTransforms.box("meta", in: r, from: 0, to: bytes.count) else { return nil }
        let children = meta.payload.lowerBound + 4   // meta is a full box
        let end = meta.payload.upperBound
        guard let pitm = HEIFTransforms.box("pitm", in: r, from: children, to: end),
              let pitmVersion = r.u8(at: pitm.payload.lowerBound),
              let primary = pitmVersion == 0 ? r.u16(at: pitm.payload.lowerBound + 4).map(UInt32.init) : r.u32(at: pitm.payload.lowerBound + 4),
              let iinf = HEIFTransforms.box("iinf", in: r, from: children, to: end),
              let type = itemType(of: primary, iinf: iinf, in: r) else { return nil }
        var item = HEIFPrimaryItem(type: type)
        guard type == "grid" || type == "iovl",
              let iloc = HEIFTransforms.box("iloc", in: r, from: children, to: end),
              let location = dataOffset(of: primary, iloc: iloc, in: r) else { return item }
        var start = location.offset
        if location.constructionMethod == 1 {
            guard let idat = HEIFTransforms.box("idat", in: r, from: children, to: end) else { return item }
            start += idat.payload.lowerBound
        } else if location.constructionMethod != 0 {
            return item
        }
        // grid: version, flags, rows − 1, columns − 1, then the output size; iovl: version,
        // flags, four 16-bit fill values, then the output size. Flag bit 0: 32-bit fields.
        guard let flags = r.u8(at: start + 1) else { return item }
        let sizeAt = start + (type == "grid" ? 4 : 10)
        if flags & 1 == 1 {
            if let width = r.u32(at: sizeAt), let height = r.u32(at: sizeAt + 4) { item.declaredSize = (Int(width), Int(height)) }
        } else if let width = r.u16(at: sizeAt), let height = r.u16(at: sizeAt + 2) {
            item.declaredSize = (Int(width), Int(height))
        }
        return item
    }

    /// The item type of item `id` in `iinf` (an `infe` of version 2 or 3).
    private static func itemType(of id: UInt32, iinf: HEIFTransforms.Box, in r: ByteReader) -> String? {
        guard let version = r.u8(at: iinf.payload.lowerBound) else { return nil }
        var offset = iinf.payload.lowerBound + (version == 0 ? 6 : 8)
        var seen = 0
        while let infe = HEIFTransforms.nextBox(in: r, at: offset, limit: iinf.payload.upperBound), seen < 65_536 {
            offset = infe.end
            seen += 1
            guard infe.type == "infe", let infeVersion = r.u8(at: infe.payload.lowerBound), infeVersion >= 2 else { continue }
            let at = infe.payload.lowerBound + 4
            let itemID = infeVersion == 2 ? r.u16(at: at).map(UInt32.init) : r.u32(at: at)
            let typeAt = at + (infeVersion == 2 ? 2 : 4) + 2
            guard itemID == id, typeAt + 4 <= infe.payload.upperBound else { continue }
            return String(decoding: r.bytes[typeAt..<(typeAt + 4)], as: UTF8.self)
        }
        return nil
    }

    /// Where item `id`'s data starts (its first extent) and how it is constructed.
    private static func dataOffset(of id: UInt32, iloc: HEIFTransforms.Box,
                                   in r: ByteReader) -> (offset: Int, constructionMethod: Int)? {
        let start = iloc.payload.lowerBound
        guard let version = r.u8(at: start), version <= 2, let sizes = r.u8(at: start + 4), let more = r.u8(at: start + 5)
        else { return nil }
        let offsetSize = Int(sizes >> 4), lengthSize = Int(sizes & 0x0F), baseSize = Int(more >> 4)
        let indexSize = version == 0 ? 0 : Int(more & 0x0F)
        var at = start + 6
        func number(_ size: Int) -> Int? {
            defer { at += size }
            switch size {
            case 0: return 0
            case 4: return r.u32(at: at).map(Int.init)
            case 8:
                guard let high = r.u32(at: at), let low = r.u32(at: at + 4), high < 1 << 20 else { return nil }
                return Int(high) << 32 | Int(low)
            default: return nil
            }
        }
        let count: Int?
        if version < 2 { count = r.u16(at: at).map(Int.init); at += 2 } else { count = r.u32(at: at).map(Int.init); at += 4 }
        guard let count else { return nil }
        for _ in 0..<min(count, 65_536) {
            let itemID: UInt32?
            if version < 2 { itemID = r.u16(at: at).map(UInt32.init); at += 2 } else { itemID = r.u32(at: at); at += 4 }
            var method = 0
            if version >= 1 {
                guard let value = r.u16(at: at) else { return nil }
                method = Int(value & 0x0F)
                at += 2
            }
            at += 2   // data_reference_index
            guard let itemID, let base = number(baseSize), let extents = r.u16(at: at) else { return nil }
            at += 2
            var first: Int?
            for _ in 0..<Int(extents) {
                guard number(indexSize) != nil, let offset = number(offsetSize), number(lengthSize) != nil else { return nil }
                if first == nil { first = offset }
            }
            if itemID == id, let first { return (base + first, method) }
        }
        return nil
    }
}
