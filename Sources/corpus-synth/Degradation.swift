import Scoring
import Foundation

/// Deterministic image degradations applied after rendering.
enum Degradation {
    static func apply(_ steps: [DegradationStep], to image: GrayImage, background: UInt8,
                      file: String) throws(SynthError) -> GrayImage {
        var current = image
        for step in steps {
            switch step.kind {
            case .rotate:
                guard let degrees = step.degrees else { throw SynthError.recipe(file, "rotate needs \"degrees\"") }
                current = rotate(current, degrees: degrees, background: background)
            case .blur:
                current = blur(current, radius: step.radius ?? 1)
            case .noise:
                current = noise(current, amount: step.amount ?? 8, seed: step.seed ?? 1)
            case .scale:
                guard let factor = step.factor, factor > 0 else { throw SynthError.recipe(file, "scale needs \"factor\" > 0") }
                current = scale(current, factor: factor)
            case .lighting:
                current = lighting(current, from: step.from ?? 1, to: step.to ?? 0.6, degrees: step.degrees ?? 0)
            case .vignette:
                current = vignette(current, amount: step.amount ?? 0.4)
            case .curve:
                guard let amount = step.amount else { throw SynthError.recipe(file, "curve needs \"amount\" (pixels)") }
                current = curve(current, amount: amount, background: background)
            case .contrast:
                current = contrast(current, low: step.low ?? 96, high: step.high ?? 255)
            case .threshold:
                current = threshold(current, level: step.level ?? 128)
            case .speckle:
                current = speckle(current, density: step.density ?? 0.5, radius: step.radius ?? 2, seed: step.seed ?? 1)
            case .ink:
                current = ink(current, amount: step.amount ?? 0.6, cell: step.radius ?? 24, seed: step.seed ?? 1)
            }
        }
        return current
    }

    /// Rotates counter-clockwise by `degrees` about the centre, growing the canvas.
    static func rotate(_ image: GrayImage, degrees: Double, background: UInt8) -> GrayImage {
        let radians = degrees * Double.pi / 180
        let c = cos(radians), s = sin(radians)
        let w = Double(image.width), h = Double(image.height)
        let newW = Int((abs(w * c) + abs(h * s)).rounded(.up))
        let newH = Int((abs(w * s) + abs(h * c)).rounded(.up))
        var out = GrayImage(width: newW, height: newH, fill: background)
        let cx = w / 2, cy = h / 2, ncx = Double(newW) / 2, ncy = Double(newH) / 2
        for y in 0..<newH {
            for x in 0..<newW {
                let dx = Double(x) + 0.5 - ncx, dy = Double(y) + 0.5 - ncy
                // inverse mapping (y axis points down, so CCW on screen is +degrees here)
                let sx = c * dx - s * dy + cx - 0.5
                let sy = s * dx + c * dy + cy - 0.5
                out[x, y] = UInt8(clamping: image.sample(sx, sy, outside: background))
            }
        }
        return out
    }

    /// Two passes of a separable box blur (close to a Gaussian).
    static func blur(_ image: GrayImage, radius: Int) -> GrayImage {
        guard radius > 0 else { return image }
        var current = image
        for _ in 0..<2 {
            current = boxPass(current, radius: radius, horizontal: true)
            current = boxPass(current, radius: radius, horizontal: false)
        }
        return current
    }

    private static func boxPass(_ image: GrayImage, radius: Int, horizontal: Bool) -> GrayImage {
        var out = image
        let outer = horizontal ? image.height : image.width
        let inner = horizontal ? image.width : image.height
        for o in 0..<outer {
            for i in 0..<inner {
                var sum = 0
                for k in -radius...radius {
                    let j = min(max(i + k, 0), inner - 1)
                    sum += Int(horizontal ? image[j, o] : image[o, j])
                }
                let value = UInt8((sum + radius) / (2 * radius + 1))
                if horizontal { out[i, o] = value } else { out[o, i] = value }
            }
        }
        return out
    }

    /// Adds seeded, roughly Gaussian noise with standard deviation `amount`.
    static func noise(_ image: GrayImage, amount: Double, seed: UInt64) -> GrayImage {
        var rng = SplitMix64(seed: seed)
        var out = image
        for i in out.pixels.indices {
            out.pixels[i] = UInt8(clamping: Double(out.pixels[i]) + rng.gaussian() * amount)
        }
        return out
    }

    /// Resizes by `factor`: area average when shrinking, bilinear when growing.
    static func scale(_ image: GrayImage, factor: Double) -> GrayImage {
        let newW = max(1, Int((Double(image.width) * factor).rounded()))
        let newH = max(1, Int((Double(image.height) * factor).rounded()))
        var out = GrayImage(width: newW, height: newH, fill: 255)
        let inv = 1 / factor
        let taps = factor < 1 ? max(1, Int(inv.rounded(.up))) : 1
        for y in 0..<newH {
            for x in 0..<newW {
                var sum = 0.0
                for ty in 0..<taps {
                    for tx in 0..<taps {
                        let sx = (Double(x) + (Double(tx) + 0.5) / Double(taps)) * inv - 0.5
                        let sy = (Double(y) + (Double(ty) + 0.5) / Double(taps)) * inv - 0.5
                        let cx = min(max(sx, 0), Double(image.width - 1))
                        let cy = min(max(sy, 0), Double(image.height - 1))
                        sum += image.sample(cx, cy, outside: 255)
                    }
                }
                out[x, y] = UInt8(clamping: sum / Double(taps * taps))
            }
        }
        return out
    }

