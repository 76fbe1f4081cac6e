import XMLReading
import Scoring

/// PAGE-XML (the 2010, 2013, 2017, 2018 and 2019 schemas, any namespace prefix) into text
/// lines, by the rules OCR-D's tools and dinglehopper follow:
///
/// - Text regions in `ReadingOrder` order; a region the reading order does not name is
///   left out (and a note says so); one it names more than once is read once, where
///   first named (a note names it). Without a reading order, every text region in
///   document order.
/// - Inside a region, its `TextLine`s in document order (regions nested in it follow
///   in document order unless the reading order names them itself).
/// - A line's text is its own `TextEquiv/Unicode` (not its words' or glyphs'); of
///   several, the one dinglehopper picks (`PageTextEquivalents`: the lowest `index`,
///   else the highest `conf`, else the first). Edge white space is stripped; a line left
///   empty is dropped.
/// - A `TextEquiv` without `Unicode` (which the schema requires) gives its `PlainText`
///   (the schema's optional "simple" transcription), and a note names the line or
///   region; one with neither gives no text, and a note names it too. dinglehopper
///   reads `Unicode` only and takes a missing one for an empty text, silently; here a
///   truth never turns empty without a word.
/// - A region with no `TextLine` gives its own `TextEquiv` text, one line per line of it;
///   a `TextLine` outside any region counts as a region of its own, where it stands.
/// - A line's box encloses its `Coords` (`points="x,y x,y …"`, or 2010's `Point`
///   children); its confidence is the chosen `TextEquiv`'s `conf` × 100.
///
/// Those are the lines, read at either level. At `TextEquivLevel.region` the text is the
/// regions' own instead, as dinglehopper reads it (`PageRegionText`); the lines keep
/// their boxes for line detection. Under dinglehopper's rules (`LayoutTextRules`) the
/// text is dinglehopper's at either level (`PageRegionText`): nothing stripped, empty
/// lines kept, a region without `TextLine`s reading nothing at line level, a `TextEquiv`
/// without `Unicode` reading as empty; the lines are still the ones above.
enum PageXMLReader {
    /// The lines and regions whose chosen `TextEquiv` had no `Unicode`, named for notes.
    private struct MissingUnicode {
        var plainText: [String] = []
        var nothing: [String] = []
        /// Whose rules read the text: dinglehopper's read no `PlainText`.
        var rules = LayoutTextRules.ocrgauge

        mutating func add(_ source: PageTextEquivalents.Source?, _ element: String) {
            switch source {
            case .plainText: plainText.append(element)
            case .neither?: nothing.append(element)
            case .unicode?, nil: break
            }
        }

        var notes: [String] {
            var notes: [String] = []
            if !plainText.isEmpty {
                notes.append("PAGE-XML: TextEquiv of \(Self.list(plainText)) has PlainText but no Unicode: "
                             + (rules == .dinglehopper ? "no text (dinglehopper reads Unicode only)" : "its PlainText is read"))
            }
            if !nothing.isEmpty {
                notes.append("PAGE-XML: TextEquiv of \(Self.list(nothing)) has neither Unicode nor PlainText: no text")
            }
            return notes
        }

        /// The first five names, then how many more.
        private static func list(_ names: [String]) -> String { PageNameList.text(names) }
    }

    static func read(_ bytes: some Collection<UInt8>, name: String, level: TextEquivLevel = .line,
                     rules: LayoutTextRules = .ocrgauge) throws(LayoutError) -> LayoutDocument {
        var examined = 0
        return try read(bytes, name: name, level: level, rules: rules, examined: &examined)
    }

