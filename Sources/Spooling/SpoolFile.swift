import Foundation
import Synchronization

/// An append-only file in the temporary folder, unlinked as soon as it is open: written
/// and read through its descriptor from any thread, and gone with the process, even after
/// a crash or Ctrl-C. What a run keeps a record of per sample lives here, not in memory.
public final class SpoolFile: Sendable {
    /// Where appended bytes are.
    public struct Span: Sendable, Equatable {
        public var offset: Int
        public var length: Int
    }

    private let fd: Int32
    private let end = Mutex(0)

    /// A new spool whose name starts with `prefix`; throws the reason when it cannot be made.
    public init(prefix: String) throws(SpoolError) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
        fd = open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw SpoolError(message: "cannot create a temporary file \(path): \(String(cString: strerror(errno)))") }
        unlink(path)
    }

    deinit { close(fd) }

    /// Appends `bytes`; throws when they cannot be written (a full disk).
    public func append(_ bytes: UnsafeRawBufferPointer) throws(SpoolError) -> Span {
        let offset = end.withLock { end in
            defer { end += bytes.count }
            return end
        }
        guard PositionedIO.write(fd, bytes, at: offset) else {
            throw SpoolError(message: "cannot write to a temporary file: \(String(cString: strerror(errno)))")
        }
        return Span(offset: offset, length: bytes.count)
    }

    /// The bytes of `span`; nil when they cannot be read back.
    public func read(_ span: Span) -> Data? { PositionedIO.read(fd, count: span.length, at: span.offset) }
}

/// Why a spool could not be made or written.
public struct SpoolError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
