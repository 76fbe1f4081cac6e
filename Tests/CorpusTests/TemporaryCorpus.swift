import Foundation

/// A corpus folder made for one test and removed afterwards.
final class TemporaryCorpus {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("ocrgauge-corpus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// Writes `contents` to `relative`, creating folders.
    @discardableResult
    func write(_ relative: String, _ contents: String) throws -> URL {
        try write(relative, Data(contents.utf8))
    }

    @discardableResult
    func write(_ relative: String, _ data: Data) throws -> URL {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        return url
    }

    /// A file that is an image only by its name: the loader never decodes images.
    func image(_ relative: String) throws { try write(relative, Data([0x89, 0x50, 0x4E, 0x47])) }
}
