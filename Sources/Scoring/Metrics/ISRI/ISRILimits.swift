/// Why a page has no ISRI figures.
public enum ISRIStop: Error, Equatable, Sendable {
    /// `ScoringBudget.current` ran out (or was stopped) while they were computed.
    case outOfBudget
    /// ocreval's alignments keep O(d²) cells for d errors; this page needed more than
    /// `ISRILimits.cells` (it stopped at `cells`).
    case overCellLimit(cells: Int)
}

/// The memory the ISRI figures may take for one page.
public enum ISRILimits {
    /// The most diagonal cells (4 bytes each) one alignment of a page may keep: 2^26, 256 MB.
    /// d errors keep at most (d + 1)² cells, so any page with up to 8,191 character errors
    /// (and twice as many word insertions and deletions) is within it. ocreval's own
    /// alignment keeps the same cells, 8 bytes each.
    public static let cells = 1 << 26
}
