import Hashing
import Scoring
import Backends
import LayoutFormats
import Foundation

/// A content-addressed cache of recognizer output (`--cache DIR`), so re-scoring after a
/// truth or metric change does not run OCR again. The key covers the image bytes, the
/// backend and its version, every setting of the profile except its name, and the decode
/// limits; a change to any of them never hits.
///
/// Format 3: each entry is sealed, a first line `ocrgauge-cache-3 <algorithm> <digest>`
/// over the key and the report's bytes as stored, then the report (its JSON, the engine's
/// printed text included). A read checks the seal: an entry edited, truncated, copied
/// under another key or sealed under another secret is not used (`Lookup.unverified`),
/// and the image is recognized again. The seal is SHA-256 (`sha256`) unless a secret is
/// given (`OCRGAUGE_CACHE_SECRET`): then HMAC-SHA-256 under it (`hmac-sha256`), which only
/// a holder of the secret can make. Without a secret the seal stops mistakes (edits,
/// mix-ups, damaged files), not a writer who knows this format. Entries of formats 1 and
/// 2 had other keys and are never read.
struct RecognitionCache: Sendable {
    let folder: URL
    /// The HMAC key; nil: entries are sealed with a plain SHA-256.
    let secret: [UInt8]?

    init(folder: URL, secret: [UInt8]? = nil) {
        self.folder = folder
        self.secret = secret.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// What a read found.
    enum Lookup: Equatable {
        /// A sealed entry that verified: the report as the engine gave it.
        case hit(RecognitionReport)
        /// No entry under the key.
        case absent
        /// An entry that did not verify (edited, damaged, another key's or another
        /// secret's) or could not be read: a miss, counted and said in the run.
        case unverified
    }

    static let format = "ocrgauge-cache-3"

    /// The key for one image under one profile; PAGE-XML output read at region level
    /// (`textEquivLevel` region) keys apart, the line level as before, and each page of a
    /// document apart. A page's key changed when command engines began to get the page
    /// alone (before, they were given the whole document): no entry of a page made
    /// before is used.
    static func key(image: [UInt8], profile: Profile, backend: BackendIdentity, maxPixels: Int,
                    textEquivLevel: TextEquivLevel? = nil, page: Int? = nil) -> String {
        key(imageSHA256: SHA256.hex(image), profile: profile, backend: backend, maxPixels: maxPixels,
            textEquivLevel: textEquivLevel, page: page)
    }

    /// The same, from the image file's SHA-256 (worked out once for a document's pages).
    static func key(imageSHA256: String, profile: Profile, backend: BackendIdentity, maxPixels: Int,
                    textEquivLevel: TextEquivLevel? = nil, page: Int? = nil) -> String {
        var unnamed = profile
        unnamed.name = ""
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let settings = (try? encoder.encode(unnamed)) ?? Data()
        let material = "\(format)\n\(backend.name)\n\(backend.version)\n\(maxPixels)\n"
            + String(decoding: settings, as: UTF8.self) + "\n" + imageSHA256
            + (textEquivLevel == .region ? "\ntextEquivLevel=region" : "")
            + (page.map { "\npage=\($0) alone" } ?? "")
        return SHA256.hex(Array(material.utf8))
    }

    /// The entry's file: `<first two digits>/<key>.json`.
    func url(_ key: String) -> URL {
        folder.appendingPathComponent(String(key.prefix(2))).appendingPathComponent(key + ".json")
    }

    /// The seal's algorithm name, as the entry's first line gives it.
    private var algorithm: String { secret == nil ? "sha256" : "hmac-sha256" }

    /// The seal of `report` (its stored bytes) under `key`.
    func seal(_ report: [UInt8], key: String) -> String {
        let message = Array("\(Self.format)\n\(key)\n".utf8) + report
        if let secret { return HMACSHA256.hex(key: secret, message) }
        return SHA256.hex(message)
    }

    /// The entry under `key`: a hit only when its seal verifies and its report decodes.
    func load(_ key: String) -> Lookup {
        guard let data = FileManager.default.contents(atPath: url(key).path) else { return .absent }
        let bytes = [UInt8](data)
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return .unverified }
        let header = String(decoding: bytes[..<newline], as: UTF8.self).split(separator: " ", omittingEmptySubsequences: false)
        let body = Array(bytes[(newline + 1)...])
        guard header.count == 3, header[0] == Self.format, header[1] == algorithm,
              Self.constantTimeEqual(Array(header[2].utf8), Array(seal(body, key: key).utf8)),
              let report = try? JSONDecoder().decode(RecognitionReport.self, from: Data(body)) else { return .unverified }
        return .hit(report)
    }

    /// Stores a report sealed and atomically (temp file, then rename); failures only cost
    /// a future miss.
    func store(_ report: RecognitionReport, for key: String) {
        var report = report
        report.preview = nil   // a place in this run's temporary preview store
        guard report.isCacheable, let data = try? JSONEncoder().encode(report) else { return }
        let body = [UInt8](data)
        let entry = Array("\(Self.format) \(algorithm) \(seal(body, key: key))\n".utf8) + body
        let destination = url(key)
        try? FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        let temporary = destination.appendingPathExtension("tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        guard FileManager.default.createFile(atPath: temporary.path, contents: Data(entry)) else { return }
        if rename(temporary.path, destination.path) != 0 { try? FileManager.default.removeItem(at: temporary) }
    }

    /// Whether two digests are equal, looking at every byte whatever the first difference.
    private static func constantTimeEqual(_ left: [UInt8], _ right: [UInt8]) -> Bool {
        guard left.count == right.count else { return false }
        return zip(left, right).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
