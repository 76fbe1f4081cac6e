// libFuzzer target: the whole decode path (sniffing, header, size limit, container
// checks, Leptonica, orientation). Built and run by ci/fuzz (-D OCRGAUGE_FUZZING); a
// normal build makes a stub.
#if OCRGAUGE_FUZZING
import Imaging

/// libFuzzer's entry point: decodes the input with and without the orientation tag applied,
/// each time with the pixel fingerprint, which must not depend on the tag; returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // A limit well under the default keeps each run quick; the limit logic is the same.
    var digests: [String?] = []
    for applyOrientation in [true, false] {
        switch ImageDecoder.decode(bytes, options: DecodeOptions(applyOrientation: applyOrientation, maxPixels: 4_000_000,
                                                                 fingerprintPixels: true)) {
        case .success(let image):
            precondition(image.width > 0 && image.height > 0, "a decoded image has pixels")
            _ = image.pixels.grayValue(x: 0, y: 0)
            digests.append(image.pixelsSHA256)
        case .failure(let unreadable):
            precondition(!unreadable.reason.isEmpty, "an unreadable image needs a reason")
        }
    }
    if digests.count == 2, let applied = digests[0], let ignored = digests[1] {
        precondition(applied == ignored, "the pixel fingerprint does not depend on the orientation tag")
    }
    return 0
}
#else
@main enum FuzzDecode {
    static func main() { print("fuzz-decode is a libFuzzer target: run ci/fuzz decode") }
}
#endif
