/// An image container format, detected from the first bytes of a file, never from its name.
public enum ImageFormat: String, Sendable, CaseIterable {
    /// One container format, as its signature identifies it.
    case png, jpeg, tiff, webp, bmp, gif, pnm, jp2, heic
    /// A PDF document: its pages are rendered (Poppler), one sample each.
    case pdf

    /// ISO-BMFF brands of HEIF still images (HEVC-coded, or any codec under `mif1`).
    static let heifBrands: Set<String> = ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]

    /// Detects the format by its signature, or explains why the bytes are not an image
    /// this harness reads ("not an image: starts with %PDF").
    public static func detect(_ bytes: [UInt8]) -> Result<ImageFormat, ImageUnreadable> {
        let r = ByteReader(bytes)
        if bytes.isEmpty { return .failure(ImageUnreadable("empty file (0 bytes)")) }
        if r.matches(pngSignature, at: 0) || isDamagedPNGSignature(bytes) { return .success(.png) }
        if r.matches([0xFF, 0xD8, 0xFF], at: 0) { return .success(.jpeg) }
        if r.matches([0x49, 0x49, 0x2A, 0x00], at: 0) || r.matches([0x4D, 0x4D, 0x00, 0x2A], at: 0) {
            return .success(.tiff)
        }
        if r.matches(Array("RIFF".utf8), at: 0) && r.matches(Array("WEBP".utf8), at: 8) { return .success(.webp) }
        if r.matches(Array("BM".utf8), at: 0) && bytes.count >= 26 { return .success(.bmp) }
        if r.matches(Array("GIF87a".utf8), at: 0) || r.matches(Array("GIF89a".utf8), at: 0) { return .success(.gif) }
        if bytes.count >= 3, bytes[0] == UInt8(ascii: "P"), (UInt8(ascii: "1")...UInt8(ascii: "6")).contains(bytes[1]),
           [0x20, 0x09, 0x0A, 0x0D].contains(bytes[2]) { return .success(.pnm) }
        if r.matches([0x00, 0x00, 0x00, 0x0C, 0x6A, 0x50, 0x20, 0x20], at: 0) || r.matches([0xFF, 0x4F, 0xFF, 0x51], at: 0) {
            return .success(.jp2)
        }
        if isHEIF(bytes) { return .success(.heic) }
        if r.matches(Array("%PDF-".utf8), at: 0) { return .success(.pdf) }
        return .failure(ImageUnreadable("not an image: " + describeStart(bytes)))
    }

    /// The eight bytes every PNG starts with.
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A PNG whose signature was damaged (a transfer in text mode turning CR LF into LF,
    /// the high bit stripped, a byte changed): "PNG" at bytes 1–3 in any case, or at least
    /// five of the eight signature bytes in place. It is then a damaged PNG, with libpng's
    /// reason, not "not an image".
    static func isDamagedPNGSignature(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 8 else { return false }
        if String(decoding: bytes[1..<4], as: UTF8.self).uppercased() == "PNG" { return true }
        return zip(bytes.prefix(8), pngSignature).filter { $0 == $1 }.count >= 5
    }

    /// An ISO-BMFF file whose `ftyp` box names a HEIF still-image brand (major or compatible).
    static func isHEIF(_ bytes: [UInt8]) -> Bool {
        let r = ByteReader(bytes)
        guard r.matches(Array("ftyp".utf8), at: 4), let size = r.u32(at: 0), size >= 16, Int(size) <= bytes.count else { return false }
        var brands = [8]
        brands += stride(from: 16, to: Int(size) - 3, by: 4)
        return brands.contains { heifBrands.contains(String(decoding: bytes[$0..<($0 + 4)], as: UTF8.self)) }
    }

    /// Names well-known non-image signatures, else quotes the first bytes.
    static func describeStart(_ bytes: [UInt8]) -> String {
        let known: [([UInt8], String)] = [
            (Array("%PDF".utf8), "starts with %PDF but not %PDF- (not a PDF document)"),
            ([0x50, 0x4B, 0x03, 0x04], "starts with PK (a ZIP archive)"),
            ([0x1F, 0x8B], "starts with 1F 8B (gzip data)"),
            (Array("<?xml".utf8), "starts with <?xml (an XML document)"),
            (Array("<svg".utf8), "starts with <svg (SVG is not supported)"),
            (Array("II\u{2B}\0".utf8), "starts with II+ (BigTIFF is not supported)"),
        ]
        let r = ByteReader(bytes)
        for (signature, description) in known where r.matches(signature, at: 0) { return description }
        if r.matches(Array("ftyp".utf8), at: 4) { return "an ISO media file that is not HEIF (AVIF and MP4 are not supported)" }
        let head = bytes.prefix(8)
        let printable = head.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        if printable { return "starts with \"\(String(decoding: head, as: UTF8.self))\"" }
        return "starts with bytes " + head.map { HexByte.text($0) }.joined(separator: " ")
    }

}
