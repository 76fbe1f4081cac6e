/// The primary item of a HEIF file as the container declares it, read before libheif
/// decodes anything: its item type (`iinf` > `infe`) and, for a derived image (`grid`,
/// `iovl`), the output size its item data declares and the images it is made of (`iref`
/// `dimg`) with their `ispe` sizes. The item data is every `iloc` extent of the item
/// joined in order, as libheif joins them (ISO/IEC 23008-12; construction method 0 is an
/// offset in the file, 1 an offset in `idat`): a grid whose first extent holds only its
/// first four bytes still declares its size in the next. A grid's `ispe` may claim a
/// small image while its data asks for a huge canvas, and libheif 1.15 checks only the
/// `ispe` boxes: the decoder holds this size and the tiles to the budget before decoding.
/// Bounds-checked; what cannot be read is nil.
struct HEIFPrimaryItem: Sendable, Equatable {
    /// The four-character item type, e.g. "hvc1", "grid", "iovl".
    var type: String
    /// For a grid or an overlay: the output width and height its data declares.
    var declaredSize: (width: Int, height: Int)?
    /// For a grid or an overlay: the images it is made of (its `dimg` references), each
    /// with its `ispe` size when it has one.
    var tiles: [(width: Int, height: Int)?] = []
    /// For a grid: the number of tiles its data declares (rows × columns).
    var declaredTiles: Int?

    static func == (a: HEIFPrimaryItem, b: HEIFPrimaryItem) -> Bool {
        a.type == b.type && a.declaredSize?.width == b.declaredSize?.width && a.declaredSize?.height == b.declaredSize?.height
    }

    /// The pixels the tiles decode to together: the largest tile's size times the number
    /// of tiles (the data's rows × columns, or the references when there are more).
    var tilePixels: (count: Int, width: Int, height: Int, pixels: Int)? {
        let sizes = tiles.compactMap { $0 }
        guard let largest = sizes.max(by: { $0.width * $0.height < $1.width * $1.height }) else { return nil }
        let count = max(tiles.count, declaredTiles ?? 0)
        let (each, o1) = largest.width.multipliedReportingOverflow(by: largest.height)
        let (all, o2) = each.multipliedReportingOverflow(by: count)
        return (count, largest.width, largest.height, o1 || o2 ? Int.max : all)
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
        guard type == "grid" || type == "iovl" else { return item }
        if let iref = HEIFTransforms.box("iref", in: r, from: children, to: end) {
            let sizes = HEIFItemSizes(r, meta: children..<end)
            item.tiles = derivedFrom(primary, iref: iref, in: r).map { sizes.size(of: $0) }
        }
        guard let iloc = HEIFTransforms.box("iloc", in: r, from: children, to: end),
              let location = extents(of: primary, iloc: iloc, in: r) else { return item }
        var source = 0..<bytes.count
        if location.constructionMethod == 1 {
            guard let idat = HEIFTransforms.box("idat", in: r, from: children, to: end) else { return item }
            source = idat.payload
        } else if location.constructionMethod != 0 {
            return item
        }
        // The first 12 bytes of the item's data, its extents joined (a length of 0: to the end).
        var data: [UInt8] = []
        for extent in location.extents where data.count < 12 {
            let start = source.lowerBound + extent.offset
            guard start >= source.lowerBound, start <= source.upperBound else { return item }
            let available = extent.length == 0 ? source.upperBound - start : min(extent.length, source.upperBound - start)
            data += bytes[start..<(start + min(12 - data.count, available))]
        }
        // grid: version, flags, rows − 1, columns − 1, then the output size; iovl: version,
        // flags, four 16-bit fill values, then the output size. Flag bit 0: 32-bit fields.
        let d = ByteReader(data)
        guard let flags = d.u8(at: 1) else { return item }
        if type == "grid", let rows = d.u8(at: 2), let columns = d.u8(at: 3) { item.declaredTiles = (Int(rows) + 1) * (Int(columns) + 1) }
        let sizeAt = type == "grid" ? 4 : 10
        if flags & 1 == 1 {
            if let width = d.u32(at: sizeAt), let height = d.u32(at: sizeAt + 4) { item.declaredSize = (Int(width), Int(height)) }
        } else if let width = d.u16(at: sizeAt), let height = d.u16(at: sizeAt + 2) {
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

    /// The items `id` is derived from (`iref` > `dimg`), in order (at most 65,536).
    private static func derivedFrom(_ id: UInt32, iref: HEIFTransforms.Box, in r: ByteReader) -> [UInt32] {
        guard let version = r.u8(at: iref.payload.lowerBound) else { return [] }
        let wide = version != 0
        var offset = iref.payload.lowerBound + 4
        var seen = 0
        while let reference = HEIFTransforms.nextBox(in: r, at: offset, limit: iref.payload.upperBound), seen < 65_536 {
            offset = reference.end
            seen += 1
            var at = reference.payload.lowerBound
            func itemID() -> UInt32? {
                defer { at += wide ? 4 : 2 }
                return wide ? r.u32(at: at) : r.u16(at: at).map(UInt32.init)
            }
            guard reference.type == "dimg", itemID() == id, let count = r.u16(at: at) else { continue }
            at += 2
            var targets: [UInt32] = []
            for _ in 0..<Int(count) {
                guard at < reference.payload.upperBound, let target = itemID() else { break }
                targets.append(target)
            }
            return targets
        }
        return []
    }

    /// Item `id`'s extents in `iloc` (offsets relative to its source, at most 65,536) and
    /// how it is constructed.
    private static func extents(of id: UInt32, iloc: HEIFTransforms.Box,
                                in r: ByteReader) -> (extents: [(offset: Int, length: Int)], constructionMethod: Int)? {
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
            guard let itemID, let base = number(baseSize), let extentCount = r.u16(at: at) else { return nil }
            at += 2
            var extents: [(offset: Int, length: Int)] = []
            for _ in 0..<Int(extentCount) {
                guard number(indexSize) != nil, let offset = number(offsetSize), let length = number(lengthSize) else { return nil }
                extents.append((base + offset, length))
            }
            if itemID == id { return (extents, method) }
        }
        return nil
    }
}
