import Foundation

/// The placeholders a per-image command's arguments may hold, each replaced for every
/// image: how settings reach a command that takes no request (docs/backends.md).
///
///     {image}            the upright image's path (a document's page: a PNG of that page)
///     {width} {height}   its size in pixels
///     {document} {page}  the document the image is a page of and the page, 1-based
///                        (a picture: {image}'s path, and 1)
///     {languages}        the languages joined with "+" (eng+deu, as tesseract -l takes them)
///     {level}            accurate or fast
///     {languageCorrection}  true or false
///     {customWordsFile}  a file with the custom words, one per line
///
/// An engine setting the profile sets whose placeholder the arguments lack could never
/// reach the engine: the profile is refused before the run (`missing`).
public enum CommandPlaceholders {
    /// The placeholder that carries each engine setting.
    public static let carriers: [EngineSetting: String] = [
        .languages: "{languages}", .level: "{level}", .languageCorrection: "{languageCorrection}",
        .customWords: "{customWordsFile}",
    ]

    /// `arguments` with every placeholder replaced.
    public static func fill(_ arguments: [String], image: String, width: Int, height: Int, document: String, page: Int,
                            common: CommonSettings, customWordsFile: String?) -> [String] {
        let values: [(String, String)] = [
            ("{image}", image), ("{width}", String(width)), ("{height}", String(height)),
            ("{document}", document), ("{page}", String(page)),
            ("{languages}", common.effectiveLanguages.joined(separator: "+")),
            ("{level}", (common.level ?? .accurate).rawValue),
            ("{languageCorrection}", common.effectiveLanguageCorrection ? "true" : "false"),
            ("{customWordsFile}", customWordsFile ?? ""),
        ]
        return arguments.map { argument in
            var filled = argument
            for (placeholder, value) in values where filled.contains(placeholder) {
                filled = filled.replacingOccurrences(of: placeholder, with: value)
            }
            return filled
        }
    }

    /// The engine settings the profile sets that `arguments` give no placeholder for.
    public static func missing(in arguments: [String], common: CommonSettings) -> [EngineSetting] {
        common.engineSettingsSet.filter { setting in
            guard let placeholder = carriers[setting] else { return false }
            return !arguments.contains { $0.contains(placeholder) }
        }
    }
}
