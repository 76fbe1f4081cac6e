/// The pages of a TIFF: the directories of its main chain that are full images, leaving
/// out reduced-resolution ones (NewSubfileType bit 0: a thumbnail).
public enum TIFFPages {
    /// One full-resolution page: its directory's offset in the file and place in the
    /// chain, its declared size and orientation tag.
    struct Page {
        var directoryOffset: Int
        var directoryIndex: Int
        var width: Int?
        var height: Int?
        var orientation: Int?
    }

    /// The pages of a TIFF, read in one walk of its directory chain.
    struct Listing {
        /// The full-resolution pages, in order (of the first `DocumentPages.maximumPages`
        /// directories).
        var pages: [Page]
        /// The directories the chain holds in all, when it goes on past the limit (counted
        /// up to `TIFFStructure.countedDirectories`); nil when every one was read.
        var directoriesBeyondLimit: Int?
    }

    /// The number of full-resolution pages (1 for a single image; 0 when unreadable).
    public static func count(in bytes: [UInt8]) -> Int { pages(in: bytes).count }

    /// Each full-resolution page's declared pixel count (0 when it declares no size).
    public static func pageSizes(in bytes: [UInt8]) -> [Int] {
        pages(in: bytes).map { ($0.width ?? 0) * ($0.height ?? 0) }
    }

    /// The full-resolution pages, in order.
    static func pages(in bytes: [UInt8]) -> [Page] { listing(of: bytes).pages }

    /// The pages and whether the chain is longer than the limit, in one walk.
    static func listing(of bytes: [UInt8]) -> Listing {
        guard let tiff = TIFFStructure(bytes) else { return Listing(pages: []) }
        var pages: [Page] = []
        let walk = tiff.walk()
        for (index, offset) in walk.offsets.enumerated() {
            guard let directory = tiff.directory(at: offset) else { continue }
            func value(_ tag: UInt16) -> Int? {
                directory.entries.first { $0.tag == tag }.flatMap { entry -> Int? in
                    (entry.type == 4 ? tiff.reader.u32(at: entry.valueOffset) : tiff.reader.u16(at: entry.valueOffset).map(UInt32.init))
                        .map(Int.init)
                }
            }
            if (value(254) ?? 0) & 1 == 0 {
                pages.append(Page(directoryOffset: offset, directoryIndex: index, width: value(256), height: value(257),
                                  orientation: value(274)))
            }
        }
        return Listing(pages: pages, directoriesBeyondLimit: walk.total > walk.offsets.count ? walk.total : nil)
    }
}
