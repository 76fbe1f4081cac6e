import CHeif

/// Encodes a grey raster as HEIC (HEVC through libheif's x265 plugin, 4:2:0, lossy
/// quality 90), with the orientation as the container's own transform (`irot`/`imir`,
/// libheif's encoding option), as an EXIF block, or both (as iPhones write it).
/// Deterministic: the same raster and settings give the same bytes.
enum HEIFEncoder {
    /// Where the orientation is written.
    enum OrientationPlace: String, Decodable, Sendable {
        case container, exif, both
    }

    static func encode(_ image: GrayImage, orientation: Int?, place: OrientationPlace) throws(SynthError) -> [UInt8] {
        guard let context = heif_context_alloc() else { throw SynthError.encode("libheif cannot start") }
        defer { heif_context_free(context) }
        var encoder: OpaquePointer?
        try check(heif_context_get_encoder_for_format(context, heif_compression_HEVC, &encoder), "no HEVC encoder")
        guard let encoder else { throw SynthError.encode("no HEVC encoder (libheif's x265 plugin)") }
        defer { heif_encoder_release(encoder) }
        try check(heif_encoder_set_lossy_quality(encoder, 90), "quality")
        _ = heif_encoder_set_parameter(encoder, "preset", "medium")

        var picture: OpaquePointer?
        try check(heif_image_create(Int32(image.width), Int32(image.height), heif_colorspace_YCbCr, heif_chroma_420, &picture), "image")
        guard let picture else { throw SynthError.encode("libheif gave no image") }
        defer { heif_image_release(picture) }
        let chromaWidth = (image.width + 1) / 2, chromaHeight = (image.height + 1) / 2
        try check(heif_image_add_plane(picture, heif_channel_Y, Int32(image.width), Int32(image.height), 8), "Y plane")
        try check(heif_image_add_plane(picture, heif_channel_Cb, Int32(chromaWidth), Int32(chromaHeight), 8), "Cb plane")
        try check(heif_image_add_plane(picture, heif_channel_Cr, Int32(chromaWidth), Int32(chromaHeight), 8), "Cr plane")
        var stride: Int32 = 0
        guard let luma = heif_image_get_plane(picture, heif_channel_Y, &stride) else { throw SynthError.encode("no Y plane") }
        for y in 0..<image.height {
            for x in 0..<image.width { luma[y * Int(stride) + x] = image[x, y] }
        }
        for channel in [heif_channel_Cb, heif_channel_Cr] {
            guard let plane = heif_image_get_plane(picture, channel, &stride) else { throw SynthError.encode("no chroma plane") }
            for y in 0..<chromaHeight { for x in 0..<chromaWidth { plane[y * Int(stride) + x] = 128 } }
        }

        guard let options = heif_encoding_options_alloc() else { throw SynthError.encode("libheif options") }
        defer { heif_encoding_options_free(options) }
        if let orientation, place != .exif {
            options.pointee.image_orientation = heif_orientation(rawValue: UInt32(orientation))
        }
        var handle: OpaquePointer?
        try check(heif_context_encode_image(context, picture, encoder, options, &handle), "encode")
        defer { if let handle { heif_image_handle_release(handle) } }
        if let orientation, place != .container, let handle {
            let exif = OrientationTagWriter.exifTIFF(orientation: orientation)
            try check(heif_context_add_exif_metadata(context, handle, exif, Int32(exif.count)), "EXIF")
        }

        final class Sink { var bytes: [UInt8] = [] }
        let sink = Sink()
        var writer = heif_writer(writer_api_version: 1, write: { _, data, size, user in
            let sink = Unmanaged<Sink>.fromOpaque(user!).takeUnretainedValue()
            if let data { sink.bytes += UnsafeRawBufferPointer(start: data, count: size) }
            return heif_error(code: heif_error_Ok, subcode: heif_suberror_Unspecified, message: nil)
        })
        try withExtendedLifetime(sink) { () throws(SynthError) in
            try check(heif_context_write(context, &writer, Unmanaged.passUnretained(sink).toOpaque()), "write")
        }
        return sink.bytes
    }

    private static func check(_ problem: heif_error, _ step: String) throws(SynthError) {
        guard problem.code == heif_error_Ok else {
            throw SynthError.encode("HEIC \(step): " + (problem.message.map { String(cString: $0) } ?? "libheif error"))
        }
    }
}
