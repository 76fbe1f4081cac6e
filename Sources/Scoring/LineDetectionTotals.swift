/// Line detection summed over the samples of a suite (or a profile) that have it:
/// micro precision, recall and F1 over all their lines, and the reading-order score
/// over all their pairs of matched lines.
public struct LineDetectionTotals: Sendable, Equatable, Codable {
    /// Samples with line detection.
    public var samples = 0
    public var truthLines = 0
    public var recognizedLines = 0
    public var matched = 0
    public var concordantPairs = 0
    public var pairs = 0

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

    public var precision: Double { recognizedLines == 0 ? 1 : Double(matched) / Double(recognizedLines) }
    public var recall: Double { truthLines == 0 ? 1 : Double(matched) / Double(truthLines) }
    public var f1: Double { precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall) }
    public var readingOrder: Double { pairs == 0 ? 1 : Double(concordantPairs) / Double(pairs) }
}
