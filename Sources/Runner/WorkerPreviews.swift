import Foundation
import Reports
import Scoring
import Synchronization

/// The previews the workers of a run made (`WorkerPreviewStore`), found by preview key:
/// report.html takes a picture from here when a worker made it, and decodes the image
/// again only when none did (a cached recognition, a worker replaced mid-sample). The
/// folder is a new one in the temporary folder, removed when the run ends, on a signal too.
final class WorkerPreviews: Sendable {
    /// The folder the workers write their stores into.
    let folder: String
    let keys: PreviewKeys
    /// By preview key: a store (index into `names`), where, and whether a PNG (else JPEG);
    /// 24 bytes beside the key, for a corpus of 100,000 images.
    private struct Place: Sendable {
        var offset: Int
        var length: UInt32
        var store: UInt16
        var png: Bool
    }

    private let locations = Mutex<(places: [String: Place], names: [String])>(([:], []))
    private let stores = Mutex<[Int: Int32]>([:])

    /// Makes the folder; nil when it cannot be made (previews are then made as before).
    init?(keys: PreviewKeys) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("ocrgauge-previews-\(UUID().uuidString)").path
        guard TemporaryFiles.create(path, { mkdir(path, 0o700) == 0 }) else { return nil }
        folder = path
        self.keys = keys
    }

    /// Records where `result`'s preview is, unless its key has one already.
    func add(_ result: SampleResult, at location: PreviewLocation) {
        guard let key = keys.key(result), Self.isStoreName(location.store), location.offset >= 0,
              location.length > 0, location.length <= 64 << 20,
              ["image/jpeg", "image/png"].contains(location.mediaType) else { return }
        locations.withLock { locations in
            guard locations.places[key] == nil else { return }
            let store = locations.names.firstIndex(of: location.store) ?? {
                locations.names.append(location.store)
                return locations.names.count - 1
            }()
            guard store <= Int(UInt16.max) else { return }
            locations.places[key] = Place(offset: location.offset, length: UInt32(location.length), store: UInt16(store),
                                          png: location.mediaType == "image/png")
        }
    }

    /// How many previews the workers made (one per key).
    var count: Int { locations.withLock { $0.places.count } }

    /// The picture a worker made for `key`; nil when none did or it cannot be read back.
    func picture(for key: String) -> ReportPicture? {
        guard let (place, name) = locations.withLock({ locations -> (Place, String)? in
            guard let place = locations.places[key] else { return nil }
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