    /// Reads the document at `level`, counting in `examined` the regions looked at while
    /// putting them in reading order (the work, for tests: it grows with the regions,
    /// never with the regions times the ids named).
    static func read(_ bytes: some Collection<UInt8>, name: String, level: TextEquivLevel = .line,
                     rules: LayoutTextRules = .ocrgauge, examined: inout Int) throws(LayoutError) -> LayoutDocument {
        var order = ReadingOrderTree()
        var regions: [PageRegion] = []
        var openRegions: [Int] = []
        var path: [String] = []
        // The line being read.
        var lineEquivalents = PageTextEquivalents()
        var lineID = ""
        var linePoints: [(Int, Int)] = []
        var linePointsAttribute: String?
        var missing = MissingUnicode(rules: rules)
        // The TextEquiv being read: its index and conf, its first Unicode and PlainText.
        var equivIndex: Double?, equivConf: Double?, equivText: String?, equivPlain: String?
        try ElementWalk.walk(bytes, name: name, document: "PAGE-XML", start: { element, attributes in
            let parent = path.last
            path.append(element)
            order.start(element, attributes)
            switch element {
            case "TextRegion":
                regions.append(PageRegion(id: attributes["id"], parent: openRegions.last))
                openRegions.append(regions.count - 1)
            case "TextLine":
                lineEquivalents = PageTextEquivalents()
                lineID = attributes["id"] ?? "(no id)"
                linePoints = []
                linePointsAttribute = nil
                if let region = openRegions.last { regions[region].hasTextLines = true }
            case "Coords" where parent == "TextLine":
                linePointsAttribute = attributes["points"]
            case "Point" where parent == "Coords" && path.dropLast(2).last == "TextLine":
                if let x = LayoutBox.coordinate(attributes["x"]), let y = LayoutBox.coordinate(attributes["y"]) {
                    linePoints.append((x, y))
                }
            case "TextEquiv":
                equivIndex = PageTextEquivalents.number(attributes["index"])
                equivConf = PageTextEquivalents.number(attributes["conf"])
                equivText = nil
                equivPlain = nil
            default:
                break
            }
        }, end: { element, inside in
            let count = path.count
            path.removeLast()
            order.end(element)
            switch element {
            case "Unicode" where count >= 2 && path.last == "TextEquiv":
                if equivText == nil { equivText = inside }
            case "PlainText" where count >= 2 && path.last == "TextEquiv":
                if equivPlain == nil { equivPlain = inside }
            case "TextEquiv":
                // Only the line's or the region's own text: a Word's or Glyph's lies deeper.
                let owner = path.last
                let source: PageTextEquivalents.Source = equivText != nil ? .unicode : equivPlain != nil ? .plainText : .neither
                let candidate = PageTextEquivalents.Candidate(index: equivIndex, conf: equivConf,
                                                              text: equivText ?? equivPlain ?? "", source: source)
                if owner == "TextLine" {
                    lineEquivalents.add(candidate)
                } else if owner == "TextRegion", let region = openRegions.last {
                    regions[region].equivalents.add(candidate)
                }
            case "TextLine":
                missing.add(lineEquivalents.chosen?.source, "TextLine \(lineID)")
                if path.last == "TextRegion", let region = openRegions.last {
                    regions[region].lineTextsAsWritten.append(lineEquivalents.chosen?.unicodeText ?? "")
                }
                let text = clean(lineEquivalents.chosen?.text ?? "")
                let points = linePointsAttribute.map(parsePoints) ?? linePoints
                guard !text.isEmpty else { break }
                let line = LayoutLine(text: text, box: LayoutBox.enclosing(points), confidence: lineEquivalents.chosen?.confidence)
                if let region = openRegions.last {
                    regions[region].lines.append(line)
                } else {
                    // A line outside any region (some engines write them so): a region of its own, in place.
                    let loose = PageRegion(id: nil, parent: nil, isLoose: true)
                    loose.hasTextLines = true
                    loose.lines = [line]
                    regions.append(loose)
                }
            case "TextRegion":
                _ = openRegions.popLast()
            default:
                break
            }
        })
        return atLevel(level, rules: rules, assemble(regions, order: order, examined: &examined), regions: regions,
                       order: order, missing: missing)
    }

