/// The eight values of the EXIF/TIFF orientation tag (274): how the stored pixels
/// must be transformed to be shown upright.
public enum Orientation: Int, Sendable, CaseIterable {
    /// Stored upright.
    case up = 1
    /// Mirror left-right to show.
    case upMirrored = 2
    /// Rotate 180° to show.
    case down = 3
    /// Mirror top-bottom to show.
    case downMirrored = 4
    /// Transpose (mirror across the top-left to bottom-right diagonal) to show.
    case leftMirrored = 5
    /// Rotate 90° clockwise to show.
    case right = 6
    /// Transverse (mirror across the top-right to bottom-left diagonal) to show.
    case rightMirrored = 7
    /// Rotate 90° counter-clockwise to show.
    case left = 8

    /// True when showing the image swaps its width and height.
    public var swapsDimensions: Bool { rawValue >= 5 }

    /// A short description for reports, e.g. "6 (rotate 90° clockwise)".
    public var summary: String {
        let what: String
        switch self {
        case .up: what = "upright"
        case .upMirrored: what = "mirror left-right"
        case .down: what = "rotate 180°"
        case .downMirrored: what = "mirror top-bottom"
        case .leftMirrored: what = "transpose"
        case .right: what = "rotate 90° clockwise"
        case .rightMirrored: what = "transverse"
        case .left: what = "rotate 90° counter-clockwise"
        }
        return "\(rawValue) (\(what))"
    }
}
