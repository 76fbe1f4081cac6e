import CLeptonica

extension ImageDecoder {
    /// The size of the pixels as the file stores them (before any orientation), from the
    /// header alone, without decoding; nil when it is not an image or the header cannot be
    /// read. Two files can hold the same pixels only when their stored sizes agree, so
    /// `corpus add` decodes only the corpus images of an incoming image's size.
    public static func storedSize(of bytes: [UInt8]) -> (width: Int, height: Int)? {
        _ = quietLeptonica
        guard case .success(let format) = ImageFormat.detect(bytes) else { return nil }
        if format == .heic {
            guard let heif = try? HEIFImage(bytes) else { return nil }
            return (heif.storedWidth, heif.storedHeight)
        }
        var width: Int32 = 0, height: Int32 = 0
        let (read, _) = CodecReason.leptonicaMessage {
            bytes.withUnsafeBufferPointer { buffer in
                pixReadHeaderMem(buffer.baseAddress, buffer.count, nil, &width, &height, nil, nil, nil) == 0
            }
        }
        return read && width > 0 && height > 0 ? (Int(width), Int(height)) : nil
    }
}
