// libFuzzer target: the whole decode path (sniffing, header, size limit, container
// checks, Leptonica, orientation). Built and run by ci/fuzz (-D OCRGAUGE_FUZZING); a
// normal build makes a stub.
#if OCRGAUGE_FUZZING
import Imaging

/// libFuzzer's entry point: decodes the input with and without the orientation tag applied; returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // A limit well under the default keeps each run quick; the limit logic is the same.
    for applyOrientation in [true, false] {
        switch ImageDecoder.decode(bytes, options: DecodeOptions(applyOrientation: applyOrientation, maxPixels: 4_000_000)) {
        case .success(let image):
            precondition(image.width > 0 && image.height > 0, "a decoded image has pixels")
            _ = image.pixels.grayValue(x: 0, y: 0)
        case .failure(let unreadable):
            precondition(!unreadable.reason.isEmpty, "an unreadable image needs a reason")
        }
    }
    return 0
}
#else
@main enum FuzzDecode {
    static func main() { print("fuzz-decode is a libFuzzer target: run ci/fuzz decode") }
}
#endif
