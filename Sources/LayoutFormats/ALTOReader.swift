import XMLReading
import Scoring

/// ALTO (v2 to v4, any namespace prefix) into text lines:
///
/// - `TextLine`s in document order (blocks nested in `ComposedBlock`s included), or, when
///   an ALTO 4 `ReadingOrder` names blocks or lines, in its order (what it does not name
///   is left out, and a note says so).
/// - A line's text is its `String` `CONTENT`s joined by single spaces (`SP` is that
///   space). A `HYP` (the hyphenation mark at a line's end) is not read, as dinglehopper
///   0.11 reads only `String`s (`alto_extract_lines` in its ocr_files.py): a word broken
///   as `<String CONTENT="Hypo"/><HYP CONTENT="-"/>` reads "Hypo".
/// - Each line knows its `Page` (a multi-page ALTO is a document's truth in one file).
/// - Its box is `HPOS`/`VPOS`/`WIDTH`/`HEIGHT` when `MeasurementUnit` is pixel (or not
///   given); in mm10 or inch1200 the boxes are left out, with a note, as the image's
///   resolution would be needed. Its confidence is the mean of its words' `WC` × 100.
///
/// Under dinglehopper's rules (`LayoutTextRules.dinglehopper`, `alto_extract` in
/// dinglehopper 0.11's ocr_files.py) the text is every `TextLine` in document order (a
/// `ReadingOrder` is not followed), each the `CONTENT`s of the `String`s directly inside
/// it joined by single spaces as written (an empty or missing `CONTENT` is an empty word,
/// nothing is stripped), a line without words kept as an empty line; the lines (their
/// boxes) are still the ones above.
enum ALTOReader {
    private struct Line {
        var id: String?
        var block: String?
        var line: LayoutLine
    }

    static func read(_ bytes: some Collection<UInt8>, name: String,
                     rules: LayoutTextRules = .ocrgauge) throws(LayoutError) -> LayoutDocument {
        var placement = ALTOLinePlacement()
        return try read(bytes, name: name, rules: rules, placement: &placement)
    }

    /// Reads the document, placing its lines with `placement` (whose work a test reads).
    static func read(_ bytes: some Collection<UInt8>, name: String, rules: LayoutTextRules = .ocrgauge,
                     placement: inout ALTOLinePlacement) throws(LayoutError) -> LayoutDocument {
        var order = ReadingOrderTree()
        var lines: [Line] = []
        var blocks: [String] = []            // open TextBlock / ComposedBlock ids
        var unit: String?
        // The line being read.
        var text = ""
        var confidences: [Double] = []
        var box: LayoutBox?
        var lineID: String?
        var pages = 0
        // dinglehopper's reading: every line's page and text as written, and the open elements.
        var written: [(page: Int, text: String)] = []
        var writtenWords: [String] = []
        var path: [String] = []
        try ElementWalk.walk(bytes, name: name, document: "ALTO", start: { element, attributes in
            order.start(element, attributes)
            if element == "String" && path.last == "TextLine" { writtenWords.append(attributes["CONTENT"] ?? "") }
            path.append(element)
            switch element {
            case "Page":
                pages += 1
            case "TextBlock", "ComposedBlock":
                blocks.append(attributes["ID"] ?? "")
            case "TextLine":
                text = ""
                writtenWords = []
                confidences = []
                lineID = attributes["ID"]
                if let x = LayoutBox.coordinate(attributes["HPOS"]), let y = LayoutBox.coordinate(attributes["VPOS"]),
                   let width = LayoutBox.coordinate(attributes["WIDTH"]), let height = LayoutBox.coordinate(attributes["HEIGHT"]) {
                    box = LayoutBox(x: x, y: y, width: max(0, width), height: max(0, height))
                } else {
                    box = nil
                }
            case "String":
                let content = attributes["CONTENT"] ?? ""
                guard !content.isEmpty else { break }
                if !text.isEmpty { text += " " }
                text += content
                if let confidence = attributes["WC"].flatMap(Double.init), confidence.isFinite {
                    confidences.append(confidence * 100)
                }
            case "SP", "HYP":
                break   // the space between words, which joining them writes; the hyphen dinglehopper does not read
            default:
                break
            }
        }, end: { element, inside in
            order.end(element)
            _ = path.popLast()
            switch element {
            case "MeasurementUnit":
                unit = inside.trimmingEdgeWhiteSpace
            case "TextBlock", "ComposedBlock":
                _ = blocks.popLast()
            case "TextLine":
                written.append((max(1, pages), writtenWords.joined(separator: " ")))
                let trimmed = text.trimmingEdgeWhiteSpace
                guard !trimmed.isEmpty else { break }
                let confidence = confidences.isEmpty ? nil : confidences.reduce(0, +) / Double(confidences.count)
                var line = LayoutLine(text: trimmed, box: box, confidence: confidence)
                line.page = max(1, pages)
                lines.append(Line(id: lineID, block: blocks.last(where: { !$0.isEmpty }), line: line))
            default:
                break
            }
        })
        var document = assemble(lines, unit: unit, order: order, rules: rules, placement: &placement)
        document.pages = max(1, pages)
        if rules == .dinglehopper { asWritten(written, in: &document) }
        return document
    }

    /// The lines in reading order (when the document has one) with the notes of reading
    /// them: boxes in a unit other than pixels are dropped; under ocrgauge's rules the
    /// lines a reading order leaves out are named, under dinglehopper's it is said that
    /// the text does not follow it.
    private static func assemble(_ lines: [Line], unit: String?, order: ReadingOrderTree, rules: LayoutTextRules,
                                 placement: inout ALTOLinePlacement) -> LayoutDocument {
        var lines = lines
        var notes: [String] = []
        if let unit, !unit.isEmpty, unit.lowercased() != "pixel" {
            notes.append("ALTO: MeasurementUnit is \(unit), not pixel: line boxes are not used")
            for index in lines.indices { lines[index].line.box = nil }
        }
        let references = order.references
        guard order.present, !references.isEmpty else { return LayoutDocument(lines: lines.map(\.line), notes: notes) }
        let placed = placement.order(ids: lines.map(\.id), blocks: lines.map(\.block), references: references)
        let leftOut = lines.count - placed.count
        if rules == .dinglehopper {
            notes.append("ALTO: the ReadingOrder is not followed for the text: dinglehopper reads every TextLine in "
                         + "document order (the lines' boxes follow it)")
        } else if leftOut > 0 {
            notes.append("ALTO: \(leftOut) line\(leftOut == 1 ? " is" : "s are") outside the ReadingOrder and left out")
        }
        return LayoutDocument(lines: placed.map { lines[$0].line }, notes: notes)
    }

    /// Gives `document` dinglehopper's text of these lines (each with its page): all of
    /// them joined by line feeds, and page by page when it has several pages.
    private static func asWritten(_ written: [(page: Int, text: String)], in document: inout LayoutDocument) {
        document.textAsWritten = written.map(\.text).joined(separator: "\n")
        guard document.pages > 1 else { return }
        document.pageTextsAsWritten = (1...document.pages).map { page in
            written.filter { $0.page == page }.map(\.text).joined(separator: "\n")
        }
    }
}
