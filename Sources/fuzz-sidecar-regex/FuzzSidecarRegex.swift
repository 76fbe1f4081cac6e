// libFuzzer target: a sidecar's regex field. The input's first line is the pattern,
// the rest the recognized text; the pattern is checked as the corpus loader checks it
// and matched as scoring matches it (ICU with a small step budget), and the nested-
// quantifier lint runs on it. Built and run by ci/fuzz (-D OCRGAUGE_FUZZING); a normal
// build makes a stub.
#if OCRGAUGE_FUZZING
import Foundation
import Scoring

/// libFuzzer's entry point: the input's first line as a regex field's pattern, the rest as the
/// text it is matched against; returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let split = bytes.firstIndex(of: 0x0A) ?? size
    let pattern = String(decoding: bytes[0..<split], as: UTF8.self)
    let text = split < size ? String(decoding: bytes[(split + 1)...], as: UTF8.self) : ""
    _ = BoundedRegex.hasNestedQuantifier(pattern)
    _ = BoundedRegex.hasOverlappingAlternation(pattern)
    let problem = BoundedRegex.problem(in: pattern)
    let regex = BoundedRegex(pattern, ignoresCase: size % 2 == 0, stepLimit: 50)
    switch regex.firstMatch(in: text) {
    case .success(let range?):
        precondition(range.lowerBound >= text.startIndex && range.upperBound <= text.endIndex, "a match lies in the text")
        precondition(problem == nil, "a pattern that matched compiles")
    case .success(nil):
        precondition(problem == nil, "a pattern that searched compiles")
    case .failure(.invalid):
        precondition(problem != nil, "the loader refuses what the scorer cannot compile")
    case .failure:
        break
    }
    // The scorer's budget (about a second in a release build) is many seconds under the
    // sanitizers; the same code path with a smaller budget keeps each input quick.
    let field = FieldCheck.evaluate(.regex(name: "f", pattern: pattern), in: text, regexStepLimit: 50)
    precondition(!field.reason.isEmpty, "every field result has a reason")
    return 0
}
#else
@main enum FuzzSidecarRegex {
    static func main() { print("fuzz-sidecar-regex is a libFuzzer target: run ci/fuzz sidecar-regex") }
}
#endif
