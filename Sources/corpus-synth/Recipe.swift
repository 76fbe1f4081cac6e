import Corpus

/// One committed recipe: ci/corpus/recipes/<suite>/<id>.json.
struct Recipe: Decodable, Sendable {
    enum Kind: String, Decodable, Sendable { case text, blank, damaged }

    /// What the sample is: rendered text, a blank page, or a damaged file.
    var kind: Kind
    /// Output format: png, jpg, tif or heic (the file extension is taken from it).
    var format: ImageFormat
    /// File extension override (e.g. "webp", "bmp", "gif" for damaged files whose
    /// bytes are not the format's own); default: the format's extension.
    var fileExtension: String?
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
    /// Minimum column width in points (a tab in a line right-aligns what follows it
    /// to this width; receipts use it for prices).
    var columnWidth: Double?
    /// A block above the columns, spanning them (a newspaper headline): its own font,
    /// size and lines; read before the columns.
    var title: TitleBlock?
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
    /// false: store the pixels as for `orientation` but write no tag (a sideways
    /// page whose tag was stripped). Default true.
    var writeOrientationTag: Bool?
    /// HEIC only: the orientation as the container's transform (default), as EXIF, or both.
    var heifOrientation: HEIFEncoder.OrientationPlace?
    /// Barcodes drawn below the text (before degradations and orientation).
    var barcodes: [BarcodeRecipe]?
    /// Damaged samples: what to do to the rendered file.
    var damage: DamageStep?
    /// Sidecar content written to <id>.json: read by the corpus's own `SidecarParser`
    /// (`RecipeCatalog.load`), so a recipe holds exactly what a sidecar may.
    var sidecar = Sidecar()

    /// Every key but `sidecar`, which `RecipeCatalog.load` reads.
    private enum CodingKeys: String, CodingKey {
        case kind, format, fileExtension, font, size, dpi, lines, columns, columnGap, columnWidth, title, lineSpacing, margin, page, foreground, background, degradations, jpegQuality, orientation, writeOrientationTag, heifOrientation, barcodes, damage
    }

    var resolvedDPI: Int { dpi ?? 300 }
    var resolvedExtension: String { fileExtension ?? format.fileExtension }
}

struct TitleBlock: Decodable, Sendable {
    var font: String
    var size: Double
    var lines: [String]
    /// Space between the title and the columns in points (default 18).
    var gap: Double?
}

enum ImageFormat: String, Decodable, Sendable {
    case png, jpg, tif, heic
    var fileExtension: String { rawValue }
}

struct PageSize: Decodable, Sendable {
    var width: Int
    var height: Int
}

/// One degradation: rotate (degrees), blur (radius px), noise (amount, seed),
/// scale (factor), lighting (from, to, degrees: a linear gain across the page),
/// vignette (amount: darker corners), curve (amount px, a smooth vertical
/// displacement per column, as a page bulging off the glass), contrast (low, high:
/// maps black..white to low..high), threshold (level: binarize), speckle (density,
/// seed, radius: dust and toner dots), ink (amount, seed: patchy ink, text
/// lightened in blotches).
struct DegradationStep: Decodable, Sendable {
    enum Kind: String, Decodable, Sendable {
        case rotate, blur, noise, scale, lighting, vignette, curve, contrast, threshold, speckle, ink
    }
    var kind: Kind
    var degrees: Double?
    var radius: Int?
    var amount: Double?
    var seed: UInt64?
    var factor: Double?
    var from: Double?
    var to: Double?
    var low: Int?
    var high: Int?
    var level: Int?
    var density: Double?
}

/// One damage: empty, truncate (at byte N, negative from the end, or fraction),
/// truncateInChunk (chunk, fraction), truncateAtMarker (marker: a JPEG marker byte,
/// e.g. 218 = SOS; offset: bytes kept from the marker's FF), flipCRC (chunk),
/// zeroBytes (offset, length), patch (offset, hex; offset counted from a JPEG
/// marker when `marker` is given), patchChunk (chunk, offset into its data, hex; the
/// chunk's CRC recomputed, so only the decoder can object), bytes (text), hex (hex, then `length` seeded
/// random bytes), hugeIHDR (width, height, seed), random (seed, length).
struct DamageStep: Decodable, Sendable {
    enum Kind: String, Decodable, Sendable {
        case empty, truncate, truncateInChunk, truncateAtMarker, flipCRC, zeroBytes, patch, patchChunk, bytes, hex,
             hugeIHDR, random
    }
    var marker: Int?
    var hex: String?
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
