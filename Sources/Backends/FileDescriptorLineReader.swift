import Foundation

/// Reads newline-terminated lines from a file descriptor, with an optional deadline per
/// line (poll), so a silent peer becomes a timeout instead of a hung harness.
package final class FileDescriptorLineReader {
    package enum Read: Equatable {
        case line(Data)
        case timeout
        /// The peer closed its end; `partial` holds bytes after the last newline.
        case end(partial: Data)
    }

    private let fd: Int32
    private var buffer = Data()
    /// A line longer than this is cut off and returned as it is (the caller rejects it).
    private let maxLine = 64 << 20

    package init(fd: Int32) { self.fd = fd }

    package func readLine(timeout: Duration?) -> Read {
        let deadline = timeout.map { ContinuousClock.now + $0 }
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = buffer[buffer.startIndex..<newline]
                buffer.removeSubrange(buffer.startIndex...newline)
                return .line(Data(line))
            }
            if buffer.count > maxLine {
                defer { buffer.removeAll() }
                return .line(buffer)
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
                return .end(partial: buffer)
            }
            if ready == 0 { continue }   // the deadline check above decides
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = read(fd, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 {
                defer { buffer.removeAll() }
                return .end(partial: buffer)
            }
            buffer.append(contentsOf: chunk[0..<count])
        }
    }
}
