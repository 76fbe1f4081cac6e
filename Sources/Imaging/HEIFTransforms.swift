/// The rotation (`irot`) and mirroring (`imir`) the HEIF container applies to its primary
/// image, read from the item property boxes (`meta` > `pitm`, `iprp` > `ipco`, `ipma`),
/// in the order the file lists them. Bounds-checked; a malformed file reads as none.
struct HEIFTransforms: Sendable, Equatable {
    enum Operation: Sendable, Equatable {
        /// `irot`: a turn counter-clockwise by this many quarter turns.
        case rotateCounterClockwise(quarters: Int)
        /// `imir`: mirroring, as libheif 1.15 (which decodes the pixels) reads the axis
        /// bit: 1 swaps left and right, 0 swaps top and bottom. (Its encoder writes
        /// orientation 5, "rotate 90° clockwise then flip horizontally", as irot 3 and imir 1.)
        case mirror(axis: Int)
    }

    var operations: [Operation] = []

    var isEmpty: Bool { operations.allSatisfy { $0 == .rotateCounterClockwise(quarters: 0) } }

    /// The orientation tag value that shows the stored pixels as the container does.
    var orientation: Orientation {
        // Apply the operations to a small grid of distinct values and find the tag whose
        // transform gives the same grid.
        let grid = Grid(width: 3, height: 2, cells: Array(0..<6))
        var shown = grid
        for operation in operations {
            switch operation {
            case .rotateCounterClockwise(let quarters):
                for _ in 0..<((4 - quarters % 4) % 4) { shown = shown.rotatedClockwise() }
            case .mirror(let axis):
                shown = axis == 1 ? shown.flippedLeftRight() : shown.flippedTopBottom()
            }
        }
        return Orientation.allCases.first { Grid.shown(grid, under: $0) == shown } ?? .up
    }

    /// A tiny image of cell numbers, to compare transforms.
    struct Grid: Equatable {
        var width: Int
        var height: Int
        var cells: [Int]

        func at(_ x: Int, _ y: Int) -> Int { cells[y * width + x] }

        func rotatedClockwise() -> Grid {
            var out: [Int] = []
            for y in 0..<width { for x in 0..<height { out.append(at(y, height - 1 - x)) } }
            return Grid(width: height, height: width, cells: out)
        }

        func flippedLeftRight() -> Grid {
            var out: [Int] = []
            for y in 0..<height { for x in 0..<width { out.append(at(width - 1 - x, y)) } }
            return Grid(width: width, height: height, cells: out)
        }

        func flippedTopBottom() -> Grid {
            var out: [Int] = []
            for y in 0..<height { for x in 0..<width { out.append(at(x, height - 1 - y)) } }
            return Grid(width: width, height: height, cells: out)
        }

        /// `grid` shown upright under the tag `orientation` (as `LeptonicaImage.upright`).
        static func shown(_ grid: Grid, under orientation: Orientation) -> Grid {
            switch orientation {
            case .up: return grid
            case .upMirrored: return grid.flippedLeftRight()
            case .down: return grid.rotatedClockwise().rotatedClockwise()
            case .downMirrored: return grid.flippedTopBottom()
            case .right: return grid.rotatedClockwise()
            case .left: return grid.rotatedClockwise().rotatedClockwise().rotatedClockwise()
            case .leftMirrored: return grid.rotatedClockwise().flippedLeftRight()
            case .rightMirrored: return grid.rotatedClockwise().flippedTopBottom()
            }
        }
    }

    /// The primary item's transforms in `bytes`.
    static func primary(in bytes: [UInt8]) -> HEIFTransforms {
        let r = ByteReader(bytes)
        guard let meta = box("meta", in: r, from: 0, to: bytes.count) else { return HEIFTransforms() }
        let children = meta.payload.lowerBound + 4   // meta is a full box
        guard let pitm = box("pitm", in: r, from: children, to: meta.payload.upperBound),
              let iprp = box("iprp", in: r, from: children, to: meta.payload.upperBound),
              let ipco = box("ipco", in: r, from: iprp.payload.lowerBound, to: iprp.payload.upperBound),
              let ipma = box("ipma", in: r, from: iprp.payload.lowerBound, to: iprp.payload.upperBound),
              let pitmVersion = r.u8(at: pitm.payload.lowerBound) else { return HEIFTransforms() }
        let primaryID = pitmVersion == 0 ? r.u16(at: pitm.payload.lowerBound + 4).map(UInt32.init) : r.u32(at: pitm.payload.lowerBound + 4)
        guard let primaryID else { return HEIFTransforms() }
        // The properties, 1-based, in ipco order.
        var properties: [(type: String, payload: Range<Int>)] = []
        var offset = ipco.payload.lowerBound
        while let next = nextBox(in: r, at: offset, limit: ipco.payload.upperBound), properties.count < 4096 {
            properties.append((next.type, next.payload))
            offset = next.end
        }
        guard let version = r.u8(at: ipma.payload.lowerBound), let flags = r.u8(at: ipma.payload.lowerBound + 3),
              let count = r.u32(at: ipma.payload.lowerBound + 4) else { return HEIFTransforms() }
        var at = ipma.payload.lowerBound + 8
        for _ in 0..<min(Int(count), 65_536) {
            let itemID: UInt32?
            if version < 1 { itemID = r.u16(at: at).map(UInt32.init); at += 2 } else { itemID = r.u32(at: at); at += 4 }
            guard let itemID, let associations = r.u8(at: at) else { return HEIFTransforms() }
            at += 1
            var indices: [Int] = []
            for _ in 0..<Int(associations) {
                if flags & 1 == 1 {
                    guard let value = r.u16(at: at) else { return HEIFTransforms() }
                    indices.append(Int(value & 0x7FFF)); at += 2
                } else {
                    guard let value = r.u8(at: at) else { return HEIFTransforms() }
                    indices.append(Int(value & 0x7F)); at += 1
                }
            }
            guard itemID == primaryID else { continue }
            var transforms = HEIFTransforms()
            for index in indices where index >= 1 && index <= properties.count {
                let property = properties[index - 1]
                guard let value = r.u8(at: property.payload.lowerBound) else { continue }
                if property.type == "irot" { transforms.operations.append(.rotateCounterClockwise(quarters: Int(value & 0x03))) }
                if property.type == "imir" { transforms.operations.append(.mirror(axis: Int(value & 0x01))) }
            }
            return transforms
        }
        return HEIFTransforms()
    }

    struct Box {
        var type: String
        var payload: Range<Int>
        var end: Int
    }

    /// The first box of `type` among the boxes in `start..<limit`.
    static func box(_ type: String, in r: ByteReader, from start: Int, to limit: Int) -> Box? {
        var offset = start
        var seen = 0
        while let next = nextBox(in: r, at: offset, limit: limit), seen < 4096 {
            if next.type == type { return next }
            offset = next.end
            seen += 1
        }
        return nil
    }

    static func nextBox(in r: ByteReader, at offset: Int, limit: Int) -> Box? {
        guard offset + 8 <= limit, let size32 = r.u32(at: offset) else { return nil }
        let type = String(decoding: r.bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
        var header = 8
        var size = Int(size32)
        if size32 == 1 {
            guard let high = r.u32(at: offset + 8), let low = r.u32(at: offset + 12), high == 0 else { return nil }
            size = Int(low)
            header = 16
        } else if size32 == 0 {
            size = limit - offset
        }
        guard size >= header, offset + size <= limit else { return nil }
        return Box(type: type, payload: (offset + header)..<(offset + size), end: offset + size)
    }
}