    /// Uneven lighting: multiplies every pixel by a gain that runs linearly from
    /// `from` to `to` across the page in the direction `degrees` (0: left to right,
    /// 90: top to bottom), as a page photographed with the lamp on one side.
    static func lighting(_ image: GrayImage, from: Double, to: Double, degrees: Double) -> GrayImage {
        let radians = degrees * Double.pi / 180
        let dx = cos(radians), dy = sin(radians)
        let w = Double(image.width), h = Double(image.height)
        let corners = [(0.0, 0.0), (w, 0.0), (0.0, h), (w, h)].map { $0.0 * dx + $0.1 * dy }
        let lo = corners.min() ?? 0, span = max(1e-9, (corners.max() ?? 1) - lo)
        var out = image
        for y in 0..<image.height {
            for x in 0..<image.width {
                let t = ((Double(x) + 0.5) * dx + (Double(y) + 0.5) * dy - lo) / span
                let gain = from + (to - from) * t
                out[x, y] = UInt8(clamping: Double(image[x, y]) * gain)
            }
        }
        return out
    }

    /// Darker corners: gain 1 at the centre, 1 - amount at the corners (quadratic).
    static func vignette(_ image: GrayImage, amount: Double) -> GrayImage {
        let cx = Double(image.width) / 2, cy = Double(image.height) / 2
        let r2max = max(1e-9, cx * cx + cy * cy)
        var out = image
        for y in 0..<image.height {
            for x in 0..<image.width {
                let ddx = Double(x) + 0.5 - cx, ddy = Double(y) + 0.5 - cy
                let gain = 1 - amount * (ddx * ddx + ddy * ddy) / r2max
                out[x, y] = UInt8(clamping: Double(image[x, y]) * gain)
            }
        }
        return out
    }

    /// A curved-page approximation: column x moves down by amount * sin(pi * x / width)
    /// (a negative amount moves it up), so straight lines become smooth arcs, as a
    /// page bulging off the scanner glass. The canvas grows by |amount|.
    static func curve(_ image: GrayImage, amount: Double, background: UInt8) -> GrayImage {
        let grow = Int(abs(amount).rounded(.up))
        var out = GrayImage(width: image.width, height: image.height + grow, fill: background)
        let base = amount < 0 ? Double(grow) : 0
        for x in 0..<image.width {
            let shift = base + amount * sin(Double.pi * (Double(x) + 0.5) / Double(image.width))
            for y in 0..<out.height {
                out[x, y] = UInt8(clamping: image.sample(Double(x), Double(y) - shift, outside: background))
            }
        }
        return out
    }

    /// Maps black..white onto low..high (low contrast when they are close).
    static func contrast(_ image: GrayImage, low: Int, high: Int) -> GrayImage {
        var out = image
        let l = Double(low), range = Double(high - low)
        for i in out.pixels.indices {
            out.pixels[i] = UInt8(clamping: l + Double(out.pixels[i]) * range / 255)
        }
        return out
    }

    /// Binarizes at a fixed level: below is black, the rest white (a fax or a
    /// cheap scanner in line-art mode).
    static func threshold(_ image: GrayImage, level: Int) -> GrayImage {
        var out = image
        for i in out.pixels.indices { out.pixels[i] = Int(out.pixels[i]) < level ? 0 : 255 }
        return out
    }

    /// Dust and toner specks: `density` dark dots per 10,000 pixels, each a disc of
    /// radius 0...`radius` px and a random dark grey, placed by a seeded generator.
    static func speckle(_ image: GrayImage, density: Double, radius: Int, seed: UInt64) -> GrayImage {
        var rng = SplitMix64(seed: seed)
        var out = image
        let count = Int((Double(image.width * image.height) * density / 10_000).rounded())
        for _ in 0..<count {
            let cx = Int(rng.unit() * Double(image.width))
            let cy = Int(rng.unit() * Double(image.height))
            let r = Int(rng.unit() * Double(radius + 1))
            let grey = UInt8(rng.unit() * 120)
            for y in (cy - r)...(cy + r) {
                for x in (cx - r)...(cx + r) where (x - cx) * (x - cx) + (y - cy) * (y - cy) <= r * r {
                    guard x >= 0, y >= 0, x < image.width, y < image.height else { continue }
                    out[x, y] = min(out[x, y], grey)
                }
            }
        }
        return out
    }

    /// Patchy ink (a fading thermal print or a dry ribbon): a smooth random field on
    /// a grid of `cell` pixels lightens dark pixels by up to `amount` of the way to white.
    static func ink(_ image: GrayImage, amount: Double, cell: Int, seed: UInt64) -> GrayImage {
        var rng = SplitMix64(seed: seed)
        let cell = max(2, cell)
        let gw = image.width / cell + 2, gh = image.height / cell + 2
        var grid = [Double](repeating: 0, count: gw * gh)
        for i in grid.indices { grid[i] = rng.unit() }
        var out = image
        for y in 0..<image.height {
            let fy = Double(y) / Double(cell)
            let y0 = Int(fy), ty = fy - Double(y0)
            for x in 0..<image.width {
                let fx = Double(x) / Double(cell)
                let x0 = Int(fx), tx = fx - Double(x0)
                let top = grid[y0 * gw + x0] * (1 - tx) + grid[y0 * gw + x0 + 1] * tx
                let bottom = grid[(y0 + 1) * gw + x0] * (1 - tx) + grid[(y0 + 1) * gw + x0 + 1] * tx
                let field = top * (1 - ty) + bottom * ty
                let p = Double(image[x, y])
                out[x, y] = UInt8(clamping: p + (255 - p) * amount * field * field)
            }
        }
        return out
    }
}
