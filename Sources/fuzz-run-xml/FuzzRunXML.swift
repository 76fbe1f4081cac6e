// libFuzzer target: reading an untrusted run.xml (libxml2's SAX2 push parser behind
// XMLStreamReader, the recursive-descent reader). Built and run by ci/fuzz (-D OCRGAUGE_FUZZING); a normal
// build makes a stub.
#if OCRGAUGE_FUZZING
import Foundation
import ReportFiles
import RunXML

/// RunXMLReader reads files; each input goes through one file per process.
private let path = FileManager.default.temporaryDirectory
    .appendingPathComponent("ocrgauge-fuzz-run-xml-\(ProcessInfo.processInfo.processIdentifier).xml")

/// libFuzzer's entry point: reads the input as a run.xml; returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    guard (try? bytes.write(to: path)) != nil else { return 0 }
    do {
        let document = try RunXMLReader(maximumBytes: 1 << 20).read(contentsOf: path)
        precondition(RunXMLReader.supportedVersions.contains(document.schemaVersion))
    } catch {   // typed: always a ReportsError
        precondition(!"\(error)".isEmpty, "a refused run.xml needs a reason")
    }
    return 0
}
#else
@main enum FuzzRunXML {
    static func main() { print("fuzz-run-xml is a libFuzzer target: run ci/fuzz run-xml") }
}
#endif
