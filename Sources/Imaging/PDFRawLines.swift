/// The lines of a page's text in content-stream order, each with a box: Poppler gives
/// the raw-order text without boxes and the words with boxes in its reading order, so
/// each line is matched to the words it is made of. A line's words are unused words
/// whose texts, one after another, spell the line without its spaces, each on the same
/// line as the one before it (their boxes overlap vertically) and to its right (the
/// nearest such word); the first start, in reading order, that spells the whole line
/// wins, else the run that leaves out the fewest of its characters (at most half). A
/// line no run of words spells keeps its text with an empty box at the page's corner.
/// The work per line is bounded (`maxStarts` first words tried), whatever the page.
public enum PDFRawLines {
    /// How many first words a line tries, in each of the two passes.
    static let maxStarts = 256

    /// `text` as `PDFPageText`: its non-empty lines, trimmed, with the union of their words' boxes.
    public static func page(text: String, words: [PDFRawTextDocument.Word]) -> PDFPageText {
        let pool = WordPool(words)
        var lines: [PDFPageText.Line] = []
        for raw in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let trimmed = raw.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { continue }
            let box = pool.take(Array(trimmed.unicodeScalars.filter { !$0.properties.isWhitespace }.map(\.value)))
            lines.append(.init(text: trimmed, x: box?.x0 ?? 0, y: box?.y0 ?? 0,
                               width: box.map { $0.x1 - $0.x0 } ?? 0, height: box.map { $0.y1 - $0.y0 } ?? 0))
        }
        return PDFPageText(text: text, lines: lines)
    }

    typealias Box = (x0: Double, y0: Double, x1: Double, y1: Double)

    /// The words not yet given to a line, found by their text and by their neighbours.
    final class WordPool {
        private let texts: [[UInt32]]
        private let boxes: [Box]
        private var used: [Bool]
        /// Word indices by their text, in reading order.
        private var byText: [[UInt32]: [Int]] = [:]
        private var longest = 0
        /// Word indices by the top of their box, and the tallest box: a word's neighbours
        /// on its line are found among those whose top is at most that far above it.
        private let byTop: [Int]
        private let tallest: Double
        /// Each word's neighbours to the right on its line, nearest first, once asked for.
        private var neighbours: [Int: [Int]] = [:]

        init(_ words: [PDFRawTextDocument.Word]) {
            let texts = words.map { Array($0.text.unicodeScalars.filter { !$0.properties.isWhitespace }.map(\.value)) }
            self.texts = texts
            let boxes = words.map { word -> Box in
                (min(word.x, word.x + word.width), min(word.y, word.y + word.height),
                 max(word.x, word.x + word.width), max(word.y, word.y + word.height))
            }
            self.boxes = boxes
            used = Array(repeating: false, count: words.count)
            for (index, text) in texts.enumerated() where !text.isEmpty {
                byText[text, default: []].append(index)
                longest = max(longest, text.count)
            }
            byTop = boxes.indices.filter { !texts[$0].isEmpty && boxes[$0].y0.isFinite && boxes[$0].y1.isFinite }
                .sorted { boxes[$0].y0 < boxes[$1].y0 }
            tallest = byTop.map { boxes[$0].y1 - boxes[$0].y0 }.max() ?? 0
        }

        /// The box of the words that spell `line` (its characters without white space),
        /// marked used; nil when no run of unused words spells it, even leaving out up to
        /// half its characters (Poppler's reading-order grouping drops characters it
        /// takes for overdrawn duplicates, as in an OCR layer's stretched invisible words).
        func take(_ line: [UInt32]) -> Box? {
            guard !line.isEmpty, let run = exactRun(line) ?? closestRun(line) else { return nil }
            for index in run { used[index] = true }
            return run.dropFirst().reduce(boxes[run[0]]) { box, index in
                let b = boxes[index]
                return (min(box.x0, b.x0), min(box.y0, b.y0), max(box.x1, b.x1), max(box.y1, b.y1))
            }
        }

        /// The first run, by its first word in reading order, that spells the whole line.
        private func exactRun(_ line: [UInt32]) -> [Int]? {
            for start in starts(line[...]).prefix(PDFRawLines.maxStarts) {
                if let (run, _) = spell(line[(texts[start].count)...], from: start, skipping: false) { return run }
            }
            return nil
        }

        /// The run that spells the line leaving out the fewest characters, at most half.
        private func closestRun(_ line: [UInt32]) -> [Int]? {
            var best: (run: [Int], skipped: Int)?
            var tried = 0
            for offset in 0...(line.count / 2) where offset < (best?.skipped ?? .max) && tried < PDFRawLines.maxStarts {
                for start in starts(line[offset...]) where tried < PDFRawLines.maxStarts {
                    tried += 1
                    guard let (run, skipped) = spell(line[(offset + texts[start].count)...], from: start, skipping: true)
                    else { continue }
                    if offset + skipped < (best?.skipped ?? line.count / 2 + 1) { best = (run, offset + skipped) }
                }
            }
            return best?.run
        }

        /// The run of words from `start` on that spells `rest`, each the nearest unused
        /// neighbour to the right whose text begins what is left, and how many characters
        /// of `rest` no word gave (`skipping` them, else nil at the first).
        private func spell(_ rest: ArraySlice<UInt32>, from start: Int, skipping: Bool) -> ([Int], Int)? {
            var run = [start], rest = rest, current = start, skipped = 0
            while !rest.isEmpty {
                let next = rightNeighbours(of: current).first { index in
                    !used[index] && !run.contains(index) && rest.starts(with: texts[index])
                }
                guard let next else {
                    guard skipping else { return nil }
                    rest = rest.dropFirst()
                    skipped += 1
                    continue
                }
                run.append(next)
                rest = rest.dropFirst(texts[next].count)
                current = next
            }
            return (run, skipped)
        }

        /// Unused words whose text begins `rest`, longest text first, each in reading order.
        private func starts(_ rest: ArraySlice<UInt32>) -> [Int] {
            var found: [Int] = []
            for length in stride(from: min(longest, rest.count), through: 1, by: -1) {
                guard let indices = byText[Array(rest.prefix(length))] else { continue }
                found += indices.filter { !used[$0] }
            }
            return found
        }

        /// The words that continue word `index`'s line, nearest first: their boxes overlap
        /// its box vertically and they start right of its middle.
        private func rightNeighbours(of index: Int) -> [Int] {
            if let known = neighbours[index] { return known }
            let a = boxes[index]
            // The first word whose top is no more than the tallest box above this one's top.
            var low = 0, high = byTop.count
            while low < high {
                let middle = (low + high) / 2
                if boxes[byTop[middle]].y0 < a.y0 - tallest { low = middle + 1 } else { high = middle }
            }
            var found: [Int] = []
            for other in byTop[low...] {
                let b = boxes[other]
                if b.y0 >= a.y1 { break }
                if other != index && min(a.y1, b.y1) > max(a.y0, b.y0) && b.x0 >= (a.x0 + a.x1) / 2 { found.append(other) }
            }
            found.sort { boxes[$0].x0 < boxes[$1].x0 }
            neighbours[index] = found
            return found
        }
    }
}
