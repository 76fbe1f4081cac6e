import Foundation

/// Reads newline-terminated lines from a file descriptor, with an optional deadline per
/// line (poll), so a silent peer becomes a timeout instead of a hung harness.
///
/// Linear in the bytes read: each byte is looked at once for a newline (the search
/// resumes where the last one stopped), and consumed lines are dropped by moving an
/// offset, not by shifting the buffer. A line longer than `maxLineBytes` is not kept:
/// its bytes are read and dropped up to its newline, and `.tooLong` says how long it was,
/// so a peer flooding its output costs neither memory nor the lines after it.
package final class FileDescriptorLineReader {
    package enum Read: Equatable {
        case line(Data)
        case timeout
        /// The peer closed its end; `partial` holds bytes after the last newline.
        case end(partial: Data)
        /// A line of `bytes` bytes (more than the limit) was read and dropped.
        case tooLong(bytes: Int)
    }

    /// The default limit of one line: 64 MB.
    package static let defaultMaxLineBytes = 64 << 20

    private let fd: Int32
    /// Bytes read and not yet returned are `storage[start..<count]`.
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity = 1 << 16
    private var count = 0
    private var start = 0
    /// Bytes from `start` already known to hold no newline.
    private var scanned = 0
    /// Bytes of an over-long line dropped so far (0: not dropping).
    private var dropped = 0
    package let maxLineBytes: Int
    /// Bytes searched for a newline so far (each byte once: the reader is linear).
    package private(set) var bytesSearched = 0

    package init(fd: Int32, maxLineBytes: Int = FileDescriptorLineReader.defaultMaxLineBytes) {
        self.fd = fd
        self.maxLineBytes = max(1, maxLineBytes)
        storage = .allocate(capacity: capacity)
    }

    deinit { storage.deallocate() }

    package func readLine(timeout: Duration?) -> Read {
        let deadline = timeout.map { ContinuousClock.now + $0 }
        while true {
            if let newline = nextNewline() {
                let line = Data(bytes: storage + start, count: newline - start)
                start = newline + 1
                scanned = 0
                if start == count {
                    start = 0
                    count = 0
                    if capacity > 1 << 22 {   // a long line is gone: give its memory back
                        storage.deallocate()
                        capacity = 1 << 16
                        storage = .allocate(capacity: capacity)
                    }
                }
                if dropped > 0 {
                    defer { dropped = 0 }
                    return .tooLong(bytes: dropped + line.count)
                }
                return .line(line)
            }
            if count - start > maxLineBytes || dropped > 0 {
                // Too long to keep: drop what there is and go on to the newline.
                dropped += count - start
                start = 0
                count = 0
                scanned = 0
            }
            var waitMs: Int32 = -1
            if let deadline {
                let left = deadline - ContinuousClock.now
                if left <= .zero { return .timeout }
                waitMs = Int32(min(left.seconds * 1000 + 1, 3_600_000))
            }
            var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&pfd, 1, waitMs)
            if ready < 0 {
                if errno == EINTR { continue }
                return end()
            }
            if ready == 0 { continue }   // the deadline check above decides
            guard appendAvailable() else { return end() }
        }
    }

    /// Reads what the descriptor has onto the buffer (growing it by doubling, moving the
    /// unread bytes to the front first); false at end of file or on an error.
    private func appendAvailable() -> Bool {
        if start > 0 {
            memmove(storage, storage + start, count - start)
            count -= start
            start = 0
        }
        if capacity - count < 1 << 16 {
            let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
            larger.update(from: storage, count: count)
            storage.deallocate()
            storage = larger
            capacity *= 2
        }
        var read = 0
        repeat { read = Foundation.read(fd, storage + count, min(capacity - count, 1 << 20)) } while read < 0 && errno == EINTR
        guard read > 0 else { return false }
        count += read
        return true
    }

    /// The index of the next newline after `start`, searching only bytes not searched before.
    private func nextNewline() -> Int? {
        let from = start + scanned
        guard from < count else { return nil }
        guard let hit = memchr(storage + from, 0x0A, count - from) else {
            bytesSearched += count - from
            scanned = count - start
            return nil
        }
        let index = storage.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        bytesSearched += index + 1 - from
        return index
    }

    private func end() -> Read {
        defer {
            start = 0
            count = 0
            scanned = 0
            dropped = 0
        }
        if dropped > 0 { return .tooLong(bytes: dropped + count - start) }
        return .end(partial: Data(bytes: storage + start, count: count - start))
    }
}
