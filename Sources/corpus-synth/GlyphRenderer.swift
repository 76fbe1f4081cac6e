/// Measures and draws single lines of text with a FontFace (no wrapping, no shaping
/// beyond one glyph per Unicode scalar).
struct GlyphRenderer {
    let face: FontFace
    let colour: UInt8
    private var cache: [Unicode.Scalar: FontFace.Glyph] = [:]

    init(face: FontFace, colour: UInt8) {
        self.face = face
        self.colour = colour
    }

    private mutating func glyph(_ scalar: Unicode.Scalar) throws(SynthError) -> FontFace.Glyph {
        if let cached = cache[scalar] { return cached }
        guard scalar == " " || face.hasGlyph(scalar) else {
            throw SynthError.font("?", "no glyph for '\(scalar)' U+\(String(scalar.value, radix: 16, uppercase: true))")
        }
        let rendered = try face.glyph(for: scalar)
        cache[scalar] = rendered
        return rendered
    }

    /// Advance width of the line in whole pixels.
    mutating func measure(_ line: String) throws(SynthError) -> Int {
        var pen26 = 0
        var right = 0
        for scalar in line.unicodeScalars {
            let g = try glyph(scalar)
            right = max(right, pen26 / 64 + g.left + g.width)
            pen26 += g.advance26
        }
        return max(right, (pen26 + 63) / 64)
    }

    /// Draws the line with its pen starting at x and its baseline at y.
    mutating func draw(_ line: String, into image: inout GrayImage, x: Int, baseline: Int) throws(SynthError) {
        var pen26 = x * 64
        for scalar in line.unicodeScalars {
            let g = try glyph(scalar)
            let originX = pen26 / 64 + g.left
            let originY = baseline - g.top
            for row in 0..<g.rows {
                for col in 0..<g.width {
                    let c = g.coverage[row * g.width + col]
                    if c > 0 {
                        image.blend(x: originX + col, y: originY + row, colour: colour, coverage: c)
                    }
                }
            }
            pen26 += g.advance26
        }
    }
}
