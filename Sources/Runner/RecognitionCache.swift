import Hashing
import Scoring
import Backends
import LayoutFormats
import Foundation

/// A content-addressed cache of recognizer output (`--cache DIR`), so re-scoring after a
/// truth or metric change does not run OCR again. The key covers the image bytes, the
/// backend and its version, every setting of the profile except its name, and the decode
/// limits; a change to any of them never hits. Format 2 holds the engine's printed text
/// (blank lines and all): an entry of format 1, without it, is never used.
struct RecognitionCache: Sendable {
    let folder: URL

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
        let material = "ocrgauge-cache-2\n\(backend.name)\n\(backend.version)\n\(maxPixels)\n"
            + String(decoding: settings, as: UTF8.self) + "\n" + imageSHA256
            + (textEquivLevel == .region ? "\ntextEquivLevel=region" : "")
            + (page.map { "\npage=\($0) alone" } ?? "")
        return SHA256.hex(Array(material.utf8))
    }

    private func url(_ key: String) -> URL {
        folder.appendingPathComponent(String(key.prefix(2))).appendingPathComponent(key + ".json")
    }

    func load(_ key: String) -> RecognitionReport? {
        guard let data = FileManager.default.contents(atPath: url(key).path) else { return nil }
        return try? JSONDecoder().decode(RecognitionReport.self, from: data)
    }

    /// Stores a report atomically (temp file, then rename); failures only cost a future miss.
    func store(_ report: RecognitionReport, for key: String) {
        var report = report
        report.preview = nil   // a place in this run's temporary preview store
        guard report.isCacheable, let data = try? JSONEncoder().encode(report) else { return }
        let destination = url(key)
        try? FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        let temporary = destination.appendingPathExtension("tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        guard FileManager.default.createFile(atPath: temporary.path, contents: data) else { return }
        if rename(temporary.path, destination.path) != 0 { try? FileManager.default.removeItem(at: temporary) }
    }
}
