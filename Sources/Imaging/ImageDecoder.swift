import CLeptonica

/// Decodes image bytes with Leptonica: format by content, size limit before decoding,
/// container checks for a precise reason, then the orientation tag.
public enum ImageDecoder {
    /// Leptonica prints its own errors to stderr; the harness reports them as reasons instead.
    private static let quietLeptonica: Bool = {
        _ = setMsgSeverity(Int32(L_SEVERITY_NONE))
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

        var width: Int32 = 0, height: Int32 = 0
        let headerRead = bytes.withUnsafeBufferPointer { buffer in
            pixReadHeaderMem(buffer.baseAddress, buffer.count, nil, &width, &height, nil, nil, nil) == 0
        }
        guard headerRead, width > 0, height > 0 else {
            return .failure(ImageUnreadable(ContainerCheck.problem(in: bytes, format: format)
                                            ?? "damaged \(name): the header cannot be read"))
        }
        let pixels = Int(width) * Int(height)
        if pixels > options.maxPixels {
            return .failure(ImageUnreadable(
                "image too large: header claims \(width) × \(height) pixels (\(megapixels(pixels)) megapixels), limit \(megapixels(options.maxPixels))"))
        }
        if let problem = ContainerCheck.problem(in: bytes, format: format) {
            return .failure(ImageUnreadable(problem))
        }
        // Leptonica turns TIFFs upright by their tag while reading; hand it a neutral tag.
        let decodable = format == .tiff ? OrientationTagReader.tiffWithoutOrientation(bytes) : bytes
        let decoded = decodable.withUnsafeBufferPointer { buffer in
            pixReadMem(buffer.baseAddress, buffer.count)
        }
        guard let decoded else {
            return .failure(ImageUnreadable("damaged \(name): the decoder rejected the data"))
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
        return .success(image)
    }

    private static func megapixels(_ pixels: Int) -> String {
        let tenths = (pixels + 50_000) / 100_000
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }
}
