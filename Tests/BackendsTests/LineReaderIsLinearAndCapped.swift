import Foundation
import Testing
@testable import Backends

/// The line reader of the worker and command protocols looks at each byte once, and
/// drops a line over its limit instead of holding it (issue: a 16 MB answer line took
/// 21 s because the buffer was searched again after every 64 KB read, and a 100 MB
/// answer ended "timeout" although it came in under a second).
@Suite struct LineReaderIsLinearAndCapped {
    /// A pipe whose write end is fed `chunks` on a background thread, then closed.
    static func pipe(feeding chunks: [[UInt8]]) -> Int32 {
        var fds: [Int32] = [0, 0]
        _ = Foundation.pipe(&fds)
        let writer = fds[1]
        Thread.detachNewThread {
            for chunk in chunks {
                var offset = 0
                while offset < chunk.count {
                    let written = chunk.withUnsafeBytes { write(writer, $0.baseAddress! + offset, chunk.count - offset) }
                    if written <= 0 { break }
                    offset += written
                }
            }
            close(writer)
        }
        return fds[0]
    }

    @Test("a 16 MB line arriving in small writes is searched once, byte for byte")
    func longLineIsLinear() {
        let line = [UInt8](repeating: UInt8(ascii: "x"), count: 16 << 20)
        let chunks = stride(from: 0, to: line.count, by: 65_536).map { Array(line[$0..<min(line.count, $0 + 65_536)]) } + [[0x0A], Array("next\n".utf8)]
        let fd = Self.pipe(feeding: chunks)
        defer { close(fd) }
        let reader = FileDescriptorLineReader(fd: fd)
        guard case .line(let read) = reader.readLine(timeout: .seconds(60)) else { Issue.record("no line"); return }
        #expect(read.count == line.count)
        #expect(reader.readLine(timeout: .seconds(60)) == .line(Data("next".utf8)))
        // Searched bytes: each of the line's bytes, its newline and the next line, once.
        #expect(reader.bytesSearched <= line.count + 6)
    }

    @Test("a line over the limit is dropped and reported with its length; the next line reads normally")
    func overLongLineIsDropped() {
        let big = [UInt8](repeating: UInt8(ascii: "y"), count: 3 << 20) + [0x0A]
        let fd = Self.pipe(feeding: [Array("short\n".utf8), big, Array("after\n".utf8)])
        defer { close(fd) }
        let reader = FileDescriptorLineReader(fd: fd, maxLineBytes: 1 << 20)
        #expect(reader.readLine(timeout: .seconds(60)) == .line(Data("short".utf8)))
        #expect(reader.readLine(timeout: .seconds(60)) == .tooLong(bytes: 3 << 20))
        #expect(reader.readLine(timeout: .seconds(60)) == .line(Data("after".utf8)))
        #expect(reader.readLine(timeout: .seconds(60)) == .end(partial: Data()))
    }

    @Test("many short lines in one read come out one by one, and a cut last line is the partial end")
    func manyLines() {
        let text = (0..<1000).map { "line \($0)\n" }.joined() + "cut"
        let fd = Self.pipe(feeding: [Array(text.utf8)])
        defer { close(fd) }
        let reader = FileDescriptorLineReader(fd: fd)
        for index in 0..<1000 { #expect(reader.readLine(timeout: .seconds(60)) == .line(Data("line \(index)".utf8))) }
        #expect(reader.readLine(timeout: .seconds(60)) == .end(partial: Data("cut".utf8)))
        #expect(reader.bytesSearched <= text.utf8.count)
    }
}
