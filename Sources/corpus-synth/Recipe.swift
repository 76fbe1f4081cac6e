/// One committed recipe: ci/corpus/recipes/<suite>/<id>.json.
struct Recipe: Decodable, Sendable {
    enum Kind: String, Decodable, Sendable { case text, blank, damaged }

    /// What the sample is: rendered text, a blank page, or a damaged file.
    var kind: Kind
    /// Output format: png, jpg or tif (the file extension is taken from it).
    var format: ImageFormat
    /// Font file, e.g. /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf.
    var font: String?
    /// Point size.
    var size: Double?
    /// Dots per inch used for rendering and written into the file; 300 unless stated.
    var dpi: Int?
    /// Single-column text, one entry per line ("" leaves an empty line).
    var lines: [String]?
    /// Multi-column text: one list of lines per column, read column by column.
    var columns: [[String]]?
    /// Space between columns in points (default 36).
    var columnGap: Double?
    /// Line pitch as a multiple of the face's line height (default 1.0).
    var lineSpacing: Double?
    /// Margin around the text in points (default 36).
    var margin: Double?
    /// Fixed page size in pixels (blank pages; text pages grow to fit).
    var page: PageSize?
    /// Text and paper grey levels (default 0 and 255).
    var foreground: Int?
    var background: Int?
    /// Applied in order after rendering.
    var degradations: [DegradationStep]?
    /// JPEG quality (default 90).
    var jpegQuality: Int?
    /// EXIF orientation 1-8, stored in the format's own container.
    var orientation: Int?
    /// Damaged samples: what to do to the rendered file.
    var damage: DamageStep?
    /// Sidecar content written to <id>.json.
    var sidecar: Sidecar

    var resolvedDPI: Int { dpi ?? 300 }
}

enum ImageFormat: String, Decodable, Sendable {
    case png, jpg, tif
    var fileExtension: String { rawValue }
}

struct PageSize: Decodable, Sendable {
    var width: Int
    var height: Int
}

/// One degradation: rotate (degrees), blur (radius px), noise (amount, seed),
/// scale (factor).
struct DegradationStep: Decodable, Sendable {
    enum Kind: String, Decodable, Sendable { case rotate, blur, noise, scale }
    var kind: Kind
    var degrees: Double?
    var radius: Int?
    var amount: Double?
    var seed: UInt64?
    var factor: Double?
}

/// One damage: empty, truncate (at byte N or fraction), truncateInChunk (chunk,
/// fraction), flipCRC (chunk), zeroBytes (offset, length), bytes (text),
/// hugeIHDR (width, height, seed), random (seed, length).
struct DamageStep: Decodable, Sendable {
    enum Kind: String, Decodable, Sendable {
        case empty, truncate, truncateInChunk, flipCRC, zeroBytes, bytes, hugeIHDR, random
    }
    var kind: Kind
    var at: Int?
    var fraction: Double?
    var chunk: String?
    var offset: Int?
    var length: Int?
    var text: String?
    var seed: UInt64?
    var width: UInt32?
    var height: UInt32?
}
