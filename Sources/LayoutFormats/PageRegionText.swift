/// A PAGE-XML document's text read region by region, as dinglehopper 0.11 reads it
/// (`page_extract` in its ocr_files.py, `ExtractedText.from_text_segment` in its
/// extracted_text.py):
///
/// - With a `ReadingOrder`: the regions its groups name (see
///   `ReadingOrderTree.dinglehopperReferences`), each the first `TextRegion` of that id,
///   nested or not; a name of no text region is passed over. A region named more than
///   once is read once, where it is first named (dinglehopper reads it each time), and a
///   note names it. Without one: every
///   `TextRegion` in document order, nested ones included (a nested region follows the
///   region holding it). A `TextLine` outside any region is not read.
/// - At region level each region gives its own `TextEquiv`'s text as written: its line
///   breaks and white space are kept (the normalization profile deals with them, as for
///   any text). Its `TextLine`s are not read: a region without text of its own gives
///   nothing.
/// - At line level (under dinglehopper's rules alone: ocrgauge's reads lines through
///   `PageXMLReader`) each region gives the texts of the `TextLine`s directly inside it,
///   as written, joined by line feeds, an empty line kept; its own `TextEquiv` is not
///   read: a region without `TextLine`s gives nothing.
/// - Regions whose text is empty are left out; the others are joined by line feeds.
///
/// Under dinglehopper's rules a `TextEquiv` without `Unicode` reads as empty; under
/// ocrgauge's its `PlainText` is read (`PageXMLReader`). The notes say which regions gave
/// nothing though they hold text at the other level, which regions with text the reading
/// order leaves out, and which lines outside any region were not read.
enum PageRegionText {
    static func read(_ regions: [PageRegion], order: ReadingOrderTree, level: TextEquivLevel = .region,
                     rules: LayoutTextRules = .ocrgauge) -> (text: String, notes: [String]) {
        func text(of region: PageRegion) -> String {
            switch (level, rules) {
            case (.region, .ocrgauge): return region.ownText
            case (.region, .dinglehopper): return region.ownUnicodeText
            case (.line, _): return region.lineTextsAsWritten.joined(separator: "\n")
            }
        }
        let texts = regions.map(text(of:))
        let selected: [Int]
        var notes: [String] = []
        if order.present {
            var byID: [String: Int] = [:]
            for (index, region) in regions.enumerated() where !region.isLoose {
                if let id = region.id, byID[id] == nil { byID[id] = index }
            }
            // A region named more than once is read once, where it is first named:
            // dinglehopper reads it each time, which lets a small file repeat a large
            // region without bound.
            var seen = Set<Int>(), noted = Set<Int>()
            var repeated: [Int] = []
            selected = order.dinglehopperReferences.compactMap { byID[$0] }.filter { index in
                if seen.insert(index).inserted { return true }
                if noted.insert(index).inserted { repeated.append(index) }
                return false
            }
            if !repeated.isEmpty {
                notes.append(PageNameList.repeatedNote(repeated.map { regions[$0].name }))
            }
            let named = Set(selected)
            let leftOut = regions.indices.filter {
                !regions[$0].isLoose && !texts[$0].isEmpty && !regions.isCovered($0, by: named)
            }
            if !leftOut.isEmpty {
                notes.append("PAGE-XML: text region\(leftOut.count == 1 ? "" : "s") " + list(leftOut.map { regions[$0].name })
                             + " \(leftOut.count == 1 ? "is" : "are") outside the ReadingOrder and left out (as dinglehopper does)")
            }
        } else {
            selected = regions.indices.filter { !regions[$0].isLoose }
        }
        switch level {
        case .region:
            let silent = selected.filter { texts[$0].isEmpty && !regions[$0].lines.isEmpty }
            if !silent.isEmpty {
                notes.append("PAGE-XML: text region\(silent.count == 1 ? "" : "s") " + list(silent.map { regions[$0].name })
                             + " \(silent.count == 1 ? "has" : "have") no text of \(silent.count == 1 ? "its" : "their") own, only "
                             + "TextLines: at region level (dinglehopper's) \(silent.count == 1 ? "it gives" : "they give") no text; "
                             + "--textequiv-level line reads the lines")
            }
        case .line:
            let silent = selected.filter { regions[$0].lineTextsAsWritten.isEmpty && !regions[$0].ownUnicodeText.isEmpty }
            if !silent.isEmpty {
                notes.append("PAGE-XML: text region\(silent.count == 1 ? "" : "s") " + list(silent.map { regions[$0].name })
                             + " \(silent.count == 1 ? "has" : "have") no TextLines, only text of \(silent.count == 1 ? "its" : "their") "
                             + "own: at line level dinglehopper reads nothing of \(silent.count == 1 ? "it" : "them") (nor does the "
                             + "dinglehopper profile); --textequiv-level region reads \(silent.count == 1 ? "its" : "their") text")
            }
        }
        if rules == .dinglehopper {
            let loose = regions.filter { $0.isLoose && !$0.lines.isEmpty }.count
            if loose > 0 {
                notes.append("PAGE-XML: \(loose) TextLine\(loose == 1 ? " stands" : "s stand") outside any TextRegion: not read "
                             + "(dinglehopper reads text regions only)")
            }
        }
        let text = selected.map { texts[$0] }.filter { !$0.isEmpty }.joined(separator: "\n")
        return (text, notes)
    }

    /// The first five names, then how many more.
    static func list(_ names: [String]) -> String { PageNameList.text(names) }
}
