import CHeif
import Foundation
import CLeptonica

/// Owns a libheif context reading one HEIC/HEIF file from memory and its primary image
/// handle; frees both (and its copy of the bytes) in `deinit`. No pointer leaves this file.
final class HEIFImage {
    private let context: OpaquePointer
    private let handle: OpaquePointer
    private let buffer: UnsafeMutableRawBufferPointer

    /// Reads the container; the pixels are decoded by `decode`. libheif's own limit is set
    /// first (it must be, to count): no `ispe` side over `maxSide` pixels. libheif 1.15
    /// checks only the `ispe` boxes, not the canvas a grid's data asks for: the caller
    /// checks that (`HEIFPrimaryItem`) and `decode` the decoded size.
    init(_ bytes: [UInt8], maxSide: Int = DecodeOptions.defaultMaxPixels) throws(ImageUnreadable) {
        guard let context = heif_context_alloc() else { throw ImageUnreadable("damaged HEIC: libheif cannot start") }
        heif_context_set_maximum_image_size_limit(context, Int32(clamping: max(1, maxSide)))
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, bytes.count), alignment: 16)
        buffer.copyBytes(from: bytes)
        var problem = heif_context_read_from_memory_without_copy(context, buffer.baseAddress, bytes.count, nil)
        var handle: OpaquePointer?
        if problem.code == heif_error_Ok { problem = heif_context_get_primary_image_handle(context, &handle) }
        guard problem.code == heif_error_Ok, let handle else {
            // The message lives in the context: read it before freeing it.
            let reason = "damaged HEIC: " + Self.message(problem)
            heif_context_free(context)
            buffer.deallocate()
            throw ImageUnreadable(reason)
        }
        heif_context_set_max_decoding_threads(context, 1)
        self.context = context
        self.handle = handle
        self.buffer = buffer
    }

    deinit {
        heif_image_handle_release(handle)
        heif_context_free(context)
        buffer.deallocate()
    }

    /// The primary image's size as shown (the container's rotation applied).
    var width: Int { Int(heif_image_handle_get_width(handle)) }
    var height: Int { Int(heif_image_handle_get_height(handle)) }
    /// The coded image's size (its `ispe` box), before any rotation or cropping.
    var storedWidth: Int { Int(heif_image_handle_get_ispe_width(handle)) }
    var storedHeight: Int { Int(heif_image_handle_get_ispe_height(handle)) }

    /// One metadata item of the primary image, as stored in the file.
    struct MetadataBlock {
        /// "Exif" or "mime".
        var type: String
        /// "application/rdf+xml" for XMP; empty for EXIF.
        var contentType: String
        var bytes: [UInt8]

        /// For EXIF: where the TIFF header starts (the block begins with that offset, after
        /// its own four bytes).
        var tiffStart: Int? {
            guard type == "Exif", bytes.count > 4 else { return nil }
            let offset = Int(bytes[0]) << 24 | Int(bytes[1]) << 16 | Int(bytes[2]) << 8 | Int(bytes[3])
            return offset < bytes.count - 4 ? 4 + offset : nil
        }

        var isXMP: Bool { type == "mime" && contentType.hasPrefix("application/rdf+xml") }
    }

    /// Every metadata block of the primary image (at most 64, each under 16 MB).
    var metadataBlocks: [MetadataBlock] {
        let count = Int(heif_image_handle_get_number_of_metadata_blocks(handle, nil))
        guard count > 0 else { return [] }
        var ids = [heif_item_id](repeating: 0, count: min(count, 64))
        let listed = Int(heif_image_handle_get_list_of_metadata_block_IDs(handle, nil, &ids, Int32(ids.count)))
        return ids.prefix(listed).compactMap { id in
            let size = heif_image_handle_get_metadata_size(handle, id)
            guard size > 0, size < 16 << 20 else { return nil }
            // Both strings are valid until the next libheif call: copy them at once.
            let type = heif_image_handle_get_metadata_type(handle, id).map { String(cString: $0) } ?? ""
            let contentType = heif_image_handle_get_metadata_content_type(handle, id).map { String(cString: $0) } ?? ""
            var bytes = [UInt8](repeating: 0, count: size)
            guard bytes.withUnsafeMutableBytes({ heif_image_handle_get_metadata(handle, id, $0.baseAddress).code }) == heif_error_Ok else {
                return nil
            }
            return MetadataBlock(type: type, contentType: contentType, bytes: bytes)
        }
    }

    /// The EXIF orientation tag of the primary image's EXIF block, if it has one.
    var exifOrientation: Orientation? {
        guard let exif = metadataBlocks.first(where: { $0.type == "Exif" }), let start = exif.tiffStart else { return nil }
        return OrientationTagReader.tiffOrientation(exif.bytes, base: start)
    }

    /// The primary image as 32-bit RGB, with the container's rotation, mirroring and
    /// cropping applied unless `transformed` is false (then the stored pixels). Refused,
    /// before it is copied, when the decoded image has more than `maxPixels` pixels
    /// (whatever its boxes claimed).
    func decode(transformed: Bool, maxPixels: Int) -> Result<LeptonicaImage, ImageUnreadable> {
        guard let options = heif_decoding_options_alloc() else { return .failure(ImageUnreadable("damaged HEIC: libheif cannot start")) }
        defer { heif_decoding_options_free(options) }
        options.pointee.ignore_transformations = transformed ? 0 : 1
        var image: OpaquePointer?
        let problem = heif_decode_image(handle, &image, heif_colorspace_RGB, heif_chroma_interleaved_RGB, options)
        guard problem.code == heif_error_Ok, let image else {
            return .failure(ImageUnreadable("damaged HEIC: " + Self.message(problem)))
        }
        defer { heif_image_release(image) }
        let width = Int(heif_image_get_width(image, heif_channel_interleaved))
        let height = Int(heif_image_get_height(image, heif_channel_interleaved))
        if let refusal = DecodeBudget(maxPixels: maxPixels).refusal("decoded to", width: width, height: height) {
            return .failure(refusal)
        }
        var stride: Int32 = 0
        guard width > 0, height > 0, let plane = heif_image_get_plane_readonly(image, heif_channel_interleaved, &stride),
              let pix = pixCreate(Int32(width), Int32(height), 32) else {
            return .failure(ImageUnreadable("damaged HEIC: the decoded image has no pixels"))
        }
        let words = Int(pixGetWpl(pix))
        let data = pixGetData(pix)!
        for y in 0..<height {
            let row = plane + y * Int(stride)
            let line = data + y * words
            for x in 0..<width {
                let r = UInt32(row[3 * x]), g = UInt32(row[3 * x + 1]), b = UInt32(row[3 * x + 2])
                line[x] = r << 24 | g << 16 | b << 8
            }
        }
        return .success(LeptonicaImage(taking: pix))
    }

    /// libheif's own words: "Invalid input: Unexpected end of file".
    static func message(_ problem: heif_error) -> String {
        let text = problem.message.map { String(cString: $0) }?.split(whereSeparator: { $0 == "\n" || $0 == "\r" })
            .joined(separator: " ").trimmingCharacters(in: .whitespaces)
        return text.flatMap { $0.isEmpty ? nil : $0 } ?? "libheif error \(problem.code.rawValue)"
    }

    /// The linked libheif's version, e.g. "1.15.1".
    static var version: String { String(cString: heif_get_version()) }
}
