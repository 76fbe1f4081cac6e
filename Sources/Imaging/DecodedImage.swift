/// An image ready for recognition: upright pixels (when asked), with what the file declared.
public struct DecodedImage: Sendable {
    /// The decoded pixels, upright when the orientation tag was applied.
    public var pixels: LeptonicaImage
    /// The container format the bytes were in.
    public var format: ImageFormat
    /// The orientation tag the file carries, if any.
    public var orientationTag: Orientation?
    /// Whether the tag was applied to the pixels.
    public var orientationApplied: Bool
    /// The file the bytes came from, when known (a backend that reads files itself may
    /// use it when the pixels were not turned).
    public var sourcePath: String?
    /// The page of a document (PDF or multi-page TIFF) the pixels are, 1-based; nil for
    /// an image file of one picture.
    public var page: Int? = nil
    /// For a page of a document, the document's file, when known: unlike `sourcePath`,
    /// kept when the pixels are turned or cropped (a command engine is told which page of
    /// which document its image is).
    public var documentPath: String? = nil
    /// What was odd about the file without making it unreadable (see
    /// `OrientationTagReader.notes`).
    public var notes: [String] = []
    /// The SHA-256 of the pixels as the file stores them, before any orientation tag or
    /// container rotation is applied (`LeptonicaImage.pixelsSHA256` gives the
    /// serialization), when `DecodeOptions.fingerprintPixels` asked for it: a file whose
    /// metadata alone changed, or a profile that turns the pixels otherwise, keeps it.
    public var pixelsSHA256: String? = nil

    /// The width in pixels (after any turn).
    public var width: Int { pixels.width }
    /// The height in pixels (after any turn).
    public var height: Int { pixels.height }
}
