/// How many bytes of journal lines may also be held in memory as decoded results. The
/// first result that does not fit closes the budget: later ones are read back from the
/// journal, however small, so a caller can stop measuring once it is closed.
struct HeldResultBudget: Sendable {
    /// A run's bound: results are held in memory (besides the journal) up to this many
    /// bytes of journal lines, about three times as much once decoded; the rest are read
    /// back from the journal when the reports need them, whatever the size of the corpus.
    static let runDefault = 4 << 20

    let limit: Int
    private(set) var used = 0
    private(set) var isClosed: Bool

    init(limit: Int) {
        self.limit = limit
        isClosed = limit <= 0
    }

    /// Whether a result whose journal line is `bytes` long is held; counts it if so.
    mutating func admit(_ bytes: Int) -> Bool {
        guard !isClosed, used + bytes <= limit else {
            isClosed = true
            return false
        }
        used += bytes
        return true
    }
}
