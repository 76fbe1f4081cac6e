import Foundation
import LayoutFormats
import Scoring

/// A file's text as the corpus reads truth, its format told by its content as the corpus
/// and the recorded backend tell it (the root element, past any prolog): PAGE-XML (at a
/// `TextEquivLevel`; PAGE-XML and ALTO by `LayoutTextRules`), ALTO and hOCR through the
/// layout readers, anything else as UTF-8 plain text. `ocrgauge score` reads its REF and
/// HYP so.
public struct DocumentText: Sendable, Equatable {
    /// The layout format it was read as; nil: plain text.
    public var format: LayoutFormat?
    /// The text, not normalized.
    public var text: String
    /// What reading a layout document decided, one sentence each.
    public var notes: [String]
    /// Where the text comes from, for normalizing it (`NormalizationProfile.normalize(_:source:)`).
    public var source: TextSource = .plainText
    /// What the file is when it is read as plain text though it is XML ("the root
    /// element is <TEI>"); nil otherwise.
    public var plainTextReason: String?

    /// Reads `data`; `file` names it in errors and notes. Throws naming the file when a
    /// layout document cannot be read or plain text is not UTF-8.
    public static func read(_ data: Data, file: String, level: TextEquivLevel,
                            rules: LayoutTextRules = .ocrgauge) throws(CorpusError) -> DocumentText {
        let detection = LayoutFormat.detection(of: data)
        if case .layout(let format) = detection {
            let truth = try TruthFile.read(data, file: file, format: format, level: level, rules: rules)
            return DocumentText(format: format, text: truth.text, notes: truth.notes, source: truth.source)
        }
        var reason: String?
        switch detection {
        case .otherXML, .prologTooLong, .noRootElement: reason = LayoutFormat.describe(detection)
        case .layout, .notXML: break
        }
        return DocumentText(format: nil, text: try UTF8Text.decode(data, file: file), notes: [], plainTextReason: reason)
    }

    /// "PAGE-XML (TextEquiv at region level)", "ALTO", "plain text": what it was read as.
    public func describe(level: TextEquivLevel) -> String {
        switch format {
        case .page?: return "PAGE-XML (TextEquiv at \(level.rawValue) level)"
        case let other?: return other.displayName
        case nil: return "plain text" + (plainTextReason.map { " (XML, but \($0): not PAGE-XML, ALTO or hOCR)" } ?? "")
        }
    }
}
