// libFuzzer target: what a command (or a worker) writes back — the line reader
// (FileDescriptorLineReader, with a small line limit so over-long lines are exercised)
// and every answer line through CommandAnswer (JSON, wrapped hOCR/ALTO/PAGE/text,
// errors). Built and run by ci/fuzz (-D OCRGAUGE_FUZZING); a normal build makes a stub.
#if OCRGAUGE_FUZZING
import Backends
import Foundation

/// libFuzzer's entry point: writes the input through a pipe, reads it back line by line and
/// parses every line as a command answer; returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return 0 }
    // Inputs stay below the pipe's capacity (max_len), so one write never blocks.
    var written = 0
    while written < size {
        let count = write(fds[1], data + written, size - written)
        if count <= 0 { break }
        written += count
    }
    close(fds[1])
    defer { close(fds[0]) }
    let reader = FileDescriptorLineReader(fd: fds[0], maxLineBytes: 4096)
    var total = 0
    reading: while true {
        switch reader.readLine(timeout: .seconds(5)) {
        case .line(let line):
            total += line.count + 1
            precondition(!line.contains(0x0A), "a line holds no newline")
            do { _ = try CommandAnswer.parse(line) } catch {
                precondition(!error.description.isEmpty, "every refused answer has a reason")
            }
        case .tooLong(let bytes):
            precondition(bytes > 4096, "only lines over the limit are dropped")
            total += bytes + 1
        case .end(let partial):
            total += partial.count
            break reading
        case .timeout:
            preconditionFailure("a closed pipe never times out")
        }
    }
    precondition(total == size || total == size + 1, "every byte is accounted for once")
    precondition(reader.bytesSearched <= size, "each byte is searched once")
    return 0
}
#else
@main enum FuzzCommandProtocol {
    static func main() { print("fuzz-command-protocol is a libFuzzer target: run ci/fuzz command-protocol") }
}
#endif
