import CHeif

/// A small HEIC (libheif's HEVC encoder) carrying the planted EXIF of `MetadataFixtures`
/// (orientation 6, make, model, maker note, serial, GPS) and an XMP packet, for the
/// tests of metadata removal in HEIC.
public enum HEICFixtures {
    public static func withMetadata(width: Int = 64, height: Int = 32) -> [UInt8] {
        encoded(width: width, height: height, metadata: true)
    }

    /// The same image without metadata: one `hvc1` item, its coded data alone in `mdat`.
    public static func plain(width: Int = 64, height: Int = 32) -> [UInt8] {
        encoded(width: width, height: height, metadata: false)
    }

    static func encoded(width: Int, height: Int, metadata: Bool) -> [UInt8] {
        let context = heif_context_alloc()!
        defer { heif_context_free(context) }
        var encoder: OpaquePointer?
        _ = heif_context_get_encoder_for_format(context, heif_compression_HEVC, &encoder)
        defer { heif_encoder_release(encoder) }
        _ = heif_encoder_set_lossy_quality(encoder, 90)
        var image: OpaquePointer?
        _ = heif_image_create(Int32(width), Int32(height), heif_colorspace_YCbCr, heif_chroma_420, &image)
        defer { heif_image_release(image) }
        let planes = [(heif_channel_Y, width, height), (heif_channel_Cb, (width + 1) / 2, (height + 1) / 2),
                      (heif_channel_Cr, (width + 1) / 2, (height + 1) / 2)]
        for (channel, w, h) in planes {
            _ = heif_image_add_plane(image, channel, Int32(w), Int32(h), 8)
            var stride: Int32 = 0
            let plane = heif_image_get_plane(image, channel, &stride)!
            for y in 0..<h {
                for x in 0..<w { plane[y * Int(stride) + x] = channel == heif_channel_Y ? UInt8((x * 4 + y * 2) & 0xFF) : 128 }
            }
        }
        var handle: OpaquePointer?
        _ = heif_context_encode_image(context, image, encoder, nil, &handle)
        defer { heif_image_handle_release(handle) }
        if metadata {
            let exif = MetadataFixtures.richExif(orientation: 6)
            _ = heif_context_add_exif_metadata(context, handle, exif, Int32(exif.count))
            let xmp = Array(#"<x:xmpmeta xmlns:x="adobe:ns:meta/"><GPSDATA>a comment</GPSDATA></x:xmpmeta>"#.utf8)
            _ = heif_context_add_XMP_metadata(context, handle, xmp, Int32(xmp.count))
        }
        final class Sink { var bytes: [UInt8] = [] }
        let sink = Sink()
        var writer = heif_writer(writer_api_version: 1, write: { _, data, size, user in
            let sink = Unmanaged<Sink>.fromOpaque(user!).takeUnretainedValue()
            if let data { sink.bytes += UnsafeRawBufferPointer(start: data, count: size) }
            return heif_error(code: heif_error_Ok, subcode: heif_suberror_Unspecified, message: nil)
        })
        withExtendedLifetime(sink) { _ = heif_context_write(context, &writer, Unmanaged.passUnretained(sink).toOpaque()) }
        return sink.bytes
    }
}
