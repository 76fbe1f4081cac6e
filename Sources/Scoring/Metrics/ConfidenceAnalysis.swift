/// How far a recognizer's line confidences can be trusted over a whole run: for each
/// confidence threshold, the share of lines at or above it (which could be accepted
/// without review) and the share of those that are wrong.
public struct ConfidenceAnalysis: Sendable, Equatable {
    /// One threshold's figures.
    public struct Row: Sendable, Equatable, Hashable {
        /// Confidence (0...100) a line needs to be accepted.
        public var threshold: Double
        /// Lines with confidence >= threshold.
        public var accepted: Int
        /// Accepted lines that are not correct.
        public var wrong: Int
        /// All lines considered.
        public var total: Int

        /// A row from its counts.
        public init(threshold: Double, accepted: Int, wrong: Int, total: Int) {
            self.threshold = threshold
            self.accepted = accepted
            self.wrong = wrong
            self.total = total
        }

        /// accepted / total (0 when there are no lines).
        public var acceptedShare: Double { total == 0 ? 0 : Double(accepted) / Double(total) }
        /// wrong / accepted (0 when nothing is accepted).
        public var errorRate: Double { accepted == 0 ? 0 : Double(wrong) / Double(accepted) }
    }

    /// The thresholds reported by default: 0, 10, ..., 90 and 95.
    public static let defaultThresholds: [Double] = stride(from: 0.0, through: 90, by: 10).map { $0 } + [95]

    /// One row per threshold, in the order given.
    public var rows: [Row]

    /// The analysis of (confidence, correct) pairs, e.g. every line with a confidence in
    /// a run (lines without a confidence should be left out by the caller).
    public init(_ lines: [(confidence: Double, correct: Bool)], thresholds: [Double] = defaultThresholds) {
        rows = thresholds.map { threshold in
            var accepted = 0, wrong = 0
            for line in lines where line.confidence >= threshold {
                accepted += 1
                if !line.correct { wrong += 1 }
            }
            return Row(threshold: threshold, accepted: accepted, wrong: wrong, total: lines.count)
        }
    }
}
