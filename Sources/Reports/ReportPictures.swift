import Foundation
import Hashing
import Synchronization
import Scoring
import ReportFiles

/// What report.html shows of each sample's image: a preview of the pixels the engine
/// saw (the default), the file as stored, or nothing.
public enum ReportImageMode: String, Sendable, CaseIterable {
    /// Decoded, turned as the profile had it, scaled to at most 1,600 px, re-encoded
    /// without metadata: every format shows, and the boxes fall where the engine saw text.
    case preview
    /// The stored bytes (browsers show PNG, JPEG, GIF and WebP only, and may turn a JPEG
    /// by its EXIF tag).
    case original
    /// No image: the boxes on a blank canvas of the image's size.
    case none
}

/// One picture for report.html.
public struct ReportPicture: Sendable {
    /// The encoded image.
    public var data: Data
    /// Its media type, e.g. "image/jpeg".
    public var mediaType: String

    /// A picture of these bytes.
    public init(data: Data, mediaType: String) {
        self.data = data
        self.mediaType = mediaType
    }
}

/// Where report.html's pictures come from. Results with the same key show the same
/// picture, embedded (or written) once, however many profiles read it.
public struct ReportPictureSource: Sendable {
    /// The picture's key for a result (cheap: no decoding); nil for no picture.
    public var key: @Sendable (SampleResult) -> String?
    /// The picture for a key; nil when there is none (a file gone, bytes that do not decode).
    public var picture: @Sendable (String) -> ReportPicture?
    /// The part of the image a result's picture shows (x, y, width, height in pixels of
    /// the upright image: the profile's region of interest); nil for the whole image.
    public var region: @Sendable (SampleResult) -> ReportRegion?
    /// Above this many bytes of pictures in all, they go to `report_files/` beside the
    /// page instead of inside it (a page that large would not open).
    public var externalThreshold: Int

    /// A source of these functions; pictures go external above 50 MB unless told otherwise.
    public init(key: @escaping @Sendable (SampleResult) -> String?, picture: @escaping @Sendable (String) -> ReportPicture?,
                region: @escaping @Sendable (SampleResult) -> ReportRegion? = { _ in nil },
                externalThreshold: Int = 50_000_000) {
        self.key = key
        self.picture = picture
        self.region = region
        self.externalThreshold = externalThreshold
    }
}

/// A rectangle in pixels of an upright image, origin top-left: Scoring's box.
public typealias ReportRegion = LayoutBox

/// The pictures of one report, made before the page is written: each distinct picture
/// once (on every core), staged one after another in one file (`PictureStore`: a file
/// each cost an inode each, and at 100,000 samples making them was a third of the
/// report's time); embedded as data: URIs when they are small in all, else written as
/// `<page>_files/<slot>.<ext>` beside the page.
struct ReportPictureTable: Sendable {
    /// For each result, its picture's slot (−1: none). Four bytes a result, four and
    /// sixteen a picture: a report of 100,000 samples holds no key string.
    let slots: [Int32]
    /// For each slot, the first result that shows it (where its definition is written).
    let firstUse: [Int32]
    /// For each slot, where its bytes are in the store and its media type (nil: no picture after all).
    let files: [PictureStore.Entry?]
    /// The staged bytes of every picture.
    let store: PictureStore?
    /// True: pictures are written inside the page.
    let inline: Bool
    /// The folder name the page refers to when they are not inline, e.g. "report_files".
    let folderName: String
    /// Total bytes of all pictures.
    let totalBytes: Int
    /// The part of the image each result's picture shows, when not all of it.
    let regions: [Int: ReportRegion]

    static let empty = ReportPictureTable(slots: [], firstUse: [], files: [], store: nil, inline: true, folderName: "",
                                          totalBytes: 0, regions: [:])

    /// Makes every picture `source` gives for `results` into `staging`: one store file,
    /// and when they are not to be inline, a file each beside it (the store then removed).
    static func make(_ results: ResultList, source: ReportPictureSource, staging: URL, folderName: String) -> ReportPictureTable {
        let (slots, firstUse, regions) = assign(results, source: source)
        // The staging folder is made new (mkdir(2) fails on anything already there, a link
        // included), so no picture is written through a link.
        try? FileManager.default.createDirectory(at: staging.deletingLastPathComponent(), withIntermediateDirectories: true)
        let staged = TemporaryFiles.create(staging.path) { mkdir(staging.path, 0o755) == 0 }
        let store = staged ? PictureStore(path: staging.appendingPathComponent("pictures.store").path) : nil
        let made = Mutex([PictureStore.Entry?](repeating: nil, count: firstUse.count))
        let firsts = firstUse
        if let store {
            let lanes = ProcessInfo.processInfo.activeProcessorCount * 2
            DispatchQueue.concurrentPerform(iterations: min(firsts.count, lanes)) { start in
                for slot in stride(from: start, to: firsts.count, by: lanes) {
                    guard let key = source.key(results[Int(firsts[slot])]), let picture = source.picture(key),
                          let entry = store.append(picture) else { continue }
                    made.withLock { $0[slot] = entry }
                }
            }
        }
        var entries = made.withLock { $0 }
        let bytes = entries.reduce(0) { $0 + ($1?.length ?? 0) }
        let inline = bytes <= source.externalThreshold
        if !inline, let store {
            // A file each, named by slot, for the folder beside the page.
            for slot in entries.indices {
                guard let entry = entries[slot], let data = store.read(entry) else { entries[slot] = nil; continue }
                let url = staging.appendingPathComponent("\(slot).\(fileExtension(entry.mediaType))")
                if (try? OutputFiles.writeNew(data, to: url.path)) == nil { entries[slot] = nil }
            }
            store.remove()
        }
        return ReportPictureTable(slots: slots, firstUse: firstUse, files: entries, store: inline ? store : nil,
                                  inline: inline, folderName: folderName, totalBytes: bytes, regions: regions)
    }

