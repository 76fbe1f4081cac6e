/// What the recognition cache (`run --cache`) gave a run: how many results came from it,
/// and how many entries did not verify (edited, damaged, another key's or secret's) and
/// were recognized again. Kept in run.xml's `<metadata>` when a cache was used.
public struct CacheUse: Sendable, Equatable {
    /// Results whose recognition came from a verified cache entry.
    public var results: Int
    /// Entries found under their key that did not verify: each was a miss.
    public var unverified: Int

    public init(results: Int = 0, unverified: Int = 0) {
        self.results = results
        self.unverified = unverified
    }

    /// Both runs' counts together (shards merged).
    public func adding(_ other: CacheUse) -> CacheUse {
        CacheUse(results: results + other.results, unverified: unverified + other.unverified)
    }

    /// "3 of 5 results came from the recognition cache", then, when any entry did not
    /// verify, "; 1 entry did not verify and was recognized again": what every output says.
    public func line(of total: Int) -> String {
        var line = "\(results) of \(total) result\(total == 1 ? "" : "s") came from the recognition cache"
        if unverified > 0 {
            line += "; \(unverified) entr\(unverified == 1 ? "y" : "ies") did not verify and "
                + "\(unverified == 1 ? "was" : "were") recognized again"
        }
        return line
    }
}
