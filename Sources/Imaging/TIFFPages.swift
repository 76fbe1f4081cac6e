/// How many pages a TIFF holds: the directories of its main chain that are full
/// images, leaving out reduced-resolution ones (NewSubfileType bit 0: a thumbnail).
enum TIFFPages {
    /// The number of full-resolution pages (1 for a single image; 0 when unreadable).
    static func count(in bytes: [UInt8]) -> Int {
        guard let tiff = TIFFStructure(bytes) else { return 0 }
        var pages = 0
        for offset in tiff.chain() {
            guard let directory = tiff.directory(at: offset) else { continue }
            let subfileType = directory.entries.first { $0.tag == 254 }.flatMap { entry -> UInt32? in
                entry.type == 4 ? tiff.reader.u32(at: entry.valueOffset) : tiff.reader.u16(at: entry.valueOffset).map(UInt32.init)
            } ?? 0
            if subfileType & 1 == 0 { pages += 1 }
        }
        return pages
    }
}
