/// One PAGE-XML `TextRegion` as read: its own `TextEquiv`s and its lines.
final class PageRegion {
    /// Its `id`, when it has one.
    let id: String?
    /// The region it is nested in (an index into the document's regions), if any.
    let parent: Int?
    /// Whether it stands for a `TextLine` outside any region (no region of the document).
    let isLoose: Bool
    /// Its lines as read at line level.
    var lines: [LayoutLine] = []
    /// Whether it holds `TextLine` elements.
    var hasTextLines = false
    /// Its own `TextEquiv`s (not its lines', words' or glyphs').
    var equivalents = PageTextEquivalents()
    /// The texts of the `TextLine`s directly inside it, in document order, as
    /// dinglehopper reads them: the chosen `TextEquiv`'s `Unicode` as written, "" when it
    /// has none (`PlainText` is not read); empty lines kept.
    var lineTextsAsWritten: [String] = []

    init(id: String?, parent: Int?, isLoose: Bool = false) {
        self.id = id
        self.parent = parent
        self.isLoose = isLoose
    }

    /// Its own text as written (the chosen `TextEquiv`'s), "" without one.
    var ownText: String { equivalents.chosen?.text ?? "" }

    /// Its own text as dinglehopper reads it: the chosen `TextEquiv`'s `Unicode` as
    /// written, "" without one (a `PlainText` is not read).
    var ownUnicodeText: String { equivalents.chosen?.unicodeText ?? "" }

    /// Its name in notes: "r1", or "(no id)".
    var name: String { id ?? "(no id)" }
}

extension Array where Element == PageRegion {
    /// Whether region `index`, or a region it is nested in, is among `named`.
    func isCovered(_ index: Int, by named: Set<Int>) -> Bool {
        var current: Int? = index
        while let at = current {
            if named.contains(at) { return true }
            current = self[at].parent
        }
        return false
    }
}

/// Names for notes: the first five, then how many more.
enum PageNameList {
    static func text(_ names: [String]) -> String {
        names.prefix(5).joined(separator: ", ") + (names.count > 5 ? " and \(names.count - 5) more" : "")
    }

    /// The note on regions the reading order names more than once (each read once).
    static func repeatedNote(_ names: [String]) -> String {
        "PAGE-XML: the ReadingOrder names text region\(names.count == 1 ? "" : "s") \(text(names)) more than once: "
            + "read once, where first named (dinglehopper reads \(names.count == 1 ? "it" : "them") each time)"
    }
}
