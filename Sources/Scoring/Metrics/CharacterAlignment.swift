/// The character alignment of a reference against a hypothesis, computed once and read by
/// everything that needs it: the CER counts (the alignment's counts are `EditDistance`'s,
/// same minimal edits, same tie-break), the confusions and class accuracy
/// (`CharacterErrorProfile`) and the aligned diff (`steps`).
public struct CharacterAlignment {
    let reference: [Int]
    let hypothesis: [Int]
    let token: (Alignment.Side, Int) -> String
    let operations: [Alignment.Operation]
    /// The CER counts.
    public let counts: EditCounts

    /// Aligns two (normalized) texts grapheme by grapheme; throws `.outOfBudget` when
    /// `ScoringBudget.current` runs out first.
    public init(reference: String, hypothesis: String) throws(EditDistanceStop) {
        let clusters = Alignment.characterClusters(reference: reference, hypothesis: hypothesis)
        self.reference = clusters.reference
        self.hypothesis = clusters.hypothesis
        token = clusters.token
        operations = try Alignment.operations(clusters.reference, clusters.hypothesis)
        counts = Alignment.counts(of: operations, clusters.reference, clusters.hypothesis)
    }

    /// The aligned steps with their text, for a diff.
    public var alignment: Alignment {
        Alignment(ids: reference, hypothesis, operations: operations, token: token)
    }

    /// The error layers from the grapheme ids, when the texts allow it (see
    /// `ErrorLayers.init(referenceIDs:hypothesisIDs:)`), else nil; throws `.outOfBudget`
    /// when `ScoringBudget.current` runs out first.
    public func layers() throws(EditDistanceStop) -> ErrorLayers? {
        try ErrorLayers(referenceIDs: reference, hypothesisIDs: hypothesis, counts: counts)
    }

    /// The confusions and class accuracy.
    public var profile: CharacterErrorProfile { CharacterErrorProfile(alignment: self) }
}
