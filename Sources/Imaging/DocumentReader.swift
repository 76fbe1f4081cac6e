import Foundation

/// Keeps the document file last asked for open (`OpenDocument`) while the pages of it
/// come one after another, as a worker gets a document's pages in order: its bytes are
/// read, its index built and its PDF opened once, not once per page. A file changed on
/// disk (another device, inode, size or modification time) is read again. One per thread.
public final class DocumentReader {
    /// The work done so far, for tests that count it.
    public struct Statistics: Sendable, Equatable {
        /// Files read from disk.
        public var fileReads = 0
    }

    private var current: (path: String, identity: FileIdentity, document: OpenDocument)?
    /// What was done so far.
    public private(set) var statistics = Statistics()

    /// A reader holding nothing yet.
    public init() {}

    /// The document at `path`, kept from the last call when it is the same file; nil when
    /// it cannot be read.
    public func document(atPath path: String) -> OpenDocument? {
        guard let identity = FileIdentity(path: path) else { return nil }
        if let current, current.path == path, current.identity == identity { return current.document }
        current = nil   // the last one is let go before the next is read
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        statistics.fileReads += 1
        let document = OpenDocument(bytes: [UInt8](data))
        current = (path, identity, document)
        return document
    }

    /// Whether the document held is the one at `path` (as last read).
    public func holds(_ path: String) -> Bool { current?.path == path }

    /// Lets go of the document held.
    public func close() { current = nil }
}

/// What tells one file from another, or from itself changed: device, inode, size and
/// modification time, from `stat`.
struct FileIdentity: Equatable {
    var device: UInt64, inode: UInt64, size: Int64, modified: Int, modifiedNanoseconds: Int

    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if os(Linux)
        modified = info.st_mtim.tv_sec
        modifiedNanoseconds = info.st_mtim.tv_nsec
        #else
        modified = info.st_mtimespec.tv_sec
        modifiedNanoseconds = info.st_mtimespec.tv_nsec
        #endif
    }
}
