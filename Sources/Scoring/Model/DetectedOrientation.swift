/// What orientation detection (`"orientation": "detect"`, Tesseract's OSD) made of one
/// image after its orientation tag was applied. A turn needs OSD's confidence to reach
/// the threshold and its script to be one the page's languages are written in.
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
    /// The languages the page is read in, when OSD's script is none of theirs (a sign it
    /// guessed wrong: then the page is not turned); nil otherwise.
    public var foreignScriptFor: [String]? = nil

    /// A detection result with these values.
    public init(rotation: Int?, confidence: Double, script: String? = nil, turned: Bool, threshold: Double,
                foreignScriptFor: [String]? = nil) {
        self.rotation = rotation
        self.confidence = confidence
        self.script = script
        self.turned = turned
        self.threshold = threshold
        self.foreignScriptFor = foreignScriptFor
    }

    /// One line for people: "turned 90° clockwise (OSD confidence 4.42, Latin)".
    public var summary: String {
        guard let rotation else { return "no orientation found (too little text for OSD)" }
        let detail = "OSD confidence \(NumberFormatting.fixed(confidence, 2))" + (script.map { ", \($0)" } ?? "")
        if turned { return "turned \(rotation)° clockwise (\(detail))" }
        if rotation == 0 { return "upright (\(detail))" }
        if let languages = foreignScriptFor {
            return "not turned: \(rotation)° clockwise suggested with \(detail), but no language of the page ("
                + languages.joined(separator: ", ") + ") is written in \(script ?? "that script"): OSD is likely wrong"
        }
        return "not turned: \(rotation)° clockwise suggested with \(detail), below \(NumberFormatting.fixed(threshold, 2))"
    }
}
