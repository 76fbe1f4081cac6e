// libFuzzer target: sidecar JSON (SidecarParser, JSONValue, JSONFields, FieldSpecParser)
// and corpus.json (CorpusSettings). Built and run by ci/fuzz (-D OCRGAUGE_FUZZING); a
// normal build makes a stub.
#if OCRGAUGE_FUZZING
import Corpus
import Foundation

/// libFuzzer's entry point: parses the input as a sidecar and as corpus.json; returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    do {
        _ = try SidecarParser.parse(bytes, file: "fuzz.json")
    } catch {
        precondition(!error.problem.isEmpty && error.file == "fuzz.json", "a refused sidecar names the file and a reason")
    }
    do {
        _ = try CorpusSettings.parse(bytes, file: "corpus.json")
    } catch {
        precondition(!error.problem.isEmpty, "a refused corpus.json needs a reason")
    }
    return 0
}
#else
@main enum FuzzSidecar {
    static func main() { print("fuzz-sidecar is a libFuzzer target: run ci/fuzz sidecar") }
}
#endif
