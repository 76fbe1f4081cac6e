/// The settings of the Tesseract backend's own block, `"tesseract": {...}`. The common
/// settings it honours (level, languages, languageCorrection, customWords) come from the
/// profile (`CommonSettings`).
public struct TesseractSettings: BackendSettings {
    /// Page segmentation mode 0...13 (nil: 3, fully automatic, as the tesseract CLI).
    public var pageSegmentationMode: Int?
    /// Extra Tesseract variables, set after initialisation (e.g. "tessedit_char_whitelist").
    public var variables: [String: String]
    /// The tessdata folder; nil finds it the way the tesseract CLI does.
    public var dataPath: String?
    /// The resolution Tesseract is told, in dots per inch, for every image; nil gives it
    /// the image's own resolution and lets it estimate one (from the text's x-height) when
    /// the file has none, as the tesseract CLI and the API do.
    public var dotsPerInch: Int?

    /// The range Tesseract itself accepts as a credible resolution.
    public static let credibleDotsPerInch = 70...2400

    /// Settings with nothing set (the tesseract CLI's defaults).
    public init(pageSegmentationMode: Int? = nil, variables: [String: String] = [:], dataPath: String? = nil,
                dotsPerInch: Int? = nil) {
        self.pageSegmentationMode = pageSegmentationMode
        self.variables = variables
        self.dataPath = dataPath
        self.dotsPerInch = dotsPerInch
    }

    /// Variables that Tesseract reads only while it loads a model.
    static func initVariables(_ common: CommonSettings) -> [(String, String)] {
        var list: [(String, String)] = []
        if !common.effectiveLanguageCorrection {
            for dawg in ["load_system_dawg", "load_freq_dawg", "load_punc_dawg", "load_number_dawg",
                         "load_unambig_dawg", "load_bigram_dawg"] { list.append((dawg, "0")) }
        }
        return list
    }
}
