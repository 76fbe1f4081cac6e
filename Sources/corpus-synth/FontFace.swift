import CFreeType

/// Owns one FreeType library and one face set to a size; freed in deinit.
final class FontFace {
    private var library: FT_Library?
    private var face: FT_Face?

    /// Line metrics in whole pixels.
    let ascender: Int
    let descender: Int   // positive: pixels below the baseline
    let lineHeight: Int

    init(path: String, points: Double, dpi: Int) throws(SynthError) {
        var lib: FT_Library?
        guard FT_Init_FreeType(&lib) == 0, let lib else {
            throw SynthError.font(path, "FreeType could not start")
        }
        library = lib
        var f: FT_Face?
        guard FT_New_Face(lib, path, 0, &f) == 0, let f else {
            FT_Done_FreeType(lib)
            library = nil
            throw SynthError.font(path, "cannot open font" + Self.packageHint(path))
        }
        face = f
        let size26 = FT_F26Dot6((points * 64).rounded())
        guard FT_Set_Char_Size(f, 0, size26, FT_UInt(dpi), FT_UInt(dpi)) == 0 else {
            FT_Done_Face(f)
            FT_Done_FreeType(lib)
            face = nil
            library = nil
            throw SynthError.font(path, "cannot set size \(points)pt at \(dpi) dpi")
        }
        let metrics = f.pointee.size.pointee.metrics
        ascender = Int((Double(metrics.ascender) / 64).rounded(.up))
        descender = Int((Double(-metrics.descender) / 64).rounded(.up))
        lineHeight = Int((Double(metrics.height) / 64).rounded())
    }

    /// Which Debian package ships a font the recipes use (ci/bootstrap installs them).
    static func packageHint(_ path: String) -> String {
        let package: String
        if path.contains("/urw-base35/") { package = "fonts-urw-base35" }
        else if path.contains("/liberation2/") { package = "fonts-liberation2" }
        else if path.contains("/dejavu/"), path.contains("Condensed") || path.contains("ExtraLight") { package = "fonts-dejavu-extra" }
        else if path.contains("/dejavu/") { package = "fonts-dejavu-core" }
        else { return "" }
        return " (Debian package \(package); run ci/bootstrap)"
    }

    deinit {
        if let face { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
    }

    /// One rendered glyph: coverage bitmap, its offset from the pen, the advance (26.6).
    struct Glyph {
        var width: Int
        var rows: Int
        var left: Int
        var top: Int
        var advance26: Int
        var coverage: [UInt8]
    }

    /// Renders one character with FT_LOAD_RENDER (8-bit antialiased coverage).
    func glyph(for scalar: Unicode.Scalar) throws(SynthError) -> Glyph {
        guard let face else { throw SynthError.font("?", "face closed") }
        let renderFlag: Int32 = 1 << 2  // FT_LOAD_RENDER
        guard FT_Load_Char(face, FT_ULong(scalar.value), renderFlag) == 0,
              let slot = face.pointee.glyph else {
            throw SynthError.font("?", "cannot render U+\(String(scalar.value, radix: 16, uppercase: true))")
        }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), rows = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        var coverage = [UInt8](repeating: 0, count: width * rows)
        if let buffer = bitmap.buffer, width > 0, rows > 0 {
            for y in 0..<rows {
                let rowStart = pitch >= 0 ? y * pitch : (rows - 1 - y) * -pitch
                for x in 0..<width {
                    coverage[y * width + x] = buffer[rowStart + x]
                }
            }
        }
        return Glyph(width: width, rows: rows,
                     left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
                     advance26: Int(slot.pointee.advance.x), coverage: coverage)
    }

    /// Whether the face has a glyph for the character (index 0 is .notdef).
    func hasGlyph(_ scalar: Unicode.Scalar) -> Bool {
        guard let face else { return false }
        return FT_Get_Char_Index(face, FT_ULong(scalar.value)) != 0
    }
}
