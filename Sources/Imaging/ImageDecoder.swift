import CLeptonica
import CImageReasons

/// Decodes image bytes with Leptonica: format by content, size limit before decoding,
/// container checks for a precise reason, then the orientation tag.
public enum ImageDecoder {
    /// Leptonica's errors go to a handler that keeps them (on the thread that asked, see
    /// `CodecReason`) and prints nothing: the harness reports them as reasons instead.
    static let quietLeptonica: Bool = {
        cimagereasons_leptonica_begin()
        _ = cimagereasons_leptonica_end(nil, 0)
        _ = setMsgSeverity(Int32(L_SEVERITY_ERROR))
        return true
    }()

    /// The decoded image, or why it is unreadable. Never traps on any input.
    public static func decode(_ bytes: [UInt8], options: DecodeOptions = DecodeOptions()) -> Result<DecodedImage, ImageUnreadable> {
        _ = quietLeptonica
        let format: ImageFormat
        switch ImageFormat.detect(bytes) {
        case .success(let detected): format = detected
        case .failure(let unreadable): return .failure(unreadable)
        }
        let name = format.rawValue.uppercased()
        if format == .heic { return decodeHEIF(bytes, options: options) }
        // A document's page, read from a document held for this one call.
        if format == .pdf { return decodePDFPage(OpenDocument(bytes: bytes), options: options) }
        if format == .tiff, let page = options.page { return decodeTIFFPage(OpenDocument(bytes: bytes), page: page, options: options) }

        var width: Int32 = 0, height: Int32 = 0
        let (headerRead, headerMessage) = CodecReason.leptonicaMessage {
            bytes.withUnsafeBufferPointer { buffer in
                pixReadHeaderMem(buffer.baseAddress, buffer.count, nil, &width, &height, nil, nil, nil) == 0
            }
        }
        guard headerRead, width > 0, height > 0 else {
            return .failure(ImageUnreadable(ContainerCheck.problem(in: bytes, format: format)
                                            ?? "damaged \(name): " + (CodecReason.reason(for: bytes, format: format)
                                                                      ?? headerMessage ?? "the header cannot be read")))
        }
        if let refusal = options.budget.refusal("header claims", width: Int(width), height: Int(height), advice: nil) {
            return .failure(refusal)
        }
        if let problem = ContainerCheck.problem(in: bytes, format: format) {
            return .failure(ImageUnreadable(problem))
        }
        // Leptonica turns TIFFs upright by their tag while reading; hand it a neutral tag.
        let decodable = format == .tiff ? OrientationTagReader.tiffWithoutOrientation(bytes) : bytes
        let (decoded, decodeMessage) = CodecReason.leptonicaMessage {
            decodable.withUnsafeBufferPointer { buffer in pixReadMem(buffer.baseAddress, buffer.count) }
        }
        guard let decoded else {
            return .failure(ImageUnreadable("damaged \(name): " + (CodecReason.reason(for: bytes, format: format)
                                                                   ?? decodeMessage ?? "the decoder rejected the data")))
        }
        guard let plain = LeptonicaImage(taking: decoded).withoutColormap() else {
            return .failure(ImageUnreadable("damaged \(name): pixel format cannot be converted"))
        }
        let tag = OrientationTagReader.orientation(in: bytes, format: format)
        var upright = plain
        if options.applyOrientation, let tag, tag != .up {
            guard let turned = plain.upright(from: tag) else {
                return .failure(ImageUnreadable("orientation \(tag.summary) could not be applied"))
            }
            upright = turned
        }
        var image = DecodedImage(pixels: upright, format: format, orientationTag: tag,
                                 orientationApplied: options.applyOrientation && tag != nil && tag != .up)
        image.notes = OrientationTagReader.notes(in: bytes, format: format)
            + (ContainerCheck.trailingNote(in: bytes, format: format).map { [$0] } ?? [])
        if options.fingerprintPixels { image.pixelsSHA256 = plain.pixelsSHA256() }
        return .success(image)
    }

    /// HEIC/HEIF through libheif: the container's rotation and mirroring are applied; its
    /// EXIF orientation tag is applied as a JPEG's when the container turns nothing, and
    /// not a second time when it does (iPhones write both).
    ///
    /// The pixel budget (`options.budget`) is checked before libheif sees the file, for a
    /// grid or overlay (`HEIFPrimaryItem`: its `ispe` may lie, and libheif 1.15 trusts
    /// it): the output size its item data declares (all its extents joined) and its
    /// tiles together; then the primary image's size as libheif reads it; and the decoded
    /// image's real size. libheif's own limit (no `ispe` side over the budget) is set too.
    static func decodeHEIF(_ bytes: [UInt8], options: DecodeOptions) -> Result<DecodedImage, ImageUnreadable> {
        let budget = options.budget
        if let item = HEIFPrimaryItem.read(bytes) {
            if let size = item.declaredSize, let refusal = budget.refusal("the HEIF \(item.type) claims", width: size.width, height: size.height) {
                return .failure(refusal)
            }
            if let tiles = item.tilePixels,
               let refusal = budget.refusal("the HEIF \(item.type)'s images claim", size: "\(tiles.count) of \(tiles.width) × \(tiles.height) pixels",
                                            pixels: tiles.pixels) {
                return .failure(refusal)
            }
        }
        let heif: HEIFImage
        do { heif = try HEIFImage(bytes, maxSide: options.maxPixels) } catch { return .failure(error) }
        if let refusal = budget.refusal("header claims", width: heif.width, height: heif.height) {
            return .failure(refusal)
        }
        let container = HEIFTransforms.primary(in: bytes)
        let exif = heif.exifOrientation
        let decoded: LeptonicaImage
        switch heif.decode(transformed: options.applyOrientation, maxPixels: options.maxPixels) {
        case .success(let image): decoded = image
        case .failure(let unreadable): return .failure(unreadable)
        }
        var notes: [String] = []
        var upright = decoded
        var tag: Orientation? = container.isEmpty ? exif : container.orientation
        if options.applyOrientation, container.isEmpty, let exif, exif != .up {
            guard let turned = decoded.upright(from: exif) else {
                return .failure(ImageUnreadable("orientation \(exif.summary) could not be applied"))
            }
            upright = turned
        }
        if !container.isEmpty, let exif, exif != .up, exif != container.orientation {
            notes.append("the HEIF container shows the image as orientation \(container.orientation.summary); its EXIF tag says "
                         + "\(exif.summary), which was not applied a second time")
        }
        if tag == .up { tag = nil }
        var image = DecodedImage(pixels: upright, format: .heic, orientationTag: tag, orientationApplied: options.applyOrientation && tag != nil)
        image.notes = notes
        if options.fingerprintPixels {
            image.pixelsSHA256 = storedPixels(of: heif, decoded: decoded, transformed: options.applyOrientation,
                                              containerTurns: !container.isEmpty, maxPixels: options.maxPixels)?.pixelsSHA256()
        }
        return .success(image)
    }

    /// The HEIF image as stored, before the container's rotation, mirroring and cropping:
    /// `decoded` itself when it was decoded so, or when the container changed nothing (no
    /// turn, the size its `ispe` box gives); else decoded a second time without them.
    private static func storedPixels(of heif: HEIFImage, decoded: LeptonicaImage, transformed: Bool,
                                     containerTurns: Bool, maxPixels: Int) -> LeptonicaImage? {
        if !transformed { return decoded }
        if !containerTurns, decoded.width == heif.storedWidth, decoded.height == heif.storedHeight { return decoded }
        return try? heif.decode(transformed: false, maxPixels: maxPixels).get()
    }
}
