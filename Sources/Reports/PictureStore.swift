import Foundation
import Spooling
import Synchronization
import ReportFiles

/// Report pictures staged one after another in one new file, written from any thread and
/// read back by where each one is. The file is created as a new regular file (never
/// through a link) inside the report's staging folder, which is removed with it.
final class PictureStore: Sendable {
    /// Where one picture's bytes are, and its media type: 16 bytes, one for each picture
    /// of a report.
    struct Entry: Sendable, Equatable {
        var offset: Int
        private var count: UInt32
        private var type: UInt8

        /// The media types a report's pictures have; any other is the last.
        static let mediaTypes = ["image/png", "image/jpeg", "image/gif", "image/webp", "application/octet-stream"]

        init(offset: Int, length: Int, mediaType: String) {
            self.offset = offset
            count = UInt32(length)
            type = UInt8(Self.mediaTypes.firstIndex(of: mediaType) ?? Self.mediaTypes.count - 1)
        }

        var length: Int { Int(count) }
        var mediaType: String { Self.mediaTypes[Int(type)] }
    }

    private let fd: Int32
    private let path: String
    private let end = Mutex(0)

    /// Creates the store at `path`; nil when it cannot be created.
    init?(path: String) {
        guard let fd = try? OutputFiles.createNew(path, mode: 0o600) else { return nil }
        self.fd = fd
        self.path = path
    }

    deinit { close(fd) }

    /// Appends `picture`'s bytes; nil when they could not be written.
    func append(_ picture: ReportPicture) -> Entry? {
        let count = picture.data.count
        guard count <= Int(UInt32.max) else { return nil }
        let offset = end.withLock { end in
            defer { end += count }
            return end
        }
        guard picture.data.withUnsafeBytes({ PositionedIO.write(fd, $0, at: offset) }) else { return nil }
        return Entry(offset: offset, length: count, mediaType: picture.mediaType)
    }

    /// The bytes of `entry`; nil when they cannot be read back.
    func read(_ entry: Entry) -> Data? { PositionedIO.read(fd, count: entry.length, at: entry.offset) }

    /// Removes the file (its bytes stay readable through the open descriptor until it closes).
    func remove() { unlink(path) }
}
