import Foundation

/// A file's bytes read or written whole at an offset: pread(2) and pwrite(2), again after
/// a short count or an interrupted call. Safe from any thread on one descriptor.
public enum PositionedIO {
    /// The `count` bytes at `offset`; nil when the file ends first or reading fails.
    public static func read(_ fd: Int32, count: Int, at offset: Int) -> Data? {
        var data = Data(count: count)
        var done = 0
        while done < count {
            let got = data.withUnsafeMutableBytes { raw in pread(fd, raw.baseAddress! + done, count - done, off_t(offset + done)) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { return nil }
            done += got
        }
        return data
    }

    /// Writes all of `bytes` at `offset`; false when writing fails.
    public static func write(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, at offset: Int) -> Bool {
        var done = 0
        while done < bytes.count {
            let put = pwrite(fd, bytes.baseAddress! + done, bytes.count - done, off_t(offset + done))
            if put < 0 && errno == EINTR { continue }
            guard put > 0 else { return false }
            done += put
        }
        return true
    }
}
