/// The eight EXIF orientations as pixel transforms. The tag says how to turn the
/// STORED pixels into the upright page; to store a page with tag N we apply the
/// inverse of N's display transform to the upright render.
enum OrientationTransform {
    /// The pixels to store so that a reader applying tag `value` sees `upright`.
    static func stored(for upright: GrayImage, orientation value: Int) -> GrayImage {
        switch value {
        case 2: return flipHorizontal(upright)           // own inverse
        case 3: return rotate180(upright)                // own inverse
        case 4: return flipVertical(upright)             // own inverse
        case 5: return transpose(upright)                // own inverse
        case 6: return rotateCounterClockwise(upright)   // display rotates 90° CW
        case 7: return transverse(upright)               // own inverse
        case 8: return rotateClockwise(upright)          // display rotates 90° CCW
        default: return upright
        }
    }

    static func flipHorizontal(_ i: GrayImage) -> GrayImage {
        remap(i, width: i.width, height: i.height) { x, y in (i.width - 1 - x, y) }
    }

    static func flipVertical(_ i: GrayImage) -> GrayImage {
        remap(i, width: i.width, height: i.height) { x, y in (x, i.height - 1 - y) }
    }

    static func rotate180(_ i: GrayImage) -> GrayImage {
        remap(i, width: i.width, height: i.height) { x, y in (i.width - 1 - x, i.height - 1 - y) }
    }

    /// Mirror across the top-left/bottom-right diagonal.
    static func transpose(_ i: GrayImage) -> GrayImage {
        remap(i, width: i.height, height: i.width) { x, y in (y, x) }
    }

    /// Mirror across the top-right/bottom-left diagonal.
    static func transverse(_ i: GrayImage) -> GrayImage {
        remap(i, width: i.height, height: i.width) { x, y in (i.width - 1 - y, i.height - 1 - x) }
    }

    static func rotateClockwise(_ i: GrayImage) -> GrayImage {
        remap(i, width: i.height, height: i.width) { x, y in (y, i.height - 1 - x) }
    }

    static func rotateCounterClockwise(_ i: GrayImage) -> GrayImage {
        remap(i, width: i.height, height: i.width) { x, y in (i.width - 1 - y, x) }
    }

    /// Builds a new raster where output (x, y) takes the source pixel `source(x, y)`.
    private static func remap(_ i: GrayImage, width: Int, height: Int,
                              source: (Int, Int) -> (Int, Int)) -> GrayImage {
        var out = GrayImage(width: width, height: height, fill: 255)
        for y in 0..<height {
            for x in 0..<width {
                let (sx, sy) = source(x, y)
                out[x, y] = i[sx, sy]
            }
        }
        return out
    }
}
