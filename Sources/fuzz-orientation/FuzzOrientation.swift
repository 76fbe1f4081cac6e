// libFuzzer target: the orientation-tag readers (JPEG EXIF, PNG eXIf, TIFF IFD) and the
// TIFF tag neutralisation. Built and run by ci/fuzz (-D OCRGAUGE_FUZZING); a normal build makes a stub.
#if OCRGAUGE_FUZZING
@testable import Imaging

/// libFuzzer's entry point: reads the input's orientation tag as JPEG, PNG and TIFF, and
/// neutralises a TIFF's tag; returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for format in [ImageFormat.jpeg, .png, .tiff] {
        _ = OrientationTagReader.orientation(in: bytes, format: format)
    }
    // An EXIF block may start anywhere in a JPEG: try the TIFF reader at a few bases too.
    for base in [0, 1, 6, 12] { _ = OrientationTagReader.tiffOrientation(bytes, base: base) }
    let neutral = OrientationTagReader.tiffWithoutOrientation(bytes)
    precondition(neutral.count == bytes.count, "neutralising the tag must not change the length")
    if OrientationTagReader.tiffOrientationValueOffset(bytes, base: 0) != nil {
        let after = OrientationTagReader.tiffOrientation(neutral, base: 0)
        precondition(after == .up, "a neutralised TIFF must read as upright, not \(String(describing: after))")
    }
    return 0
}
#else
@main enum FuzzOrientation {
    static func main() { print("fuzz-orientation is a libFuzzer target: run ci/fuzz orientation") }
}
#endif
