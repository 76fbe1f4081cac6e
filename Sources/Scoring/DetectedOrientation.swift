/// What orientation detection (`"orientation": "detect"`, Tesseract's OSD) made of one
/// image after its orientation tag was applied.
public struct DetectedOrientation: Sendable, Equatable, Codable {
    /// The clockwise turn, in degrees (0, 90, 180 or 270), that OSD says makes the page
    /// upright; nil when it found too little text to say.
    public var rotation: Int?
    /// OSD's confidence in that turn (Tesseract's orientation confidence: the margin of
    /// the best turn over the next; 0 when nothing was found).
    public var confidence: Double
    /// The script OSD read, e.g. "Latin".
    public var script: String?
    /// Whether the pixels were turned: a turn other than 0 with at least the profile's
    /// `orientationConfidence`.
    public var turned: Bool
    /// The confidence a turn needed.
    public var threshold: Double

    public init(rotation: Int?, confidence: Double, script: String? = nil, turned: Bool, threshold: Double) {
        self.rotation = rotation
        self.confidence = confidence
        self.script = script
        self.turned = turned
        self.threshold = threshold
    }

    /// One line for people: "turned 90° clockwise (OSD confidence 4.42, Latin)".
    public var summary: String {
        guard let rotation else { return "no orientation found (too little text for OSD)" }
        let detail = "OSD confidence \(NumberFormatting.fixed(confidence, 2))" + (script.map { ", \($0)" } ?? "")
        if turned { return "turned \(rotation)° clockwise (\(detail))" }
        if rotation == 0 { return "upright (\(detail))" }
        return "not turned: \(rotation)° clockwise suggested with \(detail), below \(NumberFormatting.fixed(threshold, 2))"
    }
}
