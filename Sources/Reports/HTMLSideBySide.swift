import Scoring

/// A diff people read: reference and recognized text side by side, one row per
/// reference line (the recognized text the character alignment pairs with it beside it),
/// changed words highlighted with the character edits inside them marked, code points
/// on hover. A reference line the alignment pairs with something unlike it but that was
/// recognized nearly right elsewhere (a column read in another order) is shown as moved,
/// beside the line it was recognized as, instead of as a wall of edits.
enum HTMLSideBySide {
    /// One side of one row: tokens with their edit kind (nil: equal).
    struct Side {
        var tokens: [(text: String, edit: String?)] = []
        var changed: Bool { tokens.contains { $0.edit != nil } }
        var text: String {
            var joined = ""
            for token in tokens { joined += token.text }
            return joined
        }
        /// Its edits in the row's part of the alignment.
        var edits: Int { tokens.reduce(0) { $0 + ($1.edit == nil ? 0 : 1) } }
    }

    /// One row: a reference line and what was recognized for it.
    struct Row {
        var reference = Side()
        var recognized = Side()
        /// The recognized line (0-based) the row's recognized text starts in.
        var line = 0
        /// The recognized line (1-based) this reference line was found in, when the
        /// alignment paired it with other text.
        var foundIn: Int?
        /// Found in a line before one an earlier row was read from: out of reading order.
        var moved = false
    }

