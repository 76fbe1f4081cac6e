import Backends
import Imaging
import Scoring

/// What the harness does around any backend, the same way for all: turn the page
/// upright by orientation detection, crop to the region of interest before recognition,
/// then drop lines lower than the minimum text height and put the lines in column order.
struct HarnessAdjustments: Sendable, Equatable, Codable {
    var regionOfInterest: [Double]?
    var minimumTextHeight: Double?
    var columnLayout: Bool
    /// The OSD confidence a turn needs, when orientation is detected (nil: not detected).
    var orientationConfidence: Double?
    /// The languages the page is read in (OSD's script must be one of theirs to turn it).
    var languages: [String] = []

    init(profile: Profile) {
        regionOfInterest = profile.common.regionOfInterest
        minimumTextHeight = profile.common.minimumTextHeight
        columnLayout = profile.common.columnLayout
        orientationConfidence = profile.common.detectOrientation ? profile.common.effectiveOrientationConfidence : nil
        languages = profile.common.effectiveLanguages
    }

    /// Turns `image` upright when OSD is confident enough; says what it found.
    func detectOrientation(_ image: inout DecodedImage, with detector: OrientationDetector) -> DetectedOrientation? {
        guard let threshold = orientationConfidence else { return nil }
        guard let guess = detector.detect(image.pixels) else {
            return DetectedOrientation(rotation: nil, confidence: 0, turned: false, threshold: threshold)
        }
        var turned = false
        var foreign: [String]?
        if let expected = ScriptsOfLanguages.scripts(for: languages), let script = guess.script, !expected.contains(script) {
            foreign = languages
        }
        if guess.clockwiseRotation != 0, guess.confidence >= threshold, foreign == nil,
           let upright = image.pixels.rotatedClockwise(degrees: guess.clockwiseRotation) {
            image.pixels = upright
            image.sourcePath = nil    // a backend reading files must get the turned pixels
            turned = true
        }
        return DetectedOrientation(rotation: guess.clockwiseRotation, confidence: guess.confidence, script: guess.script,
                                   turned: turned, threshold: threshold,
                                   foreignScriptFor: guess.clockwiseRotation != 0 ? foreign : nil)
    }

    /// The region to crop, in pixels of the upright image, or nil for the whole image.
    func cropRectangle(width: Int, height: Int) -> PixelBox? {
        Self.cropRectangle(regionOfInterest, width: width, height: height)
    }

    /// The pixels a region of interest (x, y, width, height as fractions) covers in an
    /// upright image of this size, or nil for the whole image.
    static func cropRectangle(_ regionOfInterest: [Double]?, width: Int, height: Int) -> PixelBox? {
        guard let r = regionOfInterest, r.count == 4 else { return nil }
        let x = Int((r[0] * Double(width)).rounded(.down)), y = Int((r[1] * Double(height)).rounded(.down))
        let w = max(1, min(width - x, Int((r[2] * Double(width)).rounded()))), h = max(1, min(height - y, Int((r[3] * Double(height)).rounded())))
        return PixelBox(x: x, y: y, width: w, height: h)
    }

    /// Lines after the harness's own steps, boxes in pixels of the whole upright image.
    func adjust(_ lines: [TextLine], offset: PixelBox?, imageHeight: Int) -> [TextLine] {
        var result = lines.map { line in
            var moved = line
            if let offset { moved.box.x += offset.x; moved.box.y += offset.y }
            return moved
        }
        if let minimum = minimumTextHeight, minimum > 0 {
            let threshold = minimum * Double(imageHeight)
            // Lines without a box (plain-text output) cannot be measured and are kept.
            result = result.filter { $0.box.height == 0 || Double($0.box.height) >= threshold }
        }
        if columnLayout {
            result = ColumnReadingOrder.order(result.map(\.box)).map { result[$0] }
        }
        return result
    }
}
