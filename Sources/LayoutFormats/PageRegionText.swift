/// A PAGE-XML document's text at region level, as dinglehopper 0.11 reads it
/// (`page_extract` in its ocr_files.py, `ExtractedText.from_text_segment` in its
/// extracted_text.py, with `textequiv_level="region"`):
///
/// - With a `ReadingOrder`: the regions its groups name (see
///   `ReadingOrderTree.dinglehopperReferences`), each the first `TextRegion` of that id,
///   nested or not; a name of no text region is passed over. Without one: every
///   `TextRegion` in document order, nested ones included (a nested region follows the
///   region holding it).
/// - Each region gives its own `TextEquiv`'s text as written: its line breaks and white
///   space are kept (the normalization profile deals with them, as for any text). Its
///   `TextLine`s are not read: a region without text of its own gives nothing.
/// - Regions whose text is empty are left out; the others are joined by line feeds.
///
/// The notes say which regions gave nothing though their lines hold text, and which
/// regions with text the reading order leaves out.
enum PageRegionText {
    static func read(_ regions: [PageRegion], order: ReadingOrderTree) -> (text: String, notes: [String]) {
        let selected: [Int]
        var notes: [String] = []
        if order.present {
            var byID: [String: Int] = [:]
            for (index, region) in regions.enumerated() where !region.isLoose {
                if let id = region.id, byID[id] == nil { byID[id] = index }
            }
            selected = order.dinglehopperReferences.compactMap { byID[$0] }
            let named = Set(selected)
            let leftOut = regions.indices.filter {
                !regions[$0].isLoose && !regions[$0].ownText.isEmpty && !regions.isCovered($0, by: named)
            }
            if !leftOut.isEmpty {
                notes.append("PAGE-XML: text region\(leftOut.count == 1 ? "" : "s") " + list(leftOut.map { regions[$0].name })
                             + " \(leftOut.count == 1 ? "is" : "are") outside the ReadingOrder and left out (as dinglehopper does)")
            }
        } else {
            selected = regions.indices.filter { !regions[$0].isLoose }
        }
        let silent = selected.filter { regions[$0].ownText.isEmpty && !regions[$0].lines.isEmpty }
        if !silent.isEmpty {
            notes.append("PAGE-XML: text region\(silent.count == 1 ? "" : "s") " + list(silent.map { regions[$0].name })
                         + " \(silent.count == 1 ? "has" : "have") no text of \(silent.count == 1 ? "its" : "their") own, only "
                         + "TextLines: at region level (dinglehopper's) \(silent.count == 1 ? "it gives" : "they give") no text; "
                         + "--textequiv-level line reads the lines")
        }
        let text = selected.map { regions[$0].ownText }.filter { !$0.isEmpty }.joined(separator: "\n")
        return (text, notes)
    }

    /// The first five names, then how many more.
    static func list(_ names: [String]) -> String { PageNameList.text(names) }
}
