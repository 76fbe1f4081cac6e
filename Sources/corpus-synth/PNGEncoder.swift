import CLibPNG

/// Collects libpng's output; reached from the C write callback through the io pointer.
private final class PNGOutput {
    var bytes: [UInt8] = []
}

/// Owns a libpng write struct and info struct; destroyed in deinit.
private final class PNGWriteSession {
    private(set) var png: png_structp?
    private(set) var info: png_infop?
    let output = PNGOutput()

    init() throws(SynthError) {
        guard let png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nil, nil, nil) else {
            throw SynthError.encode("png_create_write_struct")
        }
        self.png = png
        guard let info = png_create_info_struct(png) else {
            throw SynthError.encode("png_create_info_struct")
        }
        self.info = info
        png_set_write_fn(png, Unmanaged.passUnretained(output).toOpaque(), { png, data, length in
            guard let io = png_get_io_ptr(png), let data else { return }
            let sink = Unmanaged<PNGOutput>.fromOpaque(io).takeUnretainedValue()
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: length))
        }, nil)
    }

    deinit {
        if png != nil { png_destroy_write_struct(&png, &info) }
    }
}

/// 8-bit grayscale PNG through libpng: no tIME chunk, pHYs from the dpi, optional
/// eXIf chunk (written by libpng before IDAT) holding the orientation.
/// libpng errors abort (no setjmp from Swift); the inputs here are always valid.
enum PNGEncoder {
    static func encode(_ image: GrayImage, dpi: Int, orientation: Int?) throws(SynthError) -> [UInt8] {
        let session = try PNGWriteSession()
        guard let png = session.png, let info = session.info else { throw SynthError.encode("libpng") }
        png_set_IHDR(png, info, png_uint_32(image.width), png_uint_32(image.height), 8,
                     PNG_COLOR_TYPE_GRAY, PNG_INTERLACE_NONE,
                     PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT)
        png_set_compression_level(png, 9)
        let perMetre = png_uint_32((Double(dpi) / 0.0254).rounded())
        png_set_pHYs(png, info, perMetre, perMetre, PNG_RESOLUTION_METER)
        if let orientation {
            var exif = OrientationTagWriter.exifTIFF(orientation: orientation)
            exif.withUnsafeMutableBufferPointer { buffer in
                png_set_eXIf_1(png, info, png_uint_32(buffer.count), buffer.baseAddress)
            }
        }
        png_write_info(png, info)
        var row = [UInt8](repeating: 0, count: image.width)
        for y in 0..<image.height {
            for x in 0..<image.width { row[x] = image[x, y] }
            row.withUnsafeMutableBufferPointer { png_write_row(png, $0.baseAddress) }
        }
        png_write_end(png, nil)
        return session.output.bytes
    }
}
