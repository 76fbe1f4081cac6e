import Foundation
import LayoutFormats
import Scoring

/// A sample's ground truth as read from its file: plain text (`<id>.gt.txt`, the
/// tesstrain and OCR-D convention) or a layout document (`<id>.gt.page.xml`,
/// `<id>.gt.alto.xml`, `<id>.gt.hocr`) read into lines in reading order.
public struct TruthFile: Sendable, Equatable {
    /// The text to score against: for a layout document its lines joined by line feeds.
    var text: String
    /// A layout document's lines with their boxes, when every line has one.
    var lines: [TruthLine]?
    /// What reading a layout document decided ("regions r1, r4 are outside the
    /// ReadingOrder: left out").
    var notes: [String] = []
    /// Where the text comes from, for the scorer: a PAGE-XML or ALTO document read by
    /// dinglehopper's rules, or plain text.
    var source: TextSource = .plainText

    /// The truth file endings, plain text first.
    public static let suffixes: [String] = [".gt.txt"] + LayoutFormat.allCases.map(\.truthSuffix)

    /// The truth ending of a file name, if it has one.
    public static func suffix(of name: String) -> String? {
        suffixes.first { name.hasSuffix($0) && name.count > $0.count }
    }

    /// The text `data` holds as the loader reads it under the name `file` (a layout
    /// document's lines joined by line feeds; PAGE-XML's at `level`; PAGE-XML and ALTO by
    /// `rules`), or why it cannot be read.
    public static func text(of data: Data, file: String, level: TextEquivLevel = .line,
                            rules: LayoutTextRules = .ocrgauge) throws(CorpusError) -> String {
        try read(data, file: file, level: level, rules: rules).text
    }

    /// Checks `data` as the loader will read it under the name `file` (for `corpus add
    /// --truth`); returns how many lines it holds.
    public static func check(_ data: Data, file: String) throws(CorpusError) -> Int {
        let truth = try read(data, file: file)
        return truth.text.isEmpty ? 0 : truth.text.split(separator: "\n", omittingEmptySubsequences: false).count
    }

    /// Reads the truth in `data`; `file` (relative to the corpus) names it and says its
    /// format; PAGE-XML is read at `level`, PAGE-XML and ALTO by `rules`.
    static func read(_ data: Data, file: String, level: TextEquivLevel = .line,
                     rules: LayoutTextRules = .ocrgauge) throws(CorpusError) -> TruthFile {
        guard let format = LayoutFormat.allCases.first(where: { file.hasSuffix($0.truthSuffix) }) else {
            return TruthFile(text: try UTF8Text.decode(data, file: file))
        }
        if let found = LayoutFormat.detect(data), found != format {
            throw CorpusError(file: file, "holds \(found.displayName), not \(format.displayName); rename it "
                              + "<id>\(found.truthSuffix)")
        }
        return try read(data, file: file, format: format, level: level, rules: rules)
    }

    /// The truth of each page of a document, from one file: plain text's parts between
    /// form feeds (as Tesseract writes a document's text: a form feed after each page, so a
    /// last empty part after a final one is no page), a multi-page ALTO's `Page`s; PAGE-XML
    /// and hOCR hold one page.
    static func pages(_ data: Data, file: String, level: TextEquivLevel,
                      rules: LayoutTextRules = .ocrgauge) throws(CorpusError) -> [TruthFile] {
        guard let format = LayoutFormat.allCases.first(where: { file.hasSuffix($0.truthSuffix) }) else {
            var parts = try UTF8Text.decode(data, file: file).split(separator: "\u{0C}", omittingEmptySubsequences: false)
            if parts.count > 1, parts.last!.allSatisfy(\.isWhitespace) { parts.removeLast() }
            return parts.map { TruthFile(text: String($0)) }
        }
        let whole = try read(data, file: file, level: level, rules: rules)
        guard format == .alto else { return [whole] }
        let document: LayoutDocument
        do { document = try format.read(data, name: file, level: level, rules: rules) } catch {
            throw CorpusError(file: file, problem(error, file: file))
        }
        return (1...max(1, document.pages)).map { page in
            let single = document.page(page)
            let lines = single.hasLineBoxes
                ? single.lines.compactMap { line in
                    line.box.map { TruthLine(text: line.text, x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
                }
                : nil
            return TruthFile(text: single.text, lines: lines, notes: single.notes, source: rules.source(of: format))
        }
    }

    /// Reads `data` as a layout document of `format` (PAGE-XML at `level`; PAGE-XML and
    /// ALTO by `rules`); `file` names it.
    static func read(_ data: Data, file: String, format: LayoutFormat, level: TextEquivLevel,
                     rules: LayoutTextRules = .ocrgauge) throws(CorpusError) -> TruthFile {
        let document: LayoutDocument
        do { document = try format.read(data, name: file, level: level, rules: rules) } catch {
            throw CorpusError(file: file, problem(error, file: file))
        }
        let lines = document.hasLineBoxes
            ? document.lines.compactMap { line in
                line.box.map { TruthLine(text: line.text, x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
            }
            : nil
        return TruthFile(text: document.text, lines: lines, notes: document.notes, source: rules.source(of: format))
    }

    /// The reading error as "line 12: …" (libxml2's messages start with "file:12:").
    public static func problem(_ error: LayoutError, file: String) -> String {
        var reason = Substring(error.reason)
        var line = error.line
        if reason.hasPrefix(file + ":") {
            reason = reason.dropFirst(file.count + 1)
            let digits = reason.prefix(while: \.isNumber)
            if !digits.isEmpty, reason.dropFirst(digits.count).hasPrefix(":") {
                line = Int(digits)
                reason = reason.dropFirst(digits.count + 1)
            }
        }
        let text = reason.drop(while: { $0 == " " })
        return (line.map { "line \($0): " } ?? "") + text
    }
}
