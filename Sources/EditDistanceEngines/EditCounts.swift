/// Raw counts from a minimal Levenshtein alignment of a reference against a hypothesis.
///
/// The counts are kept rather than the rate alone, so any figure (per sample, per
/// suite, micro or macro) can be recomputed from a report.
public struct EditCounts: Sendable, Equatable, Hashable, Codable {
    /// Reference units replaced by another in the hypothesis.
    public var substitutions: Int
    /// Reference units missing from the hypothesis.
    public var deletions: Int
    /// Hypothesis units not in the reference.
    public var insertions: Int
    /// Length of the reference in the compared units (graphemes or words).
    public var referenceLength: Int
    /// Length of the hypothesis in the compared units.
    public var hypothesisLength: Int

    /// Counts with these values (all 0 by default).
    public init(substitutions: Int = 0, deletions: Int = 0, insertions: Int = 0,
                referenceLength: Int = 0, hypothesisLength: Int = 0) {
        self.substitutions = substitutions
        self.deletions = deletions
        self.insertions = insertions
        self.referenceLength = referenceLength
        self.hypothesisLength = hypothesisLength
    }

    /// Substitutions + deletions + insertions.
    public var edits: Int { substitutions + deletions + insertions }

    /// Edits over reference length. An empty reference gives 0 when the hypothesis is
    /// empty too and 1 otherwise, so the rate is never infinite or NaN.
    public var rate: Double {
        if referenceLength == 0 { return hypothesisLength == 0 ? 0 : 1 }
        return Double(edits) / Double(referenceLength)
    }

    /// Sums of every count: the basis of a micro-average.
    public static func + (lhs: EditCounts, rhs: EditCounts) -> EditCounts {
        EditCounts(substitutions: lhs.substitutions + rhs.substitutions,
                   deletions: lhs.deletions + rhs.deletions,
                   insertions: lhs.insertions + rhs.insertions,
                   referenceLength: lhs.referenceLength + rhs.referenceLength,
                   hypothesisLength: lhs.hypothesisLength + rhs.hypothesisLength)
    }
}
