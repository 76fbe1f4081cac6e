import CLeptonica
import Foundation
import Imaging
import Scoring
import Testing
@testable import Runner

/// A worker's previews go to a store file of its own in the run's preview folder and are
/// read back by the parent by preview key; a store named outside that folder is never
/// opened, and the folder is gone once the run is done with it.
@Suite struct WorkerPreviewsAreReadBackByKey {
    static func result(_ image: String, profile: String = "p") -> SampleResult {
        SampleResult(suite: "s", id: image, profile: profile, image: "s/\(image).png", expected: .text, outcome: .text,
                     passed: true, reference: "", hypothesis: "", characters: EditCounts(), words: EditCounts(),
                     imageWidth: 40, imageHeight: 20)
    }

    static func pixels(width: Int, height: Int) throws -> LeptonicaImage {
        LeptonicaImage(taking: try #require(pixCreate(Int32(width), Int32(height), 8)))
    }

    @Test("two previews written by a worker's store read back, each under its result's key; the first of a key stays")
    func roundTrip() throws {
        let previews = try #require(WorkerPreviews(keys: PreviewKeys(profiles: [])))
        defer { previews.remove() }
        let store = WorkerPreviewStore(folder: previews.folder)
        let smallPixels = try Self.pixels(width: 40, height: 20)
        let largePixels = try Self.pixels(width: 3200, height: 100)
        let smallPreview = try #require(smallPixels.preview()), largePreview = try #require(largePixels.preview())
        let small = try #require(store.add(smallPreview))
        let large = try #require(store.add(largePreview))
        #expect(small.store == "worker-\(getpid()).store" && small.offset == 0 && large.offset == small.length)
        previews.add(Self.result("a"), at: small)
        previews.add(Self.result("b"), at: large)
        previews.add(Self.result("a", profile: "q"), at: large)   // the same pixels under another profile: kept as first seen
        #expect(previews.count == 2)
        let keys = PreviewKeys(profiles: [])
        let keyA = try #require(keys.key(Self.result("a")))
        let keyB = try #require(keys.key(Self.result("b")))
        let first = try #require(previews.picture(for: keyA))
        #expect(first.mediaType == "image/jpeg")
        guard case .success(let decoded) = ImageDecoder.decode([UInt8](first.data)) else { Issue.record("not an image"); return }
        #expect(decoded.width == 40 && decoded.height == 20)
        let second = try #require(previews.picture(for: keyB))
        guard case .success(let scaled) = ImageDecoder.decode([UInt8](second.data)) else { Issue.record("not an image"); return }
        #expect(scaled.width == 1600 && scaled.height == 50)   // the long side scaled to 1,600
        #expect(previews.picture(for: "no such key") == nil)
    }

    @Test("a location naming a file outside the preview folder, or of the wrong shape, is not read")
    func strangeStoresRefused() throws {
        let previews = try #require(WorkerPreviews(keys: PreviewKeys(profiles: [])))
        defer { previews.remove() }
        for name in ["../worker-1.store", "worker-1.store/x", "/etc/passwd", "worker-.store", "worker-1x.store", "worker-1.stores"] {
            #expect(!WorkerPreviews.isStoreName(name), "\(name)")
            previews.add(Self.result(name.replacingOccurrences(of: "/", with: "_")), at: PreviewLocation(store: name, offset: 0, length: 4, mediaType: "image/png"))
            #expect(previews.picture(for: PreviewKeys(profiles: []).key(Self.result(name.replacingOccurrences(of: "/", with: "_")))!) == nil)
        }
        #expect(WorkerPreviews.isStoreName("worker-4711.store"))
    }

    @Test("removing the previews removes their folder")
    func folderRemoved() throws {
        let previews = try #require(WorkerPreviews(keys: PreviewKeys(profiles: [])))
        let store = WorkerPreviewStore(folder: previews.folder)
        let pixels = try Self.pixels(width: 8, height: 8)
        let preview = try #require(pixels.preview())
        _ = try #require(store.add(preview))
        #expect(FileManager.default.fileExists(atPath: previews.folder))
        previews.remove()
        #expect(!FileManager.default.fileExists(atPath: previews.folder))
    }
}
