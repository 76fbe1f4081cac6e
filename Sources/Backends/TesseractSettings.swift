/// The settings the Tesseract backend honours.
public struct TesseractSettings: Sendable, Equatable, Hashable, Codable {
    /// Traineddata names, e.g. ["eng"], joined with "+" for the engine.
    public var languages: [String]
    /// Page segmentation mode 0...13 (nil: 3, fully automatic, as the tesseract CLI).
    public var pageSegmentationMode: Int?
    /// Extra Tesseract variables, set after initialisation (e.g. "tessedit_char_whitelist").
    public var variables: [String: String]
    /// The tessdata folder; nil finds it the way the tesseract CLI does.
    public var dataPath: String?

    public init(languages: [String] = ["eng"], pageSegmentationMode: Int? = nil,
                variables: [String: String] = [:], dataPath: String? = nil) {
        self.languages = languages
        self.pageSegmentationMode = pageSegmentationMode
        self.variables = variables
        self.dataPath = dataPath
    }
}
