import Foundation
import Testing
@testable import Imaging
import TestFixtures

/// Issue #30, case 8: a HEIC grid whose `ispe` claims a small image while its data asks
/// for a huge canvas (libheif 1.15 checks only the `ispe`). The grid's declared output
/// size is read from its item data and held to the pixel budget (`--max-megapixels`,
/// `DecodeOptions.maxPixels`, 100 MP by default) before libheif decodes anything.
/// Before the check the 20000 × 20000 grid below was decoded (a 400-megapixel canvas:
/// ulimit -v 2000000 made it fail only after allocating; see the commit).
@Suite struct HEICGridsWithinTheBudget {
    @Test("a grid whose data claims 20000 × 20000 behind a 64 × 32 ispe is refused before decoding, naming both sizes")
    func hugeGridIsRefused() {
        let bytes = HEICGridFixture.grid(width: 20000, height: 20000)
        #expect(HEIFPrimaryItem.read(bytes) == HEIFPrimaryItem(type: "grid", declaredSize: (20000, 20000)))
        switch ImageDecoder.decode(bytes) {
        case .success(let image): Issue.record("decoded to \(image.width) × \(image.height)")
        case .failure(let unreadable):
            #expect(unreadable.reason.contains("the HEIF grid claims 20000 × 20000 pixels (400 megapixels), limit 100"),
                    "\(unreadable.reason)")
        }
    }

    @Test("a grid within the budget still decodes, and the budget is the option's")
    func gridWithinBudgetDecodes() throws {
        let bytes = HEICGridFixture.grid(width: 64, height: 32, wideFields: true)
        #expect(HEIFPrimaryItem.read(bytes) == HEIFPrimaryItem(type: "grid", declaredSize: (64, 32)))
        let image = try ImageDecoder.decode(bytes).get()
        #expect(image.width == 64 && image.height == 32)
        switch ImageDecoder.decode(bytes, options: DecodeOptions(maxPixels: 2000)) {
        case .success: Issue.record("a 2048-pixel grid passed a 2000-pixel budget")
        case .failure(let unreadable): #expect(unreadable.reason.contains("claims 64 × 32 pixels"), "\(unreadable.reason)")
        }
    }

    @Test("the declared output size of every bundled HEIC and of libheif's own file is the size it decodes to")
    func declaredSizesAreTrue() throws {
        let folder = DamagedFilesNameTheLibrarysReason.corpus.appendingPathComponent("rotated")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".heic") }
        #expect(!files.isEmpty)
        let samples = try files.map { [UInt8](try Data(contentsOf: folder.appendingPathComponent($0))) } + [HEICFixtures.plain()]
        for bytes in samples {
            let item = try #require(HEIFPrimaryItem.read(bytes))
            let stored = try ImageDecoder.decode(bytes, options: DecodeOptions(applyOrientation: false)).get()
            if let size = item.declaredSize {
                #expect(size.width * size.height == stored.width * stored.height, "\(item.type) \(size) against \(stored.width) × \(stored.height)")
            } else {
                #expect(item.type == "hvc1")
            }
        }
    }

    /// Issue #46, case 2: the grid's data in two `iloc` extents, the first of four bytes,
    /// a decoy "64 × 32" after it in `idat` (no item's data), the output size in the
    /// second. libheif joins the extents; the check used to read the decoy (before the
    /// fix a 20000 × 20000 grid so built decoded its canvas, 2.38 GB peak, before it was
    /// refused). The decoded case uses a 1-megapixel budget and a 1200 × 1200 grid, so
    /// that where the check is missing it decodes cheaply and the reason tells.
    @Test("a grid whose output size is in its second iloc extent is refused before decoding, by the joined data")
    func splitGridIsRefused() {
        for (width, height) in [(20000, 20000), (65535, 65535), (1200, 1200)] {
            let bytes = HEICGridFixture.grid(width: width, height: height, splitExtents: true)
            #expect(HEIFPrimaryItem.read(bytes) == HEIFPrimaryItem(type: "grid", declaredSize: (width, height)))
        }
        let bytes = HEICGridFixture.grid(width: 1200, height: 1200, splitExtents: true)
        switch ImageDecoder.decode(bytes, options: DecodeOptions(maxPixels: 1_000_000)) {
        case .success(let image): Issue.record("decoded to \(image.width) × \(image.height)")
        case .failure(let unreadable):
            #expect(unreadable.reason == "image too large: the HEIF grid claims 1200 × 1200 pixels (1.4 megapixels), limit 1 "
                    + "(--max-megapixels)", "\(unreadable.reason)")
        }
    }

    @Test("a grid split over two extents within the budget decodes whole")
    func splitGridWithinBudgetDecodes() throws {
        let bytes = HEICGridFixture.grid(width: 64, height: 32, splitExtents: true)
        let image = try ImageDecoder.decode(bytes).get()
        #expect(image.width == 64 && image.height == 32)
    }

    @Test("a grid whose tiles together claim more than the budget is refused before decoding, naming the tiles")
    func hugeTilesAreRefused() {
        let bytes = HEICGridFixture.grid(width: 64, height: 32, tileClaim: (20000, 20000))
        switch ImageDecoder.decode(bytes) {
        case .success(let image): Issue.record("decoded to \(image.width) × \(image.height)")
        case .failure(let unreadable):
            #expect(unreadable.reason == "image too large: the HEIF grid's images claim 1 of 20000 × 20000 pixels (400 megapixels), "
                    + "limit 100 (--max-megapixels)", "\(unreadable.reason)")
        }
    }
}
