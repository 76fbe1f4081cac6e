import StrictJSON

/// The settings vocabulary every profile shares.
///
/// Engine settings are nil when the profile does not set them (the backend's default
/// applies, and a backend that does not honour the setting is not bothered); the
/// effective values below are what every report records. The harness applies
/// `orientation`, `regionOfInterest`, `minimumTextHeight` and `layout` itself, the same
/// way for every backend.
public struct CommonSettings: Sendable, Hashable, Codable {
    /// `level`: accurate or fast.
    public enum Level: String, Sendable, Hashable, Codable, CaseIterable {
        /// The engine's most accurate recognition (the default), or its fastest.
        case accurate, fast
    }

    /// `orientation`: whether the file's orientation tag turns the pixels upright, and
    /// whether the harness then looks at the pixels themselves.
    public enum OrientationHandling: String, Sendable, Hashable, Codable, CaseIterable {
        /// The tag is applied (the default): the engine sees the photo as a person does.
        case apply
        /// The stored pixels go to the engine as they are.
        case ignore
        /// The tag is applied, then Tesseract's orientation detection (OSD) looks at the
        /// pixels and turns them upright when it is confident (`orientationConfidence`):
        /// for pages scanned sideways or photos whose tag was lost.
        case detect
    }

    /// `layout`: the engine's line order, or the harness's column by column.
    public enum Layout: String, Sendable, Hashable, Codable, CaseIterable {
        /// The engine's own line order (the default), or the harness's column by column.
        case engine, columns
    }

    /// `level` (nil: the backend's default, recorded as accurate).
    public var level: Level?
    /// `languages` as Tesseract-style codes, e.g. "eng" (nil: `defaultLanguages`).
    public var languages: [String]?
    /// `languageCorrection`: whether the engine may use dictionaries (nil: on).
    public var languageCorrection: Bool?
    /// `customWords`: words the engine should know (nil: none).
    public var customWords: [String]?
    /// Lines lower than this fraction of the image height are dropped.
    public var minimumTextHeight: Double?
    /// [x, y, width, height] as fractions of the upright image; it is cropped first.
    public var regionOfInterest: [Double]?
    /// `orientation`: what happens to the file's orientation tag and the pixels (default `apply`).
    public var orientation: OrientationHandling
    /// With `orientation: detect`: the OSD confidence a turn needs (nil: the default).
    public var orientationConfidence: Double?
    /// `layout`: whose line order is scored (default `engine`).
    public var layout: Layout
    /// `dpi`: the resolution PDF pages are rendered at (nil: 300). Images keep their own
    /// pixels: the setting concerns documents' pages only.
    public var dpi: Int? = nil

    /// Settings with nothing set.
    public init(level: Level? = nil, languages: [String]? = nil, languageCorrection: Bool? = nil,
                customWords: [String]? = nil, minimumTextHeight: Double? = nil, regionOfInterest: [Double]? = nil,
                orientation: OrientationHandling = .apply, layout: Layout = .engine) {
        self.level = level
        self.languages = languages
        self.languageCorrection = languageCorrection
        self.customWords = customWords
        self.minimumTextHeight = minimumTextHeight
        self.regionOfInterest = regionOfInterest
        self.orientation = orientation
        self.layout = layout
    }

    /// The languages an engine gets when the profile names none.
    public static let defaultLanguages = ["eng"]

    /// The languages in effect.
    public var effectiveLanguages: [String] { languages ?? Self.defaultLanguages }
    /// `level: fast`.
    public var fast: Bool { level == .fast }
    /// Dictionaries on unless the profile turns them off.
    public var effectiveLanguageCorrection: Bool { languageCorrection ?? true }
    /// The custom words in effect.
    public var effectiveCustomWords: [String] { customWords ?? [] }
    /// Whether orientation tags turn the pixels upright.
    public var applyOrientation: Bool { orientation != .ignore }
    /// Whether OSD looks at the pixels after the tag.
    public var detectOrientation: Bool { orientation == .detect }
    /// The OSD confidence a turn needs by default. Measured on the bundled corpus with
    /// Tesseract 5.3.0's osd model: upright pages that OSD would turn reach at most 1.92
    /// (a blank off-white page), sideways pages 3.4 to 5.1, real phone photos 11 to 14.
    public static let defaultOrientationConfidence = 3.0
    /// The OSD confidence a turn needs.
    public var effectiveOrientationConfidence: Double { orientationConfidence ?? Self.defaultOrientationConfidence }
    /// `layout: columns`.
    public var columnLayout: Bool { layout == .columns }
    /// The resolution PDF pages are rendered at.
    public var effectiveDPI: Int { dpi ?? 300 }

    /// The engine settings the profile sets (whatever their values).
    public var engineSettingsSet: [EngineSetting] {
        var set: [EngineSetting] = []
        if level != nil { set.append(.level) }
        if languages != nil { set.append(.languages) }
        if languageCorrection != nil { set.append(.languageCorrection) }
        if customWords != nil { set.append(.customWords) }
        return set
    }

    /// Every common setting's effective value as reports record it, in a stable order.
    public var record: [(key: String, value: String)] {
        [("languages", JSONText.strings(effectiveLanguages)),
         ("orientation", JSONText.quote(orientation.rawValue)),
         ("level", JSONText.quote((level ?? .accurate).rawValue)),
         ("languageCorrection", JSONText.bool(effectiveLanguageCorrection)),
         ("customWords", JSONText.strings(effectiveCustomWords)),
         ("minimumTextHeight", JSONText.number(minimumTextHeight)),
         ("regionOfInterest", regionOfInterest.map { "[" + $0.map { "\($0)" }.joined(separator: ", ") + "]" } ?? "null"),
         ("layout", JSONText.quote(layout.rawValue))]
            + (detectOrientation ? [("orientationConfidence", JSONText.number(effectiveOrientationConfidence))] : [])
            + (dpi.map { [("dpi", String($0))] } ?? [])
    }
}
