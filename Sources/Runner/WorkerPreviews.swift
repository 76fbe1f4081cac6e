import Foundation
import Spooling
import Hashing
import Reports
import Scoring
import Synchronization
import ReportFiles

/// The previews the workers of a run made (`WorkerPreviewStore`), found by preview key:
/// report.html takes a picture from here when a worker made it, and decodes the image
/// again only when none did (a cached recognition, a worker replaced mid-sample). The
/// folder is a new one in the temporary folder, removed when the run ends, on a signal too.
final class WorkerPreviews: Sendable {
    /// The folder the workers write their stores into.
    let folder: String
    let keys: PreviewKeys
    /// By the digest of a preview key: a store (index into `names`), where, and whether a
    /// PNG (else JPEG); 32 bytes with the digest, however long the image's path.
    private struct Place: Sendable {
        var offset: Int
        var length: UInt32
        var store: UInt16
        var png: Bool
    }

    /// The places found so far: appended as the workers report them, then sorted by digest
    /// (one copy of a key kept) when the report first looks one up; 32 bytes a preview.
    private struct Places: Sendable {
        var entries: [(digest: Digest128, place: Place)] = []
        var sorted = true
        var names: [String] = []

        mutating func sortIfNeeded() {
            guard !sorted else { return }
            entries.sort { $0.digest < $1.digest }
            var kept = 0
            for index in entries.indices where kept == 0 || entries[kept - 1].digest != entries[index].digest {
                entries[kept] = entries[index]
                kept += 1
            }
            entries = Array(entries[0..<kept])   // a new array of just these, without growth's slack
            sorted = true
        }

        func place(of digest: Digest128) -> Place? {
            var low = 0, high = entries.count
            while low < high {
                let middle = (low + high) / 2
                if entries[middle].digest < digest { low = middle + 1 } else { high = middle }
            }
            return low < entries.count && entries[low].digest == digest ? entries[low].place : nil
        }
    }

    private let locations = Mutex(Places())
    private let stores = Mutex<[Int: Int32]>([:])

    /// Makes the folder; nil when it cannot be made (previews are then made as before).
    init?(keys: PreviewKeys) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-previews-\(UUID().uuidString)").path
        guard TemporaryFiles.create(path, { mkdir(path, 0o700) == 0 }) else { return nil }
        folder = path
        self.keys = keys
    }

    /// Records where `result`'s preview is (two with one key hold the same pixels: either is shown).
    func add(_ result: SampleResult, at location: PreviewLocation) {
        guard let key = keys.key(result).map(Digest128.init), Self.isStoreName(location.store), location.offset >= 0,
              location.length > 0, location.length <= 64 << 20,
              ["image/jpeg", "image/png"].contains(location.mediaType) else { return }
        locations.withLock { locations in
            let store = locations.names.firstIndex(of: location.store) ?? {
                locations.names.append(location.store)
                return locations.names.count - 1
            }()
            guard store <= Int(UInt16.max) else { return }
            locations.entries.append((key, Place(offset: location.offset, length: UInt32(location.length), store: UInt16(store),
                                                 png: location.mediaType == "image/png")))
            locations.sorted = false
        }
    }

    /// Makes room for `count` previews at once (no growth's slack in a large run).
    func reserve(_ count: Int) {
        locations.withLock { $0.entries.reserveCapacity(count) }
    }

    /// How many previews the workers made (one per key).
    var count: Int {
        locations.withLock { locations in
            locations.sortIfNeeded()
            return locations.entries.count
        }
    }

    /// The picture a worker made for `key`; nil when none did or it cannot be read back.
    func picture(for key: String) -> ReportPicture? {
        let digest = Digest128(key)
        guard let (place, name) = locations.withLock({ locations -> (Place, String)? in
            locations.sortIfNeeded()
            guard let place = locations.place(of: digest) else { return nil }
            return (place, locations.names[Int(place.store)])
        }) else { return nil }
        let fd = stores.withLock { stores -> Int32 in
            if let open = stores[Int(place.store)] { return open }
            let opened = open(folder + "/" + name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
            if opened >= 0 { stores[Int(place.store)] = opened }
            return opened
        }
        guard fd >= 0 else { return nil }
        guard let data = PositionedIO.read(fd, count: Int(place.length), at: place.offset) else { return nil }
        return ReportPicture(data: data, mediaType: place.png ? "image/png" : "image/jpeg")
    }

    /// A store's name as a worker makes it: no folder, nothing else.
    static func isStoreName(_ name: String) -> Bool {
        name.hasPrefix("worker-") && name.hasSuffix(".store") && name.dropFirst(7).dropLast(6).allSatisfy(\.isNumber)
            && name.count > 13
    }

    /// Closes the stores and removes the folder.
    func remove() {
        stores.withLock { stores in
            for fd in stores.values { close(fd) }
            stores = [:]
        }
        try? FileManager.default.removeItem(atPath: folder)
        TemporaryFiles.forget(folder)
    }
}
