// libFuzzer target: recognizer output (plain text, hOCR, ALTO, PAGE-XML, JSON) and ground truth (the same formats beside an image), untrusted
// bytes from recordings and command backends. Built and run by ci/fuzz (-D OCRGAUGE_FUZZING);
// a normal build makes a stub.
#if OCRGAUGE_FUZZING
import Backends
import Corpus
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
    // The same bytes as ground truth beside an image, under every truth name.
    for name in ["s/i.gt.txt", "s/i.gt.page.xml", "s/i.gt.alto.xml", "s/i.gt.hocr"] {
        do {
            _ = try TruthFile.check(bytes, file: name)
        } catch {
            precondition(!error.description.isEmpty, "a refused truth needs a reason")
        }
    }
    return 0
}
#else
@main enum FuzzRecognizerOutput {
    static func main() { print("fuzz-recognizer-output is a libFuzzer target: run ci/fuzz recognizer-output") }
}
#endif
