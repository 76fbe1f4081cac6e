// libFuzzer target: image-format sniffing and the PNG/JPEG container checks.
// Built and run by ci/fuzz (which passes -D OCRGAUGE_FUZZING); a normal build makes a stub.
#if OCRGAUGE_FUZZING
@testable import Imaging

/// libFuzzer's entry point: detects the input's format and runs the container checks on it; returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    switch ImageFormat.detect(bytes) {
    case .success(let format):
        _ = ContainerCheck.problem(in: bytes, format: format)
    case .failure(let unreadable):
        precondition(!unreadable.reason.isEmpty, "an unreadable image needs a reason")
    }
    // The container checks on any bytes, whatever the signature says.
    _ = ContainerCheck.pngProblem(bytes)
    _ = ContainerCheck.jpegProblem(bytes)
    _ = ImageFormat.describeStart(bytes)
    return 0
}
#else
@main enum FuzzImageFormat {
    static func main() { print("fuzz-image-format is a libFuzzer target: run ci/fuzz image-format") }
}
#endif
