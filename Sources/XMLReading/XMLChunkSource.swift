import Foundation

/// A document's bytes in chunks, from a file or from memory, one chunk read ahead so
/// that the last is known when it is handed out (libxml2 is told with that chunk, never
/// with an empty one after it). Closes its file in `deinit`.
final class XMLChunkSource {
    /// Bytes handed to libxml2 at a time: small enough that the queue of one chunk's
    /// nodes stays small, large enough that the calls cost nothing.
    static let chunkSize = 64 << 10

    private let file: FileHandle?
    private let memory: [UInt8]
    private var offset = 0
    private var ahead: [UInt8]?
    private var done = false

    /// The file at `path`.
    init(path: String) throws(XMLReadingError) {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw XMLReadingError(file: path, reason: "cannot open the file")
        }
        file = handle
        memory = []
    }

    /// These bytes.
    init(bytes: [UInt8]) {
        file = nil
        memory = bytes
    }

    deinit { try? file?.close() }

    /// The next chunk and whether it is the last; nil once the last was handed out.
    func next(path: String) throws(XMLReadingError) -> (bytes: [UInt8], last: Bool)? {
        guard !done else { return nil }
        let current: [UInt8]
        if let ahead { current = ahead } else { current = try read(path: path) }
        let following = current.isEmpty ? [] : try read(path: path)
        ahead = following
        done = following.isEmpty
        return (current, done)
    }

    private func read(path: String) throws(XMLReadingError) -> [UInt8] {
        if let file {
            do { return [UInt8](try file.read(upToCount: Self.chunkSize) ?? Data()) } catch {
                throw XMLReadingError(file: path, reason: "cannot read the file: \(error.localizedDescription)")
            }
        }
        let end = min(memory.count, offset + Self.chunkSize)
        defer { offset = end }
        return Array(memory[offset..<end])
    }
}
