/// How a recognition's lines meet the truth's lines, where the truth has line
/// coordinates (PAGE-XML, ALTO, hOCR) and the backend gives line boxes.
///
/// Lines are matched one to one by overlap: pairs are taken in order of falling
/// intersection over union, each line at most once, and only pairs overlapping at least
/// `minimumOverlap` (0.5, the usual threshold of detection benchmarks) count. A truth
/// line without a match is missed; a recognized line without one is spurious. Each truth
/// line gets its own character edits (against its match, or all deleted when missed).
/// The reading-order score is the share of pairs of matched lines that the recognition
/// puts in the truth's order (Kendall's concordance; 1 when fewer than two matched).
public struct LineDetection: Sendable, Equatable, Codable {
    /// One truth line and what became of it.
    public struct Line: Sendable, Equatable, Codable {
        /// The truth line.
        public var truth: TruthLine
        /// The index of the recognized line it matched, if any.
        public var match: Int?
        /// The overlap with that line (0 when missed).
        public var overlap: Double
        /// Character edits from this truth line to its match's text (every character
        /// deleted when missed), after normalization.
        public var characters: EditCounts

        /// What became of `truth`: its match (nil: missed), their overlap and its character edits.
        public init(truth: TruthLine, match: Int?, overlap: Double, characters: EditCounts) {
            self.truth = truth
            self.match = match
            self.overlap = overlap
            self.characters = characters
        }
    }

    /// One entry per truth line, in the truth's order.
    public var lines: [Line]
    /// How many lines the recognition gave.
    public var recognizedLines: Int
    /// Pairs of matched lines in the truth's order, and all pairs of matched lines.
    public var concordantPairs: Int
    /// All pairs of matched lines.
    public var pairs: Int

    /// The overlap a match needs.
    public static let minimumOverlap = 0.5

    /// A line detection from its parts.
    public init(lines: [Line], recognizedLines: Int, concordantPairs: Int, pairs: Int) {
        self.lines = lines
        self.recognizedLines = recognizedLines
        self.concordantPairs = concordantPairs
        self.pairs = pairs
    }

    /// Truth lines with a match.
    public var matched: Int { lines.filter { $0.match != nil }.count }
    /// Truth lines without a match.
    public var missed: Int { lines.count - matched }
    /// Recognized lines without a match.
    public var spurious: Int { recognizedLines - matched }
    /// Matched recognized lines over all recognized lines (1 when there are none).
    public var precision: Double { recognizedLines == 0 ? 1 : Double(matched) / Double(recognizedLines) }
    /// Matched truth lines over all truth lines (1 when there are none).
    public var recall: Double { lines.isEmpty ? 1 : Double(matched) / Double(lines.count) }
    /// The harmonic mean of precision and recall.
    public var f1: Double { precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall) }
    /// Share of matched pairs in the truth's order (1 with fewer than two matched lines).
    public var readingOrder: Double { pairs == 0 ? 1 : Double(concordantPairs) / Double(pairs) }
    /// The indices of the recognized lines without a match.
    public func spuriousLines() -> [Int] {
        let matchedIndices = Set(lines.compactMap(\.match))
        return (0..<recognizedLines).filter { !matchedIndices.contains($0) }
    }

    /// Matches `recognized` lines (text, box) against `truth`, comparing texts after
    /// `normalize`; nil when the truth or the recognition lacks boxes.
    public static func evaluate(truth: [TruthLine], recognized: [LineRecord],
                                normalize: (String) -> String) throws(EditDistanceStop) -> LineDetection? {
        guard !truth.isEmpty, truth.allSatisfy({ $0.width > 0 && $0.height > 0 }),
              recognized.allSatisfy({ $0.width > 0 && $0.height > 0 }) else { return nil }
        var candidates: [(overlap: Double, truth: Int, recognized: Int)] = []
        for (t, line) in truth.enumerated() {
            for (r, other) in recognized.enumerated() {
                let overlap = LineBoxOverlap.intersectionOverUnion((line.x, line.y, line.width, line.height),
                                                                  (other.x, other.y, other.width, other.height))
                if overlap >= minimumOverlap { candidates.append((overlap, t, r)) }
            }
        }
        candidates.sort { ($0.overlap, -$0.truth, -$0.recognized) > ($1.overlap, -$1.truth, -$1.recognized) }
        var truthMatch = [Int?](repeating: nil, count: truth.count)
        var truthOverlap = [Double](repeating: 0, count: truth.count)
        var taken = Set<Int>()
        for candidate in candidates where truthMatch[candidate.truth] == nil && !taken.contains(candidate.recognized) {
            truthMatch[candidate.truth] = candidate.recognized
            truthOverlap[candidate.truth] = candidate.overlap
            taken.insert(candidate.recognized)
        }
        let lines = try truth.enumerated().map { (index, line) throws(EditDistanceStop) in
            let reference = normalize(line.text)
            let hypothesis = truthMatch[index].map { normalize(recognized[$0].text) } ?? ""
            return Line(truth: line, match: truthMatch[index], overlap: truthOverlap[index],
                        characters: try CharacterErrorRate.counts(reference: reference, hypothesis: hypothesis))
        }
        let order = truthMatch.compactMap { $0 }
        let pairs = order.count * (order.count - 1) / 2
        return LineDetection(lines: lines, recognizedLines: recognized.count,
                             concordantPairs: pairs - Self.inversions(order), pairs: pairs)
    }

    /// Pairs (i < j) with values[i] > values[j], counted by merge sort.
    static func inversions(_ values: [Int]) -> Int {
        var items = values
        var buffer = items
        var count = 0
        var width = 1
        while width < items.count {
            var start = 0
            while start < items.count {
                let middle = min(start + width, items.count), end = min(start + 2 * width, items.count)
                var left = start, right = middle, out = start
                while left < middle && right < end {
                    if items[left] <= items[right] {
                        buffer[out] = items[left]; left += 1
                    } else {
                        buffer[out] = items[right]; right += 1
                        count += middle - left
                    }
                    out += 1
                }
                while left < middle { buffer[out] = items[left]; left += 1; out += 1 }
                while right < end { buffer[out] = items[right]; right += 1; out += 1 }
                start += 2 * width
            }
            swap(&items, &buffer)
            width *= 2
        }
        return count
    }
}
