import Scoring
import StrictJSON
import LayoutFormats
import Foundation

/// The corpus-wide defaults from `corpus.json`.
public struct CorpusSettings: Sendable, Equatable {
    /// The normalization profile name: exact, default, lenient or dinglehopper.
    public var normalization: String = "default"
    /// Free-text notes per suite, shown in reports.
    public var suiteNotes: [String: String] = [:]
    /// `"textEquivLevel"` (or `run --textequiv-level`): the level PAGE-XML truth is read
    /// at; nil: the normalization profile's (see `effectiveTextEquivLevel`).
    public var textEquivLevel: TextEquivLevel?

    /// The defaults of a corpus without `corpus.json`: normalization "default", no suite notes.
    public init() {}

    /// The level PAGE-XML text is read at: the one chosen, else the normalization
    /// profile's (`TextEquivLevel.default(for:)`).
    public var effectiveTextEquivLevel: TextEquivLevel {
        textEquivLevel ?? .default(for: NormalizationProfile(rawValue: normalization) ?? .default)
    }

    /// Whose rules PAGE-XML and ALTO truth is read by: the normalization profile's
    /// (`LayoutTextRules.of(_:)`).
    public var layoutTextRules: LayoutTextRules {
        .of(NormalizationProfile(rawValue: normalization) ?? .default)
    }

    static let knownKeys: Set<String> = ["normalization", "textEquivLevel", "suites", "notes"]
    static let normalizations = NormalizationProfile.allCases.map(\.rawValue)

    /// Parses `corpus.json`; `file` names it in errors.
    public static func parse(_ data: Data, file: String) throws(CorpusError) -> CorpusSettings {
        let fields = try JSONFields.parseObject(data, file: file)
        try fields.rejectUnknownKeys(knownKeys)
        var settings = CorpusSettings()
        if let normalization = try fields.string("normalization") {
            guard normalizations.contains(normalization) else {
                throw fields.fail("normalization", "must be one of \(Self.normalizations.joined(separator: ", ")), not \"\(normalization)\"")
            }
            settings.normalization = normalization
        }
        if let level = try fields.string("textEquivLevel") {
            guard let chosen = TextEquivLevel(rawValue: level) else {
                throw fields.fail("textEquivLevel", "must be \(TextEquivLevel.names), not \"\(level)\"")
            }
            settings.textEquivLevel = chosen
        }
        if let suites = try fields.object("suites") {
            for suite in suites.keys {
                guard let entry = try suites.object(suite) else { continue }
                try entry.rejectUnknownKeys(["notes"])
                settings.suiteNotes[suite] = try entry.string("notes")
            }
        }
        return settings
    }
}
