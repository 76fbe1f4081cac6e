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
    /// `accurate` (the LSTM engine) or `fast` (the legacy engine when the traineddata has
    /// it, else the LSTM engine without its inverted-text pass).
    public var fast: Bool
    /// Dictionaries on (true) or off: off loads no system, frequency, punctuation, number,
    /// unambiguous or bigram word lists, so identifiers are not "corrected" into words.
    public var languageCorrection: Bool
    /// Words added to the engine's user word list.
    public var customWords: [String]

    public init(languages: [String] = ["eng"], pageSegmentationMode: Int? = nil,
                variables: [String: String] = [:], dataPath: String? = nil,
                fast: Bool = false, languageCorrection: Bool = true, customWords: [String] = []) {
        self.languages = languages
        self.pageSegmentationMode = pageSegmentationMode
        self.variables = variables
        self.dataPath = dataPath
        self.fast = fast
        self.languageCorrection = languageCorrection
        self.customWords = customWords
    }

    /// Variables that Tesseract reads only while it loads a model.
    var initVariables: [(String, String)] {
        var list: [(String, String)] = []
        if !languageCorrection {
            for dawg in ["load_system_dawg", "load_freq_dawg", "load_punc_dawg", "load_number_dawg",
                         "load_unambig_dawg", "load_bigram_dawg"] { list.append((dawg, "0")) }
        }
        return list
    }
}