    /// The document read at `level` by `rules`, with the notes of the TextEquivs that
    /// lacked Unicode: the lines' (`missing`) and, under ocrgauge's rules, the line-less
    /// regions' at line level; at region level the regions' own TextEquivs alone, whose
    /// text then stands for the document's. Under dinglehopper's rules the text is
    /// dinglehopper's at line level too.
    private static func atLevel(_ level: TextEquivLevel, rules: LayoutTextRules, _ lines: LayoutDocument,
                                regions: [PageRegion], order: ReadingOrderTree, missing: MissingUnicode) -> LayoutDocument {
        var document = lines
        switch level {
        case .line where rules == .dinglehopper:
            let read = PageRegionText.read(regions, order: order, level: .line, rules: rules)
            document.textAsWritten = read.text
            document.notes = missing.notes + read.notes
        case .line:
            var missing = missing
            for region in regions where !region.hasTextLines {
                missing.add(region.equivalents.chosen?.source, "TextRegion \(region.name)")
            }
            document.notes = missing.notes + document.notes
        case .region:
            // The regions' own TextEquivs alone are read: the lines' sources do not matter.
            var regionMissing = MissingUnicode(rules: rules)
            for region in regions where !region.isLoose {
                regionMissing.add(region.equivalents.chosen?.source, "TextRegion \(region.name)")
            }
            let read = PageRegionText.read(regions, order: order, level: .region, rules: rules)
            document.textAsWritten = read.text
            document.notes = regionMissing.notes + read.notes
        }
        return document
    }

    /// The lines of the regions in reading order, with notes on what was left out.
    private static func assemble(_ regions: [PageRegion], order: ReadingOrderTree, examined: inout Int) -> LayoutDocument {
        // A region without TextLines speaks through its own text, line by line.
        for region in regions where !region.hasTextLines {
            let text = region.equivalents.chosen?.text ?? ""
            region.lines = text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
                .map { clean(String($0)) }.filter { !$0.isEmpty }
                .map { LayoutLine(text: $0, confidence: region.equivalents.chosen?.confidence) }
        }
        var notes: [String] = []
        let references = order.references
        guard order.present, !references.isEmpty else {
            return LayoutDocument(lines: regions.flatMap(\.lines), notes: notes)
        }
        var byID: [String: Int] = [:]
        for (index, region) in regions.enumerated() { if let id = region.id, byID[id] == nil { byID[id] = index } }
        let named = Set(references.compactMap { byID[$0] })
        // Each region's nested regions, in document order, found once.
        var children = [[Int]](repeating: [], count: regions.count)
        for (index, region) in regions.enumerated() { if let parent = region.parent { children[parent].append(index) } }
        // A region's own lines, then those of nested regions the reading order does not name
        // (nesting is at most 256 deep, the reader's limit, so the recursion is too).
        func lines(of index: Int) -> [LayoutLine] {
            var result = regions[index].lines
            for child in children[index] {
                examined += 1
                if !named.contains(child) { result += lines(of: child) }
            }
            return result
        }
        var result: [LayoutLine] = []
        var used = Set<Int>(), noted = Set<Int>()
        var repeated: [String] = []
        for reference in references {
            guard let index = byID[reference] else { continue }
            guard used.insert(index).inserted else {
                if noted.insert(index).inserted { repeated.append(regions[index].name) }
                continue
            }
            result += lines(of: index)
        }
        if !repeated.isEmpty { notes.append(PageNameList.repeatedNote(repeated)) }
        // Regions with text that no named region holds.
        let leftOut = regions.enumerated().filter { !regions.isCovered($0.offset, by: named) && !$0.element.lines.isEmpty }
        if !leftOut.isEmpty {
            let names = leftOut.map { $0.element.name }
            notes.append("PAGE-XML: text region\(names.count == 1 ? "" : "s") " + names.joined(separator: ", ")
                         + " \(names.count == 1 ? "is" : "are") outside the ReadingOrder and left out (as dinglehopper does)")
        }
        return LayoutDocument(lines: result, notes: notes)
    }

    /// A line's text: line breaks inside it become spaces, edge white space goes.
    static func clean(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(scalar == "\n" || scalar == "\r" ? " " : scalar)
        }
        return String(scalars).trimmingEdgeWhiteSpace
    }

    /// "x1,y1 x2,y2 …" as points; pairs that do not parse are skipped.
    static func parsePoints(_ points: String) -> [(Int, Int)] {
        points.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).compactMap { pair in
            let xy = pair.split(separator: ",")
            guard xy.count == 2, let x = LayoutBox.coordinate(String(xy[0])), let y = LayoutBox.coordinate(String(xy[1])) else {
                return nil
            }
            return (x, y)
        }
    }
}

extension String {
    /// Without leading and trailing Unicode white space.
    var trimmingEdgeWhiteSpace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        return String(scalars[first...last])
    }
}
