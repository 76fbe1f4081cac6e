// libFuzzer target: recognizer output (plain text, hOCR, ALTO, PAGE-XML, JSON), untrusted
// bytes from recordings and command backends. Built and run by ci/fuzz (-D OCRGAUGE_FUZZING);
// a normal build makes a stub.
#if OCRGAUGE_FUZZING
import Backends
import Foundation

/// libFuzzer's entry point: detects the input's format and parses it as every recognizer output
/// format; returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    _ = RecognizerOutputFormat.detect(bytes)
    // Every format, not only the detected one: a recording may be mislabelled.
    for format in RecognizerOutputFormat.allCases {
        do {
            _ = try format.parse(bytes)
        } catch {
            precondition(!"\(error)".isEmpty, "a refused output needs a reason")
        }
    }
    return 0
}
#else
@main enum FuzzRecognizerOutput {
    static func main() { print("fuzz-recognizer-output is a libFuzzer target: run ci/fuzz recognizer-output") }
}
#endif
