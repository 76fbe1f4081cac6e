/// Line detection summed over the samples of a suite (or a profile) that have it:
/// micro precision, recall and F1 over all their lines, and the reading-order score
/// over all their pairs of matched lines.
public struct LineDetectionTotals: Sendable, Equatable, Codable {
    /// Samples with line detection.
    public var samples = 0
    /// Truth lines over those samples.
    public var truthLines = 0
    /// Recognized lines over those samples.
    public var recognizedLines = 0
    /// Truth lines with a match.
    public var matched = 0
    /// Pairs of matched lines in the truth's order.
    public var concordantPairs = 0
    /// All pairs of matched lines.
    public var pairs = 0

    /// Totals with these counts (all 0 by default).
    public init(samples: Int = 0, truthLines: Int = 0, recognizedLines: Int = 0, matched: Int = 0,
                concordantPairs: Int = 0, pairs: Int = 0) {
        self.samples = samples
        self.truthLines = truthLines
        self.recognizedLines = recognizedLines
        self.matched = matched
        self.concordantPairs = concordantPairs
        self.pairs = pairs
    }

    /// Adds one sample's detection.
    public mutating func add(_ detection: LineDetection) {
        samples += 1
        truthLines += detection.lines.count
        recognizedLines += detection.recognizedLines
        matched += detection.matched
        concordantPairs += detection.concordantPairs
        pairs += detection.pairs
    }

    /// Matched lines over all recognized lines (1 when there are none).
    public var precision: Double { recognizedLines == 0 ? 1 : Double(matched) / Double(recognizedLines) }
    /// Matched lines over all truth lines (1 when there are none).
    public var recall: Double { truthLines == 0 ? 1 : Double(matched) / Double(truthLines) }
    /// The harmonic mean of precision and recall (0 when both are 0).
    public var f1: Double { precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall) }
    /// Share of matched pairs in the truth's order (1 when there are no pairs).
    public var readingOrder: Double { pairs == 0 ? 1 : Double(concordantPairs) / Double(pairs) }
}
