import Scoring
import StrictJSON
import Foundation

/// The corpus-wide defaults from `corpus.json`.
public struct CorpusSettings: Sendable, Equatable {
    /// The normalization profile name: exact, default, lenient or dinglehopper.
    public var normalization: String = "default"
    /// Free-text notes per suite, shown in reports.
    public var suiteNotes: [String: String] = [:]

    /// The defaults of a corpus without `corpus.json`: normalization "default", no suite notes.
    public init() {}

    static let knownKeys: Set<String> = ["normalization", "suites", "notes"]
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
