/// The image file directories (IFDs) of a TIFF structure: a TIFF file, or the EXIF
/// block of a JPEG APP1 segment or a PNG eXIf chunk. Read-only and bounds-checked.
struct TIFFStructure {
    /// One directory entry: tag, type, count, where its 12 bytes start, and where its
    /// value lies (inside the entry when it fits in 4 bytes, else at an offset).
    struct Entry {
        var tag: UInt16
        var type: UInt16
        var count: UInt32
        /// Offset of the entry's 12 bytes.
        var entryOffset: Int
        /// Offset and length of the value's bytes.
        var valueOffset: Int
        var valueLength: Int

        /// Whether the value lies outside the entry.
        var isOutOfLine: Bool { valueLength > 4 }
    }

    let bytes: [UInt8]
    /// Where the structure's "II"/"MM" header starts.
    let base: Int
    let reader: ByteReader

    /// A structure at `base`, or nil without a valid header.
    init?(_ bytes: [UInt8], base: Int = 0) {
        var r = ByteReader(bytes)
        if r.matches(Array("II".utf8), at: base) { r.littleEndian = true }
        else if !r.matches(Array("MM".utf8), at: base) { return nil }
        guard r.u16(at: base + 2) == 42 else { return nil }
        self.bytes = bytes
        self.base = base
        reader = r
    }

    var littleEndian: Bool { reader.littleEndian }

    /// The first IFD's offset (absolute), or nil.
    var firstDirectory: Int? {
        guard let offset = reader.u32(at: base + 4), offset > 0 else { return nil }
        return base + Int(offset)
    }

    /// The entries of the IFD at `offset` (absolute) and the absolute offset of the next
    /// IFD (nil: none); nil when the IFD does not fit in the bytes.
    func directory(at offset: Int) -> (entries: [Entry], next: Int?)? {
        guard let count = reader.u16(at: offset), offset + 2 + Int(count) * 12 + 4 <= bytes.count else { return nil }
        var entries: [Entry] = []
        for index in 0..<Int(count) {
            let at = offset + 2 + index * 12
            guard let tag = reader.u16(at: at), let type = reader.u16(at: at + 2), let number = reader.u32(at: at + 4) else { return nil }
            let length = Int(number) * Self.size(of: type)
            var valueOffset = at + 8
            if length > 4 {
                guard let pointer = reader.u32(at: at + 8) else { return nil }
                valueOffset = base + Int(pointer)
            }
            entries.append(Entry(tag: tag, type: type, count: number, entryOffset: at, valueOffset: valueOffset, valueLength: length))
        }
        let next = reader.u32(at: offset + 2 + Int(count) * 12).flatMap { $0 == 0 ? nil : base + Int($0) }
        return (entries, next)
    }

    /// The absolute offset a LONG or IFD pointer entry points to (a sub-IFD).
    func pointer(_ entry: Entry) -> Int? {
        guard entry.count >= 1, entry.type == 4 || entry.type == 13 else { return nil }
        return reader.u32(at: entry.valueOffset).map { base + Int($0) }
    }

    /// Every IFD of the main chain, each once (a loop ends the walk), at most
    /// `maximumDirectories` (a document of that many pages).
    func chain() -> [Int] { walk().offsets }

    /// The main chain's IFDs, each once (a loop ends the walk), at most
    /// `maximumDirectories`; and, when the chain goes on past them, how many directories
    /// it holds in all, counted (their entry counts and next pointers only) up to
    /// `countedDirectories` (a chain that reaches it, or loops past the limit, is said to
    /// hold that many).
    func walk() -> (offsets: [Int], total: Int) {
        var offsets: [Int] = []
        var seen = Set<Int>()
        var current = firstDirectory
        while let offset = current, offsets.count < Self.maximumDirectories, seen.insert(offset).inserted {
            offsets.append(offset)
            current = directory(at: offset)?.next
        }
        guard offsets.count == Self.maximumDirectories, var next = current, !seen.contains(next) else {
            return (offsets, offsets.count)
        }
        var total = offsets.count
        while total < Self.countedDirectories, let count = reader.u16(at: next) {
            total += 1
            guard let pointer = reader.u32(at: next + 2 + Int(count) * 12), pointer != 0 else { break }
            next = base + Int(pointer)
        }
        return (offsets, total)
    }

    /// The most directories a chain is followed through: the most pages a TIFF document
    /// may have (`DocumentPages.maximumPages`).
    static let maximumDirectories = DocumentPages.maximumPages

    /// How far a chain longer than that is counted, to name its length.
    static let countedDirectories = 1_000_000

    /// Bytes per value of a TIFF field type (1 for unknown types).
    static func size(of type: UInt16) -> Int {
        switch type {
        case 3, 8: return 2          // SHORT, SSHORT
        case 4, 9, 11, 13: return 4  // LONG, SLONG, FLOAT, IFD
        case 5, 10, 12: return 8     // RATIONAL, SRATIONAL, DOUBLE
        case 16, 17, 18: return 8    // LONG8, SLONG8, IFD8
        default: return 1            // BYTE, ASCII, SBYTE, UNDEFINED
        }
    }
}