    /// Each result's slot (results with one key share one), each slot's first result, and
    /// the regions shown. Keys are compared by digest, sorted rather than hashed: about 20
    /// bytes a result while it works, and a key's string is worked out again from its first
    /// result when the picture is made.
    static func assign(_ results: ResultList, source: ReportPictureSource)
        -> (slots: [Int32], firstUse: [Int32], regions: [Int: ReportRegion]) {
        // Each result's digest (none: no picture), and the results that have one.
        var digests: [Digest128] = []
        digests.reserveCapacity(results.count)
        var order: [Int32] = []
        var regions: [Int: ReportRegion] = [:]
        for index in 0..<results.count {
            let result = results[index]
            guard let key = source.key(result) else { digests.append(Digest128.zero); continue }
            if let region = source.region(result) { regions[index] = region }
            digests.append(Digest128(key))
            order.append(Int32(index))
        }
        // Result indices by digest, then by index: each run of one digest starts at its first use.
        order.sort { digests[Int($0)] != digests[Int($1)] ? digests[Int($0)] < digests[Int($1)] : $0 < $1 }
        var slots = [Int32](repeating: -1, count: results.count)
        var firsts: [Int32] = []
        for (position, index) in order.enumerated() {
            if position == 0 || digests[Int(order[position - 1])] != digests[Int(index)] { firsts.append(index) }
            slots[Int(index)] = Int32(firsts.count - 1)
        }
        order = []
        digests = []
        // Slots numbered by first use, as the page shows them.
        let byFirstUse = firsts.indices.sorted { firsts[$0] < firsts[$1] }
        var renumber = [Int32](repeating: 0, count: firsts.count)
        for (slot, old) in byFirstUse.enumerated() { renumber[old] = Int32(slot) }
        for index in slots.indices where slots[index] >= 0 { slots[index] = renumber[Int(slots[index])] }
        return (slots, byFirstUse.map { firsts[$0] }, regions)
    }

    static func fileExtension(_ mediaType: String) -> String {
        switch mediaType {
        case "image/png": return "png"
        case "image/jpeg": return "jpg"
        case "image/gif": return "gif"
        case "image/webp": return "webp"
        default: return "bin"
        }
    }

    /// The picture's id for result `index`, when it has one.
    func id(of index: Int) -> String? {
        guard index < slots.count, slots[index] >= 0, files[Int(slots[index])] != nil else { return nil }
        return "pic-\(slots[index])"
    }

    /// The definition of result `index`'s picture (an SVG `<image>` in a hidden `<defs>`,
    /// over the part of the image it shows, in the image's pixels) when `index` is its
    /// first use; "" otherwise.
    func definition(at index: Int, width: Int, height: Int) -> String {
        guard index < slots.count, slots[index] >= 0, firstUse[Int(slots[index])] == index,
              let file = files[Int(slots[index])], width > 0, height > 0 else { return "" }
        let region = regions[index] ?? ReportRegion(x: 0, y: 0, width: width, height: height)
        var html = "<svg class=\"picture-defs\" aria-hidden=\"true\" width=\"0\" height=\"0\"><defs>"
            + "<image id=\"pic-\(slots[index])\" x=\"\(region.x)\" y=\"\(region.y)\" width=\"\(region.width)\" height=\"\(region.height)\""
            + " preserveAspectRatio=\"none\" href=\""
        if inline {
            // Base64 needs no escaping (letters, digits, "+", "/" and "="): only the rest is
            // escaped. Appended where it ends up: a picture is the page's largest piece.
            guard let data = store?.read(file) else { return "" }
            let encoded = data.base64EncodedString()
            html.reserveCapacity(html.utf8.count + encoded.utf8.count + 64)
            html += "data:" + HTMLEscaping.escape(file.mediaType) + ";base64,"
            html += encoded
        } else {
            html += HTMLEscaping.escape(folderName + "/\(slots[index]).\(Self.fileExtension(file.mediaType))")
        }
        html += "\"/></defs></svg>\n"
        return html
    }
}
