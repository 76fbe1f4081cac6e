/// An 8-bit grayscale raster, row-major, one byte per pixel (0 black, 255 white).
struct GrayImage: Sendable, Equatable {
    let width: Int
    let height: Int
    var pixels: [UInt8]

    init(width: Int, height: Int, fill: UInt8) {
        self.width = width
        self.height = height
        self.pixels = [UInt8](repeating: fill, count: width * height)
    }

    init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height, "pixel count does not match size")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    subscript(x: Int, y: Int) -> UInt8 {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    /// Paints `colour` over the pixel with the given coverage (0...255).
    mutating func blend(x: Int, y: Int, colour: UInt8, coverage: UInt8) {
        guard x >= 0, y >= 0, x < width, y < height, coverage > 0 else { return }
        let index = y * width + x
        let old = Int(pixels[index])
        let c = Int(coverage)
        pixels[index] = UInt8((old * (255 - c) + Int(colour) * c + 127) / 255)
    }

    /// Bilinear sample at a fractional position; outside the raster gives `outside`.
    func sample(_ fx: Double, _ fy: Double, outside: UInt8) -> Double {
        let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
        let tx = fx - Double(x0), ty = fy - Double(y0)
        func at(_ x: Int, _ y: Int) -> Double {
            (x < 0 || y < 0 || x >= width || y >= height) ? Double(outside) : Double(pixels[y * width + x])
        }
        let top = at(x0, y0) * (1 - tx) + at(x0 + 1, y0) * tx
        let bottom = at(x0, y0 + 1) * (1 - tx) + at(x0 + 1, y0 + 1) * tx
        return top * (1 - ty) + bottom * ty
    }
}

extension UInt8 {
    /// Rounds and clamps a double into 0...255.
    init(clamping value: Double) {
        let r = value.rounded()
        self = r <= 0 ? 0 : (r >= 255 ? 255 : UInt8(r))
    }
}
