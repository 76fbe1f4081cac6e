// libFuzzer target: XML ground truth (PAGE-XML, ALTO, hOCR) through the loader the corpus
// uses (TruthFile, LayoutFormats, XMLStreamReader over libxml2), the format detection, and
// the reader alone under small limits so every refusal is reached. Built and run by
// ci/fuzz (-D OCRGAUGE_FUZZING); a normal build makes a stub.
#if OCRGAUGE_FUZZING
@testable import Corpus
import Foundation
import LayoutFormats
import XMLReading

/// Limits small enough for fuzzed inputs to reach each one.
private let small = XMLReadingLimits(bytes: 32 << 10, nodes: 200, textBytes: 512, depth: 12)

/// libFuzzer's entry point: reads the input as each kind of XML truth and through the
/// reader; returns 0. Checks that nothing is ever expanded (no text outgrows the
/// document: a byte decodes to at most two of UTF-8), that a document read to its end
/// closes every element (no libxml2 error passed over), and that every refusal names
/// the file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    _ = LayoutFormat.detection(of: bytes)
    for name in ["s/i.gt.page.xml", "s/i.gt.alto.xml", "s/i.gt.hocr"] {
        do {
            let truth = try TruthFile.read(bytes, file: name)
            precondition(truth.text.utf8.count <= 2 * size + 16, "\(name): \(truth.text.utf8.count) bytes of text from \(size)")
        } catch {
            precondition(error.file == name && !error.problem.isEmpty, "a refused truth names the file and a reason")
        }
    }
    for (doctype, limits) in [(XMLDoctypePolicy.externalOnly, XMLReadingLimits.layoutDocument), (.refused, small)] {
        do {
            let reader = try XMLStreamReader(bytes: bytes, name: "f.xml", document: "fuzz", doctype: doctype, limits: limits)
            var elements = 0, depth = 0, text = 0
            while let node = try reader.next() {
                switch node {
                case .start(_, let empty):
                    elements += 1
                    if !empty { depth += 1 }
                case .end:
                    depth -= 1
                case .text(let piece):
                    text += piece.utf8.count
                case .other:
                    break
                }
                precondition(depth >= 0 && depth <= limits.depth && elements <= limits.nodes, "a limit passed unrefused")
            }
            precondition(depth == 0 && elements > 0, "a document read to its end has a root and closes every element")
            precondition(text <= 2 * size, "\(text) bytes of text from \(size)")
        } catch {
            precondition(error.file == "f.xml" && !error.reason.isEmpty, "a refused document names the file and a reason")
        }
    }
    return 0
}
#else
@main enum FuzzXMLTruth {
    static func main() { print("fuzz-xml-truth is a libFuzzer target: run ci/fuzz xml-truth") }
}
#endif
