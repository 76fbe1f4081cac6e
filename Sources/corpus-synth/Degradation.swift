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
}