    /// The table for `alignment` (of `hypothesis` against the reference).
    static func html(_ alignment: Alignment, hypothesis: String) -> String {
        var rows = rows(alignment.steps)
        markMoved(&rows, hypothesisLines: hypothesis.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        var html = "<div class=\"table-wrap\"><table class=\"sbs\">\n<thead><tr><th class=\"num\">Line</th><th>Reference</th>"
        html += "<th>Recognized</th></tr></thead>\n<tbody>\n"
        for (index, row) in rows.enumerated() {
            let same = !row.reference.changed && !row.recognized.changed
            html += "<tr class=\"\(same ? "same" : "changed")\(row.moved ? " moved" : "")\"><td class=\"num\">\(index + 1)</td>"
            html += "<td class=\"line\">\(render(row.reference))</td><td class=\"line\">"
            if let line = row.foundIn, row.moved {
                html += "<span class=\"badge warn\" title=\"read out of order: this line was recognized nearly right in "
                html += "recognized line \(line), after text that comes later in the reference\">moved: in recognized line \(line)</span> "
            } else if let line = row.foundIn {
                html += "<span class=\"muted\" title=\"the rest of recognized line \(line) belongs to other reference lines\">"
                html += "part of recognized line \(line):</span> "
            }
            html += "\(render(row.recognized))</td></tr>\n"
        }
        return html + "</tbody>\n</table></div>\n"
    }

    /// Before and after beside the reference, one row per reference line (for a
    /// comparison with the same truth): rows where the two runs read differently are
    /// marked; moved lines carry their badge in either column.
    static func beforeAfter(reference: String, before: Alignment, beforeText: String, after: Alignment,
                            afterText: String) -> String {
        var old = rows(before.steps), new = rows(after.steps)
        markMoved(&old, hypothesisLines: beforeText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        markMoved(&new, hypothesisLines: afterText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        let lines = reference.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var html = "<div class=\"table-wrap\"><table class=\"sbs three\">\n<thead><tr><th class=\"num\">Line</th>"
        html += "<th>Reference</th><th>Before (baseline)</th><th>After (candidate)</th></tr></thead>\n<tbody>\n"
        for index in 0..<max(old.count, new.count, lines.count) {
            let a = index < old.count ? old[index] : Row(), b = index < new.count ? new[index] : Row()
            let differs = a.recognized.text != b.recognized.text || a.moved != b.moved
            let same = !differs && !a.recognized.changed && !a.reference.changed
            html += "<tr class=\"\(same ? "same" : "changed")\(differs ? " differs" : "")\"><td class=\"num\">\(index + 1)</td>"
            html += "<td class=\"line\">\(HTMLEscaping.escape(index < lines.count ? lines[index] : ""))</td>"
            for row in [a, b] {
                html += "<td class=\"line\(row.moved ? " moved" : "")\">"
                if let line = row.foundIn, row.moved { html += "<span class=\"badge warn\">moved: in line \(line)</span> " }
                html += render(row.recognized) + "</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table></div>\n"
    }

    /// Splits the steps into rows at reference line breaks; a line break recognized where
    /// the reference has none stays in its row (shown as ⏎).
    static func rows(_ steps: [AlignmentStep]) -> [Row] {
        var rows: [Row] = []
        rows.reserveCapacity(8)
        var line = 0
        var row = Row()
        for step in steps {
            switch step {
            case .equal(_, "\n"), .substitute(_, "\n"), .insert("\n"): line += 1
            default: break
            }
            switch step {
            case .equal(let r, let h):
                if r == "\n" { rows.append(row); row = Row(); row.line = line; continue }
                row.reference.tokens.append((r, nil))
                row.recognized.tokens.append((h, nil))
            case .substitute(let r, let h):
                if r != "\n" { row.reference.tokens.append((r, "sub")) }
                row.recognized.tokens.append((h, "sub"))
                if r == "\n" { rows.append(row); row = Row(); row.line = line }
            case .delete(let r):
                if r == "\n" {
                    row.reference.tokens.append(("", "del"))
                    rows.append(row)
                    row = Row()
                    row.line = line
                } else {
                    row.reference.tokens.append((r, "del"))
                }
            case .insert(let h):
                row.recognized.tokens.append((h, "ins"))
            }
        }
        rows.append(row)
        return rows
    }

    /// Replaces a changed row's recognized text with text found elsewhere when some
    /// recognized line holds the reference line with fewer edits than the alignment's
    /// pairing and within a quarter of its length (the line whole, or merged with a line
    /// of another column): that text is shown, diffed against the reference line. Rows
    /// found before a line an earlier row was read from are marked moved (out of reading
    /// order). Skipped on very long pages.
    static func markMoved(_ rows: inout [Row], hypothesisLines: [String]) {
        var inPlace: [Int: Int] = [:]
        for index in rows.indices {
            // The row's edits in the alignment: substitutions and insertions on the
            // recognized side, deletions on the reference side (a deleted line break is an
            // empty token). Only a row read badly in place (over a quarter of its length)
            // is looked for elsewhere.
            let length = rows[index].reference.tokens.count
            let edits = rows[index].recognized.edits + rows[index].reference.tokens.reduce(0) { $0 + ($1.edit == "del" ? 1 : 0) }
            if length >= 6 && edits * 4 > length { inPlace[index] = edits }
        }
        let bad = inPlace.keys.sorted()
        guard !bad.isEmpty, bad.count * hypothesisLines.count <= 40_000 else { return }
        var searcher = ClosestSubstring(in: hypothesisLines)
        let lengths = hypothesisLines.map(\.count)
        for index in bad {
            let reference = rows[index].reference.text
            let length = reference.count
            let pattern = searcher.patternIDs(reference)
            var best: (line: Int, range: Range<Int>, edits: Int)?
            for (line, count) in lengths.enumerated() where count * 4 >= length * 3 {
                guard let found = searcher.find(pattern, inText: line), found.edits * 4 <= length,
                      found.edits < (best?.edits ?? inPlace[index] ?? .max) else { continue }
                best = (line, found.range, found.edits)
            }
            guard let best else { continue }
            let characters = Array(hypothesisLines[best.line])
            guard let pair = try? Alignment.characters(reference: reference, hypothesis: String(characters[best.range])) else {
                continue
            }
            var moved = Row()
            for step in pair.steps {
                switch step {
                case .equal(let r, let h): moved.reference.tokens.append((r, nil)); moved.recognized.tokens.append((h, nil))
                case .substitute(let r, let h): moved.reference.tokens.append((r, "sub")); moved.recognized.tokens.append((h, "sub"))
                case .delete(let r): moved.reference.tokens.append((r, "del"))
                case .insert(let h): moved.recognized.tokens.append((h, "ins"))
                }
            }
            moved.foundIn = best.line + 1
            moved.line = best.line
            rows[index] = moved
        }
        // Out of reading order: found in a line before one an earlier row was read from.
        var furthest = -1
        for index in rows.indices {
            rows[index].moved = rows[index].foundIn != nil && rows[index].line < furthest
            furthest = max(furthest, rows[index].line)
        }
    }

    /// A side as HTML: words (runs between spaces) with an edit wrapped as changed words,
    /// each edited character marked with its kind and its code points on hover.
    static func render(_ side: Side) -> String {
        var html = ""
        if !side.changed { return HTMLEscaping.escape(side.text) }
        var word: [(text: String, edit: String?)] = []
        func flushWord() {
            guard !word.isEmpty else { return }
            if !word.contains(where: { $0.edit != nil }) {
                var plain = ""
                for token in word { plain += token.text }
                html += HTMLEscaping.escape(plain)
            } else {
                html += "<span class=\"w\">"
                for token in word { html += piece(token) }
                html += "</span>"
            }
            word.removeAll(keepingCapacity: true)
        }
        for token in side.tokens {
            if token.text == " " || token.text == "\t" {
                flushWord()
                html += piece(token)
            } else {
                word.append(token)
            }
        }
        flushWord()
        return html
    }

    private static func piece(_ token: (text: String, edit: String?)) -> String {
        guard let edit = token.edit else { return HTMLEscaping.escape(token.text) }
        let shown: String
        switch token.text {
        case "": shown = "⏎"
        case "\n": shown = "⏎"
        case " ": shown = "␣"
        case "\t": shown = "⇥"
        default: shown = HTMLEscaping.escape(token.text)
        }
        let points = token.text.isEmpty ? "line break" : token.text.unicodeScalars
            .map { scalar in
                let hex = String(scalar.value, radix: 16, uppercase: true)
                return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            }.joined(separator: " ")
        let kind = edit == "sub" ? "read instead" : (edit == "del" ? "missing" : "extra")
        return "<mark class=\"\(edit)\" title=\"\(kind): \(points)\">\(shown)</mark>"
    }
}
